import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { todayOf } from '../actions/guard';
import { taskFor } from '../detail/access';
import { recordOperation } from '../detail/oplog';
import { parseBody } from '../envelope';
import { pageOf } from '../db/page';
import type { GenericCall, Outcome } from '../generic/registry';
import { formatDateTime } from '../util/time';
import { PENALTY_ERRORS as E } from './errors';
import { isOpenTask } from './state';
import { rwidField } from './cases-page';
import { checkApplications, sealLifts } from './tables';
import { checkApplicationForm, isPhone, sealLiftForm } from '../../shared/penalty/forms';
import {
  CHECK_APPLICATIONS_DWID,
  CHECK_APPLICATION_DWID,
  SEAL_LIFT_DWID,
  SEAL_LIFT_REASONS,
  SEAL_TASK_TYPE,
  THREE_STOP_TASK_TYPES,
} from '../../shared/penalty/constants';
import { firstError, toFormValues } from '../../shared/forms/rules';
import type { FormDefinition } from '../../shared/forms/types';
import { toDate } from '../../shared/common/dates';

// The penalty area's records saved and listed through the generic calls: the temporary-seal
// lifting (dwId 3385) and the three-stop check applications (save 3794, list 3903). Each checks
// the shared form's rules, the officer's right to the task and the task's type and state.

const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Checked = Outcome<{ values: Record<string, string> }>;

/** The data's form fields as trimmed text, checked with the shared rules. */
function checkForm(def: FormDefinition, data: Record<string, unknown>): Checked {
  const raw = toFormValues(data);
  const values: Record<string, string> = {};
  for (const f of def.fields) {
    const v = raw[f.name];
    values[f.name] = typeof v === 'string' ? v.trim() : '';
  }
  const invalid = firstError(def, values);
  return invalid ? { ok: false, msg: invalid.message } : { ok: true, value: { values } };
}

const rwidOf = (data: Record<string, unknown>): string =>
  typeof data.RWID === 'string' || typeof data.RWID === 'number' ? String(data.RWID) : '';

/** A date not after today, or the refusal. */
function pastDate(ctx: ServerContext, text: string, future: string): Outcome<string> {
  const day = DATE.test(text) ? toDate(text) : null;
  if (day === null) return { ok: false, msg: E.badDate };
  if (day > todayOf(ctx)) return { ok: false, msg: future };
  return { ok: true, value: day };
}

function liftSeal(
  ctx: ServerContext,
  call: GenericCall,
  data: Record<string, unknown>,
): Outcome<string> {
  const form = checkForm(sealLiftForm, data);
  if (!form.ok) return form;
  const { JCRQ, JCYY, JCSM } = form.value.values;
  const access = taskFor(ctx, call.user, rwidOf(data), call.runId);
  if (!access.ok) return access;
  const task = access.task;
  if (task.type !== SEAL_TASK_TYPE || !isOpenTask(task)) return { ok: false, msg: E.sealOnly };
  if (ctx.db.select().from(sealLifts).where(eq(sealLifts.rwid, task.rwid)).get())
    return { ok: false, msg: E.sealLifted };
  // The form's options rule has refused any other reason already.
  const reason = SEAL_LIFT_REASONS.find((r) => r.value === JCYY)?.label ?? JCYY;
  const day = pastDate(ctx, JCRQ, E.sealFuture);
  if (!day.ok) return day;
  ctx.db
    .insert(sealLifts)
    .values({
      rwid: task.rwid,
      liftedOn: day.value,
      reason: JCYY,
      description: JCSM,
      createdAt: formatDateTime(ctx.now()),
      createdBy: call.user.realName,
    })
    .run();
  recordOperation(ctx, task.rwid, call.user, call.ip, `解除临时查封：${reason}`);
  return { ok: true, value: task.rwid };
}

function applyCheck(
  ctx: ServerContext,
  call: GenericCall,
  data: Record<string, unknown>,
): Outcome<string> {
  const form = checkForm(checkApplicationForm, data);
  if (!form.ok) return form;
  const v = form.value.values;
  if (v.LXDH !== '' && !isPhone(v.LXDH)) return { ok: false, msg: E.checkPhone };
  const access = taskFor(ctx, call.user, rwidOf(data), call.runId);
  if (!access.ok) return access;
  const task = access.task;
  if (!THREE_STOP_TASK_TYPES.includes(task.type)) return { ok: false, msg: E.checkNotApplicable };
  if (!isOpenTask(task)) return { ok: false, msg: E.taskClosed };
  const day = pastDate(ctx, v.SQRQ, E.checkFuture);
  if (!day.ok) return day;
  const [row] = ctx.db
    .insert(checkApplications)
    .values({
      rwid: task.rwid,
      unit: v.SQDW,
      applicant: v.SQR,
      phone: v.LXDH === '' ? null : v.LXDH,
      appliedOn: day.value,
      rectification: v.ZGQK,
      createdAt: formatDateTime(ctx.now()),
      createdBy: call.user.realName,
    })
    .returning({ id: checkApplications.id })
    .all();
  recordOperation(ctx, task.rwid, call.user, call.ip, `三停核查申请：${v.SQDW}`);
  return { ok: true, value: String(row.id) };
}

const listFilter = z.object({ RWID: rwidField });

export function registerPenaltyRecords(ctx: ServerContext): void {
  ctx.generic.registerEntity(SEAL_LIFT_DWID, {
    label: '解除临时查封',
    save: (call, data) => liftSeal(ctx, call, data),
  });
  ctx.generic.registerEntity(CHECK_APPLICATION_DWID, {
    label: '三停核查申请',
    save: (call, data) => applyCheck(ctx, call, data),
  });
  ctx.generic.registerPage(CHECK_APPLICATIONS_DWID, (call, filter, page) => {
    const checked = parseBody(listFilter, filter);
    if (!checked.ok) return checked;
    const access = taskFor(ctx, call.user, checked.value.RWID);
    if (!access.ok) return access;
    const query = ctx.db
      .select()
      .from(checkApplications)
      .where(eq(checkApplications.rwid, access.task.rwid))
      .orderBy(desc(checkApplications.createdAt), desc(checkApplications.id));
    return {
      ok: true,
      value: pageOf(ctx.db, query, page, (r) => ({
        ID: String(r.id),
        RWID: r.rwid,
        SQDW: r.unit,
        SQR: r.applicant,
        LXDH: r.phone,
        SQRQ: r.appliedOn,
        ZGQK: r.rectification,
        CRT_TIME: r.createdAt,
        CRT_USERNAME: r.createdBy,
      })),
    };
  });
}
