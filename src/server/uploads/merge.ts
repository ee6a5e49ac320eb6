import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { uploadSessions, type UploadSessionRow } from './tables';
import { hasStoredObject, moveIntoStore } from '../util/store';
import { HashCursor } from './hash-cursor';
import { partFileOf } from './runtime';
import { cursorOf, dropSession, heldSlices } from './sessions';

// Merge of a chunked upload: every slice held, the whole file's MD5 (from the running hash, or
// computed again after a restart) equal to the client's, then the part file is renamed into the
// store and the attachment (or platform video) row inserted. Nothing half-written is ever visible: the store only
// receives a verified file, and a mismatch drops the session so the client starts again.

export const MERGE_ERRORS = {
  unknownSession: '上传会话不存在或已结束',
  incomplete: '分片未上传完整',
  mismatch: '文件校验失败',
  failed: '文件合并失败，请稍后重试',
} as const;

export type MergeResult<T> = { ok: true; row: T } | { ok: false; msg: string; code: number };

/** The whole file's MD5: the running hash, or one fresh pass over the part file. */
async function digestOf(ctx: ServerContext, session: UploadSessionRow): Promise<string | null> {
  const rt = ctx.uploads;
  const part = partFileOf(rt, session.uploadId);
  // A merge cut between the rename into the store and the row's commit left the verified bytes
  // in the store under the session's MD5: they are the file.
  if (!existsSync(part)) return hasStoredObject(ctx.dataDir, session.md5) ? session.md5 : null;
  const running = await cursorOf(rt, session).digest();
  rt.cursors.delete(session.uploadId);
  if (running) return running;
  const fresh = new HashCursor(
    part,
    session.fileSize,
    session.sliceSize,
    session.sliceCount,
    () => true,
  );
  return fresh.digest();
}

/** `link` makes the verified bytes visible (an attachment row, a platform video), in the session's transaction. */
export async function mergeSession<T>(
  ctx: ServerContext,
  session: UploadSessionRow,
  md5: string,
  link: (digest: string) => T,
): Promise<MergeResult<T>> {
  const rt = ctx.uploads;
  const held = heldSlices(rt, session.uploadId);
  const part = partFileOf(rt, session.uploadId);
  if (held.length < session.sliceCount && existsSync(part))
    return { ok: false, msg: MERGE_ERRORS.incomplete, code: 400 };
  const digest = await digestOf(ctx, session);
  if (digest === null) return { ok: false, msg: MERGE_ERRORS.failed, code: 500 };
  if (digest !== md5 || digest !== session.md5) {
    await dropSession(ctx, rt, session.uploadId);
    return { ok: false, msg: MERGE_ERRORS.mismatch, code: 400 };
  }
  if (existsSync(part)) await moveIntoStore(ctx.dataDir, part, digest);
  const row = ctx.db.transaction(() => {
    const inserted = link(digest);
    ctx.db.delete(uploadSessions).where(eq(uploadSessions.uploadId, session.uploadId)).run();
    rt.sql.dropSlices.run(session.uploadId);
    return inserted;
  });
  return { ok: true, row };
}
