import { canShowApprovalInfo } from '../../../shared/documents/rules';
import type { RowButton, TreeRow } from '../../../shared/detail/schemas';

/** Buttons shown on a row: both lists, approval information only once approval started (spec 02 §4). */
export function rowButtons(row: TreeRow): RowButton[] {
  return [...row.XGCZ_BUTTONS, ...row.JBCZ_BUTTONS].filter(
    (b) => b.BUTTON_TYPE !== 'approvalInfo' || canShowApprovalInfo(row.STATUS),
  );
}

/** Inline buttons per row; more go into a menu so that every row keeps one height. */
export const INLINE_ROW_BUTTONS = 3;
