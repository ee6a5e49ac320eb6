import { Worker } from 'node:worker_threads';

// The whole-file MD5 of a chunked upload, computed while the upload is still going: each time a
// slice is stored, the held slices that follow the bytes already hashed are read in order from the
// part file (usually still in the page cache) and hashed. At merge only the tail remains, so the
// check costs one MD5 pass in total instead of a second full read after the last slice.
// The hashing runs in a worker thread: MD5 costs about as much CPU as receiving the bytes, and on
// the request thread it would halve the rate at which slices are taken.
// After a server restart the cursor starts again from slice 0: the hash state is not persisted.

const READ_SIZE = 4 * 1024 * 1024;

// Plain CommonJS, run with eval: the same code under tsx, vitest and a bundled build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { openSync, readSync, closeSync } = require('node:fs');
const hash = createHash('md5');
const buffer = Buffer.allocUnsafe(${READ_SIZE});
let fd = null;
parentPort.on('message', (m) => {
  try {
    if (m.type === 'range') {
      if (fd === null) fd = openSync(workerData.file, 'r');
      for (let pos = m.start; pos < m.end; ) {
        const n = readSync(fd, buffer, 0, Math.min(buffer.length, m.end - pos), pos);
        if (n === 0) throw new Error('part file shorter than expected at ' + pos);
        hash.update(buffer.subarray(0, n));
        pos += n;
      }
      parentPort.postMessage({ type: 'hashed', id: m.id });
    } else if (m.type === 'digest') {
      if (fd !== null) closeSync(fd);
      fd = null;
      parentPort.postMessage({ type: 'digest', hex: hash.digest('hex') });
    }
  } catch (e) {
    parentPort.postMessage({ type: 'error', message: String((e && e.message) || e) });
  }
});
`;

type Reply =
  | { type: 'hashed'; id: number }
  | { type: 'digest'; hex: string }
  | { type: 'error'; message: string };

export class HashCursor {
  /** Slices handed to the worker so far (in index order). */
  private next = 0;
  private worker: Worker | null = null;
  private failed: unknown = null;
  private seq = 0;
  private readonly waiting = new Map<number, () => void>();
  private digestWaiter: ((hex: string | null) => void) | null = null;
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
    private readonly fileSize: number,
    private readonly sliceSize: number,
    private readonly sliceCount: number,
    private readonly isHeld: (index: number) => boolean,
  ) {}

  /** Hands every held slice from the cursor on to the worker; resolves once they are hashed. */
  advance(): Promise<void> {
    if (this.failed !== null) return Promise.resolve();
    while (this.next < this.sliceCount && this.isHeld(this.next)) {
      const start = this.next * this.sliceSize;
      const end = Math.min(this.fileSize, start + this.sliceSize);
      this.last = this.send(start, end);
      this.next += 1;
    }
    return this.last;
  }

  /**
   * The MD5 of the whole file once every slice is held and hashed; null when the cursor failed
   * (the caller hashes again from scratch). The worker ends either way.
   */
  async digest(): Promise<string | null> {
    await this.advance();
    if (this.failed !== null || this.next < this.sliceCount) {
      this.dispose();
      return null;
    }
    const worker = this.start();
    const hex = await new Promise<string | null>((resolve) => {
      this.digestWaiter = resolve;
      worker.postMessage({ type: 'digest' });
    });
    this.dispose();
    return hex;
  }

  /** Stops the worker (a dropped session, or the digest taken). */
  dispose(): void {
    const worker = this.worker;
    this.worker = null;
    if (worker) void worker.terminate();
  }

  private send(start: number, end: number): Promise<void> {
    const worker = this.start();
    const id = ++this.seq;
    return new Promise<void>((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ type: 'range', id, start, end });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file: this.file } });
    // An abandoned session's worker must not keep the server process alive.
    worker.unref();
    worker.on('message', (reply: Reply) => {
      if (reply.type === 'hashed') {
        this.waiting.get(reply.id)?.();
        this.waiting.delete(reply.id);
      } else if (reply.type === 'digest') {
        this.digestWaiter?.(reply.hex);
        this.digestWaiter = null;
      } else this.fail(new Error(reply.message));
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.fail(new Error('hash worker exited'));
    });
    this.worker = worker;
    return worker;
  }

  /** Everything waiting is released; digest answers null and the caller hashes from scratch. */
  private fail(error: unknown): void {
    this.failed ??= error;
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
    this.digestWaiter?.(null);
    this.digestWaiter = null;
    this.dispose();
  }
}
