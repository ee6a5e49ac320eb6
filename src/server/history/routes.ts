import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser, type ServerContext } from '../context';
import { tasks } from '../tasks/tables';
import { units } from '../units/tables';
import { documents } from '../documents/tables';
import { attachments } from '../attachments/tables';
import { pageOf } from '../db/page';
import { fail, ok, parseBody } from '../envelope';
import { optionalText, pageFields } from '../fields';
import { archiveCategoryIds, categoryNames } from '../detail/history-view';
import { archiveRangeIssue } from '../../shared/history/rules';
import { ARCHIVED_STATE, HISTORY_API, HISTORY_NAME_MAX } from '../../shared/history/constants';

// 历史归档文件: the officer's own archived tasks (rwzt 3, as xmrwgd leaves them), newest archive
// first, with their documents and attachments counted; filters by task or unit name, task type
// and archive date range (the shared rule refuses a reversed or malformed range).

const listBody = z.object({
  ...pageFields,
  RWMC: optionalText('任务或单位名称', HISTORY_NAME_MAX),
  RWLX: optionalText('任务类型', 10).refine((v) => v === undefined || /^\d+$/.test(v), {
    error: '任务类型格式不正确',
  }),
  GDKSRQ: optionalText('归档开始日期', 10),
  GDJSRQ: optionalText('归档结束日期', 10),
});

/** How many rows of the table each task has, by RWID (deleted rows left out). */
function countsBy(
  ctx: ServerContext,
  table: typeof documents | typeof attachments,
  rwids: string[],
): Map<string, number> {
  if (rwids.length === 0) return new Map();
  const rows = ctx.db
    .select({ rwid: table.rwid, n: sql<number>`count(*)` })
    .from(table)
    .where(and(inArray(table.rwid, rwids), eq(table.deleted, 0)))
    .groupBy(table.rwid)
    .all();
  return new Map(rows.map((r) => [r.rwid, Number(r.n)]));
}

export function registerHistoryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(HISTORY_API.page, async (request) => {
    const parsed = parseBody(listBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    const { current, size, RWMC, RWLX, GDKSRQ, GDJSRQ } = parsed.value;
    const issue = archiveRangeIssue({ GDKSRQ, GDJSRQ });
    if (issue) return fail(issue);
    const user = currentUser(request);

    const archivedDay = sql`substr(${tasks.archivedAt}, 1, 10)`;
    const conditions: SQL[] = [eq(tasks.ownerId, user.id), eq(tasks.state, ARCHIVED_STATE)];
    if (RWMC)
      conditions.push(
        sql`(instr(${tasks.name}, ${RWMC}) > 0 OR instr(coalesce(${units.name}, ''), ${RWMC}) > 0)`,
      );
    if (RWLX) conditions.push(eq(tasks.type, Number(RWLX)));
    if (GDKSRQ) conditions.push(sql`${archivedDay} >= ${GDKSRQ}`);
    if (GDJSRQ) conditions.push(sql`${archivedDay} <= ${GDJSRQ}`);

    const query = ctx.db
      .select({ task: tasks, unitName: units.name })
      .from(tasks)
      .leftJoin(units, eq(units.id, tasks.unitId))
      .where(and(...conditions))
      .orderBy(desc(sql`coalesce(${tasks.archivedAt}, ${tasks.createdAt})`), desc(tasks.rwid));
    const page = pageOf(ctx.db, query, { current, size });
    const ids = page.records.map((r) => r.task.rwid);
    const docCounts = countsBy(ctx, documents, ids);
    const fileCounts = countsBy(ctx, attachments, ids);
    return ok({
      ...page,
      records: page.records.map(({ task, unitName }) => {
        const categories = archiveCategoryIds(task);
        return {
          RWID: task.rwid,
          runId: task.runId,
          RWMC: task.name,
          RWLX: task.type,
          DWMC: unitName,
          SHDWID: task.unitId,
          CBRXM: task.ownerName,
          CRT_TIME: task.createdAt,
          GDSJ: task.archivedAt,
          GDAJLB: categories.length > 0 ? categories.join(',') : null,
          GDAJLBMC: categoryNames(ctx, categories),
          GDGS: task.archiveFormat,
          WSSL: docCounts.get(task.rwid) ?? 0,
          FJSL: fileCounts.get(task.rwid) ?? 0,
        };
      }),
    });
  });
}
