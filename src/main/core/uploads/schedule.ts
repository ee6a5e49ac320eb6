import type { QueueRow } from './store';
import { MAX_BATCH_FILES, transportOf } from '../../../shared/uploads/rules';

// The queue's scheduling decisions, as pure functions of the rows: which file to hash next (one at
// a time: hashing is disk-bound) and which jobs may start now. A job is one file by the chunked
// protocol, or one batch request of the multipart call: the files saved (or queued) together that
// are ready, at most MAX_BATCH_FILES of them.

/** The next file without an MD5 that waits to be hashed (queued, or held for the dialog's Save). */
export function nextToHash(rows: readonly QueueRow[]): QueueRow | null {
  return rows.find((r) => r.md5 === null && (r.state === 'queued' || r.state === 'held')) ?? null;
}

export const isBatchRow = (row: Pick<QueueRow, 'profile'>): boolean =>
  transportOf(row.profile) === 'multipart';

/**
 * The batch a multipart file belongs to: the id given to the files queued or saved together
 * (kept in `uploadId`, which only the chunked protocol uses otherwise), else the file alone; and
 * its business, which one request names once.
 */
export const batchOf = (row: Pick<QueueRow, 'id' | 'uploadId' | 'target'>): string => {
  const t = row.target;
  return JSON.stringify([
    row.uploadId ?? row.id,
    t.runId,
    t.businessType,
    t.businessId,
    t.businessUsage ?? '',
    t.wsyllx ?? '',
  ]);
};

export type Due = {
  /** Jobs to start now, in queue order, without exceeding the number of jobs at once. */
  start: QueueRow[][];
  /** When the earliest file waiting out a retry delay becomes due (null: none waits). */
  wakeAt: number | null;
};

/** A batch still being prepared (a file of it hashing, or waiting to be) waits for it. */
const preparing = (r: QueueRow): boolean =>
  !r.held && (r.state === 'hashing' || (r.state === 'queued' && r.md5 === null));

export function dueUploads(
  rows: readonly QueueRow[],
  at: {
    now: number;
    /** Files in a running job. */
    running: ReadonlyMap<string, unknown>;
    /** Jobs running now. */
    jobs: number;
    maxJobs: number;
  },
): Due {
  const start: QueueRow[][] = [];
  const taken = new Set<string>();
  let wakeAt: number | null = null;
  const ready = (r: QueueRow): boolean =>
    r.state === 'queued' &&
    r.md5 !== null &&
    !r.held &&
    !at.running.has(r.id) &&
    !taken.has(r.id) &&
    (r.nextAttemptAt === null || r.nextAttemptAt <= at.now);
  // The files of each batch, grouped once.
  const batches = new Map<string, QueueRow[]>();
  for (const r of rows) {
    if (!isBatchRow(r)) continue;
    const key = batchOf(r);
    const group = batches.get(key);
    if (group) group.push(r);
    else batches.set(key, [r]);
  }
  for (const row of rows) {
    if (row.state !== 'queued' || row.md5 === null || row.held || at.running.has(row.id)) continue;
    if (taken.has(row.id)) continue;
    if (row.nextAttemptAt !== null && row.nextAttemptAt > at.now) {
      wakeAt = wakeAt === null ? row.nextAttemptAt : Math.min(wakeAt, row.nextAttemptAt);
      continue;
    }
    let job = [row];
    if (isBatchRow(row)) {
      const batch = batches.get(batchOf(row)) ?? [row];
      if (batch.some(preparing)) continue;
      job = batch.filter(ready).slice(0, MAX_BATCH_FILES);
    }
    if (at.jobs + start.length >= at.maxJobs) continue;
    for (const r of job) taken.add(r.id);
    start.push(job);
  }
  return { start, wakeAt };
}
