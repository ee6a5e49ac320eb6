import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { recordOperation } from '../detail/oplog';
import { fail, ok, parseBody } from '../envelope';
import { optionalText, pageFields } from '../fields';
import { pageOf } from '../db/page';
import { tasks } from '../tasks/tables';
import { units } from '../units/tables';
import { contentDisposition } from '../util/html';
import { makePdf } from '../util/pdf';
import { readStoredFile, writeStoredFile } from '../util/store';
import { likeText } from '../util/like';
import { formatDateTime } from '../util/time';
import { ACTIONS_ERRORS as E } from './errors';
import { actionRequest } from './guard';
import { licences, serviceAgencies, timeRequests } from './tables';
import { isOpen, pendingTimeRequest, setState, TYPES } from './state';
import { inspectionTimeForm } from '../../shared/actions/forms';
import { actionsMessages as A } from '../../shared/actions/messages';
import { ACTIONS_API } from '../../shared/actions/constants';
import { firstError } from '../../shared/forms/rules';
import { toDate } from '../../shared/common/dates';

// Inspection-time requests (/jdjcyqsq), technical-service agencies (/jsfw) and the electronic
// licence (/electronicLicense).

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const agencyPage = z.object({ ...pageFields, DWMC: optionalText('单位名称', 100) });

/** The wire record of an inspection-time request. */
const timeRecord = (row: typeof timeRequests.$inferSelect): Record<string, string | null> => ({
  ID: String(row.id),
  SQR: row.applicant,
  YYTIME: row.time,
  SQSJ: row.requestedAt,
  SQYY: row.reason,
  ISTY: row.agreed,
});

export function registerServiceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The unit's side: it asks for another inspection time (the seed uses the same rule).
  app.post(ACTIONS_API.shdwupdateyytime, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task, user, ip, f } = r.value;
    if (!TYPES.doubleRandom.includes(task.type)) return fail(E.inspectionTimeType);
    if (!isOpen(task)) return fail(E.taskClosed);
    if (!f.SQR) return fail(A.inspectionTimeApplicantRequired);
    if (!f.YYTIME) return fail(A.inspectionTimeTimeRequired);
    if (!DATE_TIME.test(f.YYTIME) || !toDate(f.YYTIME)) return fail(E.inspectionTimeBad);
    if (pendingTimeRequest(ctx.db, task.rwid)) return fail(E.inspectionTimePending);
    ctx.db.transaction((tx) => {
      tx.insert(timeRequests)
        .values({
          rwid: task.rwid,
          applicant: f.SQR ?? '',
          time: f.YYTIME ?? '',
          reason: f.SQYY ?? null,
          requestedAt: formatDateTime(ctx.now()),
        })
        .run();
      recordOperation(ctx, task.rwid, user, ip, `单位申请修改检查时间：${f.YYTIME ?? ''}`);
    });
    return ok(null);
  });

  app.post(ACTIONS_API.getXGJCSJ, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const pending = pendingTimeRequest(ctx.db, r.value.task.rwid);
    return ok(pending ? timeRecord(pending) : null);
  });

  app.post(ACTIONS_API.clshdwxgyytime, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task, user, ip, f } = r.value;
    if (!TYPES.doubleRandom.includes(task.type)) return fail(E.inspectionTimeType);
    if (!isOpen(task)) return fail(E.taskClosed);
    const values = { SQR: f.SQR ?? '', YYTIME: f.YYTIME ?? '', ISTY: f.ISTY ?? '' };
    const invalid = firstError(inspectionTimeForm, values);
    if (invalid) return fail(invalid.message);
    const date = DATE_TIME.test(values.YYTIME) ? toDate(values.YYTIME) : null;
    if (!date) return fail(E.inspectionTimeBad);
    const agreed = values.ISTY === '1';
    const pending = pendingTimeRequest(ctx.db, task.rwid);
    const now = formatDateTime(ctx.now());
    const handled = { agreed: values.ISTY, handledBy: user.realName, handledAt: now };
    ctx.db.transaction((tx) => {
      // Without a pending request the officer books the time directly; it is kept the same way.
      if (pending)
        tx.update(timeRequests)
          .set({ ...handled, applicant: values.SQR, time: values.YYTIME })
          .where(eq(timeRequests.id, pending.id))
          .run();
      else
        tx.insert(timeRequests)
          .values({
            rwid: task.rwid,
            applicant: values.SQR,
            time: values.YYTIME,
            reason: null,
            requestedAt: now,
            ...handled,
          })
          .run();
      if (agreed)
        tx.update(tasks).set({ plannedStart: date }).where(eq(tasks.rwid, task.rwid)).run();
      recordOperation(
        ctx,
        task.rwid,
        user,
        ip,
        agreed
          ? `修改检查时间：同意，检查时间改为${values.YYTIME}`
          : `修改检查时间：不同意${values.SQR}申请的${values.YYTIME}`,
      );
    });
    return ok(null, A.inspectionTimeDone);
  });

  app.post(ACTIONS_API.updateXSYJJGTS, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task, user, ip, f } = r.value;
    const raw = f.XSYJJGTS ?? f.days ?? '';
    const days = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(days >= 1 && days <= 30)) return fail(E.reminderDays);
    if (!isOpen(task)) return fail(E.taskClosed);
    ctx.db.transaction((tx) => {
      setState(tx, task.rwid, { reminderDays: days });
      recordOperation(ctx, task.rwid, user, ip, `检查提醒间隔设为${days}天`);
    });
    return ok(null);
  });

  app.post(ACTIONS_API.getJsfwdw, async (request) => {
    const parsed = parseBody(agencyPage, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    const { current, size, DWMC } = parsed.value;
    const query = ctx.db
      .select()
      .from(serviceAgencies)
      .where(DWMC ? likeText(serviceAgencies.name, DWMC) : undefined)
      .orderBy(asc(serviceAgencies.name), asc(serviceAgencies.id));
    return ok(
      pageOf(ctx.db, query, { current, size }, (a) => ({
        ID: a.id,
        DWMC: a.name,
        TYSHXYDM: a.creditCode,
        ZZDJ: a.grade,
        LXR: a.contact,
        LXDH: a.phone,
        DWDZ: a.address,
      })),
    );
  });

  app.post(ACTIONS_API.saveJsfwRw, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task, user, ip, f } = r.value;
    if (!TYPES.techService.includes(task.type)) return fail(E.serviceType);
    if (!isOpen(task)) return fail(E.taskClosed);
    const agency = f.dwid
      ? ctx.db.select().from(serviceAgencies).where(eq(serviceAgencies.id, f.dwid)).get()
      : undefined;
    if (!agency) return fail(E.serviceUnitRequired);
    ctx.db.transaction((tx) => {
      setState(tx, task.rwid, { serviceUnitId: agency.id, serviceUnitName: agency.name });
      recordOperation(ctx, task.rwid, user, ip, `指派技术服务机构：${agency.name}`);
    });
    return ok(null, A.serviceDone);
  });

  app.post(ACTIONS_API.preparationOfEvidence, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task, user, ip } = r.value;
    if (!TYPES.licence.includes(task.type) || !['2', '3'].includes(task.state) || task.deleted)
      return fail(E.licenceType);
    if (ctx.db.select().from(licences).where(eq(licences.rwid, task.rwid)).get())
      return fail(E.licenceMade);
    const unit = task.unitId
      ? ctx.db.select().from(units).where(eq(units.id, task.unitId)).get()
      : undefined;
    const madeAt = formatDateTime(ctx.now());
    const number = `XFAQJC${madeAt.slice(0, 10).replace(/-/g, '')}${task.rwid.slice(-6)}`;
    const name = '公众聚集场所投入使用、营业前消防安全检查合格证明';
    const pdf = makePdf(
      [
        { text: name, size: 18, center: true },
        { text: `证照编号：${number}` },
        { text: `单位名称：${unit?.name ?? ''}` },
        { text: `场所地址：${unit?.address ?? ''}` },
        { text: `统一社会信用代码：${unit?.creditCode ?? ''}` },
        { text: `检查任务：${task.name}` },
        { text: '经检查，该场所符合消防安全要求，准予投入使用、营业。' },
        { text: `制证时间：${madeAt}` },
        { text: `制证人：${user.realName}` },
      ],
      name,
    );
    const stored = writeStoredFile(ctx.dataDir, pdf);
    ctx.db.transaction((tx) => {
      tx.insert(licences)
        .values({
          rwid: task.rwid,
          id: `DZZZ${task.rwid}`,
          number,
          name,
          madeAt,
          md5: stored.md5,
          path: stored.path,
          madeBy: user.realName,
        })
        .run();
      recordOperation(ctx, task.rwid, user, ip, `电子证照制证：${number}`);
    });
    return ok(null, A.licenceDone);
  });

  app.post(ACTIONS_API.getEleLicense, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const row = ctx.db.select().from(licences).where(eq(licences.rwid, r.value.task.rwid)).get();
    return ok(
      row ? { ID: row.id, ZZBH: row.number, ZZMC: row.name, ZZSJ: row.madeAt, MD5: row.md5 } : null,
    );
  });

  app.route({
    method: ['GET', 'POST'],
    url: ACTIONS_API.licenceDownload,
    handler: async (request, reply) => {
      const r = actionRequest(ctx, request);
      if (!r.ok) return fail(r.msg);
      const { task, user, ip } = r.value;
      const row = ctx.db
        .select()
        .from(licences)
        .where(and(eq(licences.rwid, task.rwid)))
        .get();
      if (!row) return fail(E.licenceNone);
      const bytes = readStoredFile(ctx.dataDir, row.path);
      if (!bytes) return reply.code(404).send(fail(E.licenceFileMissing, 404));
      recordOperation(ctx, task.rwid, user, ip, `下载电子证照：${row.number}`);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', `${row.name}.pdf`))
        .send(bytes);
    },
  });
}
