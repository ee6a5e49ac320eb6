import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { attachments } from '../attachments/tables';
import { recordOperation } from '../detail/oplog';
import { docTypes, documents } from '../documents/tables';
import { fail, ok, parseBody, type Parsed } from '../envelope';
import { pageOf } from '../db/page';
import { taskFor } from '../detail/access';
import type { Outcome } from '../generic/registry';
import { tasks, type TaskRow } from '../tasks/tables';
import { formatDateTime } from '../util/time';
import { ACTIONS_ERRORS as E } from './errors';
import {
  actionRequest,
  calendar,
  genericActionRequest,
  todayOf,
  type ActionRequest,
} from './guard';
import { postponements, suspensions } from './tables';
import {
  clockRecord,
  isOpen,
  runningSuspension,
  setState,
  stateOf,
  statesOf,
  TYPES,
} from './state';
import { postponeForm, resumeClockForm } from '../../shared/actions/forms';
import { actionsMessages as A } from '../../shared/actions/messages';
import {
  ACTIONS_API,
  ACTIONS_DWID,
  CLOCK_STATE,
  DOC_APPROVED,
  PENALTY_EXTENSION_DAYS,
  PENALTY_PERIOD_DAYS,
  POSTPONEMENT_FORM,
} from '../../shared/actions/constants';
import { firstError, validateField } from '../../shared/forms/rules';
import { addDays, toDate } from '../../shared/common/dates';
import { clockFieldsSchema } from '../../shared/tasks/clock-fields';
import { suspensionDays, taskClock } from '../../shared/tasks/clock';

// The statutory clock's calls: the running suspension and its resume (generic save 3356),
// postponement (saveYqsq, updateJHJSRQ; the requests listed by generic query 3967), the task's clock
// dates (getXqDateByRwid), isXzcf and the penalty-case reminder.

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const MAX_FILES = 20;

/** The task's clock fields as the shared clock rule reads them. */
const fieldsOf = (ctx: ServerContext, task: TaskRow): ReturnType<typeof clockFieldsSchema.parse> =>
  clockFieldsSchema.parse(clockRecord(task, stateOf(ctx.db, task.rwid)));

/** The new deadline and the postponement approval form (延期审批表) the request names, if any. */
type Postponement = { until: string; document: { flwsid: string; status: string } | null };

/**
 * A postponement's checks (saveYqsq and updateJHJSRQ alike): a penalty case still open, the form's
 * rules, a date after the current deadline and within the statutory maximum (registration + 60 + 30
 * days + the days of ended suspensions).
 */
function checkPostponement(
  ctx: ServerContext,
  { task, f }: ActionRequest,
  withReason: boolean,
): Parsed<Postponement> {
  if (!TYPES.penalty.includes(task.type)) return { ok: false, msg: E.postponeType };
  if (!isOpen(task)) return { ok: false, msg: E.taskClosed };
  const values = { jhjsrq: f.jhjsrq ?? '', yqyy: f.yqyy ?? '' };
  // updateJHJSRQ only moves the date (the reason was saved with saveYqsq): its rule is the date's.
  const invalid = withReason
    ? firstError(postponeForm, values)
    : validateField(postponeForm, 'jhjsrq', values);
  if (invalid) return { ok: false, msg: typeof invalid === 'string' ? invalid : invalid.message };
  const until = f.jhjsrq && /^\d{4}-\d{2}-\d{2}$/.test(f.jhjsrq) ? toDate(f.jhjsrq) : null;
  if (!until) return { ok: false, msg: E.postponeBadDate };
  if (f.sfyq !== undefined && f.sfyq !== '1') return { ok: false, msg: E.postponeBadFlag };
  let approvalDoc: Postponement['document'] = null;
  if (f.wsid !== undefined) {
    // The client sends the approval form's FLWSID; its index id (wssyid) names it as well.
    approvalDoc =
      ctx.db
        .select({ flwsid: documents.flwsid, status: documents.status })
        .from(documents)
        .innerJoin(docTypes, eq(docTypes.id, documents.typeId))
        .where(
          and(
            or(eq(documents.flwsid, f.wsid), eq(documents.id, f.wsid)),
            eq(documents.rwid, task.rwid),
            eq(documents.deleted, 0),
            eq(docTypes.form, POSTPONEMENT_FORM),
          ),
        )
        .get() ?? null;
    if (!approvalDoc) return { ok: false, msg: E.postponeUnknownDoc };
  }
  const fields = fieldsOf(ctx, task);
  const start = toDate(fields.LARQ) ?? toDate(fields.CRT_TIME) ?? todayOf(ctx);
  const zzts = Math.max(0, fields.ZZTS ?? 0);
  const current =
    taskClock(fields, todayOf(ctx), calendar)?.deadline ??
    addDays(start, PENALTY_PERIOD_DAYS + zzts);
  if (until <= current) return { ok: false, msg: E.postponeNotLater(current) };
  const max = addDays(start, PENALTY_PERIOD_DAYS + PENALTY_EXTENSION_DAYS + zzts);
  if (until > max) return { ok: false, msg: E.postponeTooLate(max) };
  return { ok: true, value: { until, document: approvalDoc } };
}

/** The attachment ids sent with a resume, each a live attachment of the task. */
function fileIdsOf(ctx: ServerContext, task: TaskRow, raw: string | undefined): string[] | null {
  const ids = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) return [];
  if (ids.length > MAX_FILES) return null;
  const found = ctx.db
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        inArray(attachments.id, ids),
        eq(attachments.rwid, task.rwid),
        eq(attachments.deleted, 0),
      ),
    )
    .all();
  return found.length === ids.length ? ids : null;
}

/**
 * 恢复计时 (generic save 3356, data { RWID, HFJSSJ, HFJSSM, fileIds }): the task's running
 * suspension gets its resume, SJTBZT 2, its days added to ZZTS. Inside the generic save's
 * transaction; answers the suspension record's ID.
 */
function resumeClock(ctx: ServerContext, { task, user, ip, f }: ActionRequest): Outcome<string> {
  const refuse = (msg: string): Outcome<string> => ({ ok: false, msg });
  if (!isOpen(task)) return refuse(E.taskClosed);
  if (task.clockState !== CLOCK_STATE.suspended) return refuse(E.clockNotSuspended);
  const state = stateOf(ctx.db, task.rwid);
  const values = {
    RWMC: task.name,
    LDSPSJ: state.suspendedAt ?? '',
    HFJSSJ: f.HFJSSJ ?? '',
    HFJSSM: f.HFJSSM ?? '',
  };
  const invalid = firstError(resumeClockForm, values);
  if (invalid) return refuse(invalid.message);
  if (!DATE_TIME.test(values.HFJSSJ)) return refuse(`${A.resumeTime}格式不正确`);
  const now = formatDateTime(ctx.now());
  if (values.HFJSSJ > now) return refuse(E.resumeFuture);
  const fileIds = fileIdsOf(ctx, task, f.fileIds);
  if (fileIds === null) return refuse(E.badFileIds);
  const running = runningSuspension(ctx.db, task.rwid);
  // An ID names the running suspension: any other is not the one being resumed.
  if (f.ID !== undefined && f.ID !== String(running?.id ?? '')) return refuse(E.suspensionUnknown);
  const days = suspensionDays(state.suspendedAt, values.HFJSSJ);
  const history = {
    resumedAt: values.HFJSSJ,
    resumeReason: values.HFJSSM,
    fileIds: fileIds.join(',') || null,
    days,
    resumedBy: user.realName,
  };
  ctx.db
    .update(tasks)
    .set({ clockState: CLOCK_STATE.resumed })
    .where(eq(tasks.rwid, task.rwid))
    .run();
  setState(ctx.db, task.rwid, {
    suspendedDays: state.suspendedDays + days,
    suspendedAt: null,
    suspendReason: null,
  });
  let id: number;
  if (running) {
    ctx.db.update(suspensions).set(history).where(eq(suspensions.id, running.id)).run();
    id = running.id;
  } else {
    const [row] = ctx.db
      .insert(suspensions)
      .values({
        rwid: task.rwid,
        suspendedAt: state.suspendedAt ?? values.HFJSSJ,
        reason: state.suspendReason,
        ...history,
      })
      .returning({ id: suspensions.id })
      .all();
    id = row.id;
  }
  recordOperation(
    ctx,
    task.rwid,
    user,
    ip,
    `恢复计时：${values.HFJSSJ}，中止${days}天，原因：${values.HFJSSM}`,
  );
  return { ok: true, value: String(id) };
}

const postponementFilter = z.object({ RWID: z.union([z.string(), z.number()]).transform(String) });

export function registerClockRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerEntity(ACTIONS_DWID.resumeClock, {
    label: '恢复计时',
    save: (call, data) => {
      const r = genericActionRequest(ctx, call, data);
      return r.ok ? resumeClock(ctx, r.value) : r;
    },
  });

  // The task's postponement requests, newest first (generic query 3967, obj { RWID }).
  ctx.generic.registerPage(ACTIONS_DWID.postponements, (call, filter, page) => {
    const checked = parseBody(postponementFilter, filter);
    if (!checked.ok) return checked;
    const access = taskFor(ctx, call.user, checked.value.RWID, call.runId);
    if (!access.ok) return access;
    const query = ctx.db
      .select()
      .from(postponements)
      .where(eq(postponements.rwid, access.task.rwid))
      .orderBy(desc(postponements.requestedAt), desc(postponements.id));
    return {
      ok: true,
      value: pageOf(ctx.db, query, page, (p) => ({
        ID: String(p.id),
        RWID: p.rwid,
        JHJSRQ: p.until,
        YQYY: p.reason,
        SFYQ: p.postponed,
        WSID: p.documentId,
        SQSJ: p.requestedAt,
        SQR: p.requestedBy,
        SPZT: p.approved,
      })),
    };
  });

  app.post(ACTIONS_API.suspension, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task } = r.value;
    const state = stateOf(ctx.db, task.rwid);
    return ok({
      RWMC: task.name,
      sjtbzt: task.clockState,
      LDSPSJ: task.clockState === CLOCK_STATE.suspended ? state.suspendedAt : null,
      ZZYY: task.clockState === CLOCK_STATE.suspended ? state.suspendReason : null,
    });
  });

  app.post(ACTIONS_API.saveYqsq, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const checked = checkPostponement(ctx, r.value, true);
    if (!checked.ok) return fail(checked.msg);
    const { task, user, ip, f } = r.value;
    ctx.db.transaction((tx) => {
      tx.insert(postponements)
        .values({
          rwid: task.rwid,
          until: checked.value.until,
          reason: f.yqyy ?? '',
          postponed: '1',
          documentId: checked.value.document?.flwsid ?? null,
          requestedAt: formatDateTime(ctx.now()),
          requestedBy: user.realName,
          // Named with an approval form already approved, the request is approved with it;
          // otherwise that form's approval marks it later (approval.ts).
          approved: checked.value.document?.status === DOC_APPROVED ? '1' : '0',
        })
        .run();
      recordOperation(
        ctx,
        task.rwid,
        user,
        ip,
        `申请延期：延期至${checked.value.until}，原因：${f.yqyy ?? ''}`,
      );
    });
    return ok(null, A.postponeDone);
  });

  app.post(ACTIONS_API.updateJHJSRQ, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const checked = checkPostponement(ctx, r.value, false);
    if (!checked.ok) return fail(checked.msg);
    const { task, user, ip } = r.value;
    ctx.db.transaction((tx) => {
      setState(tx, task.rwid, { plannedEnd: checked.value.until });
      recordOperation(ctx, task.rwid, user, ip, `办案期限延长至${checked.value.until}`);
    });
    return ok(null, A.postponeDone);
  });

  app.post(ACTIONS_API.getXqDateByRwid, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task } = r.value;
    return ok({ RWID: task.rwid, ...clockRecord(task, stateOf(ctx.db, task.rwid)) });
  });

  app.post(ACTIONS_API.isXzcf, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task } = r.value;
    // A penalty case of the task: the task itself, or a live penalty task of its run.
    const run = ctx.db
      .select({ type: tasks.type, deleted: tasks.deleted })
      .from(tasks)
      .where(eq(tasks.runId, task.runId))
      .all();
    return ok(run.some((t) => t.deleted === 0 && TYPES.penalty.includes(t.type)));
  });

  app.post(ACTIONS_API.cfRwRemind, async (request) => {
    const user = currentUser(request);
    const open = ctx.db
      .select()
      .from(tasks)
      .where(
        and(
          eq(tasks.ownerId, user.id),
          eq(tasks.deleted, 0),
          inArray(tasks.state, ['0', '1']),
          inArray(tasks.type, [...TYPES.penalty]),
        ),
      )
      .orderBy(asc(tasks.createdAt))
      .all();
    const states = statesOf(
      ctx.db,
      open.map((t) => t.rwid),
    );
    return ok(
      open.map((t) => ({
        RWID: t.rwid,
        runId: t.runId,
        RWMC: t.name,
        ...clockRecord(t, states.get(t.rwid) ?? stateOf(ctx.db, t.rwid)),
      })),
    );
  });
}
