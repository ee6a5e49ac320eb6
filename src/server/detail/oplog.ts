import type { ServerContext } from '../context';
import { opLogs } from './tables';
import type { UserRow } from '../session/tables';
import { formatDateTime } from '../util/time';

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
