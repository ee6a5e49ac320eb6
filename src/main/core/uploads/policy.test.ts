import { describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { HashError } from './hasher';
import { MAX_MERGE_REFUSALS, MAX_QUICK_REINITS, planFailure, type PlanInput } from './policy';
import { ChangeThrottle, SpeedMeter } from './progress';
import { SourceChangedError } from './runner';
import { SourceReadError, toTransferError, TransferError } from './transport';
import { ApiError, AuthExpiredError, BadResponseError, OfflineError } from '../errors';
import { FakeClock } from './testing';

const base: Omit<PlanInput, 'err'> = {
  attempts: 0,
  online: true,
  now: 10_000,
  random: () => 0.5,
  reinits: 0,
  mergeRefusals: 0,
};
const plan = (err: unknown, extra: Partial<PlanInput> = {}): ReturnType<typeof planFailure> =>
  planFailure({ ...base, ...extra, err });

describe('failure plan', () => {
  it('network, 5xx, 408, 429 and stalls back off; Retry-After sets the time', () => {
    expect(plan(new TransferError('x', { network: true }))).toEqual({
      to: 'queued',
      reason: M.uploadRetryIn(1),
      nextAttemptAt: 10_750,
      attempts: 1,
    });
    expect(plan(new TransferError('x', { status: 503 }), { attempts: 2 })).toMatchObject({
      nextAttemptAt: 13_000,
      attempts: 3,
      reason: M.uploadRetryIn(3),
    });
    expect(plan(new TransferError('x', { status: 429 }, 20_000))).toMatchObject({
      nextAttemptAt: 30_000,
      reason: M.uploadRetryIn(20),
    });
    expect(plan(new TransferError('x', { stalled: true }))).toMatchObject({
      to: 'queued',
      attempts: 1,
    });
    expect(plan(new TransferError('x', { status: 408 }))).toMatchObject({
      to: 'queued',
      attempts: 1,
    });
  });

  it('offline waits for the network without a retry time', () => {
    expect(plan(new TransferError('x', { network: true }), { online: false })).toEqual({
      to: 'queued',
      reason: M.uploadWaitingNetwork,
      nextAttemptAt: null,
      attempts: 1,
    });
  });

  it('an expired or refused slice URL re-inits at once, a few times, then backs off', () => {
    const expired = new TransferError('x', { status: 403, sliceUrl: true });
    expect(plan(expired)).toEqual({
      to: 'queued',
      reason: null,
      nextAttemptAt: 10_000,
      attempts: 0,
      reinit: true,
    });
    expect(plan(new TransferError('x', { status: 410, sliceUrl: true }))).toMatchObject({
      reinit: true,
    });
    expect(plan(expired, { reinits: MAX_QUICK_REINITS })).toMatchObject({
      nextAttemptAt: 10_750,
      attempts: 1,
    });
  });

  it('401 waits for sign-in; other 4xx fail with the server reason', () => {
    expect(plan(new TransferError('x', { status: 401 }))).toMatchObject({
      to: 'queued',
      reason: M.uploadWaitingLogin,
      waitLogin: true,
      nextAttemptAt: null,
    });
    expect(plan(new TransferError('文件过大', { status: 413, sliceUrl: true }))).toEqual({
      to: 'failed',
      reason: M.uploadServerRefused('文件过大'),
    });
    expect(plan(new TransferError('无权限', { status: 403 }))).toEqual({
      to: 'failed',
      reason: M.uploadServerRefused('无权限'),
    });
  });

  it('a refused merge re-hashes and starts over, until it has been refused too often', () => {
    const refused = new TransferError('文件校验失败', { status: 400 }, null, true);
    expect(plan(refused)).toMatchObject({
      to: 'queued',
      reason: M.uploadMd5Mismatch,
      rehash: true,
    });
    expect(plan(refused, { mergeRefusals: MAX_MERGE_REFUSALS })).toEqual({
      to: 'failed',
      reason: M.uploadServerRefused('文件校验失败'),
    });
  });

  it('a changed or unreadable source fails; an unknown error fails visibly too', () => {
    expect(plan(new SourceChangedError())).toEqual({ to: 'failed', reason: M.uploadSourceChanged });
    expect(plan(new SourceReadError('ENOENT'))).toEqual({
      to: 'failed',
      reason: M.uploadSourceChanged,
    });
    expect(plan(new HashError('gone', 'ENOENT'))).toEqual({
      to: 'failed',
      reason: M.uploadSourceChanged,
    });
    expect(plan(new Error('bug'))).toEqual({ to: 'failed', reason: M.errInternal });
  });

  it("translates the BladeX client's errors", () => {
    expect((toTransferError(new OfflineError()) as TransferError).failure).toEqual({
      network: true,
    });
    expect((toTransferError(new AuthExpiredError()) as TransferError).failure).toEqual({
      status: 401,
    });
    expect((toTransferError(new ApiError('busy', 503)) as TransferError).failure).toEqual({
      status: 503,
    });
    expect((toTransferError(new BadResponseError('shape')) as TransferError).failure).toEqual({
      status: null,
    });
    const merge = toTransferError(new ApiError('文件校验失败', 400), true) as TransferError;
    expect(merge.mergeRefused).toBe(true);
    expect((toTransferError(new ApiError('x', 400)) as TransferError).mergeRefused).toBe(false);
    expect((toTransferError(new ApiError('x', 429), true) as TransferError).mergeRefused).toBe(
      false,
    );
  });
});

describe('progress timing', () => {
  it('speed over a sliding window, 0 when nothing moves', () => {
    const m = new SpeedMeter(5000);
    m.add(0, 0);
    expect(m.speed(100)).toBe(0);
    m.add(1000, 1_000_000);
    m.add(2000, 2_000_000);
    expect(m.speed(2000)).toBe(1_000_000);
    m.add(8000, 2_000_000);
    expect(m.speed(8000)).toBe(0);
    expect(m.speed(20_000)).toBe(0);
  });

  it('sends a state change at once and progress at most every 250 ms per item', async () => {
    const clock = new FakeClock();
    const sent: string[][] = [];
    const t = new ChangeThrottle(clock, (ids) => sent.push(ids));
    t.soon('a');
    t.soon('a');
    t.soon('a');
    t.soon('b');
    expect(sent).toEqual([['a'], ['b']]);
    await clock.advance(100);
    t.now('b');
    expect(sent).toEqual([['a'], ['b'], ['b']]);
    await clock.advance(149);
    expect(sent).toHaveLength(3);
    await clock.advance(1);
    expect(sent).toEqual([['a'], ['b'], ['b'], ['a']]);
    for (let i = 0; i < 100; i++) {
      t.soon('a');
      await clock.advance(10);
    }
    // 1 s of progress: four more at most
    expect(sent.length - 4).toBeLessThanOrEqual(4);
  });
});
