import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { documentFor, valuesOf } from '../detail/documents';
import { fail, ok } from '../envelope';
import { fieldsOf } from '../body';
import { tasks, type TaskRow } from '../tasks/tables';
import { documents, type DocumentRow } from './tables';
import { DOC_TYPES, DOCUMENTS_API } from '../../shared/documents/constants';
import { REINSPECTION_TASK_TYPE } from '../../shared/tasks/clock';

// Delivery receipts (送达回证, type 46; spec 02 §7 base/isDelSdhz and base/getXqBySdhz). A receipt
// records when a document reached the unit; for a rectification notice (责令限期改正通知书, 404)
// that delivery starts the rectification period, and the re-inspection follows from its deadline.
// Such a receipt cannot be deleted once a re-inspection builds on it.

/** The re-inspection record (消防监督检查记录（复查）). */
const REINSPECTION_RECORD_TYPE = '344';

const receiptRefused = (notice: string): string =>
  `该送达回证记录的${notice}送达日期已用于计算改正期限，后续复查已据此开展，不可删除`;

const dateOf = (v: string | null | undefined): string | null => {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(v ?? '');
  return m ? m[1] : null;
};

const runTasksOf = (ctx: ServerContext, runId: string): string[] =>
  ctx.db
    .select({ rwid: tasks.rwid })
    .from(tasks)
    .where(eq(tasks.runId, runId))
    .all()
    .map((t) => t.rwid);

/**
 * The rectification notice a receipt delivered, among the documents of its run (the notice may
 * belong to an earlier task): the one its 送达文书名称及文号 names, else its own task's latest before it.
 */
function deliveredNotice(
  ctx: ServerContext,
  receipt: DocumentRow,
  task: TaskRow,
): DocumentRow | null {
  const notices = ctx.db
    .select()
    .from(documents)
    .where(
      and(
        inArray(documents.rwid, runTasksOf(ctx, task.runId)),
        eq(documents.typeId, DOC_TYPES.rectificationNotice),
        eq(documents.deleted, 0),
      ),
    )
    .orderBy(desc(documents.createdAt))
    .all()
    .filter((n) => n.wh !== null);
  const named = valuesOf(receipt).WSMCWH ?? '';
  if (named) return notices.find((n) => named.includes(n.wh ?? '')) ?? null;
  // Naming none, a receipt delivers a notice of its own task: a penalty case's receipt later in the
  // run is not the delivery an earlier inspection's re-inspection counts from.
  return notices.find((n) => n.rwid === receipt.rwid && n.createdAt <= receipt.createdAt) ?? null;
}

export type ReceiptDeadline = {
  WSMC: string;
  WH: string | null;
  SDRQ: string;
  XQRQ: string | null;
};

/** getXqBySdhz: the notice a receipt delivered, its delivery date and its 改正期限 (null: none). */
export function receiptDeadline(
  ctx: ServerContext,
  receipt: DocumentRow,
  task: TaskRow,
): ReceiptDeadline | null {
  if (receipt.typeId !== DOC_TYPES.deliveryReceipt) return null;
  const notice = deliveredNotice(ctx, receipt, task);
  if (!notice) return null;
  const delivered = dateOf(valuesOf(receipt).SDSJ) ?? (dateOf(receipt.createdAt) as string);
  const deadline = dateOf(valuesOf(notice).ZGQX);
  return {
    WSMC: notice.title,
    WH: notice.wh,
    SDRQ: delivered,
    // A deadline before the delivery cannot follow from it: the notice gives none that holds.
    XQRQ: deadline !== null && deadline >= delivered ? deadline : null,
  };
}

/** Why a document may not be deleted as a receipt (null: it may): a re-inspection built on it. */
export function receiptRefusal(
  ctx: ServerContext,
  receipt: DocumentRow,
  task: TaskRow,
): string | null {
  const deadline = receiptDeadline(ctx, receipt, task);
  if (!deadline) return null;
  // The period counts from the notice's first delivery: a later receipt naming the same notice
  // (a copy in a penalty case, a second delivery) is not what the re-inspection builds on.
  const notice = deliveredNotice(ctx, receipt, task);
  const earlierReceipts = ctx.db
    .select()
    .from(documents)
    .where(
      and(
        inArray(documents.rwid, runTasksOf(ctx, task.runId)),
        eq(documents.typeId, DOC_TYPES.deliveryReceipt),
        eq(documents.deleted, 0),
        lt(documents.createdAt, receipt.createdAt),
      ),
    )
    .all();
  if (earlierReceipts.some((r) => deliveredNotice(ctx, r, task)?.id === notice?.id)) return null;
  const laterReinspection = ctx.db
    .select({ rwid: tasks.rwid })
    .from(tasks)
    .where(
      and(
        eq(tasks.runId, task.runId),
        gt(tasks.runSort, task.runSort),
        eq(tasks.type, REINSPECTION_TASK_TYPE),
        eq(tasks.deleted, 0),
      ),
    )
    .get();
  const laterRecord = ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        inArray(documents.rwid, runTasksOf(ctx, task.runId)),
        eq(documents.typeId, REINSPECTION_RECORD_TYPE),
        eq(documents.deleted, 0),
        gt(documents.createdAt, receipt.createdAt),
      ),
    )
    .get();
  if (!laterReinspection && !laterRecord) return null;
  return receiptRefused(deadline.WH ? `${deadline.WSMC}（${deadline.WH}）` : deadline.WSMC);
}

export function registerReceiptRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(DOCUMENTS_API.isDelSdhz, async (request) => {
    const f = fieldsOf(request);
    const found = documentFor(ctx, currentUser(request), f.FLWSID ?? f.wssyid);
    if (!found.ok) return fail(found.msg);
    const refusal = receiptRefusal(ctx, found.doc, found.task);
    return ok({ SFKSC: refusal ? '0' : '1', YY: refusal });
  });

  app.post(DOCUMENTS_API.getXqBySdhz, async (request) => {
    const f = fieldsOf(request);
    const found = documentFor(ctx, currentUser(request), f.FLWSID ?? f.wssyid);
    if (!found.ok) return fail(found.msg);
    return ok(receiptDeadline(ctx, found.doc, found.task));
  });
}
