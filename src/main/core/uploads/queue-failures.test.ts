import { describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { setup } from './queue-testing';
import { settle } from './testing';
import { TransferError } from './transport';

// The queue's retry policy: server errors, rate limits, stalls, expired URLs, expired logins,
// refusals, merge checksum mismatches and changed sources.

describe('upload queue failures', () => {
  it('a 500 on a slice backs off with jitter, then resumes from check without re-sending confirmed slices', async () => {
    const t = setup();
    let failed = false;
    t.transport.fault = (op, info) => {
      if (op === 'put' && info.index === 1 && !failed) {
        failed = true;
        return new TransferError('服务器错误', { status: 500, sliceUrl: true });
      }
      return null;
    };
    const q = t.make();
    q.start();
    q.add([t.file('a', 25)]);
    await settle();
    const r = t.row('a');
    expect(r.state).toBe('queued');
    expect(r.attempts).toBe(1);
    // attempt 1: ceiling 1000 ms, half fixed + half · 0.5 = 750 ms
    expect(r.nextAttemptAt).toBe(t.clock.now() + 750);
    expect(r.reason).toBe(M.uploadRetryIn(1));
    await t.clock.advance(749);
    expect(t.transport.log).toEqual(['check a', 'init a']);
    await t.clock.advance(1);
    expect(t.row('a').state).toBe('done');
    expect(t.transport.log).toEqual(['check a', 'init a', 'check a', 'init a', 'merge a']);
    expect(t.transport.duplicates()).toEqual([]);
    expect(t.transport.puts.sort()).toEqual(['u1:0', 'u1:1', 'u1:2']);
  });

  it('429 honours Retry-After; repeated failures double the backoff; a confirmed slice resets it', async () => {
    const t = setup();
    const answers: (TransferError | null)[] = [
      new TransferError('busy', { status: 429, sliceUrl: true }, 7000),
      new TransferError('reset', { network: true }),
      new TransferError('reset', { network: true }),
    ];
    t.transport.fault = (op) => (op === 'put' ? (answers.shift() ?? null) : null);
    const q = t.make();
    q.start();
    q.add([t.file('a', 5)]);
    await settle();
    expect(t.row('a').nextAttemptAt).toBe(t.clock.now() + 7000);
    await t.clock.advance(7000);
    expect(t.row('a')).toMatchObject({ attempts: 2, nextAttemptAt: t.clock.now() + 1500 });
    await t.clock.advance(1500);
    expect(t.row('a')).toMatchObject({
      attempts: 3,
      nextAttemptAt: t.clock.now() + 3000,
      reason: M.uploadRetryIn(3),
    });
    await t.clock.advance(3000);
    expect(t.row('a')).toMatchObject({ state: 'done', attempts: 0 });
  });

  it('a stalled PUT is retried like a network error', async () => {
    const t = setup();
    let once = true;
    t.transport.fault = (op) =>
      op === 'put' && once
        ? ((once = false), new TransferError(M.errTimeout, { stalled: true }))
        : null;
    const q = t.make();
    q.start();
    q.add([t.file('a', 5)]);
    await settle();
    expect(t.row('a')).toMatchObject({ state: 'queued', attempts: 1 });
    await t.clock.advance(750);
    expect(t.row('a').state).toBe('done');
  });

  it('an expired slice URL re-inits at once; only after repeated refusals does it back off', async () => {
    const t = setup();
    let refusals = 0;
    t.transport.fault = (op) =>
      op === 'put' && refusals++ < 4
        ? new TransferError('分片上传地址已过期', { status: 403, sliceUrl: true })
        : null;
    const q = t.make();
    q.start();
    q.add([t.file('a', 5)]);
    await t.clock.advance(0);
    // three quick re-inits, the fourth refusal backs off
    expect(t.transport.log.filter((l) => l === 'init a')).toHaveLength(4);
    expect(t.row('a')).toMatchObject({ state: 'queued', attempts: 1 });
    await t.clock.advance(750);
    expect(t.row('a').state).toBe('done');
  });

  it('401 waits for the officer to sign in again, then goes on', async () => {
    const t = setup();
    let expired = true;
    t.transport.fault = (op) =>
      op === 'check' && expired ? new TransferError(M.loginExpired, { status: 401 }) : null;
    const q = t.make();
    q.start();
    q.add([t.file('a', 5), t.file('b', 5)]);
    await t.clock.advance(60_000);
    expect(t.row('a')).toMatchObject({
      state: 'queued',
      reason: M.uploadWaitingLogin,
      nextAttemptAt: null,
    });
    const checks = t.transport.log.length;
    await t.clock.advance(600_000);
    expect(t.transport.log.length).toBe(checks);
    expired = false;
    q.signedIn();
    await settle();
    expect([t.row('a').state, t.row('b').state]).toEqual(['done', 'done']);
  });

  it('a 4xx that cannot succeed fails with the server reason; retry starts it again', async () => {
    const t = setup();
    let refuse = true;
    t.transport.fault = (op) =>
      op === 'init' && refuse ? new TransferError('文件类型不允许', { status: 400 }) : null;
    const q = t.make();
    q.start();
    q.add([t.file('a', 5)]);
    await t.clock.advance(600_000);
    expect(t.row('a')).toMatchObject({
      state: 'failed',
      reason: M.uploadServerRefused('文件类型不允许'),
    });
    refuse = false;
    const [again] = q.retry(['a']);
    expect(again).toMatchObject({ state: 'queued', reason: null, attempts: 0 });
    await settle();
    expect(t.row('a').state).toBe('done');
  });

  it('a check answering 5001 is retried with backoff', async () => {
    const t = setup();
    let n = 0;
    const check = t.transport.check.bind(t.transport);
    t.transport.check = async (req) =>
      n++ === 0 ? { code: 5001, uploaded: [], msg: '存储繁忙' } : check(req);
    const q = t.make();
    q.start();
    q.add([t.file('a', 5)]);
    await settle();
    expect(t.row('a')).toMatchObject({ state: 'queued', attempts: 1, reason: M.uploadRetryIn(1) });
    await t.clock.advance(750);
    expect(t.row('a').state).toBe('done');
  });

  it('a merge refused for a checksum mismatch hashes again and starts over; repeated refusals fail visibly', async () => {
    const t = setup();
    t.transport.trueMd5.set('a', 'real');
    const q = t.make();
    q.start();
    q.add([t.file('a', 25)]);
    await settle();
    expect(t.hasher.calls.length).toBeGreaterThanOrEqual(2);
    // FakeHasher answers the same wrong md5 every time: after three refusals the file fails.
    expect(t.row('a')).toMatchObject({
      state: 'failed',
      reason: M.uploadServerRefused('文件校验失败'),
    });
    expect(t.changes.some((c) => c.reason === M.uploadMd5Mismatch)).toBe(true);
    // Giving up forgets the hash, so the officer's retry hashes again.
    expect(t.row('a').md5).toBeNull();
    t.hasher.md5.set('/files/a.pdf', 'real');
    q.retry(['a']);
    await settle();
    expect(t.row('a')).toMatchObject({ state: 'done', md5: 'real' });
  });

  it('a mismatch followed by a correct hash uploads again and is done', async () => {
    const t = setup();
    t.transport.trueMd5.set('a', 'real');
    t.hasher.calls = [];
    const hash = t.hasher.hash.bind(t.hasher);
    t.hasher.hash = async (p, on, s) =>
      t.hasher.calls.length >= 1 ? (t.hasher.calls.push(p), 'real') : hash(p, on, s);
    const q = t.make();
    q.start();
    q.add([t.file('a', 25)]);
    await settle();
    expect(t.row('a')).toMatchObject({ state: 'done', md5: 'real' });
    expect(t.hasher.calls).toHaveLength(2);
  });

  it('a source changed or deleted before done fails with its reason', async () => {
    const t = setup();
    const q = t.make();
    q.start();
    q.add([t.file('a', 25, { held: true }), t.file('b', 5, { held: true })]);
    await settle();
    t.files.files.set('/files/a.pdf', { size: 25, mtimeMs: 2 });
    t.files.files.delete('/files/b.pdf');
    q.release([
      { id: 'a', title: 'a', remark: '' },
      { id: 'b', title: 'b', remark: '' },
    ]);
    await settle();
    expect(t.row('a')).toMatchObject({ state: 'failed', reason: M.uploadSourceChanged });
    expect(t.row('b')).toMatchObject({ state: 'failed', reason: M.uploadSourceChanged });
    expect(t.transport.log).toEqual([]);
  });
});
