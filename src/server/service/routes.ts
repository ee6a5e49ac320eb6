import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldsOf } from '../body';
import { currentUser, type ServerContext } from '../context';
import { ACCESS_ERRORS, taskFor } from '../detail/access';
import { documentFor, isTaskOpen, newId, valuesOf, type DocAccess } from '../detail/documents';
import { recordOperation } from '../detail/oplog';
import { documents } from '../documents/tables';
import { fail, ok, parseBody } from '../envelope';
import { formOf, displayValue, printedFields } from '../documents/forms/index';
import { dictLabels } from '../documents/render/dict-labels';
import { fieldsOfObject } from '../generic/fields';
import type { GenericCall, InterfaceHandler, Outcome, PageProvider } from '../generic/registry';
import { brigades, type UserRow } from '../session/tables';
import { formatDateTime } from '../util/time';
import { videos } from '../videos/tables';
import { SERVICE_ERRORS as E } from './errors';
import { registerServiceLink } from './link-page';
import {
  READY_STATUSES,
  consentOf,
  mannerLabel,
  markDelivered,
  missingFor,
  nameAndNumber,
  receiptGone,
  recordById,
  recordOf,
  runTaskIds,
} from './records';
import { serviceRecords, type ServiceRecordRow } from './tables';
import { missingPhrase } from '../../shared/service/proof';
import { serviceMessages as T } from '../../shared/service/messages';
import { isServedDocument } from '../../shared/documents/served';
import { chinaToday } from '../../shared/common/dates';
import {
  CONFIRM_DELIVERY_INTERFACE,
  DELIVERED,
  ELECTRONIC_STATE,
  MANNER,
  NOT_DELIVERED,
  SERVICE_API,
  SERVICE_DWID,
  SERVICE_LINK_PREFIX,
  SERVICE_METHOD,
  SERVICE_RECORDS_DWID,
  WITH_HISTORY,
} from '../../shared/service/constants';
import { pageOfRows } from '../db/page';

// The service area's calls (docs/api.md "Issue 16: service"): the records (generic query 3934),
// the electronic service (a pending record by generic save 3322, dzsdinfo, suredzsd and the link
// the unit opens), the proof details (generic save 3321) and the recorded delivery (generic
// interface 44), refused while its proof is missing. Every write checks
// the officer's right to the task, then its preconditions, and logs an operation.

const recordsFilter = z.object({
  RWID: z
    .union([z.string(), z.number()], { error: E.missingRwid })
    .transform(String)
    .pipe(z.string().trim().min(1, { error: E.missingRwid })),
  SFCXLSSJ: z.union([z.string(), z.number()]).transform(String).optional(),
});

function recordsPage(ctx: ServerContext): PageProvider {
  return (call, filter, page) => {
    const checked = parseBody(recordsFilter, filter);
    if (!checked.ok) return checked;
    const access = taskFor(ctx, call.user, checked.value.RWID, call.runId || undefined);
    if (!access.ok) return access;
    const task = access.task;
    const scope =
      checked.value.SFCXLSSJ === WITH_HISTORY
        ? inArray(serviceRecords.rwid, runTaskIds(ctx, task.runId))
        : eq(serviceRecords.rwid, task.rwid);
    const rows = ctx.db
      .select()
      .from(serviceRecords)
      .where(scope)
      .orderBy(desc(serviceRecords.createdAt), desc(serviceRecords.id))
      .all()
      .filter((r) => !receiptGone(ctx, r));
    return { ok: true, value: pageOfRows(rows, page, (r) => recordOf(ctx, r)) };
  };
}

/** The served document a call names (flwsid, else flwssyid) in the run it names. */
function servedDocument(ctx: ServerContext, request: FastifyRequest): DocAccess {
  return servedDocumentOf(ctx, currentUser(request), fieldsOf(request));
}

function servedDocumentOf(
  ctx: ServerContext,
  user: UserRow,
  f: Record<string, string | undefined>,
): DocAccess {
  const found = documentFor(ctx, user, f.flwsid ?? f.FLWSID ?? f.flwssyid);
  if (!found.ok) return found;
  if (f.flwssyid && f.flwssyid !== found.doc.id && f.flwssyid !== found.doc.flwsid)
    return { ok: false, msg: E.recordNotFound };
  if (f.runId !== undefined && f.runId !== found.task.runId)
    return { ok: false, msg: ACCESS_ERRORS.runMismatch };
  return found;
}

/** Why the document cannot be served electronically now, or null. */
function electronicRefusal(
  ctx: ServerContext,
  found: Extract<DocAccess, { ok: true }>,
): string | null {
  if (!isTaskOpen(found.task)) return E.taskClosed;
  if (found.doc.deleted !== 0 || !READY_STATUSES.includes(found.doc.status)) return E.notReady;
  if (!isServedDocument(found.doc.title)) return E.notServed;
  if (found.doc.delivered === DELIVERED) return E.alreadyDelivered;
  if (!consentOf(ctx, found.task.runId)) return E.noConsent;
  return null;
}

/** The document's electronic service not yet arrived (pending or sent), if any. */
const openElectronic = (ctx: ServerContext, documentId: string): ServiceRecordRow | undefined =>
  ctx.db
    .select()
    .from(serviceRecords)
    .where(
      and(
        eq(serviceRecords.documentId, documentId),
        eq(serviceRecords.method, SERVICE_METHOD.electronic),
        inArray(serviceRecords.state, [ELECTRONIC_STATE.pending, ELECTRONIC_STATE.sent]),
      ),
    )
    .get();

const brigadeOf = (ctx: ServerContext, user: UserRow): string =>
  ctx.db.select().from(brigades).where(eq(brigades.id, user.companyId)).get()?.name ?? '';

/** The link the unit opens: this server's address, the prefix and the record's secret. */
const linkOf = (request: FastifyRequest, token: string): string =>
  `${request.protocol}://${request.host}${SERVICE_LINK_PREFIX}${token}`;

/** A new pending electronic record of the document, served on the consent's 受送达人. */
function insertElectronic(
  ctx: ServerContext,
  user: UserRow,
  found: Extract<DocAccess, { ok: true }>,
): ServiceRecordRow {
  const consent = valuesOf(
    consentOf(ctx, found.task.runId) as NonNullable<ReturnType<typeof consentOf>>,
  );
  const id = newId(
    ctx,
    (c) =>
      ctx.db
        .select({ id: serviceRecords.id })
        .from(serviceRecords)
        .where(eq(serviceRecords.id, c))
        .get() !== undefined,
  );
  const row: ServiceRecordRow = {
    id,
    rwid: found.task.rwid,
    runId: found.task.runId,
    documentId: found.doc.id,
    method: SERVICE_METHOD.electronic,
    manner: MANNER.electronic,
    receiptId: null,
    servedAt: null,
    place: [consent.SJHM, consent.DZYX].filter(Boolean).join('；') || null,
    server: `${brigadeOf(ctx, user)} ${user.realName}`.trim(),
    served: consent.SSDR || null,
    remark: null,
    state: ELECTRONIC_STATE.pending,
    token: null,
    sentAt: null,
    arrivedAt: null,
    expressNo: null,
    noticeStart: null,
    videoId: null,
    delivered: NOT_DELIVERED,
    createdBy: user.realName,
    createdAt: formatDateTime(ctx.now()),
  };
  ctx.db.insert(serviceRecords).values(row).run();
  return row;
}

/** The record a proof call names (obj or data { ID }), on a task the officer may still change. */
function recordFor(
  ctx: ServerContext,
  call: GenericCall,
  f: Record<string, string | undefined>,
): Outcome<ServiceRecordRow> {
  const rec = recordById(ctx, f.ID ?? f.id);
  if (!rec || receiptGone(ctx, rec)) return { ok: false, msg: E.recordNotFound };
  const access = taskFor(ctx, call.user, rec.rwid, call.runId);
  if (!access.ok) return access;
  if (!isTaskOpen(access.task)) return { ok: false, msg: E.taskClosed };
  if (rec.delivered === DELIVERED) return { ok: false, msg: E.recordDelivered };
  return { ok: true, value: rec };
}

/**
 * 新增电子送达 (generic save 3322, data { RWID, FLWSID }): a pending electronic record of the
 * document, served on the consent's 受送达人. A record is created only: an ID is refused.
 */
function addElectronic(
  ctx: ServerContext,
  call: GenericCall,
  data: Record<string, unknown>,
): Outcome<string> {
  const f = fieldsOfObject(data);
  if (f.ID !== undefined) return { ok: false, msg: E.electronicNoUpdate };
  if (!f.FLWSID) return { ok: false, msg: E.chooseDocument };
  const found = servedDocumentOf(ctx, call.user, { FLWSID: f.FLWSID, runId: call.runId });
  if (!found.ok) return found;
  if (f.RWID && f.RWID !== found.task.rwid) return { ok: false, msg: E.recordNotFound };
  const refused = electronicRefusal(ctx, found);
  if (refused) return { ok: false, msg: refused };
  if (openElectronic(ctx, found.doc.id)) return { ok: false, msg: E.electronicOpen };
  const row = insertElectronic(ctx, call.user, found);
  recordOperation(
    ctx,
    found.task.rwid,
    call.user,
    call.ip,
    `新增电子送达：${nameAndNumber(found.doc)}`,
  );
  return { ok: true, value: row.id };
}

/** 送达证明 (generic save 3321, data { ID, KDDH, GGKSRQ, SPID }): the record's proof details. */
function saveProof(
  ctx: ServerContext,
  call: GenericCall,
  data: Record<string, unknown>,
): Outcome<string> {
  const f = fieldsOfObject(data);
  const found = recordFor(ctx, call, f);
  if (!found.ok) return found;
  const rec = found.value;
  const refuse = (msg: string): Outcome<string> => ({ ok: false, msg });
  const expressNo = (f.KDDH ?? '').trim();
  if (expressNo && !/^[A-Za-z0-9-]{1,40}$/.test(expressNo)) return refuse(E.badExpressNo);
  const noticeStart = (f.GGKSRQ ?? '').trim();
  if (noticeStart && !/^\d{4}-\d{2}-\d{2}$/.test(noticeStart)) return refuse(E.badDate);
  if (noticeStart > chinaToday(ctx.now())) return refuse(E.noticeFuture);
  const videoId = (f.SPID ?? '').trim();
  if (videoId) {
    const v = ctx.db.select().from(videos).where(eq(videos.id, videoId)).get();
    if (!v || v.rwid !== rec.rwid) return refuse(E.videoNotBound);
  }
  ctx.db
    .update(serviceRecords)
    .set({
      expressNo: expressNo || null,
      noticeStart: noticeStart || null,
      videoId: videoId || null,
    })
    .where(eq(serviceRecords.id, rec.id))
    .run();
  recordOperation(ctx, rec.rwid, call.user, call.ip, `送达证明：${titleOf(ctx, rec)}`);
  return { ok: true, value: rec.id };
}

/** 确认送达 (generic interface 44, obj { ID }): refused while the proof is missing. */
function confirmDelivery(ctx: ServerContext): InterfaceHandler {
  return (call, obj) => {
    const found = recordFor(ctx, call, fieldsOfObject(obj));
    if (!found.ok) return fail(found.msg);
    const rec = found.value;
    const missing = missingFor(ctx, rec);
    if (missing.length > 0) return fail(E.proofMissing(missingPhrase(missing)));
    markDelivered(ctx, rec);
    recordOperation(
      ctx,
      rec.rwid,
      call.user,
      call.ip,
      `文书送达：${titleOf(ctx, rec)}，${mannerLabel(rec.manner)}`,
    );
    return ok(null, T.serviceDeliveryDone);
  };
}

const titleOf = (ctx: ServerContext, rec: ServiceRecordRow): string => {
  const doc = ctx.db.select().from(documents).where(eq(documents.id, rec.documentId)).get();
  return doc ? nameAndNumber(doc) : '';
};

export function registerServiceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerPage(SERVICE_RECORDS_DWID, recordsPage(ctx));
  ctx.generic.registerEntity(SERVICE_DWID.electronic, {
    label: '电子送达',
    save: (call, data) => addElectronic(ctx, call, data),
  });
  ctx.generic.registerEntity(SERVICE_DWID.proof, {
    label: '送达证明',
    save: (call, data) => saveProof(ctx, call, data),
  });
  ctx.generic.registerInterface(CONFIRM_DELIVERY_INTERFACE, confirmDelivery(ctx));
  registerServiceLink(app, ctx);

  app.post(SERVICE_API.preview, async (request) => {
    const found = servedDocument(ctx, request);
    if (!found.ok) return fail(found.msg);
    const consentDoc = consentOf(ctx, found.task.runId);
    if (!consentDoc) return fail(E.noConsent);
    const consent = valuesOf(consentDoc);
    const def = formOf(found.type.form);
    const values = valuesOf(found.doc);
    const labels = def ? dictLabels(ctx, def, values) : {};
    const latest = ctx.db
      .select()
      .from(serviceRecords)
      .where(
        and(
          eq(serviceRecords.documentId, found.doc.id),
          eq(serviceRecords.method, SERVICE_METHOD.electronic),
        ),
      )
      .orderBy(desc(serviceRecords.createdAt))
      .get();
    return ok({
      SSDR: consent.SSDR ?? null,
      SJHM: consent.SJHM ?? null,
      DZYX: consent.DZYX ?? null,
      WSMC: found.doc.title,
      WH: found.doc.wh,
      FSDW: brigadeOf(ctx, currentUser(request)),
      NR: def
        ? printedFields(def).map((field) => ({
            label: field.label,
            value: labels[field.name] ?? displayValue(field, values[field.name], values),
          }))
        : [],
      ZT: latest?.state ?? null,
      SDLJ: latest?.token ? linkOf(request, latest.token) : null,
      FSSJ: latest?.sentAt ?? null,
      XZTIME: latest?.arrivedAt ?? null,
    });
  });

  app.post(SERVICE_API.send, async (request) => {
    const found = servedDocument(ctx, request);
    if (!found.ok) return fail(found.msg);
    const refused = electronicRefusal(ctx, found);
    if (refused) return fail(refused);
    const user = currentUser(request);
    const open = openElectronic(ctx, found.doc.id);
    if (open?.state === ELECTRONIC_STATE.sent) return fail(E.alreadySent);
    // Sent straight from the preview, the pending record is made on the way.
    const rec = open ?? insertElectronic(ctx, user, found);
    const token = randomBytes(32).toString('hex');
    const now = formatDateTime(ctx.now());
    ctx.db
      .update(serviceRecords)
      .set({ state: ELECTRONIC_STATE.sent, token, sentAt: now, servedAt: now })
      .where(eq(serviceRecords.id, rec.id))
      .run();
    recordOperation(
      ctx,
      found.task.rwid,
      user,
      request.ip,
      `电子送达：发送${nameAndNumber(found.doc)}`,
    );
    return ok({ SDLJ: linkOf(request, token) }, T.serviceSendDone);
  });
}
