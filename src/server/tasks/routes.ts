import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser, type ServerContext } from '../context';
import { tasks } from './tables';
import { units } from '../units/tables';
import { pageOf } from '../db/page';
import { fail, ok, parseBody } from '../envelope';
import { optionalText, pageFields } from '../fields';
import { clockRecord, emptyState, statesOf } from '../actions/state';
import { calendar, todayOf } from '../actions/guard';
import { TASKS_API, TASK_SORT_COLUMNS } from '../../shared/tasks/constants';
import { clockFieldsSchema } from '../../shared/tasks/clock-fields';
import { isDueSoon, isOverdue, taskClock } from '../../shared/tasks/clock';
import type { ClockCounts } from '../../shared/tasks/schemas';

/** BladeX Query's sort columns (ascs / descs) this list knows, and what each sorts by. */
const SORT_BY: Record<string, SQLWrapper> = {
  [TASK_SORT_COLUMNS.name]: tasks.name,
  [TASK_SORT_COLUMNS.type]: tasks.type,
  [TASK_SORT_COLUMNS.unit]: sql`coalesce(${units.name}, '')`,
  [TASK_SORT_COLUMNS.state]: tasks.state,
  [TASK_SORT_COLUMNS.plannedStart]: sql`coalesce(${tasks.plannedStart}, '')`,
  [TASK_SORT_COLUMNS.created]: tasks.createdAt,
};

const sortText = (label: string): z.ZodType<string | undefined> =>
  optionalText(label, 30).refine((v) => v === undefined || v.toLowerCase() in SORT_BY, {
    error: '排序字段不正确',
  });

const listBody = z.object({
  ...pageFields,
  RWMC: optionalText('任务名称', 100),
  RWLX: optionalText('任务类型', 10).refine((v) => v === undefined || /^\d+$/.test(v), {
    error: '任务类型格式不正确',
  }),
  rwzt: optionalText('任务状态', 10),
  ascs: sortText('排序字段'),
  descs: sortText('排序字段'),
});

/**
 * The banner's counts (clockCounts): the officer's tasks overdue and due soon today by the shared
 * clock, over all their tasks whatever the list's filters. The reference server's own addition: a
 * real BladeX does not compute the clock, so strict mode leaves it out and the client falls back.
 */
function clockCountsOf(ctx: ServerContext, ownerId: string): ClockCounts {
  const rows = ctx.db.select().from(tasks).where(eq(tasks.ownerId, ownerId)).all();
  const states = statesOf(
    ctx.db,
    rows.map((t) => t.rwid),
  );
  const today = todayOf(ctx);
  const counts = { overdue: 0, dueSoon: 0 };
  for (const t of rows) {
    const fields = clockFieldsSchema.parse(
      clockRecord(t, states.get(t.rwid) ?? emptyState(t.rwid)),
    );
    const clock = taskClock(fields, today, calendar);
    if (isOverdue(clock)) counts.overdue++;
    else if (isDueSoon(clock)) counts.dueSoon++;
  }
  return counts;
}

export function registerTasksRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(TASKS_API.taskList, async (request) => {
    const parsed = parseBody(listBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    const { current, size, RWMC, RWLX, rwzt, ascs, descs } = parsed.value;
    const user = currentUser(request);

    const conditions: SQL[] = [eq(tasks.ownerId, user.id)];
    if (RWMC) conditions.push(sql`instr(${tasks.name}, ${RWMC}) > 0`);
    if (RWLX) conditions.push(eq(tasks.type, Number(RWLX)));
    if (rwzt) conditions.push(eq(tasks.state, rwzt));
    const where = and(...conditions);

    const query = ctx.db
      .select({ task: tasks, unitName: units.name })
      .from(tasks)
      .leftJoin(units, eq(units.id, tasks.unitId))
      .where(where)
      // The officer's column first (ascs before descs, as BladeX adds them), then newest first.
      .orderBy(
        ...(ascs ? [asc(SORT_BY[ascs.toLowerCase()])] : []),
        ...(descs ? [desc(SORT_BY[descs.toLowerCase()])] : []),
        desc(tasks.createdAt),
        desc(tasks.rwid),
      );
    const page = pageOf(ctx.db, query, { current, size }, (row) => row);
    const states = statesOf(
      ctx.db,
      page.records.map((r) => r.task.rwid),
    );
    return ok({
      ...page,
      ...(ctx.strict ? {} : { clockCounts: clockCountsOf(ctx, user.id) }),
      records: page.records.map(({ task, unitName }) => ({
        RWID: task.rwid,
        runId: task.runId,
        RWMC: task.name,
        RWLX: task.type,
        RWFLID: task.classId,
        rwzt: task.state,
        DWMC: unitName,
        SHDWID: task.unitId,
        JHKSRQ: task.plannedStart,
        CRT_TIME: task.createdAt,
        ZBRXM: task.ownerName,
        SFZFSP: task.videoFlag,
        RW_ISDELETED: task.deleted,
        // The statutory clock's fields (src/shared/tasks/clock-fields.ts).
        ...clockRecord(task, states.get(task.rwid) ?? emptyState(task.rwid)),
      })),
    });
  });
}
