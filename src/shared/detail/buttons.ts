import type { ButtonDef } from '../common/buttons';

/** btnPos of task buttons: 1 the header, 2 the document-tree toolbar (spec 02 §2). */
export const BTN_POS = { header: '1', tree: '2' } as const;

/** Task buttons the detail area handles itself. */
export const DETAIL_TASK_BUTTONS = [
  { type: 'opLog', names: ['操作日志'] },
  { type: 'help', names: ['帮助'] },
] as const satisfies readonly ButtonDef[];
