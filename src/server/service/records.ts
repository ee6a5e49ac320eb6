import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { valuesOf } from '../detail/documents';
import { attachments } from '../attachments/tables';
import { documents, type DocumentRow } from '../documents/tables';
import { tasks } from '../tasks/tables';
import { videos } from '../videos/tables';
import { serviceRecords, type ServiceRecordRow } from './tables';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import {
  CONSENT_TYPE,
  DELIVERED,
  MANNER_LABELS,
  PROOF_USAGE,
  RECEIPT_TYPE,
  isManner,
} from '../../shared/service/constants';
import { missingOf } from '../../shared/service/records';
import { serviceRecordSchema, type ServiceRecord } from '../../shared/service/schemas';

// A service record as generic query 3934 answers it, with its proof read from where it lives: the
// served document's attachments by usage, the video bound to the task, the run's signed
// 电子送达地址确认书. The rows go through the shared schema and the shared rule (what is missing),
// exactly as the client reads them.

/** Approved (3) or needing no approval (10): the statuses a document is served in. */
export const READY_STATUSES: readonly string[] = ['3', '10'];
/** 是否同意电子送达 of the consent form: 1 同意. */
const AGREED = '1';

export const runTaskIds = (ctx: ServerContext, runId: string): string[] =>
  ctx.db
    .select({ rwid: tasks.rwid })
    .from(tasks)
    .where(eq(tasks.runId, runId))
    .all()
    .map((t) => t.rwid);

/**
 * The unit's signed consent in the run: a 电子送达地址确认书 that agrees (TYDZSD 1), is finished
 * (approved or needing no approval) and has its signed page attached (SFFJ 1), newest first.
 */
export function consentOf(ctx: ServerContext, runId: string): DocumentRow | null {
  const found = ctx.db
    .select()
    .from(documents)
    .where(
      and(
        inArray(documents.rwid, runTaskIds(ctx, runId)),
        eq(documents.typeId, CONSENT_TYPE),
        eq(documents.deleted, 0),
        inArray(documents.status, [...READY_STATUSES]),
        eq(documents.hasFile, '1'),
      ),
    )
    .all()
    .filter((d) => valuesOf(d).TYDZSD === AGREED)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return found[0] ?? null;
}

/** Live attachments of a document by usage (the proof files). */
function usageCounts(ctx: ServerContext, flwsid: string): Map<string, number> {
  const counts = new Map<string, number>();
  const rows = ctx.db
    .select({ usage: attachments.businessUsage })
    .from(attachments)
    .where(
      and(
        eq(attachments.businessId, flwsid),
        eq(attachments.businessType, BUSINESS_TYPE.document),
        eq(attachments.deleted, 0),
      ),
    )
    .all();
  for (const r of rows) if (r.usage) counts.set(r.usage, (counts.get(r.usage) ?? 0) + 1);
  return counts;
}

/** The chosen video while it is still bound to the record's task, with its name. */
function boundVideo(
  ctx: ServerContext,
  rec: ServiceRecordRow,
): { id: string; name: string } | null {
  if (!rec.videoId) return null;
  const v = ctx.db.select().from(videos).where(eq(videos.id, rec.videoId)).get();
  if (!v || v.rwid !== rec.rwid) return null;
  return { id: v.id, name: v.reName ?? v.fileName };
}

/** The title and number of a document as a receipt names it: '责令限期改正通知书（新城消限字…号）'. */
export const nameAndNumber = (doc: Pick<DocumentRow, 'title' | 'wh'>): string =>
  doc.wh ? `${doc.title}（${doc.wh}）` : doc.title;

/** The wire row of a record (dwId 3934), parsed like the client parses it. */
export function recordOf(ctx: ServerContext, rec: ServiceRecordRow): ServiceRecord {
  const doc = ctx.db.select().from(documents).where(eq(documents.id, rec.documentId)).get();
  const counts = doc ? usageCounts(ctx, doc.flwsid) : new Map<string, number>();
  const video = boundVideo(ctx, rec);
  return serviceRecordSchema.parse({
    ID: rec.id,
    RWID: rec.rwid,
    flwssyid: rec.documentId,
    flwsid: doc?.flwsid ?? null,
    SDWSMCWH: doc ? nameAndNumber(doc) : null,
    WH: doc?.wh ?? null,
    SDDATE: rec.servedAt,
    SDPLACE: rec.place,
    SDFS: rec.method,
    SDRDWQM: rec.server,
    SSDRXM: rec.served,
    XZTIME: rec.arrivedAt,
    REMARK: rec.remark,
    SDXS: rec.manner,
    ZT: rec.state,
    SFSD: rec.delivered,
    LYWSID: rec.receiptId,
    HZFJ: counts.get(PROOF_USAGE.receipt) ?? 0,
    ZPFJ: counts.get(PROOF_USAGE.photo) ?? 0,
    YJHZFJ: counts.get(PROOF_USAGE.returnReceipt) ?? 0,
    WTSDHFJ: counts.get(PROOF_USAGE.commission) ?? 0,
    GGFJ: counts.get(PROOF_USAGE.notice) ?? 0,
    SPID: video?.id ?? null,
    SPMC: video?.name ?? null,
    DZSDQRS: consentOf(ctx, rec.runId) ? '1' : '0',
    GGKSRQ: rec.noticeStart,
    KDDH: rec.expressNo,
    CRT_TIME: rec.createdAt,
  });
}

/** What the record still lacks, by the shared rule (empty: the delivery may be recorded). */
export const missingFor = (ctx: ServerContext, rec: ServiceRecordRow): string[] =>
  missingOf(recordOf(ctx, rec));

/** A registration's receipt is gone (deleted or voided): its record no longer counts. */
export function receiptGone(ctx: ServerContext, rec: ServiceRecordRow): boolean {
  if (!rec.receiptId) return false;
  const receipt = ctx.db.select().from(documents).where(eq(documents.id, rec.receiptId)).get();
  return !receipt || receipt.deleted !== 0;
}

/** The manner's name ('' for a code no manner has). */
export const mannerLabel = (code: string): string => (isManner(code) ? MANNER_LABELS[code] : '');

/**
 * The document a receipt delivered, among its run's documents: the one whose number its
 * 送达文书名称及文号 contains, else the one whose title it starts with (newest first); never a
 * receipt or a consent.
 */
export function servedBy(
  ctx: ServerContext,
  receipt: DocumentRow,
  runId: string,
): DocumentRow | null {
  const named = (valuesOf(receipt).WSMCWH ?? '').trim();
  if (!named) return null;
  const candidates = ctx.db
    .select()
    .from(documents)
    .where(and(inArray(documents.rwid, runTaskIds(ctx, runId)), eq(documents.deleted, 0)))
    .all()
    .filter((d) => d.typeId !== RECEIPT_TYPE && d.typeId !== CONSENT_TYPE)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    candidates.find((d) => d.wh !== null && named.includes(d.wh)) ??
    candidates.find((d) => named.startsWith(d.title)) ??
    null
  );
}

export const recordById = (ctx: ServerContext, id: string | undefined): ServiceRecordRow | null =>
  id ? (ctx.db.select().from(serviceRecords).where(eq(serviceRecords.id, id)).get() ?? null) : null;

/** Marks the record and its document delivered (the caller checked the proof). */
export function markDelivered(ctx: ServerContext, rec: ServiceRecordRow): void {
  ctx.db.transaction((tx) => {
    tx.update(serviceRecords)
      .set({ delivered: DELIVERED })
      .where(eq(serviceRecords.id, rec.id))
      .run();
    tx.update(documents)
      .set({ delivered: DELIVERED })
      .where(eq(documents.id, rec.documentId))
      .run();
  });
}
