import { randomUUID } from 'node:crypto';
import { M } from '../../../shared/messages';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import { FailureMemory } from './failures';
import { ChangeThrottle, systemClock, type Clock, type TimerHandle } from './progress';
import {
  bytesDone,
  newLive,
  runUpload,
  SourceChangedError,
  type Live,
  type RunContext,
} from './runner';
import { runBatch } from './batch-runner';
import { DrainWatch, partCount, toItem } from './view';
import { MAX_FILES, newRow, type NewUpload, type QueueOptions } from './queue-options';
import { dueUploads, isBatchRow, nextToHash } from './schedule';
import { removeStaged, sameSource, statSource } from './source';
import type { QueueRow } from './store';
import type { UploadItem } from '../../../shared/uploads/contract';
import { SLICE_CONCURRENCY } from '../../../shared/uploads/rules';
import {
  canCancel,
  canMove,
  canPause,
  canResume,
  canRetry,
  isActive,
  isFinished,
  type UploadState,
} from '../../../shared/uploads/queue-rules';

// The upload queue of one account: schedules hashing (one file at a time: it is disk-bound) and
// uploads (MAX_FILES jobs at once: a file by the chunked protocol, 3 slices at a time, or a batch
// of files by the multipart call; shared/uploads/rules.ts transportOf says which), applies the
// retry policy, and reports changes. The database is the truth: every state change is committed by
// `move` before the next step, and `start` turns whatever a crash left in flight back into
// 'queued', to resume from check (for a batch: the list of what the business already has).

const isAbort = (err: unknown): boolean => err instanceof Error && err.name === 'AbortError';

export class UploadQueue {
  private readonly rows = new Map<string, QueueRow>();
  private readonly live = new Map<string, Live>();
  private readonly running = new Map<string, AbortController>();
  private hashing: { id: string; ctrl: AbortController } | null = null;
  private readonly failures = new FailureMemory();
  private readonly clock: Clock;
  private readonly throttle: ChangeThrottle;
  private readonly logger: Logger;
  private readonly ctx: RunContext;
  private stopped = true;
  private waitingLogin = false;
  private wake: TimerHandle | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly drain: DrainWatch;

  constructor(private readonly opts: QueueOptions) {
    this.clock = opts.clock ?? systemClock;
    this.logger = opts.logger ?? silentLogger;
    this.throttle = new ChangeThrottle(this.clock, (ids) => this.emit(ids));
    this.drain = new DrainWatch(opts.onDrained);
    this.ctx = {
      transport: opts.transport,
      store: opts.store,
      concurrency: opts.concurrency ?? SLICE_CONCURRENCY,
      move: (row, to, patch) => this.move(row, to, patch),
      finish: (row, fileId) => this.finish(row, fileId),
      fail: (row, err) => this.afterFailure(row, err),
      sourceUnchanged: (row) => this.sourceUnchanged(row),
      progress: (row) => this.progress(row),
    };
  }

  /** Loads the account's queue and resumes it; a crash's in-flight states become 'queued'. */
  start(): void {
    this.stopped = false;
    for (const row of this.opts.store.all()) {
      this.rows.set(row.id, row);
      this.live.set(row.id, newLive(this.opts.store.slices(row.id)));
      if (row.state === 'hashing') this.move(row, row.held ? 'held' : 'queued');
      else if (row.state === 'checking' || row.state === 'uploading' || row.state === 'merging')
        this.move(row, 'queued', { nextAttemptAt: null });
      // A kill between the commit of done/cancelled and the removal of the staged copy.
      if (row.staged && isFinished(row.state)) void this.removeFile(row.path);
    }
    this.unsubscribe = this.opts.net.onChange((s) => this.netChanged(s.online));
    if (!this.opts.net.online) this.netChanged(false);
    this.pump();
  }

  /** Sign-out or another account: everything stops where it is (the database keeps the rest). */
  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.wake?.cancel();
    this.wake = null;
    this.throttle.stop();
    for (const c of this.running.values()) c.abort();
    this.running.clear();
    this.hashing?.ctrl.abort();
    this.hashing = null;
  }

  /** The officer signed in again: files waiting for it go on. */
  signedIn(): void {
    this.waitingLogin = false;
    for (const row of this.rows.values())
      if (row.state === 'queued' && row.reason === M.uploadWaitingLogin)
        this.move(row, 'queued', { reason: null });
    this.pump();
  }

  add(news: readonly NewUpload[]): UploadItem[] {
    const now = this.clock.now();
    const offline = !this.opts.net.online;
    const waitingFor = this.waitingLogin
      ? M.uploadWaitingLogin
      : offline
        ? M.uploadWaitingNetwork
        : null;
    const rows = news.map((n) => newRow(n, now, waitingFor));
    // Files queued together for the batch call go up in one request; held ones get theirs at Save.
    const batch = randomUUID();
    for (const row of rows) if (isBatchRow(row) && !row.held) row.uploadId = batch;
    this.opts.store.insert(rows);
    for (const row of rows) {
      this.rows.set(row.id, row);
      this.live.set(row.id, newLive());
      if (!row.held) this.drain.joined(row.id);
    }
    const items = rows.map((r) => this.item(r));
    this.opts.onChanged(items);
    this.pump();
    return items;
  }

  /**
   * upload:start – held files get their title and description and join the queue; the files saved
   * together are one batch of the multipart call.
   */
  release(items: readonly { id: string; title: string; remark: string }[]): UploadItem[] {
    const out: UploadItem[] = [];
    const batch = randomUUID();
    for (const { id, title, remark } of items) {
      const row = this.rows.get(id);
      if (!row) continue;
      const joins = row.held && isBatchRow(row) ? { uploadId: batch } : {};
      if (row.state === 'held')
        this.move(row, 'queued', {
          held: false,
          title,
          remark,
          reason: this.opts.net.online ? null : M.uploadWaitingNetwork,
          ...joins,
        });
      else if (!isFinished(row.state))
        this.move(row, row.state, { held: false, title, remark, ...joins });
      if (!this.opts.net.online) this.drain.joined(id);
      out.push(this.item(row));
    }
    this.pump();
    return out;
  }

  list(): UploadItem[] {
    return [...this.rows.values()].map((r) => this.item(r));
  }

  find(id: string): UploadItem | null {
    const row = this.rows.get(id);
    return row ? this.item(row) : null;
  }

  pause(ids: readonly string[]): UploadItem[] {
    return this.each(ids, (row) => {
      if (!canPause(row.state)) return;
      this.abort(row.id);
      this.move(row, 'paused', { reason: null, nextAttemptAt: null });
    });
  }

  resume(ids: readonly string[]): UploadItem[] {
    return this.each(ids, (row) => {
      if (canResume(row.state))
        this.move(row, 'queued', { reason: null, nextAttemptAt: null, attempts: 0 });
    });
  }

  /** Failed files start again; a file waiting for its retry time goes now. */
  retry(ids: readonly string[]): UploadItem[] {
    return this.each(ids, (row) => {
      this.failures.forget(row.id);
      if (canRetry(row.state))
        this.move(row, 'queued', { reason: null, nextAttemptAt: null, attempts: 0 });
      else if (row.state === 'queued' && !this.running.has(row.id))
        this.move(row, 'queued', { reason: null, nextAttemptAt: null });
    });
  }

  cancel(ids: readonly string[]): UploadItem[] {
    return this.each(ids, (row) => {
      if (!canCancel(row.state)) return;
      this.abort(row.id);
      this.move(row, 'cancelled', { reason: null, nextAttemptAt: null });
      if (row.staged) void this.removeFile(row.path);
    });
  }

  /** Forgets done and cancelled files. */
  clear(): void {
    for (const row of [...this.rows.values()]) {
      if (!isFinished(row.state)) continue;
      this.opts.store.delete(row.id);
      this.rows.delete(row.id);
      this.live.delete(row.id);
      this.throttle.forget(row.id);
    }
  }

  private each(ids: readonly string[], fn: (row: QueueRow) => void): UploadItem[] {
    const out: UploadItem[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (!row) continue;
      fn(row);
      out.push(this.item(row));
    }
    this.pump();
    return out;
  }

  private abort(id: string): void {
    const ctrl = this.running.get(id);
    ctrl?.abort();
    this.running.delete(id);
    // The other files of its batch request go back to the queue and go again without this one.
    for (const [other, c] of [...this.running]) {
      if (c !== ctrl) continue;
      this.running.delete(other);
      const row = this.rows.get(other);
      this.live.get(other)?.inflight.clear();
      if (row && isActive(row.state) && row.state !== 'queued')
        this.move(row, 'queued', { reason: null, nextAttemptAt: null });
    }
    if (this.hashing?.id === id) {
      this.hashing.ctrl.abort();
      this.hashing = null;
    }
    const live = this.live.get(id);
    live?.inflight.clear();
    live?.meter.reset();
  }

  /** The one way a row changes: checked against the state machine and committed before returning. */
  private move(row: QueueRow, to: UploadState, patch: Partial<QueueRow> = {}): void {
    if (this.stopped) throw Object.assign(new Error('queue stopped'), { name: 'AbortError' });
    if (row.state !== to && !canMove(row.state, to))
      throw new Error(`upload ${row.id}: ${row.state} → ${to} is not allowed`);
    Object.assign(row, patch, { state: to, updatedAt: this.clock.now() });
    this.opts.store.save(row);
    this.throttle.now(row.id);
    this.drain.check((id) => this.rows.get(id)?.state);
  }

  private finish(row: QueueRow, fileId: string | null): void {
    const live = this.live.get(row.id);
    if (live) {
      live.inflight.clear();
      for (let i = 0; i < partCount(row); i++) live.confirmed.add(i);
    }
    this.move(row, 'done', { fileId, reason: null, nextAttemptAt: null, attempts: 0 });
    this.failures.forget(row.id);
    if (row.staged) void this.removeFile(row.path);
  }

  private async sourceUnchanged(row: QueueRow): Promise<boolean> {
    return sameSource(await (this.opts.stat ?? statSource)(row.path), row);
  }

  private async removeFile(path: string): Promise<void> {
    try {
      await (this.opts.removeFile ?? removeStaged)(path);
    } catch (err) {
      this.logger.warn(`could not remove staged upload ${path}`, err);
    }
  }

  private progress(row: QueueRow): void {
    const live = this.live.get(row.id);
    if (!live) return;
    live.meter.add(this.clock.now(), bytesDone(row, live));
    this.throttle.soon(row.id);
  }

  private pump(): void {
    if (this.stopped) return;
    const rows = [...this.rows.values()];
    if (!this.hashing) {
      const next = nextToHash(rows);
      if (next) void this.hashOne(next);
    }
    this.wake?.cancel();
    this.wake = null;
    if (!this.opts.net.online || this.waitingLogin) return;
    const now = this.clock.now();
    const due = dueUploads(rows, {
      now,
      running: this.running,
      jobs: new Set(this.running.values()).size,
      maxJobs: this.opts.maxFiles ?? MAX_FILES,
    });
    for (const job of due.start) void this.runJob(job);
    if (due.wakeAt !== null) this.wake = this.clock.setTimeout(() => this.pump(), due.wakeAt - now);
  }

  private async hashOne(row: QueueRow): Promise<void> {
    const ctrl = new AbortController();
    this.hashing = { id: row.id, ctrl };
    const live = this.live.get(row.id)!;
    try {
      // A re-hash after a refused merge keeps saying why it happens.
      this.move(row, 'hashing', { reason: row.reason === M.uploadMd5Mismatch ? row.reason : null });
      if (!(await this.sourceUnchanged(row))) throw new SourceChangedError();
      const md5 = await this.opts.hasher.hash(
        row.path,
        (b) => {
          live.bytesHashed = b;
          this.throttle.soon(row.id);
        },
        ctrl.signal,
      );
      if (!(await this.sourceUnchanged(row))) throw new SourceChangedError();
      if (ctrl.signal.aborted) return;
      live.bytesHashed = row.size;
      const waitNet = !row.held && !this.opts.net.online;
      this.move(row, row.held ? 'held' : 'queued', {
        md5,
        reason: waitNet ? M.uploadWaitingNetwork : null,
      });
    } catch (err) {
      if (this.stopped || ctrl.signal.aborted || isAbort(err)) return;
      if (err instanceof SourceChangedError) this.logger.info(`upload ${row.id}: source changed`);
      else this.logger.warn(`upload ${row.id}: hashing failed`, err);
      if (row.state === 'hashing') this.move(row, 'failed', { reason: M.uploadSourceChanged });
    } finally {
      if (this.hashing?.ctrl === ctrl) this.hashing = null;
      this.pump();
    }
  }

  /** One file by the chunked protocol, or one batch request: a failure applies to every file of it. */
  private async runJob(rows: readonly QueueRow[]): Promise<void> {
    const ctrl = new AbortController();
    for (const row of rows) {
      this.running.set(row.id, ctrl);
      this.live.get(row.id)!.meter.reset();
    }
    try {
      if (isBatchRow(rows[0])) await runBatch(this.ctx, rows, this.live, ctrl.signal);
      else await runUpload(this.ctx, rows[0], this.live.get(rows[0].id)!, ctrl.signal);
    } catch (err) {
      if (!this.stopped && !ctrl.signal.aborted && !isAbort(err)) {
        // One draw for the whole job: its files wait out the same delay and go again together.
        const draw = (this.opts.random ?? Math.random)();
        for (const row of rows) this.afterFailure(row, err, () => draw);
      }
    } finally {
      for (const row of rows) {
        if (this.running.get(row.id) !== ctrl) continue;
        this.running.delete(row.id);
        this.live.get(row.id)?.inflight.clear();
      }
      this.pump();
    }
  }

  private afterFailure(row: QueueRow, err: unknown, random?: () => number): void {
    if (!isActive(row.state)) return;
    const ctx = {
      online: this.opts.net.online,
      now: this.clock.now(),
      random: random ?? this.opts.random ?? Math.random,
      backoff: this.opts.backoff,
    };
    const next = this.failures.after(row, err, ctx);
    if (next.dropSlices) {
      this.opts.store.setSlices(row.id, []);
      this.live.get(row.id)?.confirmed.clear();
    }
    const msg = err instanceof Error ? err.message : String(err);
    if (next.to === 'queued')
      this.logger.info(`upload ${row.id}: ${msg} → ${next.patch.reason ?? 'again now'}`);
    else if (next.patch.reason === M.errInternal) this.logger.error(`upload ${row.id} failed`, err);
    else this.logger.warn(`upload ${row.id} failed: ${msg}`);
    if (next.waitLogin) this.waitingLogin = true;
    this.move(row, next.to, next.patch);
  }

  private netChanged(online: boolean): void {
    if (this.stopped) return;
    if (!online) {
      this.drain.wentOffline(
        [...this.rows.values()].filter((r) => isActive(r.state) && !r.held).map((r) => r.id),
      );
      for (const row of this.rows.values())
        if (row.state === 'queued' && !row.held && !this.running.has(row.id))
          this.move(row, 'queued', { reason: M.uploadWaitingNetwork });
      return;
    }
    this.drain.cameBack();
    for (const row of this.rows.values()) {
      if (row.state === 'queued' && row.reason === M.uploadWaitingNetwork)
        this.move(row, 'queued', { reason: null, nextAttemptAt: null });
    }
    this.pump();
  }

  private item(row: QueueRow): UploadItem {
    return toItem(row, this.live.get(row.id), this.running.has(row.id), this.clock.now());
  }

  private emit(ids: readonly string[]): void {
    const items = ids
      .map((id) => this.rows.get(id))
      .filter((r): r is QueueRow => r !== undefined)
      .map((r) => this.item(r));
    if (items.length) this.opts.onChanged(items);
  }
}
