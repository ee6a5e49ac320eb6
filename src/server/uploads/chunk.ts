import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser, type ServerContext } from '../context';
import { objects } from './tables';
import type { UserRow } from '../session/tables';
import { ACCESS_ERRORS, taskFor } from '../detail/access';
import { fail, ok, parseBody } from '../envelope';
import { optionalText, requiredText } from '../fields';
import { hasStoredObject } from '../util/store';
import { recordOperation } from '../detail/oplog';
import {
  businessFor,
  canUploadTo,
  fullNameOf,
  insertAttachment,
  suffixRefusal,
  ATTACHMENT_ERRORS,
  type Business,
} from '../attachments/model';
import { applyCallFault } from './faults';
import { proven } from './proof';
import { attachmentOfKey } from './lookup';
import { MERGE_ERRORS as MERGE_MSG, mergeSession } from './merge';
import { withLock } from './runtime';
import {
  createSession,
  dropSession,
  heldSlices,
  sessionById,
  sessionByKey,
  sliceUrls,
} from './sessions';
import {
  insertUploadedVideo,
  recorderRefusal,
  rememberRecorderFields,
  videoOfKey,
} from '../videos/upload';
import { BUSINESS_TYPE, UPLOADS_API } from '../../shared/uploads/constants';
import { CHECK_CODE, sliceCountOf } from '../../shared/uploads/rules';

// The chunked protocol's Blade-Auth calls (docs/api.md "Chunked upload protocol"): check, init,
// merge. Every step is idempotent per uploadKey and serialised per uploadKey, so a client that
// crashed between a request and its commit can ask again and get the same answer.

export const CHUNK_ERRORS = {
  badMd5: 'md5格式不正确',
  badSize: '文件大小不正确',
  sliceMismatch: '分片数量与文件大小不符',
  alreadyMerged: '该文件已上传完成',
  merging: '文件正在合并，请稍后重试',
} as const;

const md5Field = z
  .string({ error: CHUNK_ERRORS.badMd5 })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{32}$/, { error: CHUNK_ERRORS.badMd5 });
const sizeField = (message: string, min: number): z.ZodType<number> =>
  z.union([z.string(), z.number()], { error: message }).transform((v, c) => {
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < min) {
      c.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const fileFields = {
  uploadKey: requiredText('uploadKey', 64),
  md5: md5Field,
  fileName: requiredText('文件名', 255),
  fileSize: sizeField(CHUNK_ERRORS.badSize, 0),
  businessId: requiredText('businessId'),
  businessType: requiredText('businessType'),
  runId: optionalText('流程ID'),
  businessUsage: optionalText('businessUsage'),
  wsyllx: optionalText('wsyllx'),
  showName: optionalText('标题', 255),
  remark: optionalText('描述', 500),
  // Recorder files (businessType zfjly) only: see videos/upload.ts.
  sn: optionalText('执法记录仪编号'),
  policeNumber: optionalText('警号'),
  recordTime: optionalText('录制时间'),
};
const checkBody = z.object({
  ...fileFields,
  // The answer to the proof-of-possession challenge of an earlier check (proof.ts).
  proofId: optionalText('proofId'),
  proofMd5: optionalText('proofMd5'),
});
const initBody = z.object({
  ...fileFields,
  sliceSize: sizeField(CHUNK_ERRORS.sliceMismatch, 1),
  sliceCount: sizeField(CHUNK_ERRORS.sliceMismatch, 1),
});
const mergeBody = z.object({
  uploadId: requiredText('uploadId'),
  uploadKey: requiredText('uploadKey', 64),
  md5: md5Field,
});

type FileFields = z.output<typeof initBody> | z.output<typeof checkBody>;

/**
 * The business and the file name must allow an upload at all. A recorder file (zfjly) has no
 * task: `business` is null and the file goes to the collection platform.
 */
function uploadTarget(
  ctx: ServerContext,
  user: UserRow,
  f: FileFields,
): { ok: true; business: Business | null } | { ok: false; msg: string } {
  if (f.businessType === BUSINESS_TYPE.recorder) {
    const refusal = recorderRefusal(f);
    return refusal ? { ok: false, msg: refusal } : { ok: true, business: null };
  }
  const access = businessFor(ctx, user, f.businessType, f.businessId, f.runId);
  if (!access.ok) return access;
  if (!canUploadTo(access.business.task)) return { ok: false, msg: ATTACHMENT_ERRORS.taskClosed };
  const refusal = suffixRefusal(f.fileName);
  return refusal ? { ok: false, msg: refusal } : access;
}

/** An earlier answer for the key: the attachment it produced, if the officer may see it. */
function mergedFor(
  ctx: ServerContext,
  user: UserRow,
  uploadKey: string,
): { ok: true; fileId: string } | { ok: false; msg: string } | null {
  const video = videoOfKey(ctx, uploadKey);
  if (video) return { ok: true, fileId: video.id };
  const row = attachmentOfKey(ctx, uploadKey);
  if (!row) return null;
  const access = taskFor(ctx, user, row.rwid);
  return access.ok ? { ok: true, fileId: row.id } : { ok: false, msg: ACCESS_ERRORS.forbidden };
}

export function registerChunkRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const rt = ctx.uploads;

  app.post(UPLOADS_API.chunkCheck, async (request, reply) => {
    const injected = await applyCallFault(rt.faults?.check?.(), request, reply);
    if (injected) return injected;
    const parsed = parseBody(checkBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    const f = parsed.value;
    const user = currentUser(request);
    if (rt.merging.has(f.uploadKey))
      return ok({ code: CHECK_CODE.failure, msg: CHUNK_ERRORS.merging, uploaded: [] });
    return withLock(rt, f.uploadKey, async () => {
      const merged = mergedFor(ctx, user, f.uploadKey);
      if (merged)
        return merged.ok
          ? ok({ code: CHECK_CODE.done, fileId: merged.fileId, uploaded: [] })
          : fail(merged.msg);
      const target = uploadTarget(ctx, user, f);
      if (!target.ok) return fail(target.msg);
      const session = sessionByKey(ctx, f.uploadKey);
      if (session && session.userId !== user.id) return fail(ACCESS_ERRORS.forbidden);
      if (session && session.md5 === f.md5 && session.fileSize === f.fileSize) {
        return ok({
          code: CHECK_CODE.uploading,
          uploadId: session.uploadId,
          uploaded: heldSlices(rt, session.uploadId),
        });
      }
      // The queued file changed since the session began: its slices are of other bytes.
      if (session) await dropSession(ctx, rt, session.uploadId);

      const stored = ctx.db
        .select()
        .from(objects)
        .where(and(eq(objects.md5, f.md5), eq(objects.size, f.fileSize)))
        .get();
      if (stored && hasStoredObject(ctx.dataDir, f.md5)) {
        // Instant upload, once the officer proved they hold the bytes: a new attachment links them
        // to the business. Without a (right) proof it is a normal upload; the first check names the
        // range to prove.
        const asked = { userId: user.id, uploadKey: f.uploadKey, md5: f.md5, size: f.fileSize };
        if (!(await proven(ctx, asked, f))) {
          const proof = f.proofId ? null : rt.proofs.issue(ctx.now(), asked);
          return ok({ code: CHECK_CODE.notUploaded, uploaded: [], ...(proof ? { proof } : {}) });
        }
        const business = target.business;
        if (!business) {
          const video = ctx.db.transaction(() =>
            insertUploadedVideo(ctx, user, f.uploadKey, f.md5, f.fileSize, f),
          );
          return ok({ code: CHECK_CODE.done, fileId: video.id, uploaded: [] });
        }
        const row = ctx.db.transaction(() =>
          insertAttachment(ctx, {
            ...f,
            business,
            user,
            md5: f.md5,
            size: f.fileSize,
            uploadKey: f.uploadKey,
          }),
        );
        recordOperation(ctx, row.rwid, user, request.ip, `上传附件：${fullNameOf(row)}`);
        return ok({ code: CHECK_CODE.done, fileId: row.id, uploaded: [] });
      }
      return ok({ code: CHECK_CODE.notUploaded, uploaded: [] });
    });
  });

  app.post(UPLOADS_API.chunkInit, async (request, reply) => {
    const injected = await applyCallFault(rt.faults?.init?.(), request, reply);
    if (injected) return injected;
    const parsed = parseBody(initBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    const f = parsed.value;
    if (f.sliceCount !== sliceCountOf(f.fileSize, f.sliceSize))
      return fail(CHUNK_ERRORS.sliceMismatch);
    const user = currentUser(request);
    return withLock(rt, f.uploadKey, async () => {
      const merged = mergedFor(ctx, user, f.uploadKey);
      if (merged) return fail(merged.ok ? CHUNK_ERRORS.alreadyMerged : merged.msg);
      const target = uploadTarget(ctx, user, f);
      if (!target.ok) return fail(target.msg);
      let session = sessionByKey(ctx, f.uploadKey);
      if (session && session.userId !== user.id) return fail(ACCESS_ERRORS.forbidden);
      if (
        session &&
        (session.md5 !== f.md5 ||
          session.fileSize !== f.fileSize ||
          session.sliceSize !== f.sliceSize)
      ) {
        await dropSession(ctx, rt, session.uploadId);
        session = undefined;
      }
      session ??= await createSession(ctx, rt, {
        uploadKey: f.uploadKey,
        userId: user.id,
        md5: f.md5,
        fileName: f.fileName,
        fileSize: f.fileSize,
        sliceSize: f.sliceSize,
        sliceCount: f.sliceCount,
        rwid: target.business?.task.rwid ?? '',
        businessId: target.business?.businessId ?? f.businessId,
        businessType: target.business?.businessType ?? BUSINESS_TYPE.recorder,
        businessUsage: f.businessUsage ?? null,
        wsyllx: f.wsyllx ?? null,
        showName: f.showName ?? '',
        remark: f.remark ?? null,
      });
      if (!target.business) rememberRecorderFields(ctx, f.uploadKey, f);
      const { urls, expiresAt } = sliceUrls(ctx, rt, session);
      return ok({
        uploadId: session.uploadId,
        sliceSize: session.sliceSize,
        urls,
        expiresAt,
        uploaded: heldSlices(rt, session.uploadId),
      });
    });
  });

  app.post(UPLOADS_API.chunkMerge, async (request, reply) => {
    const parsed = parseBody(mergeBody, request.body);
    const key = parsed.ok ? parsed.value.uploadKey : '';
    const user = currentUser(request);
    // Injected faults run inside the lock, so a stalled merge keeps its uploadKey busy.
    return withLock(rt, key, async () => {
      rt.merging.add(key);
      try {
        return await merge();
      } finally {
        rt.merging.delete(key);
      }
    });

    async function merge(): Promise<unknown> {
      const injected = await applyCallFault(rt.faults?.merge?.(), request, reply);
      if (injected) return injected;
      if (!parsed.ok) return fail(parsed.msg);
      const f = parsed.value;
      const merged = mergedFor(ctx, user, f.uploadKey);
      if (merged && !merged.ok) return fail(merged.msg);
      if (merged) {
        const row = attachmentOfKey(ctx, f.uploadKey) ?? videoOfKey(ctx, f.uploadKey);
        const saveName = row && 'savePath' in row ? row.savePath : null;
        return ok({
          fileId: merged.fileId,
          md5: row?.md5 ?? f.md5,
          size: row?.size ?? 0,
          saveName,
        });
      }
      const session = sessionById(ctx, f.uploadId);
      if (!session || session.uploadKey !== f.uploadKey) return fail(MERGE_MSG.unknownSession);
      if (session.userId !== user.id) return fail(ACCESS_ERRORS.forbidden);
      if (session.businessType === BUSINESS_TYPE.recorder) {
        const file = {
          businessId: session.businessId,
          fileName: session.fileName,
          showName: session.showName,
        };
        const made = await mergeSession(ctx, session, f.md5, (digest) =>
          insertUploadedVideo(ctx, user, session.uploadKey, digest, session.fileSize, file),
        );
        if (!made.ok) return fail(made.msg, made.code);
        return ok({ fileId: made.row.id, md5: made.row.md5, size: made.row.size, saveName: null });
      }
      const access = businessFor(ctx, user, session.businessType, session.businessId);
      if (!access.ok) return fail(access.msg);
      const business = access.business;
      const result = await mergeSession(ctx, session, f.md5, (digest) =>
        insertAttachment(ctx, {
          business,
          user,
          md5: digest,
          size: session.fileSize,
          fileName: session.fileName,
          showName: session.showName,
          remark: session.remark ?? undefined,
          businessUsage: session.businessUsage ?? undefined,
          wsyllx: session.wsyllx ?? undefined,
          uploadKey: session.uploadKey,
        }),
      );
      if (!result.ok) return fail(result.msg, result.code);
      recordOperation(
        ctx,
        result.row.rwid,
        user,
        request.ip,
        `上传附件：${fullNameOf(result.row)}`,
      );
      return ok({
        fileId: result.row.id,
        md5: result.row.md5,
        size: result.row.size,
        saveName: result.row.savePath,
      });
    }
  });
}
