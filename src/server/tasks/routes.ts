import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser, type ServerContext } from '../context';
import { tasks } from './tables';
import { units } from '../units/tables';
import { pageOf } from '../db/page';
import { fail, ok, parseBody } from '../envelope';
import { optionalText, pageFields } from '../fields';
import { clockRecord, emptyState, statesOf } from '../actions/state';
import { TASKS_API } from '../../shared/tasks/constants';

const listBody = z.object({
  ...pageFields,
  RWMC: optionalText('任务名称', 100),
  RWLX: optionalText('任务类型', 10).refine((v) => v === undefined || /^\d+$/.test(v), {
    error: '任务类型格式不正确',
  }),
  rwzt: optionalText('任务状态', 10),
});

export function registerTasksRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(TASKS_API.taskList, async (request) => {
    const parsed = parseBody(listBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    const { current, size, RWMC, RWLX, rwzt } = parsed.value;
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
      .orderBy(desc(tasks.createdAt), desc(tasks.rwid));
    const page = pageOf(ctx.db, query, { current, size }, (row) => row);
    const states = statesOf(
      ctx.db,
      page.records.map((r) => r.task.rwid),
    );
    return ok({
      ...page,
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
