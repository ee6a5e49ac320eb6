import type { QueueRow } from './store';

// The queue's scheduling decisions, as pure functions of the rows: which file to hash next (one at
// a time: hashing is disk-bound) and which queued files may start uploading now.

/** The next file without an MD5 that waits to be hashed (queued, or held for the dialog's Save). */
export function nextToHash(rows: readonly QueueRow[]): QueueRow | null {
  return rows.find((r) => r.md5 === null && (r.state === 'queued' || r.state === 'held')) ?? null;
}

export type Due = {
  /** Files to start now, in queue order, without exceeding the number of files at once. */
  start: QueueRow[];
  /** When the earliest file waiting out a retry delay becomes due (null: none waits). */
  wakeAt: number | null;
};

export function dueUploads(
  rows: readonly QueueRow[],
  at: { now: number; running: ReadonlyMap<string, unknown>; maxFiles: number },
): Due {
  const start: QueueRow[] = [];
  let wakeAt: number | null = null;
  for (const row of rows) {
    if (row.state !== 'queued' || row.md5 === null || row.held || at.running.has(row.id)) continue;
    if (row.nextAttemptAt !== null && row.nextAttemptAt > at.now) {
      wakeAt = wakeAt === null ? row.nextAttemptAt : Math.min(wakeAt, row.nextAttemptAt);
      continue;
    }
    if (at.running.size + start.length < at.maxFiles) start.push(row);
  }
  return { start, wakeAt };
}
