import { and, desc, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Db } from '../actions/state';
import { valuesOf } from '../detail/documents';
import { documents } from '../documents/tables';
import { dangersOfTask } from '../inspection/state';
import type { HiddenDangerRow } from '../inspection/tables';
import { tasks, type TaskRow } from '../tasks/tables';
import { creditUnits } from './tables';
import { UNIT_KIND } from './entity';
import { chinaToday } from '../../shared/common/dates';
import { creditEntryDue, type CreditDue } from '../../shared/credit/due';
import { DOC_TYPES } from '../../shared/documents/constants';

// Whether a general dishonesty record is due for a task (逾期不改) and drafted, with the shared rule
// (shared/credit/due.ts): the archive call checks it again (area archive), and the dangers query
// (CREDIT_DANGERS_DWID) gives the client what the rule reads.

const dateOf = (v: string | null | undefined): string | null => {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(v ?? '');
  return m ? m[1] : null;
};

/**
 * A danger's rectification deadline (改正期限, ZGQX): that of the document that found it when it
 * gives one (a rectification notice), else that of the finding task's latest rectification notice;
 * null when neither gives one.
 */
export function dangerDeadline(db: Db, danger: HiddenDangerRow): string | null {
  if (danger.sourceDocId) {
    const source = db
      .select()
      .from(documents)
      .where(and(eq(documents.flwsid, danger.sourceDocId), eq(documents.deleted, 0)))
      .get();
    const own = source ? dateOf(valuesOf(source).ZGQX) : null;
    if (own) return own;
  }
  const notice = db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.rwid, danger.rwid),
        eq(documents.typeId, DOC_TYPES.rectificationNotice),
        eq(documents.deleted, 0),
      ),
    )
    .orderBy(desc(documents.createdAt))
    .get();
  return notice ? dateOf(valuesOf(notice).ZGQX) : null;
}

/** The task's hidden dangers (a re-inspection's: those it re-checks) with their deadlines. */
export function dangersWithDeadlines(
  db: Db,
  task: TaskRow,
): Array<{ danger: HiddenDangerRow; deadline: string | null }> {
  return dangersOfTask(db, task).map((danger) => ({
    danger,
    deadline: dangerDeadline(db, danger),
  }));
}

/** Whether the task has a general dishonesty record. */
export const hasGeneralRecord = (db: Db, rwid: string): boolean =>
  db
    .select({ id: creditUnits.id })
    .from(creditUnits)
    .where(and(eq(creditUnits.rwid, rwid), eq(creditUnits.kind, UNIT_KIND.general.lx)))
    .get() !== undefined;

/**
 * For the archive call (area archive): whether a general dishonesty record is due for the task (a
 * danger not rectified past its deadline, or on a re-inspection) and whether one is drafted. An
 * unknown task is neither.
 */
export function creditDueOf(ctx: Pick<ServerContext, 'db' | 'now'>, rwid: string): CreditDue {
  const task = ctx.db.select().from(tasks).where(eq(tasks.rwid, rwid)).get();
  if (!task) return { due: false, drafted: false, overdue: 0 };
  return creditEntryDue({
    RWLX: task.type,
    dangers: dangersWithDeadlines(ctx.db, task).map(({ danger, deadline }) => ({
      ZGQK: danger.rectified,
      ZGQX: deadline,
      FCRWID: danger.reinspectionId,
    })),
    today: chinaToday(ctx.now()),
    hasGeneralRecord: hasGeneralRecord(ctx.db, rwid),
  });
}
