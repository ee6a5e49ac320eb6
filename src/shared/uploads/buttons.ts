import type { ButtonDef } from '../common/buttons';

/** The attachment upload dialog, or the chunked uploader (permission 933001001, task types 61–70, 75, 76). */
export const UPLOADS_TASK_BUTTONS = [
  { type: 'upload', names: ['附件上传'] },
] as const satisfies readonly ButtonDef[];
