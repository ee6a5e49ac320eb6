import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { fieldsOf } from '../body';
import { taskFor } from '../detail/access';
import { fail, ok, parseBody } from '../envelope';
import type { PageProvider } from '../generic/registry';
import { creditPersonEntity, creditUnitEntity, submitSeriousInterface, UNIT_KIND } from './entity';
import { dangersWithDeadlines } from './due';
import { creditPersons, creditUnits, type CreditPersonRow, type CreditUnitRow } from './tables';
import {
  CREDIT_API,
  CREDIT_DANGERS_DWID,
  CREDIT_DW_ID,
  CREDIT_SUBMIT_INTERFACE,
  type CreditUnitKind,
} from '../../shared/credit/constants';
import { creditMessages as T } from '../../shared/credit/messages';
import { pageOfRows } from '../db/page';

// The credit area's calls: the task's records by xygkGrsx, xygkTsxx and xygkYzsxxx (RWID, runId;
// GET or POST, the spec names no method; data is the record or null), their saves through the
// generic save (4653 individual, 4503 general, 4625 serious), the serious record's submission for
// approval (generic interface 100) and the dangers query the 逾期不改 rule reads
// (CREDIT_DANGERS_DWID: the task's dangers with their deadlines).

/** An individual record as xygkGrsx answers it (the wire's column names). */
export const personRecord = (r: CreditPersonRow): Record<string, string | number | null> => ({
  ID: r.id,
  RWID: r.rwid,
  PERSON_NAME: r.personName,
  PERSON_TYPE: r.personType,
  ID_CARD: r.idCard,
  ZGZSH: r.qualificationNo,
  ZCZSH: r.registrationNo,
  PYDW: r.employer,
  CFLB: r.penaltyCategory,
  CFJD_TIME: r.decidedAt,
  CFNR: r.penaltyContent,
  FKJE: r.fineAmount,
  WFSS: r.facts,
  CFYJ: r.basis,
  CFJG: r.authority,
  CFJGDM: r.authorityCode,
  GSQ: r.publicityMonths,
  ZGDWID: r.brigadeId,
  ZGDWMC: r.brigadeName,
  CRT_USERNAME: r.createdBy,
  CRT_TIME: r.createdAt,
  UPD_USERNAME: r.updatedBy,
  UPD_TIME: r.updatedAt,
});

/** A general or serious record as xygkTsxx and xygkYzsxxx answer it. */
export const unitRecord = (r: CreditUnitRow): Record<string, string | number | null> => ({
  ID: r.id,
  RWID: r.rwid,
  DWID: r.unitId,
  DWMC: r.unitName,
  SHXYDM: r.creditCode,
  YZSXXW: r.behaviour,
  WFSS: r.facts,
  WFCLNR: r.handling,
  WFCLYJ: r.handlingBasis,
  CFJDWSH: r.decisionNo,
  CFRQ: r.penaltyDate,
  CFNR: r.penaltyContent,
  FKJE: r.fine,
  GSQ: r.publicityMonths,
  SPZT: r.approval,
  ZGDWID: r.brigadeId,
  ZGDWMC: r.brigadeName,
  CRT_USERNAME: r.createdBy,
  CRT_TIME: r.createdAt,
  UPD_USERNAME: r.updatedBy,
  UPD_TIME: r.updatedAt,
});

const dangersFilter = z.object({
  RWID: z
    .union([z.string(), z.number()], { error: T.creditTaskRequired })
    .transform(String)
    .pipe(z.string().trim().min(1, { error: T.creditTaskRequired })),
});

/** CREDIT_DANGERS_DWID: the task's dangers (ID, YHXX, ZGQK) with their deadline ZGQX. */
function dangersPage(ctx: ServerContext): PageProvider {
  return (call, filter, page) => {
    const checked = parseBody(dangersFilter, filter);
    if (!checked.ok) return checked;
    const access = taskFor(ctx, call.user, checked.value.RWID, call.runId);
    if (!access.ok) return access;
    const rows = dangersWithDeadlines(ctx.db, access.task).map(({ danger, deadline }) => ({
      ID: danger.id,
      YHXX: danger.description,
      ZGQK: danger.rectified,
      ZGRQ: danger.rectifiedOn,
      ZGQX: deadline,
      FCRWID: danger.reinspectionId,
    }));
    return { ok: true, value: pageOfRows(rows, page) };
  };
}

export function registerCreditRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerEntity(CREDIT_DW_ID.person, creditPersonEntity(ctx));
  ctx.generic.registerEntity(CREDIT_DW_ID.general, creditUnitEntity(ctx, 'general'));
  ctx.generic.registerEntity(CREDIT_DW_ID.serious, creditUnitEntity(ctx, 'serious'));
  ctx.generic.registerPage(CREDIT_DANGERS_DWID, dangersPage(ctx));
  ctx.generic.registerInterface(CREDIT_SUBMIT_INTERFACE, submitSeriousInterface(ctx));

  /** A read of the task's record: the officer's task in the named run, then the record or null. */
  const read = (url: string, record: (rwid: string) => Record<string, unknown> | null): void => {
    app.route({
      method: ['GET', 'POST'],
      url,
      handler: async (request) => {
        const f = fieldsOf(request);
        const rwid = f.RWID ?? f.rwid ?? '';
        if (!rwid) return fail(T.creditTaskRequired);
        const access = taskFor(ctx, currentUser(request), rwid, f.runId);
        if (!access.ok) return fail(access.msg);
        return ok(record(access.task.rwid));
      },
    });
  };

  // The task's latest individual record (a task may record several persons).
  read(CREDIT_API.person, (rwid) => {
    const row = ctx.db
      .select()
      .from(creditPersons)
      .where(eq(creditPersons.rwid, rwid))
      .orderBy(desc(creditPersons.createdAt), desc(creditPersons.id))
      .get();
    return row ? personRecord(row) : null;
  });

  const unitRead = (kind: CreditUnitKind) => (rwid: string) => {
    const row = ctx.db
      .select()
      .from(creditUnits)
      .where(and(eq(creditUnits.rwid, rwid), eq(creditUnits.kind, UNIT_KIND[kind].lx)))
      .get();
    return row ? unitRecord(row) : null;
  };
  read(CREDIT_API.general, unitRead('general'));
  read(CREDIT_API.serious, unitRead('serious'));
}
