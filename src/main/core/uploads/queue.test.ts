import { describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { openDatabase } from '../db/database';
import { UploadQueue, type NewUpload } from './queue';
import { UploadStore } from './store';
import { FakeClock, FakeFiles, FakeHasher, FakeNet, FakeTransport, settle } from './testing';
import { TransferError } from './transport';
import type { UploadItem, UploadTarget } from '../../../shared/uploads/contract';

// The queue's state machine and retry policy against an in-memory server, a hand-driven clock and
// random fixed at 0.5 (backoff of attempt n is then 0.75 · 2^(n-1) s).

const target: UploadTarget = {
  runId: 'r1',
  RWID: 'r1',
  businessId: 'b1',
  businessType: 'xmrw',
  label: '任务',
};

function setup() {
  const db = openDatabase(':memory:');
  const store = new UploadStore(db.sqlite);
  const clock = new FakeClock();
  const net = new FakeNet();
  const hasher = new FakeHasher();
  const files = new FakeFiles();
  const transport = new FakeTransport();
  const changes: UploadItem[] = [];
  const drained: number[] = [];
  const make = (): UploadQueue =>
    new UploadQueue({
      store,
      transport,
      hasher,
      net,
      clock,
      random: () => 0.5,
      stat: files.stat,
      removeFile: files.remove,
      onChanged: (items) => changes.push(...items),
      onDrained: (n) => drained.push(n),
    });
  const file = (id: string, size: number, extra: Partial<NewUpload> = {}): NewUpload => {
    const path = `/files/${id}.pdf`;
    files.files.set(path, { size, mtimeMs: 1 });
    return {
      id,
      name: `${id}.pdf`,
      title: id,
      remark: '',
      path,
      size,
      mtimeMs: 1,
      staged: false,
      profile: 'attachment',
      target,
      held: false,
      sliceSize: 10,
      ...extra,
    };
  };
  const row = (id: string) => store.all().find((r) => r.id === id)!;
  const states = (id: string): string[] =>
    changes
      .filter((c) => c.id === id)
      .map((c) => c.state)
      .filter((s, i, a) => i === 0 || a[i - 1] !== s);
  return {
    db,
    store,
    clock,
    net,
    hasher,
    files,
    transport,
    changes,
    drained,
    make,
    file,
    row,
    states,
  };
}

describe('upload queue', () => {
  it('hashes, checks, inits, sends every slice once, merges, and commits each step', async () => {
    const t = setup();
    const q = t.make();
    q.start();
    const [item] = q.add([t.file('a', 25)]);
    expect(item.state).toBe('queued');
    // Hashing starts at once; the row was committed as queued first (see the event order below).
    expect(t.row('a').state).toBe('hashing');
    await settle();
    expect(t.states('a')).toEqual([
      'queued',
      'hashing',
      'queued',
      'checking',
      'uploading',
      'merging',
      'done',
    ]);
    expect(t.transport.log).toEqual(['check a', 'init a', 'merge a']);
    expect(t.transport.puts.sort()).toEqual(['u1:0', 'u1:1', 'u1:2']);
    const r = t.row('a');
    expect(r).toMatchObject({
      state: 'done',
      fileId: 'f-a',
      md5: 'md5:/files/a.pdf',
      uploadId: 'u1',
      reason: null,
    });
    expect(t.store.slices('a')).toEqual([0, 1, 2]);
    expect(q.list()[0]).toMatchObject({
      bytesDone: 25,
      slicesDone: 3,
      sliceCount: 3,
      bytesHashed: 25,
    });
  });

  it('a file the server already has is done at check, without init or slices (instant upload)', async () => {
    const t = setup();
    t.transport.stored.set('md5:/files/a.pdf', 'existing');
    const q = t.make();
    q.start();
    q.add([t.file('a', 25)]);
    await settle();
    expect(t.row('a')).toMatchObject({ state: 'done', fileId: 'existing' });
    expect(t.transport.log).toEqual(['check a']);
    expect(t.transport.puts).toEqual([]);
  });

  it('held files are hashed at once but wait for start, which sets title and description', async () => {
    const t = setup();
    const q = t.make();
    q.start();
    q.add([t.file('a', 5, { held: true })]);
    await settle();
    expect(t.row('a')).toMatchObject({ state: 'held', md5: 'md5:/files/a.pdf', held: true });
    expect(t.transport.log).toEqual([]);
    const [released] = q.release([{ id: 'a', title: '现场照片', remark: '东侧' }]);
    expect(released).toMatchObject({ title: '现场照片', remark: '东侧' });
    await settle();
    expect(t.row('a')).toMatchObject({
      state: 'done',
      title: '现场照片',
      remark: '东侧',
      held: false,
    });
  });

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

  it('offline: files queue at once and wait; when the network is back they finish and drained is announced once', async () => {
    const t = setup();
    t.net.online = false;
    const q = t.make();
    q.start();
    q.add([t.file('a', 25), t.file('b', 5)]);
    await t.clock.advance(60_000);
    expect(t.row('a')).toMatchObject({
      state: 'queued',
      reason: M.uploadWaitingNetwork,
      md5: 'md5:/files/a.pdf',
    });
    expect(t.transport.log).toEqual([]);
    t.net.set(true);
    await settle();
    expect([t.row('a').state, t.row('b').state]).toEqual(['done', 'done']);
    expect(t.drained).toEqual([2]);
  });

  it('going offline mid-upload waits for the network instead of backing off, then drains', async () => {
    const t = setup();
    let cut = false;
    t.transport.fault = (op, info) => {
      if (op === 'put' && info.index === 1 && !cut) {
        cut = true;
        t.net.set(false);
        return new TransferError('ECONNREFUSED', { network: true });
      }
      return null;
    };
    const q = t.make();
    q.start();
    q.add([t.file('a', 25)]);
    await settle();
    expect(t.row('a')).toMatchObject({
      state: 'queued',
      reason: M.uploadWaitingNetwork,
      nextAttemptAt: null,
    });
    t.net.set(true);
    await settle();
    expect(t.row('a').state).toBe('done');
    expect(t.drained).toEqual([1]);
    expect(t.transport.duplicates()).toEqual([]);
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

  it('pause stops a file mid-slice, resume continues from check, cancel and clear forget it; staged copies are removed', async () => {
    const t = setup();
    let open: () => void = () => {};
    t.transport.gate = new Promise((r) => (open = r));
    const q = t.make();
    q.start();
    q.add([t.file('a', 25, { staged: true }), t.file('b', 5, { staged: true })]);
    await settle();
    expect(t.row('a').state).toBe('uploading');
    const [paused] = q.pause(['a']);
    expect(paused.state).toBe('paused');
    q.cancel(['b']);
    expect(t.row('b').state).toBe('cancelled');
    open();
    t.transport.gate = null;
    await settle();
    expect(t.row('a').state).toBe('paused');
    expect(t.transport.puts).toEqual([]);
    q.resume(['a']);
    await settle();
    expect(t.row('a').state).toBe('done');
    expect(t.files.removed.sort()).toEqual(['/files/a.pdf', '/files/b.pdf']);
    q.clear();
    expect(q.list()).toEqual([]);
    expect(t.store.all()).toEqual([]);
  });

  it('runs at most two files at once, in the order chosen', async () => {
    const t = setup();
    let open: () => void = () => {};
    t.transport.gate = new Promise((r) => (open = r));
    const q = t.make();
    q.start();
    q.add([t.file('a', 5), t.file('b', 5), t.file('c', 5)]);
    await settle();
    expect(q.list().map((i) => i.state)).toEqual(['uploading', 'uploading', 'queued']);
    open();
    t.transport.gate = null;
    await settle();
    expect(q.list().map((i) => i.state)).toEqual(['done', 'done', 'done']);
  });

  it('after a crash, in-flight states resume from check and the union of local and server slices is not sent again', async () => {
    const t = setup();
    const first = t.make();
    first.start();
    let open: () => void = () => {};
    t.transport.fault = (op, info) =>
      op === 'put' && info.index === 0 ? new TransferError('x', { status: 500 }) : null;
    first.add([t.file('a', 45)]);
    await settle();
    t.transport.gate = new Promise((r) => (open = r));
    await t.clock.advance(750);
    // Killed here: mid-upload, slices 1, 2 confirmed locally; the server also holds 3 (its 200 was lost).
    expect(t.store.slices('a')).toEqual([1, 2]);
    expect(t.row('a').state).toBe('uploading');
    first.stop();
    t.transport.sessions.get('a')!.held.add(3);
    t.transport.fault = () => null;
    open();
    t.transport.gate = null;
    await settle();
    expect(t.row('a').state).toBe('uploading');
    const putsBefore = t.transport.puts.length;
    const second = t.make();
    second.start();
    expect(t.row('a').state).not.toBe('uploading');
    await settle();
    expect(t.row('a').state).toBe('done');
    expect(t.transport.puts.slice(putsBefore).sort()).toEqual(['u1:0', 'u1:4']);
    expect(t.transport.duplicates()).toEqual([]);
  });

  it('progress events are throttled per item; state changes are sent at once', async () => {
    const t = setup();
    const q = t.make();
    q.start();
    q.add([t.file('a', 1000)]);
    await settle();
    const progress = t.changes.filter((c) => c.id === 'a' && c.state === 'uploading');
    // 100 slices, one flush at once then the rest wait for the clock
    expect(progress.length).toBeLessThan(5);
    expect(t.row('a').state).toBe('done');
    expect(t.changes.at(-1)).toMatchObject({
      state: 'done',
      bytesDone: 1000,
      etaSeconds: null,
      speed: 0,
    });
  });
});
