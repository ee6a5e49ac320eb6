import { describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { setup } from './queue-testing';
import { settle } from './testing';
import { TransferError } from './transport';

// The queue's state machine: the happy path, held files, offline, pause and cancel, concurrency,
// crash recovery and progress events (failures and the retry policy: queue-failures.test.ts).

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
