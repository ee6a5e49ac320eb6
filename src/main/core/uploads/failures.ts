import { planFailure, type PlanInput } from './policy';
import type { QueueRow } from './store';
import { TransferError } from './transport';

// What the queue remembers between one file's failed attempts (quick re-inits in a row, refused
// merges in a row), and the row change a failure leads to: the retry policy applied to the row.
// Memory only: after a restart a file's counts begin again, as its upload session does.

export type AfterFailure = {
  to: 'queued' | 'failed';
  patch: Partial<QueueRow>;
  /** The server dropped the upload session's slices at merge: the queue must drop its record of them. */
  dropSlices: boolean;
  /** The login is gone: no file goes on until the officer signs in again. */
  waitLogin: boolean;
};

export type FailureContext = Pick<PlanInput, 'online' | 'now' | 'random' | 'backoff'>;

export class FailureMemory {
  private readonly reinits = new Map<string, number>();
  private readonly mergeRefusals = new Map<string, number>();

  /** A fresh start (the officer's retry, or the file is done): the counts in a row begin again. */
  forget(id: string): void {
    this.reinits.delete(id);
    this.mergeRefusals.delete(id);
  }

  /** The state and row change after a failed attempt; remembers what the next failure depends on. */
  after(row: QueueRow, err: unknown, ctx: FailureContext): AfterFailure {
    const reinits = this.reinits.get(row.id) ?? 0;
    const mergeRefusals = this.mergeRefusals.get(row.id) ?? 0;
    const plan = planFailure({ ...ctx, err, attempts: row.attempts, reinits, mergeRefusals });
    // A refused merge also makes the hash suspect: it is computed again before the next session.
    const dropSlices = err instanceof TransferError && err.mergeRefused;
    if (plan.to === 'failed') {
      this.mergeRefusals.delete(row.id);
      const patch: Partial<QueueRow> = {
        reason: plan.reason,
        nextAttemptAt: null,
        ...(dropSlices ? { md5: null, uploadId: null } : {}),
      };
      return { to: 'failed', patch, dropSlices, waitLogin: false };
    }
    if (plan.reinit) this.reinits.set(row.id, reinits + 1);
    else this.reinits.delete(row.id);
    const patch: Partial<QueueRow> = {
      reason: plan.reason,
      nextAttemptAt: plan.nextAttemptAt,
      attempts: plan.attempts,
    };
    if (plan.rehash) {
      this.mergeRefusals.set(row.id, mergeRefusals + 1);
      Object.assign(patch, { md5: null, uploadId: null });
    }
    return { to: 'queued', patch, dropSlices, waitLogin: plan.waitLogin === true };
  }
}
