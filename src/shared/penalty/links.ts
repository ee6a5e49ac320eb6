import { PRODUCT_SOURCE_CLASSES, SERVICE_SOURCE_CLASSES } from './constants';
import type { PenaltyCase } from './schemas';

// Which source-task field links a task to a penalty case (spec 01 §9), and whether a case's row
// offers 关联 or 取消关联 (spec 01 §4). One rule for the client and the reference server.

export type SourceField = 'LYRWID' | 'LYCPRWID' | 'LYJSFWRWID';

/** By the task's class (RWFLID): 19 LYCPRWID, 21 or 37 LYJSFWRWID, every other LYRWID. */
export function sourceFieldOf(classId: string | null | undefined): SourceField {
  const c = (classId ?? '').trim();
  if (PRODUCT_SOURCE_CLASSES.includes(c)) return 'LYCPRWID';
  if (SERVICE_SOURCE_CLASSES.includes(c)) return 'LYJSFWRWID';
  return 'LYRWID';
}

/** A comma list of ids as a list (spaces and empty parts dropped). */
export const idsOf = (list: string | null | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** Whether the task is among the case's source ids of its field: the row then offers 取消关联. */
export const isLinkedTo = (
  row: Pick<PenaltyCase, SourceField>,
  field: SourceField,
  rwid: string,
): boolean => idsOf(row[field]).includes(rwid);

/** The list with the id added (once) or removed, as the comma list the server keeps. */
export function withId(list: string | null | undefined, rwid: string, add: boolean): string {
  const ids = idsOf(list).filter((id) => id !== rwid);
  if (add) ids.push(rwid);
  return ids.join(',');
}
