import type { ButtonDef } from '../common/buttons';

export const ATTACHMENTS_TASK_BUTTONS = [
  { type: 'viewAttachments', names: ['附件查看'] },
] as const satisfies readonly ButtonDef[];
export const ATTACHMENTS_ROW_BUTTONS = [
  { type: 'attachments' },
] as const satisfies readonly ButtonDef[];
