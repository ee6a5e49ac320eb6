import { Worker } from 'node:worker_threads';
import { MIB } from '../../../shared/common/files';
// File MD5 off the main thread. The worker is a plain-JS string run with `eval: true`: it needs no
// separate entry file, so the same code works under tsx, vitest and the electron-vite bundle.
// Reads are 4 MiB (Node's 64 KiB stream default halves MD5 throughput, DESIGN.md §4) and double
// buffered: the next read runs on the thread pool while the current buffer is hashed, so the disk
// and the hash overlap instead of taking turns.

export interface Hasher {
  /** MD5 hex of the file; `onProgress` gets the bytes hashed so far. Rejects with an AbortError when aborted. */
  hash(
    path: string,
    onProgress: (bytesHashed: number) => void,
    signal: AbortSignal,
  ): Promise<string>;
}

export const HASH_READ_BYTES = 4 * MIB;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { path, readBytes, progressBytes } = workerData;
const read = (fd, buf, pos) => new Promise((resolve, reject) =>
  fs.read(fd, buf, 0, buf.length, pos, (err, n) => (err ? reject(err) : resolve(n))));
(async () => {
  const fd = fs.openSync(path, 'r');
  try {
    const bufs = [Buffer.allocUnsafe(readBytes), Buffer.allocUnsafe(readBytes)];
    const hash = createHash('md5');
    let pos = 0;
    let reported = 0;
    let turn = 0;
    let pending = read(fd, bufs[0], 0);
    for (;;) {
      const n = await pending;
      if (n === 0) break;
      const current = bufs[turn];
      pos += n;
      turn = 1 - turn;
      pending = read(fd, bufs[turn], pos);
      hash.update(n === current.length ? current : current.subarray(0, n));
      if (pos - reported >= progressBytes) {
        reported = pos;
        parentPort.postMessage({ type: 'progress', bytes: pos });
      }
    }
    parentPort.postMessage({ type: 'done', md5: hash.digest('hex'), bytes: pos });
  } finally {
    fs.closeSync(fd);
  }
})().catch((err) => parentPort.postMessage({ type: 'error', message: String(err && err.message || err), code: err && err.code }));
`;

type WorkerMessage =
  | { type: 'progress'; bytes: number }
  | { type: 'done'; md5: string; bytes: number }
  | { type: 'error'; message: string; code?: string };

export class HashError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HashError';
  }
}

export const abortError = (): Error => Object.assign(new Error('aborted'), { name: 'AbortError' });

/** One worker per file: hashing is rare and long, so a pool would only add bookkeeping. */
export class WorkerHasher implements Hasher {
  constructor(private readonly opts: { readBytes?: number; progressBytes?: number } = {}) {}

  hash(
    path: string,
    onProgress: (bytesHashed: number) => void,
    signal: AbortSignal,
  ): Promise<string> {
    if (signal.aborted) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: {
          path,
          readBytes: this.opts.readBytes ?? HASH_READ_BYTES,
          progressBytes: this.opts.progressBytes ?? 16 * MIB,
        },
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
            resolve(m.md5);
          });
        } else {
          finish(() => reject(new HashError(m.message, m.code)));
        }
      });
      worker.on('error', (err) => finish(() => reject(new HashError(err.message))));
      worker.on('exit', (code) =>
        finish(() => reject(new HashError(`hash worker exited with ${code}`))),
      );
    });
  }
}
