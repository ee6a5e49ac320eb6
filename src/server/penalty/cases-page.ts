import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { taskFor } from '../detail/access';
import { parseBody } from '../envelope';
import type { PageProvider } from '../generic/registry';
import { tasks } from '../tasks/tables';
import { PENALTY_ERRORS as E } from './errors';
import { CASE_TYPES, caseRecord, defaultCase, linksOf } from './state';
import { penaltyCases } from './tables';
import { isLinkedTo, sourceFieldOf } from '../../shared/penalty/links';
import { pageOfRows } from '../db/page';

// Generic query dwId 20032 (spec 01 §4, §9): the penalty cases a task may be linked to or unlinked
// from: the officer's open, not voided cases, those the task is linked to first, then newest first.

/** A filter's RWID (text or number), required. */
export const rwidField = z
  .union([z.string(), z.number()], { error: E.missingRwid })
  .transform(String)
  .pipe(z.string().trim().min(1, { error: E.missingRwid }));

const casesFilter = z.object({
  RWID: rwidField,
  RWFLID: z.union([z.string(), z.number()]).transform(String).nullish(),
});

export function casesPage(ctx: ServerContext): PageProvider {
  return (call, filter, page) => {
    const checked = parseBody(casesFilter, filter);
    if (!checked.ok) return checked;
    const access = taskFor(ctx, call.user, checked.value.RWID);
    if (!access.ok) return access;
    const source = access.task;
    const field = sourceFieldOf(checked.value.RWFLID ?? source.classId);
    const rows = ctx.db
      .select({ task: tasks, row: penaltyCases })
      .from(tasks)
      .leftJoin(penaltyCases, eq(penaltyCases.rwid, tasks.rwid))
      .where(
        and(
          eq(tasks.ownerId, call.user.id),
          eq(tasks.deleted, 0),
          inArray(tasks.state, ['0', '1']),
          inArray(tasks.type, [...CASE_TYPES]),
        ),
      )
      .orderBy(desc(tasks.createdAt), desc(tasks.rwid))
      .all()
      .filter((r) => r.task.rwid !== source.rwid)
      .map((r) => {
        const row = r.row ?? defaultCase(ctx.db, r.task);
        return {
          record: caseRecord(ctx.db, r.task, row),
          linked: isLinkedTo(linksOf(row), field, source.rwid),
        };
      });
    // Stable: within each group the newest first, as queried.
    const ordered = [...rows.filter((r) => r.linked), ...rows.filter((r) => !r.linked)];
    return { ok: true, value: pageOfRows(ordered, page, (r) => r.record) };
  };
}
