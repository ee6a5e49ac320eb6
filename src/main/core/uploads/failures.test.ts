import { describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { FailureMemory, type FailureContext } from './failures';
import { MAX_MERGE_REFUSALS, MAX_QUICK_REINITS } from './policy';
import type { QueueRow } from './store';
import { TransferError } from './transport';

const ctx: FailureContext = { online: true, now: 10_000, random: () => 0.5 };
const row = { id: 'u1', attempts: 0 } as QueueRow;
const expired = new TransferError('x', { status: 403, sliceUrl: true });
const refused = new TransferError('MD5不一致', { status: 400 }, null, true);

describe('failure memory', () => {
  it('re-inits at once a few times in a row, then backs off; a fresh start counts again', () => {
    const memory = new FailureMemory();
    for (let i = 0; i < MAX_QUICK_REINITS; i++) {
      expect(memory.after(row, expired, ctx)).toEqual({
        to: 'queued',
        patch: { reason: null, nextAttemptAt: 10_000, attempts: 0 },
        dropSlices: false,
        waitLogin: false,
      });
    }
    expect(memory.after(row, expired, ctx).patch).toMatchObject({
      nextAttemptAt: 10_750,
      attempts: 1,
      reason: M.uploadRetryIn(1),
    });
    memory.forget(row.id);
    expect(memory.after(row, expired, ctx).patch).toMatchObject({
      nextAttemptAt: 10_000,
      attempts: 0,
    });
  });

  it('a refused merge drops the slices and the hash, and after too many in a row the file fails', () => {
    const memory = new FailureMemory();
    for (let i = 0; i < MAX_MERGE_REFUSALS; i++) {
      expect(memory.after(row, refused, ctx)).toEqual({
        to: 'queued',
        patch: {
          reason: M.uploadMd5Mismatch,
          nextAttemptAt: null,
          attempts: 0,
          md5: null,
          uploadId: null,
        },
        dropSlices: true,
        waitLogin: false,
      });
    }
    const last = memory.after(row, refused, ctx);
    expect(last).toEqual({
      to: 'failed',
      patch: {
        reason: M.uploadServerRefused('MD5不一致'),
        nextAttemptAt: null,
        md5: null,
        uploadId: null,
      },
      dropSlices: true,
      waitLogin: false,
    });
    // Failing forgets the refusals: the officer's retry starts a new series.
    expect(memory.after(row, refused, ctx).to).toBe('queued');
  });

  it('a lost login waits for the next sign-in', () => {
    expect(
      new FailureMemory().after(row, new TransferError('x', { status: 401 }), ctx),
    ).toMatchObject({ to: 'queued', waitLogin: true, patch: { reason: M.uploadWaitingLogin } });
  });
});
