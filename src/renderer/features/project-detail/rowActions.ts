import { canShowApprovalInfo } from '../../../shared/documents/rules';
import type { RowButton, TreeRow } from '../../../shared/detail/schemas';
// BUTTON_TYPE values of a document row's XGCZ_BUTTONS and JBCZ_BUTTONS (docs/api.md, issue 3).
export const ROW_ACTION = {
  edit: 'edit',
  view: 'view',
  approvalInfo: 'approvalInfo',
  send: 'send',
  recall: 'recall',
  delete: 'delete',
  preview: 'preview',
  download: 'download',
  print: 'print',
  /** Issue 4: the document's attachment manager (editable only in STATUS 1, 5, 9). */
  attachments: 'attachments',
} as const;

/** Row actions that only open a page or read: they stay possible offline (the page says what it can). */
const READ_ACTIONS = new Set<string>([ROW_ACTION.edit, ROW_ACTION.view, ROW_ACTION.approvalInfo, ROW_ACTION.attachments]);

export const rowActionNeedsNetwork = (type: string): boolean => !READ_ACTIONS.has(type);

/** Buttons shown on a row: both lists, approval information only once approval started (spec 02 §4). */
export function rowButtons(row: TreeRow): RowButton[] {
  return [...row.XGCZ_BUTTONS, ...row.JBCZ_BUTTONS].filter(
    (b) => b.BUTTON_TYPE !== ROW_ACTION.approvalInfo || canShowApprovalInfo(row.STATUS),
  );
}

/** Inline buttons per row; more go into a menu so that every row keeps one height. */
export const INLINE_ROW_BUTTONS = 3;
