import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { newId, valuesOf } from '../detail/documents';
import { recordOperation } from '../detail/oplog';
import { documents } from '../documents/tables';
import { tasks } from '../tasks/tables';
import type { UserRow } from '../session/tables';
import { formatDateTime } from '../util/time';
import { serviceRecords } from './tables';
import { mannerLabel, nameAndNumber, servedBy } from './records';
import {
  MANNER,
  NOT_DELIVERED,
  RECEIPT_TYPE,
  SERVICE_METHOD,
  isManner,
} from '../../shared/service/constants';

// Saving a delivery receipt (送达回证, 46) registers the service of the document it names (spec 02
// §9 delivery method 1, registration): a new receipt adds a record, an edited one updates its
// record while the delivery is not yet recorded. The document is not delivered by this: its proof
// must be complete first (src/shared/service/proof.ts; routes.ts 确认送达).

/** Called by saveFlws after a document is saved; does nothing for any other type. */
export function recordFromReceipt(
  ctx: ServerContext,
  user: UserRow,
  ip: string,
  documentId: string,
): void {
  const receipt = ctx.db.select().from(documents).where(eq(documents.id, documentId)).get();
  if (!receipt || receipt.typeId !== RECEIPT_TYPE || receipt.deleted !== 0) return;
  const own = ctx.db.select().from(tasks).where(eq(tasks.rwid, receipt.rwid)).get();
  if (!own) return;
  const served = servedBy(ctx, receipt, own.runId);
  const existing = ctx.db
    .select()
    .from(serviceRecords)
    .where(eq(serviceRecords.receiptId, receipt.id))
    .get();
  // A receipt naming no document of the run registers nothing (its record, if any, stays as it was).
  if (!served || existing?.delivered === '2') return;
  const v = valuesOf(receipt);
  const manner = isManner(v.SDFS) ? v.SDFS : MANNER.direct;
  const fields = {
    rwid: served.rwid,
    runId: own.runId,
    documentId: served.id,
    manner,
    servedAt: v.SDSJ || null,
    place: v.SDDD || null,
    server: v.SDR || null,
    served: v.SSDR || v.SJR || null,
    remark: v.BZ || null,
    // A receipt of an electronic delivery records when it arrived: its 送达时间.
    arrivedAt: manner === MANNER.electronic ? v.SDSJ || null : null,
  };
  if (existing) {
    ctx.db.update(serviceRecords).set(fields).where(eq(serviceRecords.id, existing.id)).run();
  } else {
    const id = newId(
      ctx,
      (candidate) =>
        ctx.db
          .select({ id: serviceRecords.id })
          .from(serviceRecords)
          .where(and(eq(serviceRecords.id, candidate)))
          .get() !== undefined,
    );
    ctx.db
      .insert(serviceRecords)
      .values({
        id,
        ...fields,
        method: SERVICE_METHOD.registration,
        receiptId: receipt.id,
        state: null,
        token: null,
        sentAt: null,
        expressNo: null,
        noticeStart: null,
        videoId: null,
        delivered: NOT_DELIVERED,
        createdBy: user.realName,
        createdAt: formatDateTime(ctx.now()),
      })
      .run();
  }
  recordOperation(
    ctx,
    served.rwid,
    user,
    ip,
    `登记送达：${nameAndNumber(served)}，${mannerLabel(manner)}`,
  );
}
