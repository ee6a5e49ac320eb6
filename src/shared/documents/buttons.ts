import type { ButtonDef } from '../common/buttons';

export const DOCUMENTS_TASK_BUTTONS = [
  { type: 'addDoc', names: ['新增文书'] },
  { type: 'seizure', names: ['临时查封'] },
  { type: 'packDownload', names: ['打包下载'] },
] as const satisfies readonly ButtonDef[];

/** Document-row buttons (XGCZ_BUTTONS and JBCZ_BUTTONS) the documents area handles. */
export const DOCUMENTS_ROW_BUTTONS = [
  { type: 'edit' },
  { type: 'view' },
  { type: 'approvalInfo' },
  { type: 'send' },
  { type: 'recall' },
  { type: 'delete' },
  { type: 'preview' },
  { type: 'download' },
  { type: 'print' },
] as const satisfies readonly ButtonDef[];
