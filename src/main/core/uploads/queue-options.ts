import type { Logger } from '../logger';
import type { Hasher } from './hasher';
import type { Clock } from './progress';
import type { StatFn } from './source';
import type { QueueRow, UploadStore } from './store';
import type { UploadTransport } from './transport';
import type { UploadItem } from '../../../shared/uploads/contract';

// What the upload queue is built from and what it takes in.

/**
 * Two files at once: a third file's slices would only split the same link three ways (slower for
 * each, no faster in total), while two keep the link busy when one file waits on check or merge.
 */
export const MAX_FILES = 2;

export interface NetSignal {
  readonly online: boolean;
  onChange(listener: (s: { online: boolean }) => void): () => void;
}

export type QueueOptions = {
  store: UploadStore;
  transport: UploadTransport;
  hasher: Hasher;
  net: NetSignal;
  onChanged: (items: UploadItem[]) => void;
  onDrained: (count: number) => void;
  clock?: Clock;
  random?: () => number;
  logger?: Logger;
  maxFiles?: number;
  concurrency?: number;
  stat?: StatFn;
  removeFile?: (path: string) => Promise<void>;
  /** Backoff base and cap; RETRY's by default (the fault and crash tests shorten them). */
  backoff?: { baseMs: number; maxMs: number };
};

export type NewUpload = Omit<
  QueueRow,
  | 'state'
  | 'md5'
  | 'uploadId'
  | 'fileId'
  | 'reason'
  | 'attempts'
  | 'nextAttemptAt'
  | 'createdAt'
  | 'updatedAt'
>;

/** A chosen file's first row: held for the dialog's Save, else queued (with why it waits). */
export function newRow(n: NewUpload, now: number, waitingFor: string | null): QueueRow {
  return {
    ...n,
    state: n.held ? 'held' : 'queued',
    md5: null,
    uploadId: null,
    fileId: null,
    reason: n.held ? null : waitingFor,
    attempts: 0,
    nextAttemptAt: null,
    createdAt: now,
    updatedAt: now,
  };
}
