import { inArray } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { TaskRow } from '../tasks/tables';
import { caseCategories } from '../archive/tables';
import type { RowButton } from './buttons';
import type { TreeRow } from './tree';
import { readingRowButtons } from '../../shared/history/rules';

// The detail answer's history view (pagetype 2: reading buttons only) and historical data
// (SFCXLSSJ 1: the task's archive record), rules in src/shared/history/rules.ts.

/** The names of case categories by their ids, in the order given ('、' between them). */
export function categoryNames(ctx: ServerContext, ids: readonly string[]): string | null {
  if (ids.length === 0) return null;
  const rows = ctx.db.select().from(caseCategories).where(inArray(caseCategories.id, ids)).all();
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => names.get(id) ?? id).join('、');
}

/** The ids of the case categories a task was archived under (GDAJLB, a comma list). */
export const archiveCategoryIds = (task: TaskRow): string[] =>
  (task.archiveCategories ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * SFCXLSSJ 1 adds the task's archive record to rwxx: when (GDSJ), under which case categories
 * (GDAJLB, GDAJLBMC) and in which format (GDGS) it was archived; null for a task never archived.
 */
export function archiveRecordOf(
  ctx: ServerContext,
  task: TaskRow,
): Record<'GDSJ' | 'GDAJLB' | 'GDAJLBMC' | 'GDGS', string | null> {
  const ids = archiveCategoryIds(task);
  return {
    GDSJ: task.archivedAt,
    GDAJLB: ids.length > 0 ? ids.join(',') : null,
    GDAJLBMC: categoryNames(ctx, ids),
    GDGS: task.archiveFormat,
  };
}

const reading = (list: TreeRow[string]): TreeRow[string] =>
  Array.isArray(list) ? readingRowButtons(list as RowButton[]) : list;

/** pagetype 2: every row of the tree keeps only the buttons that read. */
export function readOnlyRows(rows: readonly TreeRow[]): TreeRow[] {
  return rows.map((row) => ({
    ...row,
    XGCZ_BUTTONS: reading(row.XGCZ_BUTTONS),
    JBCZ_BUTTONS: reading(row.JBCZ_BUTTONS),
    ...(Array.isArray(row.children) ? { children: readOnlyRows(row.children as TreeRow[]) } : {}),
  }));
}
