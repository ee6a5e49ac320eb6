import { M } from '../../../shared/messages';
import { DICT, type DictCode } from '../../../shared/dict/constants';
import { ROW_DELETED, ROW_VOIDED, TREE_LEVEL } from '../../../shared/detail/constants';
import type { TreeRow } from '../../../shared/detail/schemas';
export type StatusDim = { code: DictCode; value: string; title: string };

/** The status dimensions a tree row shows (spec 02 §4), only those with a value, most important first. */
export function statusDims(row: TreeRow): StatusDim[] {
  const dims: Array<[DictCode, string | null, string]> = [
    [DICT.docStatus, row.STATUS, M.dimDocStatus],
    [DICT.subTaskState, row.TREE_LEVEL === TREE_LEVEL.task ? row.RWSTATUS : null, M.dimTaskState],
    [DICT.delivery, row.SFSD, M.dimDelivery],
    [DICT.execution, row.ZXQK, M.dimExecution],
    [DICT.status1, row.STATUS1, M.dimStatus1],
    [DICT.status2, row.STATUS2, M.dimStatus2],
    [DICT.status3, row.STATUS3, M.dimStatus3],
  ];
  return dims
    .filter((d): d is [DictCode, string, string] => d[1] !== null && d[1] !== '')
    .map(([code, value, title]) => ({ code, value, title }));
}

export const isDeletedRow = (row: TreeRow): boolean => row.RW_ISDELETED === String(ROW_DELETED);
export const isVoidedRow = (row: TreeRow): boolean => row.RW_ISDELETED === String(ROW_VOIDED);
