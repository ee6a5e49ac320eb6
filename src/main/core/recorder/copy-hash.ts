import { Worker } from 'node:worker_threads';
import { abortError } from '../uploads/hasher';

// Copy off the recorder and MD5 in ONE read pass (DESIGN.md §4), on a worker thread so the main
// process stays responsive. MD5 is the slowest step (one core, ~720 MiB/s on the development VM,
// where a disk or page-cache copy is faster), so everything else is arranged around keeping that one thread busy:
//  - a ring of SLOTS 4 MiB buffers (Node's 64 KiB default halves MD5 throughput); reads run on
//    the thread pool up to READS_AHEAD blocks ahead of the block being hashed, so the next bytes
//    are already there when the hash wants them even while the disk is also busy writing back the
//    copy (cold 1 GiB: ~1.9 s with 6 ahead, ~2.1-2.7 s with 2);
//  - each block is written (positional writes, thread pool) from the very buffer that was just
//    hashed, and that buffer is not refilled until its writes have completed: the MD5 is of exactly
//    the bytes handed to the file, with no second copy and no re-read;
//  - the writes go in COPY_WRITE_BYTES pieces, all queued at once: a 4 MiB write() makes the kernel
//    allocate large page-cache folios, which on the development VM (memory handed back to the host
//    and faulted in again) cost ~5x the system time of 128 KiB ones (bench:import: ~3.0 s against
//    ~1.8 s for the whole 1 GiB import); 32 syscalls per block are negligible next to the hash;
//  - writeback is started while copying (an fdatasync every SYNC_BYTES, in the background) so that
//    the fsync at the end, which the import must wait for, finds little left to write. Without it
//    a page-cache write of 1 GiB leaves ~0.5 s of disk writing for the final fsync, after the hash
//    is long done.
// The destination is fsynced before the worker reports done: the caller renames it into the
// evidence store and commits, and a power cut after that must not leave a hole. Together: the
// stored file holds the hashed bytes (same buffers, writes checked for length, fsync succeeded),
// and they are the source's bytes as read between two equal size+mtime stamps.

export const COPY_READ_BYTES = 4 * 1024 * 1024;
export const COPY_WRITE_BYTES = 128 * 1024;
const SLOTS = 8;
const READS_AHEAD = 6;
const SYNC_BYTES = 64 * 1024 * 1024;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { src, dest, readBytes, writeBytes, slots, readsAhead, syncBytes, progressBytes } = workerData;
const call = (fn) => new Promise((res, rej) => fn((e, v) => (e ? rej(e) : res(v))));
// Fills the buffer unless the file ends, so a short read means the end whatever the file system.
const readFull = async (fd, buf, pos) => {
  let n = 0;
  for (;;) {
    const r = await call((cb) => fs.read(fd, buf, n, buf.length - n, pos + n, cb));
    n += r;
    if (r === 0 || n === buf.length) return n;
  }
};
const writeAll = async (fd, buf, start, end, pos) => {
  for (let off = start; off < end; ) off += await call((cb) => fs.write(fd, buf, off, end - off, pos + off, cb));
};
// All pieces of a block are queued at once, so none waits for this thread (busy hashing).
const writeBlock = (fd, buf, n, pos) => {
  const parts = [];
  for (let off = 0; off < n; off += writeBytes) parts.push(writeAll(fd, buf, off, Math.min(n, off + writeBytes), pos));
  return Promise.all(parts);
};
const stamp = (s) => ({ size: s.size, mtimeMs: Math.floor(s.mtimeMs) });
let aborted = false;
parentPort.on('message', (m) => { if (m === 'abort') aborted = true; });
(async () => {
  const inFd = fs.openSync(src, 'r');
  let outFd = -1;
  // Every read, write and sync started: on any exit they are waited for before the descriptors
  // close, so none of them can land on a reused descriptor number.
  const inFlight = new Set();
  const track = (p) => {
    inFlight.add(p);
    p.catch(() => {}).finally(() => inFlight.delete(p));
    return p;
  };
  try {
    const before = stamp(fs.fstatSync(inFd));
    outFd = fs.openSync(dest, 'w');
    const bufs = Array.from({ length: slots }, () => Buffer.allocUnsafe(readBytes));
    const writes = new Array(slots).fill(Promise.resolve());
    const reads = new Array(slots);
    const hash = createHash('md5');
    let pos = 0, reported = 0, scheduled = 0, syncedTo = 0, syncing = null;
    for (let k = 0; ; k++) {
      if (aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      // Block b goes to slot b % slots once the write of block b - slots (issued, since
      // b - slots < k) has completed; readsAhead < slots keeps it so.
      while (scheduled <= k + readsAhead) {
        const b = scheduled++;
        const s = b % slots;
        reads[s] = track(writes[s].then(() => readFull(inFd, bufs[s], b * readBytes)));
      }
      const s = k % slots;
      const n = await reads[s];
      if (n > 0) {
        hash.update(n === readBytes ? bufs[s] : bufs[s].subarray(0, n));
        writes[s] = track(writeBlock(outFd, bufs[s], n, pos));
        pos += n;
      }
      if (n < readBytes) break;
      if (syncBytes > 0 && syncing === null && pos - syncedTo >= syncBytes) {
        syncedTo = pos;
        const upTo = [...writes];
        syncing = track(Promise.all(upTo).then(() => call((cb) => fs.fdatasync(outFd, cb))));
        syncing.then(() => (syncing = null), () => {});
      }
      if (pos - reported >= progressBytes) {
        reported = pos;
        parentPort.postMessage({ type: 'progress', bytes: pos });
      }
    }
    await Promise.all(writes);
    if (syncing) await syncing;
    await call((cb) => fs.fsync(outFd, cb));
    const after = stamp(fs.fstatSync(inFd));
    return { type: 'done', md5: hash.digest('hex'), bytes: pos, before, after };
  } finally {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
    fs.closeSync(inFd);
    if (outFd >= 0) fs.closeSync(outFd);
  }
  // Reported only once both files are closed: the parent terminates the worker on this message.
})().then(
  (done) => parentPort.postMessage(done),
  (err) => parentPort.postMessage({ type: 'error', message: String((err && err.message) || err), code: err && err.code }),
);
`;

type Stamp = { size: number; mtimeMs: number };
export type CopyResult = { md5: string; bytes: number; before: Stamp; after: Stamp };
type WorkerMessage =
  | { type: 'progress'; bytes: number }
  | ({ type: 'done' } & CopyResult)
  | { type: 'error'; message: string; code?: string };

export class CopyError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CopyError';
  }
}

export type CopyOptions = {
  readBytes?: number;
  progressBytes?: number;
  /** Each block is written in pieces of this size, all queued at once. */
  writeBytes?: number;
  /** Buffers in the ring (≥ 2). */
  slots?: number;
  /** Reads kept ahead of the block being hashed (1 … slots - 1). */
  readsAhead?: number;
  /** Background fdatasync every this many bytes written; 0 leaves all writeback to the final fsync. */
  syncBytes?: number;
};

/** How long an aborted copy may take to close its files before the worker is simply terminated. */
const ABORT_GRACE_MS = 3000;

/**
 * Copies `src` to `dest` (created or truncated), fsyncs it, and returns the MD5 of the bytes
 * copied. On abort the worker first closes both files (on Windows an open handle would keep the
 * recorder from being ejected and the .part from being deleted), then the promise rejects.
 */
export function copyWithMd5(
  src: string,
  dest: string,
  onProgress: (bytes: number) => void,
  signal: AbortSignal,
  opts: CopyOptions = {},
): Promise<CopyResult> {
  if (signal.aborted) return Promise.reject(abortError());
  const slots = Math.max(2, opts.slots ?? SLOTS);
  const readsAhead = Math.min(slots - 1, Math.max(1, opts.readsAhead ?? READS_AHEAD));
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        src,
        dest,
        readBytes: opts.readBytes ?? COPY_READ_BYTES,
        writeBytes: opts.writeBytes ?? COPY_WRITE_BYTES,
        slots,
        readsAhead,
        syncBytes: opts.syncBytes ?? SYNC_BYTES,
        progressBytes: opts.progressBytes ?? 8 * 1024 * 1024,
      },
    });
    let settled = false;
    let grace: NodeJS.Timeout | undefined;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(grace);
      signal.removeEventListener('abort', onAbort);
      fn();
      void worker.terminate();
    };
    const onAbort = (): void => {
      worker.postMessage('abort');
      grace = setTimeout(() => finish(() => reject(abortError())), ABORT_GRACE_MS);
    };
    signal.addEventListener('abort', onAbort);
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'progress') {
        if (!settled && !signal.aborted) onProgress(m.bytes);
      } else if (signal.aborted) {
        finish(() => reject(abortError()));
      } else if (m.type === 'done') {
        finish(() => {
          onProgress(m.bytes);
          resolve({ md5: m.md5, bytes: m.bytes, before: m.before, after: m.after });
        });
      } else {
        finish(() => reject(new CopyError(m.message, m.code)));
      }
    });
    worker.on('error', (err) =>
      finish(() => reject(signal.aborted ? abortError() : new CopyError(err.message))),
    );
    worker.on('exit', (code) =>
      finish(() =>
        reject(signal.aborted ? abortError() : new CopyError(`copy worker exited with ${code}`)),
      ),
    );
  });
}
