import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { documents } from '../documents/tables';
import { recordOperation } from '../detail/oplog';
import { fail, ok, type Envelope } from '../envelope';
import type { Outcome } from '../generic/registry';
import { tasks } from '../tasks/tables';
import { formatDateTime } from '../util/time';
import { ACTIONS_ERRORS as E } from './errors';
import {
  actionRequest,
  calendar,
  genericActionRequest,
  todayOf,
  type ActionRequest,
} from './guard';
import { executions } from './tables';
import { decisionOf, executionOf, isDecided, isOpen, setState, stateOf, TYPES } from './state';
import { executionForm, noInspectionForm, procedureForm } from '../../shared/actions/forms';
import { actionsMessages as A } from '../../shared/actions/messages';
import {
  ACCEPT_WORKING_DAYS,
  ACTIONS_API,
  ACTIONS_DWID,
  ACTIONS_INTERFACE,
  CASE_STOP,
  NO_INSPECTION_REASONS,
  NO_INSPECTION_TYPE,
  PROCEDURE,
  PROCEDURE_CHANGE_MODES,
  inspectionWord,
} from '../../shared/actions/constants';
import { firstError } from '../../shared/forms/rules';
import { toDate } from '../../shared/common/dates';

// End task, procedure change, acceptance (generic interfaces 57, 67, 65), case stop, no-inspection
// and execution registration (getZxdj, generic save 3238). Each checks the officer's right to the
// task, then its preconditions (refused with nothing changed), then the form with the shared rules,
// and writes an operation-log row when it succeeds.

const GENERAL_PENALTY = 61;

/** ZXLX of a decision: 1 fine when it names an amount, else 0 three-stop (spec 02 §9). */
function executionKind(values: string | null): '0' | '1' {
  const parsed = values ? (JSON.parse(values) as Record<string, unknown>) : {};
  const fine = Number(parsed.FKJE ?? 0);
  return Number.isFinite(fine) && fine > 0 ? '1' : '0';
}

/** 结束任务 (interface 57): an open task is finished. */
function endTask(ctx: ServerContext, { task, user, ip }: ActionRequest): Envelope<unknown> {
  if (!isOpen(task)) return fail(E.taskClosed);
  ctx.db.transaction((tx) => {
    tx.update(tasks).set({ state: '2' }).where(eq(tasks.rwid, task.rwid)).run();
    recordOperation(ctx, task.rwid, user, ip, '结束任务');
  });
  return ok(null, A.endTaskDone);
}

/** 切换程序 (interface 67): a simple or quick case goes on in the general procedure. */
function changeProcedure(
  ctx: ServerContext,
  { task, user, ip, f }: ActionRequest,
): Envelope<unknown> {
  if (!TYPES.procedure.includes(task.type)) return fail(E.procedureType);
  if (!isOpen(task)) return fail(E.taskClosed);
  const invalid = firstError(procedureForm, { GGLX: f.GGLX ?? '', ZHYY: f.ZHYY ?? '' });
  if (invalid) return fail(invalid.message);
  if (f.CFLCLX !== PROCEDURE.general) return fail(E.procedureTarget);
  const mode = PROCEDURE_CHANGE_MODES.find((m) => m.value === f.GGLX)?.label ?? '';
  const extra = { ...(task.extra ? (JSON.parse(task.extra) as object) : {}), CFLCLX: '4' };
  ctx.db.transaction((tx) => {
    tx.update(tasks)
      .set({ type: GENERAL_PENALTY, extra: JSON.stringify(extra) })
      .where(eq(tasks.rwid, task.rwid))
      .run();
    recordOperation(ctx, task.rwid, user, ip, `切换程序：${mode}，转换原因：${f.ZHYY ?? ''}`);
  });
  return ok(null, A.procedureDone);
}

/** 受理任务 (interface 65): a pending product task, inspected within 3 working days. */
function accept(ctx: ServerContext, { task, user, ip }: ActionRequest): Envelope<unknown> {
  if (!TYPES.product.includes(task.type) || task.state !== '0' || task.deleted !== 0)
    return fail(E.acceptRefused);
  const now = ctx.now();
  const deadline = calendar.addWorkingDays(todayOf(ctx), ACCEPT_WORKING_DAYS);
  ctx.db.transaction((tx) => {
    tx.update(tasks).set({ state: '1' }).where(eq(tasks.rwid, task.rwid)).run();
    setState(tx, task.rwid, { acceptedAt: formatDateTime(now), plannedEnd: deadline });
    recordOperation(
      ctx,
      task.rwid,
      user,
      ip,
      `受理任务：须于${deadline}前完成${inspectionWord(task.type)}`,
    );
  });
  return ok(null, A.acceptDone);
}

/**
 * 执行登记 (generic save 3238, data { RWID, ZXQK, LXRQ, LXQK }): one registration per task, saved
 * again on each save; its ID is the task's. It runs inside the generic save's transaction.
 */
function registerExecution(
  ctx: ServerContext,
  { task, user, ip, f }: ActionRequest,
): Outcome<string> {
  const decision = TYPES.execution.includes(task.type) ? decisionOf(ctx.db, task.rwid) : undefined;
  if (!isDecided(decision)) return { ok: false, msg: E.noDecision };
  if (!isOpen(task)) return { ok: false, msg: E.taskClosed };
  if (f.ID !== undefined && f.ID !== task.rwid) return { ok: false, msg: E.executionUnknown };
  const kind = executionKind(decision.values);
  const values = { ZXLX: kind, ZXQK: f.ZXQK ?? '', LXRQ: f.LXRQ ?? '', LXQK: f.LXQK ?? '' };
  const invalid = firstError(executionForm, values);
  if (invalid) return { ok: false, msg: invalid.message };
  if (!/^[1-4]$/.test(values.ZXQK)) return { ok: false, msg: E.badExecution };
  const fulfilled = values.ZXQK === '1';
  const row = {
    rwid: task.rwid,
    documentId: decision.id,
    kind,
    status: values.ZXQK,
    fulfilledOn: fulfilled ? toDate(values.LXRQ) : null,
    fulfilment: fulfilled ? values.LXQK : (f.LXQK ?? null),
    registeredBy: user.realName,
    registeredAt: formatDateTime(ctx.now()),
  };
  ctx.db
    .insert(executions)
    .values(row)
    .onConflictDoUpdate({ target: executions.rwid, set: row })
    .run();
  ctx.db
    .update(documents)
    .set({ execution: values.ZXQK })
    .where(eq(documents.id, decision.id))
    .run();
  recordOperation(
    ctx,
    task.rwid,
    user,
    ip,
    `执行登记：${decision.title}${fulfilled ? `，${row.fulfilledOn ?? ''}已履行` : ''}`,
  );
  return { ok: true, value: task.rwid };
}

type TaskAction = (ctx: ServerContext, r: ActionRequest) => Envelope<unknown>;

export function registerTaskActionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const onTask =
    (action: TaskAction) =>
    (call: Parameters<typeof genericActionRequest>[1], obj: Record<string, unknown>) => {
      const r = genericActionRequest(ctx, call, obj);
      return r.ok ? action(ctx, r.value) : fail(r.msg);
    };
  ctx.generic.registerInterface(ACTIONS_INTERFACE.endTask, onTask(endTask));
  ctx.generic.registerInterface(ACTIONS_INTERFACE.changeProcedure, onTask(changeProcedure));
  ctx.generic.registerInterface(ACTIONS_INTERFACE.accept, onTask(accept));
  ctx.generic.registerEntity(ACTIONS_DWID.execution, {
    label: '执行登记',
    save: (call, data) => {
      const r = genericActionRequest(ctx, call, data);
      return r.ok ? registerExecution(ctx, r.value) : r;
    },
  });

  app.post(ACTIONS_API.updateISSTOP, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task, user, ip, f } = r.value;
    const value = f.isstop ?? f.ISSTOP;
    if (value !== CASE_STOP.stop && value !== CASE_STOP.resume) return fail(E.stopBadValue);
    if (!TYPES.stoppable.includes(task.type)) return fail(E.stopType);
    if (!isOpen(task)) return fail(E.taskClosed);
    const stopped = stateOf(ctx.db, task.rwid).stopped === '1';
    if (value === CASE_STOP.stop && stopped) return fail(E.alreadyStopped);
    if (value === CASE_STOP.resume && !stopped) return fail(E.notStopped);
    ctx.db.transaction((tx) => {
      setState(tx, task.rwid, { stopped: value });
      recordOperation(ctx, task.rwid, user, ip, value === CASE_STOP.stop ? '暂停案件' : '恢复案件');
    });
    return ok(null, A.caseStopDone);
  });

  app.post(ACTIONS_API.updateBjcyy, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task, user, ip, f } = r.value;
    if (f.type !== NO_INSPECTION_TYPE.set && f.type !== NO_INSPECTION_TYPE.revoke)
      return fail(E.noInspectionBadType);
    if (!TYPES.inspection.includes(task.type)) return fail(E.noInspectionTaskType);
    if (!isOpen(task)) return fail(E.taskClosed);
    const set = stateOf(ctx.db, task.rwid).noInspection === '1';
    if (f.type === NO_INSPECTION_TYPE.revoke) {
      if (!set) return fail(E.noInspectionNotSet);
      ctx.db.transaction((tx) => {
        setState(tx, task.rwid, {
          noInspection: '0',
          noInspectionReason: null,
          noInspectionText: null,
        });
        recordOperation(ctx, task.rwid, user, ip, '撤销不检查');
      });
      return ok(null, A.noInspectionDone);
    }
    if (set) return fail(E.noInspectionSet);
    const invalid = firstError(noInspectionForm, { bjcyy: f.bjcyy ?? '', bjcms: f.bjcms ?? '' });
    if (invalid) return fail(invalid.message);
    const reason = NO_INSPECTION_REASONS.find((o) => o.value === f.bjcyy)?.label ?? '';
    ctx.db.transaction((tx) => {
      setState(tx, task.rwid, {
        noInspection: '1',
        noInspectionReason: f.bjcyy ?? null,
        noInspectionText: f.bjcms ?? null,
      });
      recordOperation(ctx, task.rwid, user, ip, `不检查：${reason}，${f.bjcms ?? ''}`);
    });
    return ok(null, A.noInspectionDone);
  });

  app.post(ACTIONS_API.execution, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task } = r.value;
    const decision = TYPES.execution.includes(task.type)
      ? decisionOf(ctx.db, task.rwid)
      : undefined;
    if (!isDecided(decision)) return fail(E.noDecision);
    const saved = executionOf(ctx.db, task.rwid);
    return ok({
      ID: saved ? task.rwid : null,
      ZXLX: saved?.kind ?? executionKind(decision.values),
      ZXQK: saved?.status ?? decision.execution,
      LXRQ: saved?.fulfilledOn ?? null,
      LXQK: saved?.fulfilment ?? null,
      WSID: decision.id,
      WH: decision.wh,
    });
  });
}
