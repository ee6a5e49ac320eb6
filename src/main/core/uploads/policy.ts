import { M } from '../../../shared/messages';
import { HashError } from './hasher';
import { SourceChangedError } from './runner';
import { SourceReadError, TransferError } from './transport';
import { RETRY, backoffMs, classifyFailure } from '../../../shared/uploads/queue-rules';

// What a failed attempt leads to. Every outcome keeps the file in the queue with a visible reason:
// back to 'queued' (with a retry time, or waiting for the network or a sign-in) or 'failed' (the
// officer's retry button). Nothing is dropped.

/** Re-inits in a row before an expired-URL answer counts as a failure to back off from. */
export const MAX_QUICK_REINITS = 3;
/** Merges refused in a row (each followed by a re-hash and a fresh session) before giving up. */
export const MAX_MERGE_REFUSALS = 3;

export type FailurePlan =
  | {
      to: 'queued';
      reason: string | null;
      nextAttemptAt: number | null;
      attempts: number;
      waitLogin?: boolean;
      rehash?: boolean;
      reinit?: boolean;
    }
  | { to: 'failed'; reason: string };

export type PlanInput = {
  err: unknown;
  attempts: number;
  online: boolean;
  now: number;
  random: () => number;
  /** Re-inits and merge refusals so far in a row for this file. */
  reinits: number;
  mergeRefusals: number;
  /** Backoff base and cap (RETRY's 1 s and 60 s; tests shorten them). */
  backoff?: { baseMs: number; maxMs: number };
};

export function planFailure(p: PlanInput): FailurePlan {
  const { err } = p;
  if (
    err instanceof SourceChangedError ||
    err instanceof SourceReadError ||
    err instanceof HashError
  ) {
    return { to: 'failed', reason: M.uploadSourceChanged };
  }
  if (!(err instanceof TransferError)) return { to: 'failed', reason: M.errInternal };
  if (err.mergeRefused) {
    // The server dropped the session's slices: hash again (the bytes may differ from the hash) and
    // start over from check; a server that keeps refusing stops the file with its reason.
    if (p.mergeRefusals + 1 > MAX_MERGE_REFUSALS)
      return { to: 'failed', reason: M.uploadServerRefused(err.message) };
    return {
      to: 'queued',
      reason: M.uploadMd5Mismatch,
      nextAttemptAt: null,
      attempts: p.attempts,
      rehash: true,
    };
  }
  const kind = classifyFailure(err.failure);
  if (kind === 'fatal') return { to: 'failed', reason: M.uploadServerRefused(err.message) };
  if (kind === 'relogin')
    return {
      to: 'queued',
      reason: M.uploadWaitingLogin,
      nextAttemptAt: null,
      attempts: p.attempts,
      waitLogin: true,
    };
  if (kind === 'reinit' && p.reinits < MAX_QUICK_REINITS) {
    // A fresh init answers fresh URLs at once: no reason to wait.
    return { to: 'queued', reason: null, nextAttemptAt: p.now, attempts: p.attempts, reinit: true };
  }
  const attempts = p.attempts + 1;
  if (!p.online)
    return { to: 'queued', reason: M.uploadWaitingNetwork, nextAttemptAt: null, attempts };
  const delay = err.retryAfterMs ?? backoffMs(attempts, p.random, p.backoff ?? RETRY);
  return {
    to: 'queued',
    reason: M.uploadRetryIn(Math.max(1, Math.ceil(delay / 1000))),
    nextAttemptAt: p.now + delay,
    attempts,
  };
}
