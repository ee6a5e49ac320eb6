import { openDatabase } from '../db/database';
import { UploadQueue } from './queue';
import type { NewUpload } from './queue-options';
import { UploadStore } from './store';
import { FakeClock, FakeFiles, FakeHasher, FakeNet, FakeTransport } from './testing';
import type { UploadItem, UploadTarget } from '../../../shared/uploads/contract';

// The upload queue against an in-memory server, a hand-driven clock and random fixed at 0.5
// (backoff of attempt n is then 0.75 · 2^(n-1) s): shared by queue.test.ts, queue-failures.test.ts
// and queue-batch.test.ts. Files go by the chunked protocol unless a test gives another profile.

export const target: UploadTarget = {
  runId: 'r1',
  RWID: 'r1',
  businessId: 'b1',
  businessType: 'xmrw',
  label: '任务',
};

function buildRig() {
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
      profile: 'chunked',
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

export type QueueRig = ReturnType<typeof buildRig>;

/** A fresh queue on an in-memory database, fake server, clock, files, hasher and network. */
export const setup = (): QueueRig => buildRig();
