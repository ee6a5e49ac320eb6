import { bytesDone, type Live } from './runner';
import type { QueueRow } from './store';
import type { UploadItem } from '../../../shared/uploads/contract';
import { sliceCountOf, transportOf } from '../../../shared/uploads/rules';
import { etaSeconds, isActive, type UploadState } from '../../../shared/uploads/queue-rules';

// What the renderer sees of a queued file, and the bookkeeping behind the "network is back and
// everything went up" notice.

/** Parts a file goes up in: its slices, or one part of a batch request. */
export const partCount = (row: Pick<QueueRow, 'profile' | 'size' | 'sliceSize'>): number =>
  transportOf(row.profile) === 'multipart' ? 1 : sliceCountOf(row.size, row.sliceSize);

export function toItem(
  row: QueueRow,
  live: Live | undefined,
  running: boolean,
  now: number,
): UploadItem {
  const done = row.state === 'done' ? row.size : live ? bytesDone(row, live) : 0;
  const uploading = row.state === 'uploading' && running;
  const speed = uploading && live ? live.meter.speed(now) : 0;
  const sliceCount = partCount(row);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    remark: row.remark,
    size: row.size,
    md5: row.md5,
    state: row.state,
    bytesDone: done,
    bytesHashed: row.md5 ? row.size : (live?.bytesHashed ?? 0),
    sliceCount,
    slicesDone: row.state === 'done' ? sliceCount : (live?.confirmed.size ?? 0),
    speed,
    etaSeconds: uploading ? etaSeconds(row.size - done, speed) : null,
    reason: row.reason,
    nextAttemptAt: row.nextAttemptAt,
    attempts: row.attempts,
    profile: row.profile,
    target: row.target,
    fileId: row.fileId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Files that waited while offline; once the network is back, the set whose end is announced: when
 * none of them is active any more, the count of those done (if any) goes to `announce`, once.
 */
export class DrainWatch {
  private offline: Set<string> | null = null;
  private draining: Set<string> | null = null;

  constructor(private readonly announce: (count: number) => void) {}

  /** The network went away: these files now wait for it (with any still draining). */
  wentOffline(active: Iterable<string>): void {
    const waiting = new Set(active);
    for (const id of this.draining ?? []) waiting.add(id);
    this.draining = null;
    this.offline = waiting;
  }

  /** A file joined the queue (or was released) while offline. */
  joined(id: string): void {
    this.offline?.add(id);
  }

  cameBack(): void {
    if (this.offline && this.offline.size > 0) this.draining = this.offline;
    this.offline = null;
  }

  /** After each state change. */
  check(stateOf: (id: string) => UploadState | undefined): void {
    if (!this.draining) return;
    const states = [...this.draining].map(stateOf).filter((s): s is UploadState => s !== undefined);
    if (states.some(isActive)) return;
    this.draining = null;
    const count = states.filter((s) => s === 'done').length;
    if (count > 0) this.announce(count);
  }
}
