import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { EventHub } from '../events';
import { PickedFiles } from '../files/picked';
import { UploadService } from '../uploads/service';
import { FakeFiles, FakeHasher, FakeNet, FakeTransport } from '../uploads/testing';
import { TransferError } from '../uploads/transport';
import { createTaskFileUploader, type TaskFileUploader } from './task-files';
import type { UploadTarget } from '../../../shared/uploads/contract';

// The resume dialog's files through the real upload queue (an in-memory server behind its
// transport): the action gets the file ids only when every file arrived, else a refusal, and the
// files still on their way are stopped.

const target: UploadTarget = {
  runId: 'run1',
  RWID: 'rw1',
  businessId: 'rw1',
  businessType: 'xmrw',
  businessUsage: 'hfjs',
  label: '某单位消防检查',
};

describe('task file uploader', () => {
  let picked: PickedFiles;
  let transport: FakeTransport;
  let disk: FakeFiles;
  let uploads: UploadService;
  let events: EventHub;
  let files: TaskFileUploader;
  let release: () => void;
  beforeEach(() => {
    picked = new PickedFiles();
    transport = new FakeTransport();
    disk = new FakeFiles();
    events = new EventHub();
    uploads = new UploadService({
      picked,
      transport,
      hasher: new FakeHasher(),
      net: new FakeNet(),
      onChanged: (items) => events.emit('uploads:changed', { items }),
      onDrained: () => undefined,
      stat: disk.stat,
      removeFile: disk.remove,
    });
    uploads.bind(openDatabase(':memory:').sqlite);
    files = createTaskFileUploader({ uploads, events });
    release = () => undefined;
  });
  afterEach(() => {
    release();
    uploads.dispose();
  });

  const pick = (name: string, size = 10): string => {
    const path = `/files/${name}`;
    disk.files.set(path, { size, mtimeMs: 1 });
    return picked.register(path, name, size, false).ref;
  };
  /** Holds every slice until released: the files stay on their way. */
  const hold = (): void => {
    transport.gate = new Promise<void>((ok) => (release = ok));
  };

  it('answers the file ids in order once every file is on the server', async () => {
    const ids = await files.upload(target, [pick('a.pdf'), pick('b.jpg')]);
    const items = uploads.list();
    expect(items.map((i) => i.state)).toEqual(['done', 'done']);
    expect(ids).toEqual(['a.pdf', 'b.jpg'].map((n) => items.find((i) => i.name === n)?.fileId));
    expect(ids.every((id) => id.startsWith('f-'))).toBe(true);
    expect(items[0].target).toEqual(target);
  });

  it('uploads nothing for no files', async () => {
    await expect(files.upload(target, [])).resolves.toEqual([]);
    expect(uploads.list()).toEqual([]);
  });

  it('refuses a file the attachment dialog would refuse, before uploading anything', async () => {
    await expect(files.upload(target, [pick('a.pdf'), pick('tool.exe')])).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(transport.log).toEqual([]);
  });

  it('refuses with the file and the reason when an upload fails', async () => {
    transport.fault = (op) =>
      op === 'batch' ? new TransferError('文件类型不允许', { status: 400 }) : null;
    await expect(files.upload(target, [pick('a.pdf')])).rejects.toMatchObject({
      kind: 'server',
      message: '附件“a.pdf”上传失败（服务器拒绝：文件类型不允许），未恢复计时。',
    });
  });

  it('stops the other files when one is cancelled', async () => {
    hold();
    const waiting = files.upload(target, [pick('a.pdf'), pick('b.pdf')]);
    const outcome = waiting.catch((e: unknown) => e);
    const [a, b] = await new Promise<string[]>((ok) => {
      const stop = events.subscribe(() => {
        const items = uploads.list();
        if (items.length === 2 && items.every((i) => i.state === 'uploading')) {
          stop();
          ok(items.map((i) => i.id));
        }
      });
    });
    uploads.cancel([a]);
    expect(await outcome).toMatchObject({ message: '附件“a.pdf”的上传已暂停或取消，未恢复计时。' });
    expect(uploads.item(b)?.state).toBe('cancelled');
  });

  it('gives up after its time limit and stops the files', async () => {
    hold();
    const slow = createTaskFileUploader({ uploads, events, timeoutMs: 50 });
    await expect(slow.upload(target, [pick('a.pdf')])).rejects.toMatchObject({
      message: '附件上传超时，未恢复计时，请检查网络后重试。',
    });
    expect(uploads.list().map((i) => i.state)).toEqual(['cancelled']);
  });
});
