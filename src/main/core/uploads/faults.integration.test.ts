import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type Fault, type FaultInjector } from '../../../server/index';
import { BladeClient } from '../api/client';
import { openDatabase } from '../db/database';
import { WorkerHasher } from './hasher';
import { UploadQueue } from './queue';
import { UploadStore } from './store';
import { FakeNet } from './testing';
import { downloadMd5, newUploads, SEED_TASK, signIn, writeRandomFiles } from './testing-server';
import { HttpUploadTransport } from './transport';
import type { UploadItem } from '../../../shared/uploads/contract';
import { ATTACHMENTS_API } from '../../../shared/attachments/constants';

// The queue against the real reference server over loopback HTTP while the server misbehaves:
// 500s and 503s, 429 with Retry-After, connections reset mid-body, stalled PUTs, expired slice
// URLs, failing check/init/merge calls, and batch uploads whose answer is lost after the server
// stored them. Every file must arrive once, with its MD5, and no slice may be written twice.

const SLICE = 256 * 1024;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The n-th call of each kind gets the scripted fault; the rest go through. */
function scripted(script: {
  put: Record<number, Fault>;
  check: Record<number, Fault>;
  init: Record<number, Fault>;
  merge: Record<number, Fault>;
  batch: Record<number, Fault>;
}) {
  const count = { put: 0, check: 0, init: 0, merge: 0, batch: 0 };
  const injected: string[] = [];
  const stalled = new Set<string>();
  const pick = (
    kind: keyof typeof count,
    slice?: { uploadId: string; index: number },
  ): Fault | null => {
    const n = ++count[kind];
    const f = script[kind][n] ?? null;
    if (f) injected.push(`${kind}#${n}:${f.kind}${f.kind === 'status' ? f.status : ''}`);
    if (f?.kind === 'stall' && slice) stalled.add(`${slice.uploadId}:${slice.index}`);
    return f;
  };
  const faults: FaultInjector = {
    slicePut: (s) => pick('put', s),
    check: () => pick('check'),
    init: () => pick('init'),
    merge: () => pick('merge'),
    batchUpload: () => pick('batch'),
  };
  return { faults, injected, stalled };
}

describe('upload queue against the reference server with injected faults', () => {
  it('every file arrives once with its MD5 despite 500s, 429s, resets, stalls, expired URLs and lost batch answers', async () => {
    const put: Record<number, Fault> = {};
    const kinds: Fault[] = [
      { kind: 'status', status: 500 },
      { kind: 'status', status: 429, retryAfterSeconds: 1 },
      { kind: 'reset' },
      // The server's stall only ends with its timer (Node keeps a half-closed socket for the pending
      // answer), so it stays short; the client gives up after its own 300 ms stall time anyway.
      { kind: 'stall', ms: 1500 },
      { kind: 'expire' },
      { kind: 'status', status: 503 },
    ];
    // Every third PUT from the second on fails, cycling through the kinds.
    for (let n = 2, k = 0; n < 80; n += 3, k++) put[n] = kinds[k % kinds.length];
    const { faults, injected, stalled } = scripted({
      put,
      check: { 2: { kind: 'status', status: 500 }, 5: { kind: 'reset' } },
      init: { 3: { kind: 'status', status: 502 }, 6: { kind: 'reset' } },
      merge: {
        1: { kind: 'status', status: 503 },
        4: { kind: 'reset' },
        6: { kind: 'stall', ms: 200 },
      },
      // After each batch is stored, its answer is lost (a 503, a cut connection): the retry's check
      // finds the files, so no third batch request is ever made.
      batch: { 1: { kind: 'status', status: 503 }, 2: { kind: 'reset' }, 3: { kind: 'reset' } },
    });
    const dataDir = mkdtempSync(join(tmpdir(), 'xfjd-upload-faults-server-'));
    const server = await startServer({ port: 0, dataDir, faults });
    cleanups.push(() => server.close());
    const tokens = await signIn(server.url);
    const client = new BladeClient({ baseUrl: () => server.url, tokens, timeoutMs: 3000 });
    const transport = new HttpUploadTransport({
      client: () => client,
      baseUrl: () => server.url,
      tokens,
      stallMs: 300,
    });
    cleanups.push(() => transport.dispose());
    const db = openDatabase(':memory:');
    cleanups.push(() => db.close());

    const dir = mkdtempSync(join(tmpdir(), 'xfjd-upload-faults-files-'));
    // exact multiples of the slice, one byte over, under one slice, one byte, a few MB of odd size
    const files = writeRandomFiles(dir, [
      3 * SLICE,
      4 * SLICE + 1,
      SLICE - 7,
      1,
      2_500_000,
      1_700_003,
      8 * SLICE,
    ]);
    const changes: UploadItem[] = [];
    const queue = new UploadQueue({
      store: new UploadStore(db.sqlite),
      transport,
      hasher: new WorkerHasher(),
      net: new FakeNet(),
      backoff: { baseMs: 20, maxMs: 200 },
      onChanged: (items) => changes.push(...items),
      onDrained: () => {},
    });
    queue.start();
    cleanups.push(() => queue.stop());
    const mtime = (p: string): number => Math.floor(statSync(p).mtimeMs);
    queue.add(newUploads(files, SLICE, mtime));
    // Two batches of the multipart call (the attachment dialog's files saved together).
    const batchFiles = writeRandomFiles(dir, [700_000, 1, 300_001], 'm');
    const asBatch = (f: typeof batchFiles) =>
      newUploads(f, SLICE, mtime).map((n) => ({ ...n, profile: 'attachment' as const }));
    queue.add(asBatch(batchFiles.slice(0, 2)));
    queue.add(asBatch(batchFiles.slice(2)));

    const deadline = Date.now() + 40_000;
    while (
      Date.now() < deadline &&
      queue.list().some((i) => i.state !== 'done' && i.state !== 'failed')
    )
      await new Promise((r) => setTimeout(r, 50));
    const items = queue.list();
    expect(
      items.filter((i) => i.state !== 'done').map((i) => `${i.name} ${i.state} ${i.reason}`),
    ).toEqual([]);

    // The faults really happened, and the queue said why it waited.
    expect(injected.filter((i) => i.startsWith('put')).length).toBeGreaterThanOrEqual(12);
    for (const k of ['put#', 'check#', 'init#', 'merge#', 'batch#2'])
      expect(injected.some((i) => i.startsWith(k))).toBe(true);
    expect(changes.some((c) => c.reason?.includes('秒后重试'))).toBe(true);

    const stats = server.uploadStats();
    for (const f of files) {
      const item = items.find((i) => i.id === f.id)!;
      expect(item.md5).toBe(f.md5);
      const stored = stats.attachments.filter((a) => a.uploadKey === f.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        md5: f.md5,
        size: f.size,
        businessId: SEED_TASK.businessId,
        id: item.fileId,
      });
    }
    expect(stats.attachments.filter((a) => files.some((f) => f.id === a.uploadKey))).toHaveLength(
      files.length,
    );
    expect(stats.sliceWrites.filter((w) => w.count !== 1)).toEqual([]);
    // A PUT the client gave up on as stalled may still complete on the server after the client sent
    // the slice again (the server read the bytes already in its socket): the second PUT is then
    // answered without a write. That is the only re-send this test allows.
    expect(
      stats.sliceWrites.filter((w) => w.resends > 0 && !stalled.has(`${w.uploadId}:${w.index}`)),
    ).toEqual([]);

    expect(injected.some((i) => i.startsWith('batch#3'))).toBe(false);
    // Each batch file once (the check found those whose answer was lost).
    for (const f of batchFiles) {
      const item = items.find((i) => i.id === f.id)!;
      expect(stats.attachments.filter((a) => a.md5 === f.md5)).toEqual([
        {
          id: item.fileId,
          md5: f.md5,
          uploadKey: null,
          size: f.size,
          businessId: SEED_TASK.businessId,
        },
      ]);
    }

    // The stored bytes, downloaded by fileId.
    for (const f of [...files, ...batchFiles]) {
      const item = items.find((i) => i.id === f.id)!;
      const got = await downloadMd5(
        `${server.url}${ATTACHMENTS_API.download}?fileId=${item.fileId}&runId=${SEED_TASK.runId}`,
        tokens.accessToken() ?? '',
      );
      expect(got).toEqual({ status: 200, md5: f.md5, bytes: f.size });
    }
  }, 60_000);
});
