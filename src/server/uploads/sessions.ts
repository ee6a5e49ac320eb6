import { randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { uploadSessions, type UploadSessionRow } from './tables';
import { HashCursor } from './hash-cursor';
import { partFileOf, type UploadRuntime } from './runtime';
import { UPLOADS_API } from '../../shared/uploads/constants';

// Upload sessions: one per uploadKey until merged, in SQLite with their held slices, and a part
// file of the file's full size into which slices are written in place.

export const sessionById = (ctx: ServerContext, uploadId: string): UploadSessionRow | undefined =>
  ctx.db.select().from(uploadSessions).where(eq(uploadSessions.uploadId, uploadId)).get();

export const sessionByKey = (ctx: ServerContext, uploadKey: string): UploadSessionRow | undefined =>
  ctx.db.select().from(uploadSessions).where(eq(uploadSessions.uploadKey, uploadKey)).get();

export const heldSlices = (rt: UploadRuntime, uploadId: string): number[] =>
  rt.sql.heldList.all(uploadId).map((r) => r.IDX);

/** Byte length slice `index` of the session must have. */
export const expectedLength = (
  s: Pick<UploadSessionRow, 'fileSize' | 'sliceSize'>,
  index: number,
): number => Math.max(0, Math.min(s.sliceSize, s.fileSize - index * s.sliceSize));

export type NewSession = Omit<UploadSessionRow, 'uploadId' | 'createdAt'>;

/** Creates the session row and its part file (sparse, of the file's size). */
export async function createSession(
  ctx: ServerContext,
  rt: UploadRuntime,
  fields: NewSession,
): Promise<UploadSessionRow> {
  const row: UploadSessionRow = {
    ...fields,
    uploadId: randomBytes(16).toString('hex'),
    createdAt: ctx.now(),
  };
  await mkdir(rt.dir, { recursive: true });
  const handle = await open(partFileOf(rt, row.uploadId), 'w');
  try {
    await handle.truncate(row.fileSize);
  } finally {
    await handle.close();
  }
  ctx.db.insert(uploadSessions).values(row).run();
  return row;
}

/** Forgets a session: its held slices, its part file and its running MD5 (stats are kept). */
export async function dropSession(
  ctx: ServerContext,
  rt: UploadRuntime,
  uploadId: string,
): Promise<void> {
  ctx.db.$client.transaction(() => {
    rt.sql.dropSlices.run(uploadId);
    ctx.db.delete(uploadSessions).where(eq(uploadSessions.uploadId, uploadId)).run();
  })();
  rt.cursors.get(uploadId)?.dispose();
  rt.cursors.delete(uploadId);
  await rm(partFileOf(rt, uploadId), { force: true });
}

/** Signed slice URLs (relative to the server), one per slice in index order. */
export function sliceUrls(
  ctx: ServerContext,
  rt: UploadRuntime,
  s: UploadSessionRow,
): { urls: string[]; expiresAt: number } {
  const expiresAt = ctx.now() + rt.ttlSeconds * 1000;
  const urls = Array.from(
    { length: s.sliceCount },
    (_, i) =>
      `${UPLOADS_API.slicePrefix}${s.uploadId}/${i}?expires=${expiresAt}&signature=${rt.sign(s.uploadId, i, expiresAt)}`,
  );
  return { urls, expiresAt };
}

/** The session's running MD5, created on first use (again from slice 0 after a restart). */
export function cursorOf(rt: UploadRuntime, s: UploadSessionRow): HashCursor {
  let cursor = rt.cursors.get(s.uploadId);
  if (!cursor) {
    cursor = new HashCursor(
      partFileOf(rt, s.uploadId),
      s.fileSize,
      s.sliceSize,
      s.sliceCount,
      (i) => rt.sql.held.get(s.uploadId, i) !== undefined,
    );
    rt.cursors.set(s.uploadId, cursor);
  }
  return cursor;
}
