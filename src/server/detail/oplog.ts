import { and, desc, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { opLogs } from './tables';
import type { UserRow } from '../session/tables';
import { formatDateTime } from '../util/time';
import { repeatsView } from '../../shared/detail/oplog';

/** Appends one operation-log row (dwId 4372) for a task. */
export function recordOperation(
  ctx: ServerContext,
  rwid: string,
  user: UserRow,
  ip: string | null,
  content: string,
): void {
  ctx.db
    .insert(opLogs)
    .values({ rwid, createdAt: formatDateTime(ctx.now()), userName: user.realName, ip, content })
    .run();
}

/**
 * Logs a view of a task (查看任务详情 …). A view that repeats the task's newest line (the same view
 * by the same officer from the same address, shared/detail/oplog.ts) moves that line's time
 * instead of adding one: opening a task ten times, or the screen's reads after each write, leave
 * one line between the things done (issue 29).
 */
export function recordView(
  ctx: ServerContext,
  rwid: string,
  user: UserRow,
  ip: string | null,
  content: string,
): void {
  const newest = ctx.db
    .select()
    .from(opLogs)
    .where(eq(opLogs.rwid, rwid))
    .orderBy(desc(opLogs.createdAt), desc(opLogs.id))
    .limit(1)
    .get();
  const now = formatDateTime(ctx.now());
  const line = { CRT_TIME: now, CRT_USERNAME: user.realName, CRT_IP: ip, OP_CONTENT: content };
  const last = newest && {
    CRT_TIME: newest.createdAt,
    CRT_USERNAME: newest.userName,
    CRT_IP: newest.ip,
    OP_CONTENT: newest.content,
  };
  if (newest && last && repeatsView(last, line)) {
    ctx.db
      .update(opLogs)
      .set({ createdAt: now })
      .where(and(eq(opLogs.id, newest.id), eq(opLogs.rwid, rwid)))
      .run();
    return;
  }
  recordOperation(ctx, rwid, user, ip, content);
}
