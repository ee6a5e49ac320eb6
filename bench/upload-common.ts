import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, openSync, closeSync, writeSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BladeClient } from '../src/main/core/api/client';
import { openDatabase } from '../src/main/core/db/database';
import { WorkerHasher } from '../src/main/core/uploads/hasher';
import { UploadQueue } from '../src/main/core/uploads/queue';
import { UploadStore } from '../src/main/core/uploads/store';
import {
  md5OfFile,
  newUploads,
  SEED_TASK,
  signIn,
  type TestFileOnDisk,
} from '../src/main/core/uploads/testing-server';
import { HttpUploadTransport } from '../src/main/core/uploads/transport';
import type { UploadItem } from '../src/shared/uploads/contract';
import { chunkInitSchema, chunkMergeSchema } from '../src/shared/uploads/schemas';
import { UPLOADS_API } from '../src/shared/uploads/constants';

// Shared by the upload benchmarks: the reference server in a process of its own (so the numbers
// and the memory are the client's alone), big files in os.tmpdir(), one run of the queue.

export const MIB = 1024 * 1024;
export const tmp = (p: string): string => mkdtempSync(join(tmpdir(), p));

export type ServerProcess = { url: string; close(): Promise<void> };

export function startServerProcess(dataDir: string): Promise<ServerProcess> {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli.ts', '--port', '0', '--data', dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      const m = /listening on (\S+)/.exec(out);
      if (m) {
        proc.stdout.removeAllListeners('data');
        proc.stdout.resume();
        resolve({
          url: m[1],
          close: () =>
            new Promise<void>((r) => {
              proc.once('exit', () => r());
              proc.kill('SIGTERM');
            }),
        });
      }
    });
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A file of `size` bytes that no other run shares (random 64 MiB blocks, each made distinct). */
export function writeBigFile(dir: string, name: string, size: number): TestFileOnDisk {
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  const block = randomBytes(64 * MIB);
  for (let pos = 0, i = 0; pos < size; pos += block.length, i++) {
    randomBytes(16).copy(block, 0);
    block.writeUInt32LE(i, 16);
    writeSync(fd, block, 0, Math.min(block.length, size - pos), pos);
  }
  closeSync(fd);
  // The MD5 is the queue's to compute; the helpers only need the other fields.
  return { id: randomUUID(), name, path, size, md5: '' };
}

/** Times of one queued file: MD5, transfer (check to merge start), merge, and check to done. */
export type QueueRun = {
  hashMs: number;
  transferMs: number;
  mergeMs: number;
  uploadMs: number;
  totalMs: number;
  item: UploadItem;
};

/** Enqueues one file on a fresh queue (database in `dir`) and waits for it to be done. */
export async function runQueueOnce(
  url: string,
  file: TestFileOnDisk,
  dir: string,
  sliceSize: number,
): Promise<QueueRun> {
  const tokens = await signIn(url);
  const client = new BladeClient({ baseUrl: () => url, tokens, timeoutMs: 600_000 });
  const transport = new HttpUploadTransport({ client: () => client, baseUrl: () => url });
  const db = openDatabase(join(dir, `queue-${randomUUID()}.sqlite`));
  const marks: Partial<Record<UploadItem['state'], number>> = {};
  let last: UploadItem | null = null;
  const t0 = performance.now();
  return new Promise<QueueRun>((resolve, reject) => {
    const queue = new UploadQueue({
      store: new UploadStore(db.sqlite),
      transport,
      hasher: new WorkerHasher(),
      net: { online: true, onChange: () => () => {} },
      onChanged: (items) => {
        for (const i of items) {
          marks[i.state] ??= performance.now();
          last = i;
          if (i.state === 'failed') reject(new Error(`upload failed: ${i.reason}`));
          if (i.state === 'done') {
            queue.stop();
            transport.dispose();
            db.close();
            const end = marks.done!;
            resolve({
              hashMs: marks.checking! - t0,
              transferMs: marks.merging! - marks.checking!,
              mergeMs: end - marks.merging!,
              uploadMs: end - marks.checking!,
              totalMs: end - t0,
              item: last,
            });
          }
        }
      },
      onDrained: () => {},
    });
    queue.start();
    queue.add(newUploads([file], sliceSize, (p) => Math.floor(statSync(p).mtimeMs)));
  });
}

/**
 * The baseline: one streamed PUT of the whole file to the same server's slice storage, through a
 * single-slice session (same route, same disk writes), then the merge, which waits for the
 * server's MD5 of the bytes – as the chunked path's merge does. Answers both times.
 */
export async function rawPut(
  url: string,
  file: TestFileOnDisk,
): Promise<{ putMs: number; mergeMs: number }> {
  const md5 = await md5OfFile(file.path);
  const uploadKey = randomUUID();
  const tokens = await signIn(url);
  const client = new BladeClient({ baseUrl: () => url, tokens, timeoutMs: 600_000 });
  const init = await client.call({
    path: UPLOADS_API.chunkInit,
    schema: chunkInitSchema,
    form: {
      uploadKey,
      md5,
      fileName: `raw-${file.name}`,
      fileSize: file.size,
      sliceSize: file.size,
      sliceCount: 1,
      businessId: SEED_TASK.businessId,
      businessType: SEED_TASK.businessType,
      runId: SEED_TASK.runId,
    },
  });
  const target = new URL(init.urls[0], url);
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const req = http.request(
      target,
      {
        method: 'PUT',
        headers: {
          'Content-Length': String(file.size),
          'Content-Type': 'application/octet-stream',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve()
            : reject(new Error(`raw PUT answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    createReadStream(file.path, { highWaterMark: MIB }).pipe(req);
  });
  const t1 = performance.now();
  await client.call({
    path: UPLOADS_API.chunkMerge,
    schema: chunkMergeSchema,
    form: { uploadId: init.uploadId, uploadKey, md5 },
  });
  return { putMs: t1 - t0, mergeMs: performance.now() - t1 };
}
