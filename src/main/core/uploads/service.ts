import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { M } from '../../../shared/messages';
import { AppError, InvalidArgumentError } from '../errors';
import type { PickedFiles } from '../files/picked';
import type { Logger } from '../logger';
import type { Hasher } from './hasher';
import type { Clock } from './progress';
import { UploadQueue } from './queue';
import type { NetSignal, NewUpload } from './queue-options';
import { statSource, type StatFn } from './source';
import { UploadStore } from './store';
import type { UploadTransport } from './transport';
import type { EnqueueRequest, UploadItem, UploadTarget } from '../../../shared/uploads/contract';
import type { Request } from '../../../shared/contract';
import { baseNameOf } from '../../../shared/common/files';
import { SLICE_SIZE, checkEnqueue } from '../../../shared/uploads/rules';

// The upload queue of whoever is signed in. Each account's queue lives in its own database: on
// sign-out it stops where it is, on sign-in the account's queue is loaded and resumes.

export type UploadServiceOptions = {
  picked: PickedFiles;
  transport: UploadTransport;
  hasher: Hasher;
  net: NetSignal;
  onChanged: (items: UploadItem[]) => void;
  onDrained: (count: number) => void;
  logger?: Logger;
  clock?: Clock;
  random?: () => number;
  /** Slice size asked for at init (the server answers the one it uses). */
  sliceSize?: number;
  maxFiles?: number;
  stat?: StatFn;
  removeFile?: (path: string) => Promise<void>;
};

export class UploadService {
  private queue: UploadQueue | null = null;
  private db: Database.Database | null = null;

  constructor(private readonly opts: UploadServiceOptions) {}

  /** The session changed: null on sign-out, the account's database on sign-in. */
  bind(db: Database.Database | null): void {
    if (db && db === this.db && this.queue) {
      this.queue.signedIn();
      return;
    }
    this.queue?.stop();
    this.queue = null;
    this.db = db;
    if (!db) return;
    this.queue = new UploadQueue({
      store: new UploadStore(db),
      transport: this.opts.transport,
      hasher: this.opts.hasher,
      net: this.opts.net,
      onChanged: this.opts.onChanged,
      onDrained: this.opts.onDrained,
      clock: this.opts.clock,
      random: this.opts.random,
      logger: this.opts.logger,
      maxFiles: this.opts.maxFiles,
      stat: this.opts.stat,
      removeFile: this.opts.removeFile,
    });
    this.queue.start();
  }

  private require(): UploadQueue {
    if (!this.queue) throw new AppError('expired', M.loginExpired);
    return this.queue;
  }

  /**
   * Checks every chosen file again (the renderer's checks are a courtesy, main's are the rule) and
   * queues all of them or none. Online or offline, they are in the database when this returns.
   */
  async enqueue(req: EnqueueRequest): Promise<UploadItem[]> {
    const queue = this.require();
    const news: NewUpload[] = [];
    for (const f of req.files) {
      const src = this.opts.picked.resolve(f.ref);
      if (!src) throw new InvalidArgumentError(M.errInvalidArgs);
      const st = await (this.opts.stat ?? statSource)(src.path);
      if (!st) throw new InvalidArgumentError(M.uploadSourceChanged);
      const refused = checkEnqueue({ name: src.name, size: st.size }, req.profile, req.accept);
      if (refused) throw new InvalidArgumentError(refused);
      news.push({
        id: randomUUID(),
        name: src.name,
        title: f.title?.trim() || baseNameOf(src.name),
        remark: f.remark ?? '',
        path: src.path,
        size: st.size,
        mtimeMs: st.mtimeMs,
        staged: src.staged,
        profile: req.profile,
        target: req.target,
        held: req.hold === true,
        sliceSize: this.opts.sliceSize ?? SLICE_SIZE,
      });
    }
    const items = queue.add(news);
    // The queue keeps the path now: the ref cannot be queued a second time.
    for (const f of req.files) this.opts.picked.take(f.ref);
    return items;
  }

  /**
   * Queues a file the app produced itself (a recorder import), keyed by the caller: the same key is
   * queued once, however often it is offered (an import is delivered again after a crash).
   */
  async enqueueOwned(file: {
    id: string;
    path: string;
    name: string;
    title: string;
    target: UploadTarget;
  }): Promise<UploadItem> {
    const queue = this.require();
    const known = queue.find(file.id);
    if (known) return known;
    const st = await (this.opts.stat ?? statSource)(file.path);
    if (!st) throw new InvalidArgumentError(M.uploadSourceChanged);
    const again = queue.find(file.id);
    if (again) return again;
    const [item] = queue.add([
      {
        ...file,
        size: st.size,
        mtimeMs: st.mtimeMs,
        remark: '',
        staged: false,
        profile: 'chunked',
        held: false,
        sliceSize: this.opts.sliceSize ?? SLICE_SIZE,
      },
    ]);
    return item;
  }

  /** The queue's view of one file, whether or not it is finished; null when never queued. */
  item(id: string): UploadItem | null {
    return this.queue?.find(id) ?? null;
  }

  start(req: Request<'uploads:start'>): UploadItem[] {
    return this.require().release(req.items);
  }

  /** Paths of staged copies the signed-in account's queue still needs (not done, not cancelled). */
  stagedPaths(): Set<string> {
    if (!this.db) return new Set();
    return new Set(
      new UploadStore(this.db)
        .all()
        .filter((r) => r.staged && r.state !== 'done' && r.state !== 'cancelled')
        .map((r) => r.path),
    );
  }

  list(): UploadItem[] {
    return this.queue ? this.queue.list() : [];
  }

  pause(ids: readonly string[]): UploadItem[] {
    return this.require().pause(ids);
  }

  resume(ids: readonly string[]): UploadItem[] {
    return this.require().resume(ids);
  }

  cancel(ids: readonly string[]): UploadItem[] {
    return this.require().cancel(ids);
  }

  retry(ids: readonly string[]): UploadItem[] {
    return this.require().retry(ids);
  }

  clear(): void {
    this.require().clear();
  }

  dispose(): void {
    this.queue?.stop();
    this.queue = null;
    this.db = null;
  }
}
