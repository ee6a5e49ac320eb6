// The upload queue's state machine and retry policy. Pure: main's queue runs them, the renderer
// labels them, tests pin them.

/**
 * - held: chosen in the attachment dialog, waiting for Save (its MD5 is computed meanwhile)
 * - hashing: preparation — MD5 of the file
 * - queued: ready, waiting for its turn, the network or a retry time (nextAttemptAt)
 * - checking: preupload — check by MD5, then init
 * - uploading: slices going up
 * - merging: all slices stored; the server merges and verifies the MD5
 * - done: the server confirmed the merged file (or already had it: instant upload)
 * - paused: stopped by the officer
 * - failed: cannot succeed without the officer (reason shown, retry offered)
 * - cancelled: removed by the officer (kept in the table until cleared, never shown as done)
 */
export const UPLOAD_STATES = [
  'held',
  'hashing',
  'queued',
  'checking',
  'uploading',
  'merging',
  'done',
  'paused',
  'failed',
  'cancelled',
] as const;

export type UploadState = (typeof UPLOAD_STATES)[number];

const ACTIVE: readonly UploadState[] = ['hashing', 'queued', 'checking', 'uploading', 'merging'];

const NEXT: Record<UploadState, readonly UploadState[]> = {
  held: ['hashing', 'queued', 'cancelled', 'failed'],
  hashing: ['held', 'queued', 'paused', 'failed', 'cancelled'],
  queued: ['hashing', 'checking', 'paused', 'failed', 'cancelled'],
  checking: ['queued', 'uploading', 'merging', 'done', 'paused', 'failed', 'cancelled'],
  uploading: ['queued', 'checking', 'merging', 'paused', 'failed', 'cancelled'],
  merging: ['queued', 'checking', 'done', 'paused', 'failed', 'cancelled'],
  done: [],
  paused: ['queued', 'hashing', 'cancelled'],
  failed: ['queued', 'hashing', 'cancelled'],
  cancelled: [],
};

export const canMove = (from: UploadState, to: UploadState): boolean => NEXT[from].includes(to);

export const isActive = (s: UploadState): boolean => ACTIVE.includes(s);

export const isFinished = (s: UploadState): boolean => s === 'done' || s === 'cancelled';

/** Files the officer still waits for (the upload centre's badge). */
export const isWaiting = (s: UploadState): boolean => s === 'held' || isActive(s) || s === 'paused';

export const canPause = (s: UploadState): boolean => isActive(s);

export const canResume = (s: UploadState): boolean => s === 'paused';

export const canRetry = (s: UploadState): boolean => s === 'failed';

export const canCancel = (s: UploadState): boolean => !isFinished(s);

/** How the old dialog shows a queue state: waiting (warning), uploading (info), success, failed (danger). */
export type DialogStatus = 'waiting' | 'uploading' | 'success' | 'failed';

export function dialogStatusOf(s: UploadState): DialogStatus {
  if (s === 'held') return 'waiting';
  if (s === 'done') return 'success';
  if (s === 'failed' || s === 'cancelled') return 'failed';
  return 'uploading';
}

/** The chunked uploader's stages (spec 02 §4): preparation, preupload, uploading, success, error. */
export type ChunkedStage = 'preparation' | 'preupload' | 'uploading' | 'success' | 'error';

export function chunkedStageOf(s: UploadState): ChunkedStage {
  if (s === 'held' || s === 'hashing') return 'preparation';
  if (s === 'queued' || s === 'checking') return 'preupload';
  if (s === 'done') return 'success';
  if (s === 'failed' || s === 'cancelled') return 'error';
  return 'uploading';
}

// ---- Retry policy ----

export const RETRY = {
  baseMs: 1000,
  maxMs: 60_000,
  /** A slice PUT with no progress for this long is aborted and retried. */
  stallMs: 30_000,
  /** Retry-After is honoured up to this long. */
  maxRetryAfterMs: 10 * 60_000,
} as const;

/** Exponential backoff with full jitter: random in [base·2^(attempt-1)/2, base·2^(attempt-1)], capped. */
export function backoffMs(
  attempt: number,
  random: () => number = Math.random,
  policy: { baseMs: number; maxMs: number } = RETRY,
): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed))
    return Math.min(RETRY.maxRetryAfterMs, Math.round(Number(trimmed) * 1000));
  const at = Date.parse(trimmed);
  return Number.isFinite(at) ? Math.min(RETRY.maxRetryAfterMs, Math.max(0, at - nowMs)) : null;
}

/** What to do about a failed request. */
export type FailureKind =
  | 'retry' // network error, 5xx, 429, stall: back off and try again
  | 'reinit' // the slice URL expired or its signature is refused: ask init for fresh URLs
  | 'relogin' // 401: the session must be renewed (the queue waits for sign-in)
  | 'fatal';

// a 4xx that cannot succeed: stop with the reason, offer retry

export type Failure = {
  status?: number | null;
  network?: boolean;
  stalled?: boolean;
  sliceUrl?: boolean;
};

export function classifyFailure(f: Failure): FailureKind {
  if (f.network || f.stalled || f.status === null || f.status === undefined) return 'retry';
  const s = f.status;
  if (s === 429 || s === 408 || s >= 500) return 'retry';
  if (s === 401) return 'relogin';
  if (f.sliceUrl && (s === 403 || s === 404 || s === 410)) return 'reinit';
  return 'fatal';
}

/** Delay before the next attempt: Retry-After when the server gave one, else backoff. */
export function nextDelayMs(
  attempt: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  return retryAfterMs !== null ? retryAfterMs : backoffMs(attempt, random);
}

/** Seconds left at the current speed; null when unknown. */
export function etaSeconds(remainingBytes: number, bytesPerSecond: number): number | null {
  if (remainingBytes <= 0) return 0;
  if (!(bytesPerSecond > 0)) return null;
  return Math.ceil(remainingBytes / bytesPerSecond);
}
