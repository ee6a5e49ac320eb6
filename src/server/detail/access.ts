import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { tasks, type TaskRow } from '../tasks/tables';
import type { UserRow } from '../session/tables';

export const ACCESS_ERRORS = {
  unknown: '任务不存在',
  forbidden: '无权查看该任务',
  runMismatch: '任务不属于该流程',
} as const;

export type TaskAccess = { ok: true; task: TaskRow } | { ok: false; msg: string };

/** The officer may open the tasks they handle (CBR); anything else is refused. */
export function taskFor(
  ctx: ServerContext,
  user: UserRow,
  rwid: string,
  runId?: string,
): TaskAccess {
  const task = ctx.db.select().from(tasks).where(eq(tasks.rwid, rwid)).get();
  if (!task) return { ok: false, msg: ACCESS_ERRORS.unknown };
  if (task.ownerId !== user.id) return { ok: false, msg: ACCESS_ERRORS.forbidden };
  if (runId !== undefined && runId !== task.runId)
    return { ok: false, msg: ACCESS_ERRORS.runMismatch };
  return { ok: true, task };
}
