import { M } from '../../../shared/messages';
import { abortError } from './hasher';
import { SourceChangedError, type Live, type RunContext } from './runner';
import type { QueueRow } from './store';
import { SourceReadError, TransferError } from './transport';
import { baseNameOf } from '../../../shared/common/files';
import type { StoredFile } from '../../../shared/uploads/schemas';

// One attempt at one batch: the files the attachment dialog saved together (or the upload form
// queued together) go up in one multipart request (spec 01 §7). First the check: the business's
// list, where a file already stored with the same MD5 and title (an earlier attempt whose answer
// was lost, a crash before its commit) is done without being sent again. Then the request, whose
// sent bytes are each file's progress. A failure of the request ends the attempt by throwing: the
// queue applies the retry policy to every file of it and the batch goes again whole, from the
// check. What concerns one file only (its source changed, its stored bytes differ from its hash)
// stops that file alone.

const guard = (signal: AbortSignal): void => {
  if (signal.aborted) throw abortError();
};

/** The title the batch call gives the file (newProps SHOW_NAME): the server stores it as sent. */
export const showNameOf = (row: Pick<QueueRow, 'title' | 'name'>): string =>
  row.title.trim() || baseNameOf(row.name);

/** The stored attachment that is this queued file: same MD5, same title. */
export const storedAs = (records: readonly StoredFile[], row: QueueRow): StoredFile | undefined =>
  records.find((r) => r.MD5 === row.md5 && (r.SHOW_NAME ?? '').trim() === showNameOf(row));

/** Files of the batch the business already has are done; the rest are answered. */
async function settleStored(
  ctx: RunContext,
  rows: readonly QueueRow[],
  signal: AbortSignal,
): Promise<QueueRow[]> {
  const records = await ctx.transport.listStored(rows[0].target);
  guard(signal);
  const left: QueueRow[] = [];
  for (const row of rows) {
    const found = storedAs(records, row);
    if (found) ctx.finish(row, found.ID);
    else left.push(row);
  }
  return left;
}

export async function runBatch(
  ctx: RunContext,
  rows: readonly QueueRow[],
  lives: ReadonlyMap<string, Live>,
  signal: AbortSignal,
): Promise<void> {
  // A file changed or gone since it was hashed stops alone; the others go on without it.
  let going: QueueRow[] = [];
  for (const row of rows) {
    if (!row.md5) throw new Error(`runBatch without md5: ${row.id}`);
    const same = await ctx.sourceUnchanged(row);
    guard(signal);
    if (same) going.push(row);
    else ctx.fail(row, new SourceChangedError());
  }
  if (going.length === 0) return;
  for (const row of going) ctx.move(row, 'checking');
  going = await settleStored(ctx, going, signal);
  if (going.length === 0) return;

  for (const row of going) {
    lives.get(row.id)?.inflight.set(0, 0);
    ctx.move(row, 'uploading');
  }
  let records: StoredFile[];
  try {
    records = await ctx.transport.sendBatch({
      target: going[0].target,
      files: going.map((r) => ({
        path: r.path,
        name: r.name,
        size: r.size,
        showName: showNameOf(r),
        remark: r.remark,
      })),
      signal,
      onProgress: (index, sent) => {
        const row = going[index];
        if (signal.aborted || !row) return;
        lives.get(row.id)?.inflight.set(0, sent);
        // Every byte of the file handed over: the server stores and hashes it now.
        if (sent >= row.size && row.state === 'uploading') ctx.move(row, 'merging');
        ctx.progress(row);
      },
    });
  } catch (err) {
    // One file could not be read whole: it stops; the others go again at once without it.
    if (err instanceof SourceReadError && err.index !== null && going[err.index]) {
      guard(signal);
      const bad = going[err.index];
      ctx.fail(bad, err);
      for (const row of going)
        if (row !== bad) ctx.move(row, 'queued', { reason: null, nextAttemptAt: null });
      return;
    }
    throw err;
  }
  guard(signal);

  // The answer names the files in order; otherwise (another shape, another count) they are
  // looked up by MD5 and title.
  const inOrder = records.length === going.length;
  const unnamed: QueueRow[] = [];
  for (const [i, row] of going.entries()) {
    const record = inOrder ? records[i] : storedAs(records, row);
    if (!record) {
      unnamed.push(row);
      continue;
    }
    if (record.MD5 && record.MD5 !== row.md5) {
      // The server hashed other bytes than those hashed here: the file changed while it went up.
      // The wrong copy goes again, and the file is hashed anew before it is sent again.
      await ctx.transport.remove(record.ID, row.target.runId);
      guard(signal);
      ctx.fail(row, new TransferError(M.uploadMd5Mismatch, { status: 400 }, null, true));
      continue;
    }
    if (row.state === 'uploading') ctx.move(row, 'merging');
    ctx.finish(row, record.ID);
  }
  if (unnamed.length === 0) return;
  for (const row of unnamed) if (row.state === 'uploading') ctx.move(row, 'merging');
  // Not found either: the attempt failed as a whole for them; the next one starts with the check.
  const left = await settleStored(ctx, unnamed, signal);
  if (left.length > 0) throw new TransferError(M.errBadResponse, { status: null });
}
