import { M } from '../../../shared/messages';
import { abortError } from './hasher';
import { answerProof } from './proof';
import { SpeedMeter } from './progress';
import type { QueueRow, UploadStore } from './store';
import { TransferError, type UploadTransport } from './transport';
import { baseNameOf } from '../../../shared/common/files';
import { CHECK_CODE, sliceCountOf, sliceRange } from '../../../shared/uploads/rules';
import type { UploadState } from '../../../shared/uploads/queue-rules';

// One attempt at one file by the chunked protocol (batch-runner.ts sends the multipart batches):
// check → init → PUT the missing slices (3 at a time) → merge. Any failure
// ends the attempt by throwing; the queue decides what happens next (retry policy) and every retry
// starts again from check, so the server's word on which slices it holds always comes first.

/** What the queue knows about a file while it runs (memory only; the database has the rest). */
export type Live = {
  /** Slices the server confirmed (the database's upload_slices, plus the server's list). */
  confirmed: Set<number>;
  /** Bytes of slices in flight handed to the socket so far. */
  inflight: Map<number, number>;
  bytesHashed: number;
  meter: SpeedMeter;
};

/** A file's in-memory progress, from the slices the database says the server holds. */
export const newLive = (confirmed: Iterable<number> = []): Live => ({
  confirmed: new Set(confirmed),
  inflight: new Map(),
  bytesHashed: 0,
  meter: new SpeedMeter(),
});

export interface RunContext {
  readonly transport: UploadTransport;
  readonly store: UploadStore;
  readonly concurrency: number;
  /** Moves the row to a state and commits it before returning. */
  move(row: QueueRow, to: UploadState, patch?: Partial<QueueRow>): void;
  /** The file is done: committed, staged copy removed. */
  finish(row: QueueRow, fileId: string | null): void;
  /** One file of a batch failed on its own: the retry policy for it alone. */
  fail(row: QueueRow, err: unknown): void;
  /** False when the source's size or mtime differ from the queued ones, or it is gone. */
  sourceUnchanged(row: QueueRow): Promise<boolean>;
  /** In-flight bytes moved (throttled by the queue). */
  progress(row: QueueRow): void;
}

/** The source was changed, moved or deleted after it was queued. */
export class SourceChangedError extends Error {
  constructor() {
    super(M.uploadSourceChanged);
    this.name = 'SourceChangedError';
  }
}

const guard = (signal: AbortSignal): void => {
  if (signal.aborted) throw abortError();
};

export function bytesDone(row: QueueRow, live: Live): number {
  let total = 0;
  for (const i of live.confirmed) {
    const { start, end } = sliceRange(i, row.size, row.sliceSize);
    total += Math.max(0, end - start);
  }
  for (const b of live.inflight.values()) total += b;
  return Math.min(total, row.size);
}

export async function runUpload(
  ctx: RunContext,
  row: QueueRow,
  live: Live,
  signal: AbortSignal,
): Promise<void> {
  const md5 = row.md5;
  if (!md5) throw new Error(`runUpload without md5: ${row.id}`);
  if (!(await ctx.sourceUnchanged(row))) throw new SourceChangedError();
  guard(signal);
  ctx.move(row, 'checking');
  const base = {
    uploadKey: row.id,
    md5,
    fileName: row.name,
    fileSize: row.size,
    businessId: row.target.businessId,
    businessType: row.target.businessType,
    runId: row.target.runId,
    ...row.target.recorder,
  };
  let check = await ctx.transport.check(base);
  guard(signal);
  if (check.code === CHECK_CODE.notUploaded && check.proof) {
    // The server has these bytes and asks us to show we have them too; without an answer (the file
    // cannot be read there) or with a refused one, the upload goes on as a normal one.
    const proofMd5 = await answerProof(row.path, check.proof);
    guard(signal);
    if (proofMd5 !== null) {
      check = await ctx.transport.check({ ...base, proofId: check.proof.id, proofMd5 });
      guard(signal);
    }
  }
  if (check.code === CHECK_CODE.done) {
    // Already merged under this key, or the server has these bytes: an instant upload.
    ctx.finish(row, check.fileId ?? null);
    return;
  }
  if (check.code === CHECK_CODE.failure)
    throw new TransferError(check.msg || M.errServer(503), { status: 503 });

  const init = await ctx.transport.init({
    ...base,
    sliceSize: row.sliceSize,
    sliceCount: sliceCountOf(row.size, row.sliceSize),
    businessUsage: row.target.businessUsage,
    wsyllx: row.target.wsyllx,
    showName: row.title || baseNameOf(row.name),
    remark: row.remark,
  });
  guard(signal);

  // Local confirmations count only for the same server session and slicing; the server's list
  // always counts. Their union is what the server holds: none of it is sent again.
  const sameSession = row.uploadId === init.uploadId && init.sliceSize === row.sliceSize;
  const confirmed = new Set<number>(init.uploaded);
  if (check.code === CHECK_CODE.uploading && check.uploadId === init.uploadId)
    for (const i of check.uploaded) confirmed.add(i);
  const local = sameSession ? ctx.store.slices(row.id) : [];
  const needsWrite = !sameSession || [...confirmed].some((i) => !local.includes(i));
  for (const i of local) confirmed.add(i);
  if (needsWrite)
    ctx.store.setSlices(
      row.id,
      [...confirmed].sort((a, b) => a - b),
    );
  live.confirmed = confirmed;
  live.inflight.clear();
  ctx.move(row, 'uploading', { uploadId: init.uploadId, sliceSize: init.sliceSize });

  const count = sliceCountOf(row.size, row.sliceSize);
  if (init.urls.length < count) throw new TransferError(M.errBadResponse, { status: null });
  const missing: number[] = [];
  for (let i = 0; i < count; i++) if (!confirmed.has(i)) missing.push(i);
  await sendSlices(ctx, row, init.urls, missing, live, signal);

  if (!(await ctx.sourceUnchanged(row))) throw new SourceChangedError();
  guard(signal);
  ctx.move(row, 'merging');
  const merged = await ctx.transport.merge({ uploadId: init.uploadId, uploadKey: row.id, md5 });
  guard(signal);
  ctx.finish(row, merged.fileId);
}

/** Up to `ctx.concurrency` PUTs at once; after a failure no new slice starts, those in flight finish. */
async function sendSlices(
  ctx: RunContext,
  row: QueueRow,
  urls: readonly string[],
  missing: readonly number[],
  live: Live,
  signal: AbortSignal,
): Promise<void> {
  let next = 0;
  let failure: unknown = null;
  const lane = async (): Promise<void> => {
    while (failure === null && next < missing.length && !signal.aborted) {
      const index = missing[next++];
      const { start, end } = sliceRange(index, row.size, row.sliceSize);
      live.inflight.set(index, 0);
      try {
        await ctx.transport.putSlice({
          url: urls[index],
          path: row.path,
          start,
          end,
          signal,
          onProgress: (sent) => {
            if (signal.aborted) return;
            live.inflight.set(index, sent);
            ctx.progress(row);
          },
        });
        if (signal.aborted) return;
        // Committed before anything else: a kill from here on never re-sends this slice.
        ctx.store.confirmSlice(row.id, index);
        live.inflight.delete(index);
        live.confirmed.add(index);
        row.attempts = 0;
        ctx.progress(row);
      } catch (err) {
        live.inflight.delete(index);
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ctx.concurrency, missing.length) }, lane));
  guard(signal);
  if (failure !== null) throw failure;
}
