import { Worker } from 'node:worker_threads';
import { abortError } from '../upload/hasher';

// Copy off the recorder and MD5 in ONE read pass (DESIGN.md §4), on a worker thread so the main
// process stays responsive. 4 MiB reads (Node's 64 KiB default halves MD5 throughput); three
// buffers rotate so that reading the next block, hashing this one and writing the previous one
// overlap. The destination is fsynced before the worker reports done: the caller renames it into
// the evidence store and commits, and a power cut after that must not leave a hole.

export const COPY_READ_BYTES = 4 * 1024 * 1024;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { src, dest, readBytes, progressBytes } = workerData;
const read = (fd, buf, pos) => new Promise((res, rej) =>
  fs.read(fd, buf, 0, buf.length, pos, (e, n) => (e ? rej(e) : res(n))));
const writeAll = async (fd, buf, n) => {
  let off = 0;
  while (off < n) {
    off += await new Promise((res, rej) => fs.write(fd, buf, off, n - off, null, (e, w) => (e ? rej(e) : res(w))));
  }
};
const stamp = (s) => ({ size: s.size, mtimeMs: Math.floor(s.mtimeMs) });
(async () => {
  const inFd = fs.openSync(src, 'r');
  let outFd = -1;
  try {
    const before = stamp(fs.fstatSync(inFd));
    outFd = fs.openSync(dest, 'w');
    const bufs = [Buffer.allocUnsafe(readBytes), Buffer.allocUnsafe(readBytes), Buffer.allocUnsafe(readBytes)];
    const hash = createHash('md5');
    let pos = 0, reported = 0, i = 0;
    let pendingRead = read(inFd, bufs[0], 0);
    let pendingWrite = Promise.resolve();
    for (;;) {
      const n = await pendingRead;
      if (n === 0) break;
      const cur = bufs[i];
      pos += n;
      // bufs[i+1] was last written two rounds ago, and that write was awaited one round ago.
      pendingRead = read(inFd, bufs[(i + 1) % 3], pos);
      hash.update(n === cur.length ? cur : cur.subarray(0, n));
      await pendingWrite;
      pendingWrite = writeAll(outFd, cur, n);
      i = (i + 1) % 3;
      if (pos - reported >= progressBytes) {
        reported = pos;
        parentPort.postMessage({ type: 'progress', bytes: pos });
      }
    }
    await pendingWrite;
    fs.fsyncSync(outFd);
    const after = stamp(fs.fstatSync(inFd));
    parentPort.postMessage({ type: 'done', md5: hash.digest('hex'), bytes: pos, before, after });
  } finally {
    fs.closeSync(inFd);
    if (outFd >= 0) fs.closeSync(outFd);
  }
})().catch((err) => parentPort.postMessage({ type: 'error', message: String((err && err.message) || err), code: err && err.code }));
`;

type Stamp = { size: number; mtimeMs: number };
export type CopyResult = { md5: string; bytes: number; before: Stamp; after: Stamp };
type WorkerMessage = { type: 'progress'; bytes: number } | ({ type: 'done' } & CopyResult) | { type: 'error'; message: string; code?: string };

export class CopyError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CopyError';
  }
}

/** Copies `src` to `dest` (created or truncated) and returns the MD5 of the bytes copied. */
export function copyWithMd5(
  src: string,
  dest: string,
  onProgress: (bytes: number) => void,
  signal: AbortSignal,
  opts: { readBytes?: number; progressBytes?: number } = {},
): Promise<CopyResult> {
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { src, dest, readBytes: opts.readBytes ?? COPY_READ_BYTES, progressBytes: opts.progressBytes ?? 8 * 1024 * 1024 },
    });
    let settled = false;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      fn();
      void worker.terminate();
    };
    const onAbort = (): void => finish(() => reject(abortError()));
    signal.addEventListener('abort', onAbort);
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'progress') {
        if (!settled) onProgress(m.bytes);
      } else if (m.type === 'done') {
        finish(() => {
          onProgress(m.bytes);
          resolve({ md5: m.md5, bytes: m.bytes, before: m.before, after: m.after });
        });
      } else {
        finish(() => reject(new CopyError(m.message, m.code)));
      }
    });
    worker.on('error', (err) => finish(() => reject(new CopyError(err.message))));
    worker.on('exit', (code) => finish(() => reject(new CopyError(`copy worker exited with ${code}`))));
  });
}
