import type { FastifyRequest } from 'fastify';
import { fieldsOf } from '../body';
import { currentUser, type ServerContext } from '../context';
import { taskFor } from '../detail/access';
import type { UserRow } from '../session/tables';
import type { TaskRow } from '../tasks/tables';
import type { Parsed } from '../envelope';
import { fieldsOfObject } from '../generic/fields';
import type { GenericCall } from '../generic/registry';
import { WorkCalendar } from '../../shared/common/calendar';
import { chinaToday } from '../../shared/common/dates';

/** A task action's request: its fields, the officer, the task they may act on. */
export type ActionRequest = {
  f: Record<string, string | undefined>;
  user: UserRow;
  task: TaskRow;
  ip: string;
};

/** The request's task (RWID, or rwid as the web system spells it), checked like every task call. */
export function actionRequest(ctx: ServerContext, request: FastifyRequest): Parsed<ActionRequest> {
  const f = fieldsOf(request);
  const user = currentUser(request);
  const access = taskFor(ctx, user, f.RWID ?? f.rwid ?? '', f.runId);
  if (!access.ok) return access;
  return { ok: true, value: { f, user, task: access.task, ip: request.ip } };
}

/**
 * A generic call's task (execInterface obj, saveOrUpdate data): its RWID (or rwid) with the call's
 * runId, checked like every task call.
 */
export function genericActionRequest(
  ctx: ServerContext,
  call: GenericCall,
  obj: Record<string, unknown>,
): Parsed<ActionRequest> {
  const f = fieldsOfObject(obj);
  const access = taskFor(ctx, call.user, f.RWID ?? f.rwid ?? '', call.runId);
  if (!access.ok) return access;
  return { ok: true, value: { f, user: call.user, task: access.task, ip: call.ip } };
}

export const calendar = new WorkCalendar();

export const todayOf = (ctx: ServerContext): string => chinaToday(ctx.now());
