import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { ACCESS_ERRORS, taskFor } from '../detail/access';
import { newId } from '../detail/documents';
import { recordOperation } from '../detail/oplog';
import { fail, ok } from '../envelope';
import type { EntityHandler, GenericCall, InterfaceHandler, Outcome } from '../generic/registry';
import { brigades } from '../session/tables';
import type { TaskRow } from '../tasks/tables';
import { formatDateTime } from '../util/time';
import { creditPersons, creditUnits } from './tables';
import { SPZT, type CreditUnitKind } from '../../shared/credit/constants';
import {
  checkCreditPerson,
  checkCreditUnit,
  seriousLockReason,
  seriousSubmitRefusal,
} from '../../shared/credit/rules';
import { creditMessages as T } from '../../shared/credit/messages';
import { idText } from '../generic/fields';

// The credit records saved through the generic save (spec 01 §3, §4; spec 02 §3, §4). The form's
// fields are checked with the shared rules; the record belongs to a task the officer handles and
// carries the officer's brigade (ZGDWID, ZGDWMC, stamped here whatever the client sent). With an
// ID it updates that record (of the same task), without one it creates a record.
// - dwId 4653, the individual record: a task may have several (one per person).
// - dwId 4503 and 4625, the unit's general and serious records: one of each per task, on a task
//   with a unit; a serious record is saved only while new, not submitted or returned (SPZT 1, 4).

/** The kind's column value (LX) and the record's name in messages. */
export const UNIT_KIND: Readonly<Record<CreditUnitKind, { lx: string; title: string }>> = {
  general: { lx: '1', title: T.creditGeneralTitle },
  serious: { lx: '2', title: T.creditSeriousTitle },
};

/** The task named by the data, the officer's, in the call's run; and the officer's brigade. */
function recordTask(
  ctx: ServerContext,
  call: GenericCall,
  data: Record<string, unknown>,
): Outcome<{ task: TaskRow; brigadeId: string; brigadeName: string }> {
  const rwid = idText(data.RWID);
  if (!rwid) return { ok: false, msg: T.creditTaskRequired };
  const access = taskFor(ctx, call.user, rwid, call.runId);
  if (!access.ok) return access;
  const brigade = ctx.db.select().from(brigades).where(eq(brigades.id, call.user.companyId)).get();
  return {
    ok: true,
    value: {
      task: access.task,
      brigadeId: call.user.companyId,
      brigadeName: brigade?.name ?? '',
    },
  };
}

const freshId = (ctx: ServerContext, exists: (id: string) => boolean): string => newId(ctx, exists);

export function creditPersonEntity(ctx: ServerContext): EntityHandler {
  return {
    label: T.creditPersonTitle,
    save: (call, data): Outcome<string> => {
      const checked = checkCreditPerson(data);
      if (!checked.ok) return { ok: false, msg: checked.message };
      const of = recordTask(ctx, call, data);
      if (!of.ok) return of;
      const { task, brigadeId, brigadeName } = of.value;
      const v = checked.values;
      const fields = {
        personName: v.PERSON_NAME ?? '',
        personType: v.PERSON_TYPE,
        idCard: v.ID_CARD ?? '',
        qualificationNo: v.ZGZSH,
        registrationNo: v.ZCZSH,
        employer: v.PYDW,
        penaltyCategory: v.CFLB,
        decidedAt: v.CFJD_TIME,
        penaltyContent: v.CFNR,
        fineAmount: v.FKJE,
        facts: v.WFSS,
        basis: v.CFYJ,
        authority: v.CFJG,
        authorityCode: v.CFJGDM,
        publicityMonths: v.GSQ,
        brigadeId,
        brigadeName,
      };
      const now = formatDateTime(ctx.now());
      const id = idText(data.ID);
      if (id) {
        const existing = ctx.db.select().from(creditPersons).where(eq(creditPersons.id, id)).get();
        if (!existing) return { ok: false, msg: T.creditRecordNotFound };
        // The stored record's task decides who may change it; it cannot move to another task.
        const owner = taskFor(ctx, call.user, existing.rwid);
        if (!owner.ok) return { ok: false, msg: ACCESS_ERRORS.forbidden };
        if (existing.rwid !== task.rwid) return { ok: false, msg: T.creditRecordOtherTask };
        ctx.db
          .update(creditPersons)
          .set({ ...fields, updatedBy: call.user.realName, updatedAt: now })
          .where(eq(creditPersons.id, id))
          .run();
        recordOperation(
          ctx,
          task.rwid,
          call.user,
          call.ip,
          `修改个人失信信息：${fields.personName}`,
        );
        return { ok: true, value: id };
      }
      const created = freshId(
        ctx,
        (candidate) =>
          ctx.db
            .select({ id: creditPersons.id })
            .from(creditPersons)
            .where(eq(creditPersons.id, candidate))
            .get() !== undefined,
      );
      ctx.db
        .insert(creditPersons)
        .values({
          id: created,
          rwid: task.rwid,
          ...fields,
          createdBy: call.user.realName,
          createdAt: now,
        })
        .run();
      recordOperation(ctx, task.rwid, call.user, call.ip, `录入个人失信信息：${fields.personName}`);
      return { ok: true, value: created };
    },
  };
}

export function creditUnitEntity(ctx: ServerContext, kind: CreditUnitKind): EntityHandler {
  const { lx, title } = UNIT_KIND[kind];
  return {
    label: title,
    save: (call, data): Outcome<string> => {
      const checked = checkCreditUnit(kind, data);
      if (!checked.ok) return { ok: false, msg: checked.message };
      const of = recordTask(ctx, call, data);
      if (!of.ok) return of;
      const { task, brigadeId, brigadeName } = of.value;
      if (!task.unitId) return { ok: false, msg: T.creditNoUnit };
      const v = checked.values;
      const fields = {
        unitId: task.unitId,
        unitName: v.DWMC ?? '',
        creditCode: v.SHXYDM ?? '',
        behaviour: v.YZSXXW ?? '',
        facts: v.WFSS ?? '',
        handling: v.WFCLNR,
        handlingBasis: v.WFCLYJ,
        decisionNo: v.CFJDWSH,
        penaltyDate: v.CFRQ,
        penaltyContent: v.CFNR,
        fine: v.FKJE,
        publicityMonths: v.GSQ,
        brigadeId,
        brigadeName,
      };
      const now = formatDateTime(ctx.now());
      const id = idText(data.ID);
      const ofTask = ctx.db
        .select()
        .from(creditUnits)
        .where(and(eq(creditUnits.rwid, task.rwid), eq(creditUnits.kind, lx)))
        .get();
      if (id) {
        const existing = ctx.db.select().from(creditUnits).where(eq(creditUnits.id, id)).get();
        if (!existing) return { ok: false, msg: T.creditRecordNotFound };
        const owner = taskFor(ctx, call.user, existing.rwid);
        if (!owner.ok) return { ok: false, msg: ACCESS_ERRORS.forbidden };
        if (existing.rwid !== task.rwid) return { ok: false, msg: T.creditRecordOtherTask };
        if (existing.kind !== lx) return { ok: false, msg: T.creditRecordOtherKind };
        const locked = kind === 'serious' ? seriousLockReason(existing.approval) : null;
        if (locked) return { ok: false, msg: locked };
        ctx.db
          .update(creditUnits)
          .set({
            ...fields,
            // A returned serious record, once changed, waits to be submitted again.
            approval: kind === 'serious' ? SPZT.draft : existing.approval,
            updatedBy: call.user.realName,
            updatedAt: now,
          })
          .where(eq(creditUnits.id, id))
          .run();
        recordOperation(ctx, task.rwid, call.user, call.ip, `修改${title}：${fields.unitName}`);
        return { ok: true, value: id };
      }
      if (ofTask) return { ok: false, msg: T.creditUnitExists(title) };
      const created = freshId(
        ctx,
        (candidate) =>
          ctx.db
            .select({ id: creditUnits.id })
            .from(creditUnits)
            .where(eq(creditUnits.id, candidate))
            .get() !== undefined,
      );
      ctx.db
        .insert(creditUnits)
        .values({
          id: created,
          rwid: task.rwid,
          kind: lx,
          ...fields,
          approval: SPZT.draft,
          createdBy: call.user.realName,
          createdAt: now,
        })
        .run();
      recordOperation(ctx, task.rwid, call.user, call.ip, `录入${title}：${fields.unitName}`);
      return { ok: true, value: created };
    },
  };
}

/**
 * 提交审批 (generic interface 100, obj { ID, RWID }): a saved serious record of a task the officer
 * handles, in SPZT 1 or 4, goes to approval (SPZT 2); the approval itself is the province's.
 */
export function submitSeriousInterface(ctx: ServerContext): InterfaceHandler {
  return (call, obj) => {
    const id = idText(obj.ID);
    const existing = id
      ? ctx.db.select().from(creditUnits).where(eq(creditUnits.id, id)).get()
      : undefined;
    if (!existing) return fail(T.creditRecordNotFound);
    const access = taskFor(ctx, call.user, existing.rwid, call.runId);
    if (!access.ok) return fail(access.msg);
    const rwid = idText(obj.RWID);
    if (rwid && rwid !== existing.rwid) return fail(T.creditRecordOtherTask);
    if (existing.kind !== UNIT_KIND.serious.lx) return fail(T.creditSubmitNotSerious);
    const refused = seriousSubmitRefusal(existing.approval);
    if (refused) return fail(refused);
    ctx.db
      .update(creditUnits)
      .set({
        approval: SPZT.pending,
        updatedBy: call.user.realName,
        updatedAt: formatDateTime(ctx.now()),
      })
      .where(eq(creditUnits.id, existing.id))
      .run();
    recordOperation(
      ctx,
      existing.rwid,
      call.user,
      call.ip,
      `提交审批：${T.creditSeriousTitle}（${existing.unitName}）`,
    );
    return ok(null, T.creditSubmitDone);
  };
}
