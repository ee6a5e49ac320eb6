import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser, type ServerContext } from '../context';
import { opLogs } from '../db/schema';
import { taskFor } from '../detail/access';
import { fail, ok, parseBody } from '../envelope';
import { optionalText, pageFields, positiveInt } from '../fields';
import { UNIT_DW_ID } from '../paths';
import { unitPage } from './units';
import { DW_ID } from '../../shared/detail/constants';
import { GENERIC_API } from '../../shared/generic/constants';

export const PAGE_DATA_ERRORS = {
  unknownDwId: '查询配置不存在',
  badJson: '查询条件obj不是有效的JSON',
  notObject: '查询条件obj必须是JSON对象',
  missingRwid: '查询条件缺少RWID',
} as const;

const pageDataBody = z.object({
  dwId: positiveInt('查询配置ID'),
  runId: optionalText('流程ID'),
  obj: optionalText('查询条件obj', 4000),
  ...pageFields,
});

const opLogFilter = z.object({
  RWID: z.union([z.string(), z.number()], { error: PAGE_DATA_ERRORS.missingRwid }).transform(String).pipe(z.string().trim().min(1, { error: PAGE_DATA_ERRORS.missingRwid })),
});

export function registerUsualRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(GENERIC_API.connectionTime, async () => ok(ctx.now()));

  // Generic paged query by configuration id (dwId). The page is wrapped once more: data.data.records.
  app.post(GENERIC_API.pageQuery, async (request) => {
    const parsed = parseBody(pageDataBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    const { dwId, obj, current, size } = parsed.value;
    if (dwId !== DW_ID.operationLog && dwId !== UNIT_DW_ID) return fail(PAGE_DATA_ERRORS.unknownDwId);

    let filter: unknown;
    try {
      filter = JSON.parse(obj ?? '{}');
    } catch {
      return fail(PAGE_DATA_ERRORS.badJson);
    }
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return fail(PAGE_DATA_ERRORS.notObject);
    if (dwId === UNIT_DW_ID) return ok({ data: unitPage(ctx, currentUser(request), filter as Record<string, unknown>, current, size) });
    const checked = parseBody(opLogFilter, filter);
    if (!checked.ok) return fail(checked.msg);
    const access = taskFor(ctx, currentUser(request), checked.value.RWID);
    if (!access.ok) return fail(access.msg);

    const where = eq(opLogs.rwid, access.task.rwid);
    const [{ total }] = ctx.db.select({ total: count() }).from(opLogs).where(where).all();
    const rows = ctx.db
      .select()
      .from(opLogs)
      .where(where)
      .orderBy(desc(opLogs.createdAt), desc(opLogs.id))
      .limit(size)
      .offset((current - 1) * size)
      .all();
    const records = rows.map((r) => ({ ID: String(r.id), RWID: r.rwid, CRT_TIME: r.createdAt, CRT_USERNAME: r.userName, CRT_IP: r.ip, OP_CONTENT: r.content }));
    return ok({ data: { records, total, current, size, pages: Math.ceil(total / size) } });
  });
}
