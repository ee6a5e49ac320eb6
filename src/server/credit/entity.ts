import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { ACCESS_ERRORS, taskFor } from '../detail/access';
import { newId } from '../detail/documents';
import type { EntityHandler, Outcome } from '../generic/registry';
import { brigades } from '../session/tables';
import { formatDateTime } from '../util/time';
import { creditPersons } from './tables';
import { checkCreditPerson } from '../../shared/credit/rules';
import { creditMessages as T } from '../../shared/credit/messages';

// dwId 4653, the individual dishonesty record (spec 01 §3, §4): the form's fields are checked with
// the shared rules; the record belongs to a task the officer handles, and carries the officer's
// brigade (ZGDWID, ZGDWMC, stamped here whatever the client sent). With an ID it updates that
// record (of the same task), without one it creates a record.

export const CREDIT_ERRORS = { taskRequired: '任务ID不能为空' } as const;

const idOf = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';

export function creditPersonEntity(ctx: ServerContext): EntityHandler {
  return {
    label: T.creditPersonTitle,
    save: (call, data): Outcome<string> => {
      const checked = checkCreditPerson(data);
      if (!checked.ok) return { ok: false, msg: checked.message };
      const rwid = idOf(data.RWID);
      if (!rwid) return { ok: false, msg: CREDIT_ERRORS.taskRequired };
      const access = taskFor(ctx, call.user, rwid, call.runId);
      if (!access.ok) return access;
      const brigade = ctx.db
        .select()
        .from(brigades)
        .where(eq(brigades.id, call.user.companyId))
        .get();
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
        brigadeId: call.user.companyId,
        brigadeName: brigade?.name ?? '',
      };
      const now = formatDateTime(ctx.now());
      const id = idOf(data.ID);
      if (id) {
        const existing = ctx.db.select().from(creditPersons).where(eq(creditPersons.id, id)).get();
        if (!existing) return { ok: false, msg: T.creditRecordNotFound };
        // The stored record's task decides who may change it; it cannot move to another task.
        const owner = taskFor(ctx, call.user, existing.rwid);
        if (!owner.ok) return { ok: false, msg: ACCESS_ERRORS.forbidden };
        if (existing.rwid !== access.task.rwid) return { ok: false, msg: T.creditRecordOtherTask };
        ctx.db
          .update(creditPersons)
          .set({ ...fields, updatedBy: call.user.realName, updatedAt: now })
          .where(eq(creditPersons.id, id))
          .run();
        return { ok: true, value: id };
      }
      const created = newId(
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
          rwid: access.task.rwid,
          ...fields,
          createdBy: call.user.realName,
          createdAt: now,
        })
        .run();
      return { ok: true, value: created };
    },
  };
}
