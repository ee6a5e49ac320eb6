import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { pageOf } from '../db/page';
import { parseBody } from '../envelope';
import type { PageProvider } from '../generic/registry';
import { taskFor } from './access';
import { opLogs } from './tables';

// Generic query dwId 4372: a task's operation log, newest first (the detail's 操作日志 dialog).

export const OP_LOG_ERRORS = { missingRwid: '查询条件未指定任务' } as const;

const opLogFilter = z.object({
  RWID: z
    .union([z.string(), z.number()], { error: OP_LOG_ERRORS.missingRwid })
    .transform(String)
    .pipe(z.string().trim().min(1, { error: OP_LOG_ERRORS.missingRwid })),
});

export function opLogPage(ctx: ServerContext): PageProvider {
  return (call, filter, page) => {
    const checked = parseBody(opLogFilter, filter);
    if (!checked.ok) return checked;
    const access = taskFor(ctx, call.user, checked.value.RWID);
    if (!access.ok) return access;
    const query = ctx.db
      .select()
      .from(opLogs)
      .where(eq(opLogs.rwid, access.task.rwid))
      .orderBy(desc(opLogs.createdAt), desc(opLogs.id));
    return {
      ok: true,
      value: pageOf(ctx.db, query, page, (r) => ({
        ID: String(r.id),
        RWID: r.rwid,
        CRT_TIME: r.createdAt,
        CRT_USERNAME: r.userName,
        CRT_IP: r.ip,
        OP_CONTENT: r.content,
      })),
    };
  };
}
