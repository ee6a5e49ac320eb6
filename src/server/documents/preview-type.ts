import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { documentPreviews, documents, type DocumentRow } from './tables';
import { attachments, type AttachmentRow } from '../attachments/tables';
import { fullNameOf } from '../attachments/model';
import type { UserRow } from '../session/tables';
import { ACCESS_ERRORS } from '../detail/access';
import { DOC_NOT_FOUND, documentFor, isTaskOpen, type DocAccess } from '../detail/documents';
import { recordOperation } from '../detail/oplog';
import { ADD_ERRORS } from './documents';
import { fail, ok } from '../envelope';
import { fieldsOf } from '../body';
import { formatDateTime } from '../util/time';
import { M } from '../../shared/messages';
import { DOCUMENTS_API } from '../../shared/documents/constants';
import { isEditableStatus } from '../../shared/documents/rules';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import {
  isPreviewableSuffix,
  PREVIEW_TYPE,
  previewTypeOf,
  type PreviewType,
} from '../../shared/documents/preview-type';

// WSYLLX, what 预览 of a document shows (base/getWsyllx, base/upateYllx; docs/decisions.md
// "Document preview type"): '1' the system document (the document's own MD5), '2' one of its
// uploaded image or PDF attachments. The choice is the document's WSYLLX plus the file in
// xfjd_flws_yl; the tree row's MD5 follows it (withPreview), so the client's preview opens it.

/**
 * The live chosen file of each of these documents whose WSYLLX is '2'. A chosen file that is gone
 * (deleted, or no longer the document's) counts as no choice: the system document shows.
 */
export function documentPreviewsOf(
  ctx: ServerContext,
  docs: readonly DocumentRow[],
): Map<string, AttachmentRow> {
  const wanted = docs.filter((d) => previewTypeOf(d.previewType) === PREVIEW_TYPE.file);
  if (wanted.length === 0) return new Map();
  const rows = ctx.db
    .select({ documentId: documentPreviews.documentId, file: attachments })
    .from(documentPreviews)
    .innerJoin(attachments, eq(attachments.id, documentPreviews.fileId))
    .where(
      and(
        inArray(
          documentPreviews.documentId,
          wanted.map((d) => d.id),
        ),
        eq(attachments.deleted, 0),
        eq(attachments.businessType, BUSINESS_TYPE.document),
      ),
    )
    .all();
  const byId = new Map(wanted.map((d) => [d.id, d]));
  const out = new Map<string, AttachmentRow>();
  for (const r of rows)
    if (byId.get(r.documentId)?.flwsid === r.file.businessId) out.set(r.documentId, r.file);
  return out;
}

/** The document as its tree row shows it: WSYLLX read as '1' or '2', MD5 the file 预览 opens. */
export function withPreview(
  doc: DocumentRow,
  previews: ReadonlyMap<string, AttachmentRow>,
): DocumentRow {
  const chosen = previews.get(doc.id);
  return chosen
    ? { ...doc, previewType: PREVIEW_TYPE.file, md5: chosen.md5 }
    : { ...doc, previewType: PREVIEW_TYPE.system };
}

/** getWsyllx's answer for one document. */
function previewAnswer(
  ctx: ServerContext,
  doc: DocumentRow,
): { WSYLLX: PreviewType; fileId: string | null } {
  const chosen = documentPreviewsOf(ctx, [doc]).get(doc.id);
  return chosen
    ? { WSYLLX: PREVIEW_TYPE.file, fileId: chosen.id }
    : { WSYLLX: PREVIEW_TYPE.system, fileId: null };
}

/** The document of a call, in the given run (when named). */
function documentOf(
  ctx: ServerContext,
  user: UserRow,
  f: Record<string, string | undefined>,
): DocAccess {
  const found = documentFor(ctx, user, f.FLWSID ?? f.wssyid);
  if (!found.ok) return found;
  if (f.runId !== undefined && f.runId !== found.task.runId)
    return { ok: false, msg: ACCESS_ERRORS.runMismatch };
  return found;
}

/** Why the officer may not change this document now (null: they may): the rule of its edit button. */
function editRefusal(found: Extract<DocAccess, { ok: true }>): string | null {
  if (found.doc.deleted !== 0) return DOC_NOT_FOUND;
  if (!isTaskOpen(found.task)) return ADD_ERRORS.taskClosed;
  if (!isEditableStatus(found.doc.status)) return M.previewNotEditable;
  return null;
}

/** Why this attachment cannot be the document's preview (null: it can). */
function fileRefusal(doc: DocumentRow, file: AttachmentRow | undefined): string | null {
  if (!file || file.deleted !== 0) return M.previewFileNotFound;
  if (file.businessType !== BUSINESS_TYPE.document || file.businessId !== doc.flwsid)
    return M.previewFileNotOfDocument;
  if (!isPreviewableSuffix(file.suffix)) return M.previewFileNotPreviewable;
  return null;
}

/** The document's 预览 shows its system document again: WSYLLX 1, no chosen file. */
function showSystemDocument(ctx: ServerContext, documentId: string): void {
  ctx.db.delete(documentPreviews).where(eq(documentPreviews.documentId, documentId)).run();
  ctx.db
    .update(documents)
    .set({ previewType: PREVIEW_TYPE.system })
    .where(eq(documents.id, documentId))
    .run();
}

/**
 * An attachment was deleted: a document that showed it shows the system document again. Runs in
 * the delete's transaction.
 */
export function dropPreviewFile(
  ctx: ServerContext,
  file: AttachmentRow,
  user: UserRow,
  ip: string | null,
): void {
  const chosen = ctx.db
    .select({ doc: documents })
    .from(documentPreviews)
    .innerJoin(documents, eq(documents.id, documentPreviews.documentId))
    .where(eq(documentPreviews.fileId, file.id))
    .all();
  for (const { doc } of chosen) {
    showSystemDocument(ctx, doc.id);
    recordOperation(ctx, doc.rwid, user, ip, M.previewFallbackLog(doc.title));
  }
}

export function registerPreviewTypeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(DOCUMENTS_API.getWsyllx, async (request) => {
    const found = documentOf(ctx, currentUser(request), fieldsOf(request));
    if (!found.ok) return fail(found.msg);
    return ok(previewAnswer(ctx, found.doc));
  });

  app.post(DOCUMENTS_API.upateYllx, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const found = documentOf(ctx, user, f);
    if (!found.ok) return fail(found.msg);
    const refused = editRefusal(found);
    if (refused) return fail(refused);
    const { doc, task } = found;
    const wanted = f.WSYLLX ?? f.wsyllx;
    if (wanted !== PREVIEW_TYPE.system && wanted !== PREVIEW_TYPE.file)
      return fail(M.previewBadType);

    if (wanted === PREVIEW_TYPE.system) {
      ctx.db.transaction(() => {
        showSystemDocument(ctx, doc.id);
        recordOperation(ctx, task.rwid, user, request.ip, M.previewRestoreLog(doc.title));
      });
      return ok(null, M.previewRestored);
    }

    if (!f.fileId) return fail(M.previewFileRequired);
    const file = ctx.db.select().from(attachments).where(eq(attachments.id, f.fileId)).get();
    const badFile = fileRefusal(doc, file);
    if (badFile || !file) return fail(badFile ?? M.previewFileNotFound);
    const at = formatDateTime(ctx.now());
    ctx.db.transaction(() => {
      ctx.db
        .insert(documentPreviews)
        .values({ documentId: doc.id, fileId: file.id, updatedBy: user.realName, updatedAt: at })
        .onConflictDoUpdate({
          target: documentPreviews.documentId,
          set: { fileId: file.id, updatedBy: user.realName, updatedAt: at },
        })
        .run();
      ctx.db
        .update(documents)
        .set({ previewType: PREVIEW_TYPE.file })
        .where(eq(documents.id, doc.id))
        .run();
      recordOperation(
        ctx,
        task.rwid,
        user,
        request.ip,
        M.previewSetLog(doc.title, fullNameOf(file)),
      );
    });
    return ok(null, M.previewSetDone);
  });
}
