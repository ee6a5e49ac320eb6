import { describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { setup, target, type QueueRig } from './queue-testing';
import type { NewUpload } from './queue-options';
import { settle } from './testing';
import { TransferError } from './transport';

// The multipart batch call through the queue (the attachment dialog and the upload form): the
// files saved together go in one request after the check, and whatever happens (an answer lost, a
// failure part-way, a pause, a crash) they end on the server once each. The fake server behind the
// transport never deduplicates, as a plain BladeX would not: the client's check is what prevents a
// second copy.

const batchFile = (t: QueueRig, id: string, size: number, extra: Partial<NewUpload> = {}) =>
  t.file(id, size, { profile: 'attachment', ...extra });

/** The attachments the fake server holds (not removed), by title. */
const onServer = (t: QueueRig): string[] =>
  t.transport.attachments.filter((a) => !a.removed).map((a) => a.SHOW_NAME ?? '');

describe('upload queue: the batch call', () => {
  it('files queued together go in one request after the check, with their titles, descriptions and business', async () => {
    const t = setup();
    const q = t.make();
    q.start();
    const business = { ...target, businessUsage: 'hfjs', wsyllx: '2' };
    q.add([
      batchFile(t, 'a', 25, { title: '现场照片', remark: '东门', target: business }),
      batchFile(t, 'b', 0, { title: '', target: business }),
    ]);
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
    expect(t.transport.log).toEqual(['list b1', 'batch a.pdf,b.pdf']);
    expect(t.transport.batchForms).toEqual([
      {
        target: business,
        props: [
          { showName: '现场照片', remark: '东门' },
          { showName: 'b', remark: '' },
        ],
      },
    ]);
    expect(t.transport.puts).toEqual([]);
    expect(
      q.list().map((i) => [i.state, i.fileId, i.bytesDone, i.sliceCount, i.slicesDone]),
    ).toEqual([
      ['done', 'f-b1', 25, 1, 1],
      ['done', 'f-b2', 0, 1, 1],
    ]);
    // Progress came from the request's sent bytes before the answer.
    expect(t.changes.some((c) => c.id === 'a' && c.state === 'merging' && c.bytesDone === 25)).toBe(
      true,
    );
  });

  it('held files go as one batch per Save; a file the business already has (same MD5 and title) is done without being sent', async () => {
    const t = setup();
    t.transport.attachments.push({
      ID: 'old',
      MD5: 'md5:/files/c.pdf',
      SHOW_NAME: '旧照片',
      businessId: target.businessId,
      removed: false,
    });
    const q = t.make();
    q.start();
    q.add([batchFile(t, 'a', 5, { held: true }), batchFile(t, 'b', 5, { held: true })]);
    q.add([batchFile(t, 'c', 5, { held: true })]);
    await settle();
    expect(t.transport.log).toEqual([]);
    q.release([
      { id: 'a', title: 'A', remark: '' },
      { id: 'c', title: '旧照片', remark: '' },
    ]);
    await settle();
    expect(t.transport.batches).toEqual([['a.pdf']]);
    expect(t.row('c')).toMatchObject({ state: 'done', fileId: 'old' });
    q.release([{ id: 'b', title: 'B', remark: '' }]);
    await settle();
    expect(t.transport.batches).toEqual([['a.pdf'], ['b.pdf']]);
    expect(onServer(t)).toEqual(['旧照片', 'A', 'B']);
  });

  it('an answer lost after the server stored the batch: the retry finds both files at the check and sends nothing again', async () => {
    const t = setup();
    let lost = 0;
    t.transport.fault = (op) =>
      op === 'answer' && lost++ === 0
        ? new TransferError('socket hang up', { network: true })
        : null;
    const q = t.make();
    q.start();
    q.add([batchFile(t, 'a', 10), batchFile(t, 'b', 10)]);
    await settle();
    // Both wait out the same delay (one draw for the batch), then go on together.
    expect([t.row('a').nextAttemptAt, t.row('a').reason]).toEqual([
      t.row('b').nextAttemptAt,
      M.uploadRetryIn(1),
    ]);
    await t.clock.advance(1000);
    expect(q.list().map((i) => i.state)).toEqual(['done', 'done']);
    expect(t.transport.batches).toEqual([['a.pdf', 'b.pdf']]);
    expect(onServer(t)).toEqual(['a', 'b']);
    expect(q.list().map((i) => i.fileId)).toEqual(['f-b1', 'f-b2']);
  });

  it('a request that fails part-way goes again whole; a refusal stops every file of it with the reason', async () => {
    const t = setup();
    let failures = 0;
    t.transport.fault = (op) =>
      op === 'batch' && failures++ === 0 ? new TransferError('reset', { network: true }) : null;
    const q = t.make();
    q.start();
    q.add([batchFile(t, 'a', 10), batchFile(t, 'b', 10)]);
    await settle();
    expect(q.list().map((i) => i.state)).toEqual(['queued', 'queued']);
    await t.clock.advance(1000);
    expect(t.transport.log.filter((l) => l.startsWith('batch'))).toEqual([
      'batch a.pdf,b.pdf',
      'batch a.pdf,b.pdf',
    ]);
    expect(onServer(t)).toEqual(['a', 'b']);

    t.transport.fault = (op) =>
      op === 'batch' ? new TransferError('任务已归档或作废，不能上传附件', { status: 400 }) : null;
    q.add([batchFile(t, 'c', 10), batchFile(t, 'd', 10)]);
    await settle();
    expect(
      q
        .list()
        .slice(2)
        .map((i) => [i.state, i.reason]),
    ).toEqual([
      ['failed', M.uploadServerRefused('任务已归档或作废，不能上传附件')],
      ['failed', M.uploadServerRefused('任务已归档或作废，不能上传附件')],
    ]);
  });

  it('pausing one file of a batch on its way sends the others again without it; resumed, it goes alone, and nothing is stored twice', async () => {
    const t = setup();
    let release = (): void => undefined;
    t.transport.gate = new Promise<void>((ok) => (release = ok));
    const q = t.make();
    q.start();
    q.add([batchFile(t, 'a', 10), batchFile(t, 'b', 10), batchFile(t, 'c', 10)]);
    await settle();
    expect(q.list().map((i) => i.state)).toEqual(['uploading', 'uploading', 'uploading']);
    q.pause(['b']);
    t.transport.gate = null;
    release();
    await settle();
    expect(q.list().map((i) => i.state)).toEqual(['done', 'paused', 'done']);
    q.resume(['b']);
    await settle();
    expect(t.transport.batches).toEqual([['a.pdf', 'c.pdf'], ['b.pdf']]);
    expect(onServer(t)).toEqual(['a', 'c', 'b']);
  });

  it('a file changed since it was hashed stops alone; stored bytes that differ from the hash are removed and the file hashed again', async () => {
    const t = setup();
    const q = t.make();
    q.start();
    q.add([batchFile(t, 'a', 10, { held: true }), batchFile(t, 'b', 10, { held: true })]);
    await settle();
    // a is edited after it was hashed, while the officer types the titles.
    t.files.files.set('/files/a.pdf', { size: 11, mtimeMs: 2 });
    q.release([
      { id: 'a', title: 'a', remark: '' },
      { id: 'b', title: 'b', remark: '' },
    ]);
    // The first request carries other bytes of b than those hashed (it changed on the way).
    t.transport.receivedMd5.set('/files/b.pdf', 'other bytes');
    t.transport.fault = (op) => (op === 'answer' ? (t.transport.receivedMd5.clear(), null) : null);
    await settle();
    expect(t.row('a')).toMatchObject({ state: 'failed', reason: M.uploadSourceChanged });
    // b: the wrong copy is removed; hashed anew, b goes up once more, this time as hashed.
    expect(t.transport.log).toEqual([
      'list b1',
      'batch b.pdf',
      'remove f-b1',
      'list b1',
      'batch b.pdf',
    ]);
    expect(t.hasher.calls.filter((p) => p === '/files/b.pdf')).toHaveLength(2);
    expect(t.states('b')).toEqual(expect.arrayContaining(['merging', 'queued', 'hashing', 'done']));
    expect(t.row('b')).toMatchObject({ state: 'done', fileId: 'f-b2' });
    expect(onServer(t)).toEqual(['b']);
  });

  it('a crash after the server stored the batch: the queue opened again finds the files at the check', async () => {
    const t = setup();
    const first = t.make();
    t.transport.fault = (op) => {
      if (op !== 'answer') return null;
      first.stop(); // the process dies before the answer is committed
      return Object.assign(new Error('killed'), { name: 'AbortError' });
    };
    first.start();
    first.add([batchFile(t, 'a', 10), batchFile(t, 'b', 10)]);
    await settle();
    expect([t.row('a').state, t.row('b').state]).toEqual(['merging', 'merging']);
    t.transport.fault = () => null;
    const second = t.make();
    second.start();
    await settle();
    expect(second.list().map((i) => [i.state, i.fileId])).toEqual([
      ['done', 'f-b1'],
      ['done', 'f-b2'],
    ]);
    expect(t.transport.batches).toHaveLength(1);
    expect(onServer(t)).toEqual(['a', 'b']);
  });
});
