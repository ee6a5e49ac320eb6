import { mkdir, rm } from 'node:fs/promises';
import { createReadStream, existsSync } from 'node:fs';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { M } from '../../shared/messages';
import { currentUser, type ServerContext } from '../context';
import { attachments, type AttachmentRow } from './tables';
import { pageOf } from '../db/page';
import { fail, ok, parseBody } from '../envelope';
import { optionalText, pageFields } from '../fields';
import { moveIntoStore, storedFilePath, relativePathOf } from '../util/store';
import { recordOperation } from '../detail/oplog';
import {
  ATTACHMENT_ERRORS,
  attachmentFor,
  attachmentRecord,
  businessFor,
  canUploadTo,
  contentTypeOf,
  fullNameOf,
  insertAttachment,
  parseParams,
  refreshDocumentFlag,
  suffixRefusal,
} from './model';
import { contentDisposition } from '../util/html';
import { boundaryOf, MULTIPART_ERRORS, readMultipart, type UploadedPart } from '../util/multipart';
import { formatDateTime } from '../util/time';
import { fieldsOf } from '../body';
import { dropPreviewFile } from '../documents/preview-type';
import { filterValues } from '../xss';
import { ATTACHMENT_MAX_MB } from '../../shared/uploads/rules';
import { MIB } from '../../shared/common/files';
import { ATTACHMENTS_API } from '../../shared/attachments/constants';
import { applyCallFault } from '../uploads/faults';
import { baseNameOf } from '../../shared/common/files';

// The attachment manager's calls (docs/api.md "Attachments"): list by business, the multipart
// batch upload, remove, download by fileId and rename. Writes are refused on archived or voided
// tasks; every write and download is in the task's operation log.

export const ATTACHMENT_ROUTE_ERRORS = {
  taskClosedEdit: '任务已归档或作废，不能修改附件',
  badNewProps: '参数newProps不是有效的JSON数组',
} as const;

const listBody = z.object({
  runId: optionalText('流程ID'),
  fileType: optionalText('文件类型'),
  params: optionalText('params', 2000),
  ...pageFields,
});

export function registerAttachmentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(ATTACHMENTS_API.list, async (request) => {
    const parsed = parseBody(listBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    const { runId, fileType, current, size } = parsed.value;
    const params = parseParams(parsed.value.params);
    if (!params.ok) return fail(params.msg);
    const { businessId, businessType, linkType } = params.value;
    const access = businessFor(ctx, currentUser(request), businessType, businessId, runId);
    if (!access.ok) return fail(access.msg);
    const b = access.business;
    // With a link type the manager shows every attachment of the task; only rows of the business
    // itself are its own (SFHG 1) and may be edited there.
    const conditions: SQL[] = [eq(attachments.deleted, 0)];
    if (linkType) conditions.push(eq(attachments.rwid, b.task.rwid));
    else
      conditions.push(
        eq(attachments.businessId, b.businessId),
        eq(attachments.businessType, b.businessType),
      );
    if (fileType)
      conditions.push(
        inArray(
          attachments.fileType,
          fileType.split(',').map((t) => t.trim()),
        ),
      );
    const where = and(...conditions);
    const query = ctx.db
      .select()
      .from(attachments)
      .where(where)
      .orderBy(desc(attachments.createdAt), desc(attachments.id));
    const own = (r: AttachmentRow): boolean =>
      r.businessId === b.businessId && r.businessType === b.businessType;
    return ok(
      pageOf(ctx.db, query, { current, size }, (r) => attachmentRecord(r, own(r) ? '1' : '0')),
    );
  });

  void app.register(async (scope) => {
    // The multipart body is read by the handler as a stream (files to temporary files), not by
    // fastify into memory under its 1 MiB body limit.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.post(ATTACHMENTS_API.upload, async (request, reply) => {
      const boundary = boundaryOf(request.headers['content-type']);
      if (!boundary) return fail(MULTIPART_ERRORS.malformed);
      await mkdir(ctx.uploads.dir, { recursive: true });
      let form;
      try {
        form = await readMultipart(request.raw, boundary, ctx.uploads.dir, ATTACHMENT_MAX_MB * MIB);
      } catch {
        return fail(MULTIPART_ERRORS.malformed);
      }
      // The XSS filter wraps multipart requests too: their text fields arrive escaped (strict mode).
      if (ctx.strict) filterValues(form.fields);
      const result = await storeUploaded(
        ctx,
        request.ip,
        currentUser(request),
        form.fields,
        form.files,
        form.tooLarge,
      );
      await Promise.all(form.files.map((f) => rm(f.tempFile, { force: true })));
      // Test hook: the answer lost or late after the batch was stored (docs/reference-server.md).
      const injected = await applyCallFault(ctx.uploads.faults?.batchUpload?.(), request, reply);
      return injected ?? result;
    });
  });

  app.post(ATTACHMENTS_API.remove, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const found = attachmentFor(ctx, user, f.fileId, f.params);
    if (!found.ok) return fail(found.msg);
    if (!canUploadTo(found.task)) return fail(ATTACHMENT_ROUTE_ERRORS.taskClosedEdit);
    ctx.db.transaction(() => {
      ctx.db
        .update(attachments)
        .set({ deleted: 1, updatedBy: user.realName, updatedAt: formatDateTime(ctx.now()) })
        .where(eq(attachments.id, found.row.id))
        .run();
      if (found.row.businessType === 'flws') refreshDocumentFlag(ctx, found.row.businessId);
      // A document that previewed this file shows its system document again (WSYLLX 1).
      dropPreviewFile(ctx, found.row, user, request.ip);
    });
    recordOperation(ctx, found.row.rwid, user, request.ip, `删除附件：${fullNameOf(found.row)}`);
    return ok(null, M.attachmentDeleted);
  });

  app.post(ATTACHMENTS_API.rename, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const found = attachmentFor(ctx, user, f.fileId, f.params);
    if (!found.ok) return fail(found.msg);
    if (!canUploadTo(found.task)) return fail(ATTACHMENT_ROUTE_ERRORS.taskClosedEdit);
    const showName = f.showName?.slice(0, 255);
    if (!showName) return fail(ATTACHMENT_ERRORS.nameRequired);
    ctx.db
      .update(attachments)
      .set({
        showName,
        businessUsage: f.businessUsage ?? found.row.businessUsage,
        wsyllx: f.wsyllx ?? found.row.wsyllx,
        updatedBy: user.realName,
        updatedAt: formatDateTime(ctx.now()),
      })
      .where(eq(attachments.id, found.row.id))
      .run();
    recordOperation(
      ctx,
      found.row.rwid,
      user,
      request.ip,
      `重命名附件：${fullNameOf(found.row)} → ${fullNameOf({ showName, suffix: found.row.suffix })}`,
    );
    return ok(null, M.attachmentRenamed);
  });

  app.get(ATTACHMENTS_API.download, async (request, reply) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const found = attachmentFor(ctx, user, f.fileId, f.params);
    if (!found.ok) return reply.code(404).send(fail(found.msg, 404));
    const file = storedFilePath(ctx.dataDir, relativePathOf(found.row.md5));
    if (!existsSync(file)) return reply.code(404).send(fail(ATTACHMENT_ERRORS.notFound, 404));
    recordOperation(ctx, found.row.rwid, user, request.ip, `下载附件：${fullNameOf(found.row)}`);
    return reply
      .type(contentTypeOf(found.row.suffix))
      .header('Content-Length', String(found.row.size))
      .header('Content-Disposition', contentDisposition('attachment', fullNameOf(found.row)))
      .send(createReadStream(file));
  });
}

/**
 * The business's attachment that is this file already: same bytes (MD5) under the same title.
 * A batch sent again (its answer was lost, the client gave up waiting) stores nothing twice.
 */
function sameAttachment(
  ctx: ServerContext,
  business: { businessId: string; businessType: string },
  md5: string,
  showName: string,
): AttachmentRow | undefined {
  return ctx.db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.businessId, business.businessId),
        eq(attachments.businessType, business.businessType),
        eq(attachments.md5, md5),
        eq(attachments.showName, showName),
        eq(attachments.deleted, 0),
      ),
    )
    .get();
}

/**
 * Checks the batch and links every file to the business in one transaction; a file the business
 * already has under the same title is answered with that attachment instead of a second one.
 */
async function storeUploaded(
  ctx: ServerContext,
  ip: string,
  user: ReturnType<typeof currentUser>,
  fields: Record<string, string>,
  files: UploadedPart[],
  tooLarge: string | null,
): Promise<unknown> {
  if (tooLarge) return fail(M.uploadTooLarge(tooLarge, ATTACHMENT_MAX_MB));
  const uploads = files.filter((f) => f.field === 'files' || f.field === 'file');
  if (uploads.length === 0) return fail(M.uploadFileRequired);
  const params = parseParams(fields.params);
  if (!params.ok) return fail(params.msg);
  let props: Array<Record<string, unknown>> = [];
  try {
    const parsed: unknown = JSON.parse(fields.newProps || '[]');
    if (!Array.isArray(parsed)) return fail(ATTACHMENT_ROUTE_ERRORS.badNewProps);
    props = parsed.map((p: unknown) =>
      typeof p === 'object' && p !== null ? (p as Record<string, unknown>) : {},
    );
  } catch {
    return fail(ATTACHMENT_ROUTE_ERRORS.badNewProps);
  }
  const businessType = fields.businessType || params.value.businessType;
  const access = businessFor(
    ctx,
    user,
    businessType,
    params.value.businessId || fields.businessId,
    fields.runId || undefined,
  );
  if (!access.ok) return fail(access.msg);
  if (!canUploadTo(access.business.task)) return fail(ATTACHMENT_ERRORS.taskClosed);
  for (const f of uploads) {
    const refusal = suffixRefusal(f.fileName);
    if (refusal) return fail(refusal);
  }
  for (const f of uploads) await moveIntoStore(ctx.dataDir, f.tempFile, f.md5);
  const text = (v: unknown): string | undefined =>
    typeof v === 'string' && v.trim() ? v.trim() : undefined;
  const added: AttachmentRow[] = [];
  const rows = ctx.db.transaction(() =>
    uploads.map((f, i) => {
      const showName = text(props[i]?.SHOW_NAME) ?? baseNameOf(f.fileName);
      const known = sameAttachment(ctx, access.business, f.md5, showName);
      if (known) return known;
      const row = insertAttachment(ctx, {
        business: access.business,
        user,
        md5: f.md5,
        size: f.size,
        fileName: f.fileName,
        showName,
        remark: text(props[i]?.REMARK) ?? text(props[i]?.FILE_DESC),
        businessUsage: fields.businessUsage || undefined,
        wsyllx: fields.wsyllx || undefined,
      });
      added.push(row);
      return row;
    }),
  );
  for (const row of added) recordOperation(ctx, row.rwid, user, ip, `上传附件：${fullNameOf(row)}`);
  return ok(rows.map((r) => attachmentRecord(r)));
}
