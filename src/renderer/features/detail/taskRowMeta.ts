import { M } from '../../../shared/messages';
import { formatServerTime } from '../../platform/format';
import { DICT } from '../../../shared/dict/constants';
import { TREE_LEVEL } from '../../../shared/detail/constants';
import type { TreeDicts } from './useTreeDicts';
import type { TreeRow } from '../../../shared/detail/schemas';

/** 'YYYY-MM-DD' of a server time, or '' when it has none. */
const dateOf = (value: string | null): string => {
  const m = /^\d{4}-\d{2}-\d{2}/.exec(formatServerTime(value));
  return m ? m[0] : '';
};

/**
 * What tells a task row from its siblings (they often share the run's name): the task type
 * (XFJD_XMRW_RWLX, omitted while unknown) and the day it was created, else its planned start;
 * null for other rows or when there is nothing to say.
 */
export function taskRowMeta(
  row: TreeRow,
  dicts: Pick<TreeDicts, typeof DICT.taskType>,
): string | null {
  if (row.TREE_LEVEL !== TREE_LEVEL.task) return null;
  const type = row.RWLX === null ? '' : (dicts[DICT.taskType].get(String(row.RWLX))?.label ?? '');
  const date = dateOf(row.CRT_TIME) || dateOf(row.JHKSRQ);
  const parts = [type, date].filter((p) => p !== '');
  return parts.length > 0 ? M.taskRowMeta(parts) : null;
}
