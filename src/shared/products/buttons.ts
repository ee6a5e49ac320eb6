import type { ButtonDef } from '../common/buttons';

/** Header buttons of the products area (spec 02 §2 dialogs), with the names servers give them. */
export const PRODUCTS_TASK_BUTTONS = [
  /** 挂接整改通知书: the rectification-notice link dialog (zlxqDetail, zlxqHook, cancelHook). */
  {
    type: 'noticeLink',
    aliases: ['zlxqgj', 'gjzgtzs'],
    names: ['挂接整改通知书', '整改通知书挂接'],
  },
] as const satisfies readonly ButtonDef[];
