import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { approvals, documents } from './tables';
import { ACCESS_ERRORS } from '../detail/access';
import {
  DOC_NOT_FOUND,
  documentFor,
  isTaskOpen,
  valuesOf,
  type DocAccess,
} from '../detail/documents';
import { fail, ok } from '../envelope';
import type { InterfaceHandler } from '../generic/registry';
import { recordOperation } from '../detail/oplog';
import { PATHS } from '../paths';
import type { UserRow } from '../session/tables';
import { formatDateTime } from '../util/time';
import { ADD_ERRORS } from './documents';
import { fieldsOf } from '../body';
import { isEditableStatus, sendModeOf } from '../../shared/documents/rules';
import { receiptRefusal } from './receipts';
import { missingForSend, sendRefusal } from '../../shared/documents/send-prerequisites';
import { linkedNoticeId } from '../products/notices';

// Row actions on a document: send, recall, delete (generic interface 32, registered by routes.ts)
// and approval history.

export const ROW_ERRORS = {
  notSendable: '当前状态的文书不可发送',
  badSendType: '下达类型不正确',
  notSent: '该文书未发送，无需撤回',
  notRecallable: '当前状态的文书不可撤回',
  notDeletable: '已提交审批的文书不可删除',
} as const;

/** The document of an action, live (not deleted), in the given run, of a task still being handled. */
function liveDocument(
  ctx: ServerContext,
  user: UserRow,
  id: string | undefined,
  runId: string | undefined,
): DocAccess {
  const found = documentFor(ctx, user, id);
  if (!found.ok) return found;
  if (found.doc.deleted !== 0) return { ok: false, msg: DOC_NOT_FOUND };
  if (runId !== undefined && runId !== found.task.runId)
    return { ok: false, msg: ACCESS_ERRORS.runMismatch };
  if (!isTaskOpen(found.task)) return { ok: false, msg: ADD_ERRORS.taskClosed };
  return found;
}

export function registerDocActionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(PATHS.sendFlws, async (request) => {
    const f = fieldsOf(request);
    const found = liveDocument(ctx, currentUser(request), f.srcid ?? f.FLWSID, f.runId);
    if (!found.ok) return fail(found.msg);
    if (f.xdlx !== '1' && f.xdlx !== '2') return fail(ROW_ERRORS.badSendType);
    const { doc, type, task } = found;
    if (!isEditableStatus(doc.status)) return fail(ROW_ERRORS.notSendable);
    const missing = sendRefusal(
      missingForSend({
        rwwsszid: doc.typeId,
        xdlx: f.xdlx,
        hasAttachment: doc.hasFile === '1',
        values: valuesOf(doc),
        noticeLinked: linkedNoticeId(ctx, task.rwid) !== null,
      }),
    );
    if (missing) return fail(missing);
    const user = currentUser(request);
    // The type decides (the send page offers only this mode, shared/documents/rules.ts).
    const needsApproval = sendModeOf(type.needsApproval) === '1';
    ctx.db
      .update(documents)
      .set({ status: needsApproval ? '2' : '10', sendState: '2', approver: null, approvedAt: null })
      .where(eq(documents.id, doc.id))
      .run();
    if (needsApproval)
      addApprovalStep(ctx, doc.id, user.realName, {
        node: '承办人提交',
        result: '提交',
        opinion: '请审批。',
      });
    recordOperation(ctx, task.rwid, user, request.ip, `发送文书：${doc.title}`);
    return ok(null, '发送成功！');
  });

  app.post(PATHS.recallFlws, async (request) => {
    const f = fieldsOf(request);
    const found = liveDocument(ctx, currentUser(request), f.FLWSID ?? f.srcid, f.runId);
    if (!found.ok) return fail(found.msg);
    const { doc, task } = found;
    if (doc.sendState !== '2') return fail(ROW_ERRORS.notSent);
    const inApproval = doc.status === '2';
    if (!inApproval && !(doc.status === '10' && doc.delivered === '1'))
      return fail(ROW_ERRORS.notRecallable);
    const user = currentUser(request);
    ctx.db
      .update(documents)
      .set({ status: '9', sendState: '3' })
      .where(eq(documents.id, doc.id))
      .run();
    if (inApproval)
      addApprovalStep(ctx, doc.id, user.realName, {
        node: '承办人撤回',
        result: '撤回',
        opinion: '承办人撤回修改。',
      });
    recordOperation(ctx, task.rwid, user, request.ip, `撤回文书：${doc.title}`);
    return ok(null, '撤回成功!');
  });

  app.post(PATHS.approvalHistory, async (request) => {
    const f = fieldsOf(request);
    const found = documentFor(ctx, currentUser(request), f.flwssyid ?? f.FLWSID);
    if (!found.ok) return fail(found.msg);
    const rows = ctx.db
      .select()
      .from(approvals)
      .where(eq(approvals.documentId, found.doc.id))
      .orderBy(asc(approvals.id))
      .all();
    return ok(
      rows.map((r) => ({
        ID: String(r.id),
        SPJD: r.node,
        SPRXM: r.approver,
        SPSJ: r.at,
        SPJG: r.result,
        SPYJ: r.opinion,
      })),
    );
  });
}

/** One step of a document's approval history, by the officer now, at the server's time. */
function addApprovalStep(
  ctx: ServerContext,
  documentId: string,
  approver: string,
  step: { node: string; result: string; opinion: string },
): void {
  ctx.db
    .insert(approvals)
    .values({ documentId, approver, at: formatDateTime(ctx.now()), ...step })
    .run();
}

/** Generic interface 32: deletes a document (obj `{ FLWSID }`) that is not in approval. */
export function deleteDocumentInterface(ctx: ServerContext): InterfaceHandler {
  return (call, obj) => {
    const raw = obj.FLWSID;
    const found = liveDocument(
      ctx,
      call.user,
      typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined,
      call.runId,
    );
    if (!found.ok) return fail(found.msg);
    const { doc, task } = found;
    if (!isEditableStatus(doc.status)) return fail(ROW_ERRORS.notDeletable);
    // A delivery receipt a re-inspection builds on stays (the same answer as base/isDelSdhz).
    const refusal = receiptRefusal(ctx, doc, task);
    if (refusal) return fail(refusal);
    ctx.db.update(documents).set({ deleted: 1 }).where(eq(documents.id, doc.id)).run();
    recordOperation(ctx, task.rwid, call.user, call.ip, `删除文书：${doc.title}`);
    return ok(null, '删除文书成功!');
  };
}
