import type Database from 'better-sqlite3';
import { unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, resolve, sep } from 'node:path';
import { M } from '../../../shared/messages';
import { isDiskFull } from '../db/disk-full';
import { AppError, InvalidArgumentError } from '../errors';
import { silentLogger, type Logger } from '../logger';
import { WorkerHasher } from '../uploads/hasher';
import { CustodyLog } from './custody';
import { Importer } from './importer';
import { mediaKindOf, parseRecorderPath, relativeTo } from './layouts';
import { defaultMediaTools, type MediaTools } from './media';
import { PRODUCTION_TIMING, type RecorderSettings, type RecorderTiming } from './settings';
import { stampOf, waitStable, type FileStamp, type WriterCheck } from './stable';
import { StatusBoard } from './status';
import { ImportStore, type ImportRow } from './store';
import { importedFileOf, newImportRow } from './rows';
import type {
  ImportedFile,
  RecorderEvents,
  RecorderService,
  RecorderStatus,
  ServerMd5Confirmation,
} from './types';
import type { VerifyResult } from './custody';
import { DockWatcher } from './watcher';

// The recorder docks service: watches the configured folders, waits for each file to be complete,
// imports one file at a time (a recorder's USB link is the bottleneck; parallel copies only thrash
// it), and tells the app about each import so it can be uploaded.

export type RecorderServiceOptions = {
  /** The signed-in account's database (migration 0004). */
  db: Database.Database;
  evidenceDir: string;
  /** The signed-in officer's account, recorded in the custody log. */
  officerAccount: () => string | null;
  /** Called after each import is committed; resolves once the app has queued the upload. */
  onImported: (file: ImportedFile) => void | Promise<void>;
  logger?: Logger;
  now?: () => number;
  workstation?: string;
  tools?: MediaTools;
  timing?: Partial<RecorderTiming>;
  writerCheck?: WriterCheck;
};

type Job =
  | { dock: string; path: string; stamp: FileStamp }
  | { dock: string; path: string; resume: ImportRow };

const errMessage = (e: unknown): string =>
  (e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 200);

export function createRecorderService(o: RecorderServiceOptions): RecorderService {
  return new DockImportService(o);
}

class DockImportService implements RecorderService {
  private readonly store: ImportStore;
  private readonly custody: CustodyLog;
  private readonly importer: Importer;
  private readonly logger: Logger;
  private readonly now: () => number;
  private readonly timing: RecorderTiming;
  private readonly board: StatusBoard;
  private settings: RecorderSettings = { folders: [], recorders: {} };
  private watcher: DockWatcher | null = null;
  private abort = new AbortController();
  private readonly tracking = new Set<string>();
  private readonly jobs: Job[] = [];
  private pumping: Promise<void> | null = null;
  private running = false;
  private readonly evidenceRoot: string;

  constructor(private readonly o: RecorderServiceOptions) {
    this.store = new ImportStore(o.db);
    this.custody = new CustodyLog(o.db);
    this.logger = o.logger ?? silentLogger;
    this.now = o.now ?? Date.now;
    this.timing = { ...PRODUCTION_TIMING, ...o.timing };
    this.evidenceRoot = resolve(o.evidenceDir) + sep;
    this.board = new StatusBoard();
    this.importer = new Importer({
      store: this.store,
      custody: this.custody,
      evidenceDir: o.evidenceDir,
      tools: o.tools ?? defaultMediaTools(),
      workstation: o.workstation ?? hostname(),
      now: this.now,
      logger: this.logger,
      onProgress: (id, bytes) => this.board.progress(id, bytes),
    });
  }

  on<E extends keyof RecorderEvents>(
    event: E,
    listener: (payload: RecorderEvents[E]) => void,
  ): () => void {
    return this.board.on(event, listener);
  }

  status(): RecorderStatus {
    return this.board.snapshot(this.running);
  }

  imports(): ImportRow[] {
    return this.store.all();
  }

  async start(settings: RecorderSettings): Promise<void> {
    await this.stop();
    this.settings = settings;
    this.abort = new AbortController();
    this.running = true;
    await this.recover();
    this.watcher = new DockWatcher(
      this.timing,
      {
        onCandidate: (dock, path) => this.candidate(dock, path),
        onPresence: (dock, present) => this.board.presence(dock, present),
      },
      this.logger,
    );
    for (const f of settings.folders) this.board.presence(resolve(f), false);
    await this.watcher.start(settings.folders);
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.abort.abort();
    await this.watcher?.stop();
    this.watcher = null;
    await this.pumping;
    this.jobs.length = 0;
    this.tracking.clear();
    this.board.changed(false);
  }

  /**
   * After a crash: partial copies are deleted, interrupted copies go back to 'queued' (redone when
   * the scan finds the source again), imports whose copy was stored are finished, and imports the
   * app was not yet told about are delivered again.
   */
  private async recover(): Promise<void> {
    await this.importer.clearParts();
    for (const row of this.store.all()) {
      if (row.state === 'copying')
        this.store.save({ ...row, state: 'queued', updatedAt: this.now() });
      else if (row.state === 'probing')
        this.enqueue({ dock: row.dock, path: row.sourcePath, resume: row });
      else if (row.state === 'done' && !row.notified) await this.notify(row);
    }
  }

  private candidate(dock: string, path: string): void {
    if (!this.running || this.tracking.has(path) || path.startsWith(this.evidenceRoot)) return;
    const kind = mediaKindOf(path);
    if (!kind) return;
    this.tracking.add(path);
    void this.track(dock, path).catch((e: unknown) => {
      this.logger.error(`recorder: tracking ${path} failed`, e);
      this.untrack(path);
    });
  }

  private async track(dock: string, path: string): Promise<void> {
    const first = await stampOf(path);
    const known = first ? this.store.bySource(path, first.size, first.mtimeMs) : null;
    if (
      !first ||
      (known && known.state !== 'queued' && known.state !== 'error' && known.state !== 'copying')
    ) {
      // Already imported (or being finished by recovery): shown, never read again.
      if (known) this.board.fromRow(known, known.recorderNumber);
      this.untrack(path);
      return;
    }
    this.board.file(path, {
      dock,
      name: basename(path),
      state: 'waiting-stable',
      size: first.size,
      recorderNumber: this.parse(dock, path).recorderNumber,
    });
    const stamp = await waitStable(path, {
      pollMs: this.timing.pollMs,
      stablePolls: this.timing.stablePolls,
      signal: this.abort.signal,
      writerCheck: this.o.writerCheck,
    });
    if (!stamp) {
      if (this.running) this.board.drop(path);
      this.untrack(path);
      return;
    }
    this.board.file(path, { state: 'queued', size: stamp.size });
    this.enqueue({ dock, path, stamp });
  }

  private parse(dock: string, path: string): ReturnType<typeof parseRecorderPath> {
    return parseRecorderPath(relativeTo(dock, path), Object.keys(this.settings.recorders));
  }

  private untrack(path: string): void {
    this.tracking.delete(path);
    this.board.settleWaiters();
  }

  private enqueue(job: Job): void {
    this.jobs.push(job);
    this.pumping ??= this.pump().finally(() => {
      this.pumping = null;
      this.board.settleWaiters();
    });
  }

  private async pump(): Promise<void> {
    for (let job = this.jobs.shift(); job && this.running; job = this.jobs.shift())
      await this.runJob(job);
  }

  private newRow(dock: string, path: string, stamp: FileStamp): ImportRow {
    return newImportRow({
      dock,
      path,
      stamp,
      parsed: this.parse(dock, path),
      recorders: this.settings.recorders,
      officerAccount: this.o.officerAccount(),
      now: this.now(),
    });
  }

  private async runJob(job: Job): Promise<void> {
    const { dock, path } = job;
    let row: ImportRow | null = null;
    let retracked = false;
    try {
      if ('resume' in job) {
        row = job.resume;
      } else {
        row = this.store.bySource(path, job.stamp.size, job.stamp.mtimeMs);
        if (row && (row.state === 'done' || row.state === 'duplicate' || row.state === 'probing')) {
          this.board.fromRow(row, row.recorderNumber);
          return;
        }
        if (!row) {
          row = this.newRow(dock, path, job.stamp);
          this.store.insert(row);
        }
        this.board.file(path, {
          importId: row.id,
          state: 'copying',
          bytesDone: 0,
          recorderNumber: row.recorderNumber,
          needsOfficer: row.policeNumber === null,
        });
        const copied = await this.importer.copy(row, this.abort.signal);
        row = copied.row;
        if (copied.outcome === 'changed') {
          // A writer came back during the copy: wait for stability again.
          this.logger.info(`recorder: ${path} changed while copying; waiting again`);
          this.tracking.delete(path);
          this.candidate(dock, path);
          retracked = true;
          return;
        }
        if (copied.outcome === 'duplicate') {
          this.board.fromRow(row, row.recorderNumber);
          return;
        }
      }
      this.board.file(path, {
        importId: row.id,
        state: 'probing',
        dock,
        name: row.name,
        size: row.size,
        bytesDone: row.size,
      });
      row = await this.importer.finish(row, this.o.officerAccount() ?? row.officerAccount);
      this.board.fromRow(row, row.recorderNumber);
      await this.notify(row);
    } catch (e) {
      if (this.abort.signal.aborted) {
        if (row?.state === 'copying')
          this.store.save({ ...row, state: 'queued', updatedAt: this.now() });
        return;
      }
      const gone = !(await stampOf(path));
      const reason = gone
        ? M.recorderSourceGone
        : isDiskFull(e)
          ? M.diskFullImport
          : M.recorderReadFailed(errMessage(e));
      this.logger.error(`recorder: import of ${path} failed`, e);
      if (row) {
        try {
          row = {
            ...(this.store.get(row.id) ?? row),
            state: 'error',
            reason,
            updatedAt: this.now(),
          };
          this.store.save(row);
        } catch (saveErr) {
          // SQLITE_FULL again: the row keeps its last committed state, which recover() resumes.
          this.logger.error(`recorder: could not record the failure of ${path}`, saveErr);
        }
      }
      this.board.file(path, { state: 'error', reason });
    } finally {
      if (!retracked) this.tracking.delete(path);
      this.board.settle(path);
    }
  }

  private async notify(row: ImportRow): Promise<void> {
    const file = importedFileOf(row, this.now());
    this.board.emit('imported', file);
    try {
      await this.o.onImported(file);
      this.store.save({
        ...(this.store.get(row.id) ?? row),
        notified: true,
        updatedAt: this.now(),
      });
      this.board.changed();
    } catch (e) {
      // Not marked: delivered again at the next start, so no import is left out of the upload queue.
      this.logger.error(`recorder: onImported failed for ${row.name}`, e);
    }
  }

  assignOfficer(importId: string, policeNumber: string): ImportRow {
    const row = this.store.get(importId);
    if (!row) throw new InvalidArgumentError(M.recorderImportNotFound);
    const pn = policeNumber.trim();
    if (!pn || pn.length > 64) throw new InvalidArgumentError();
    const next = { ...row, policeNumber: pn, updatedAt: this.now() };
    this.o.db.transaction(() => {
      this.store.save(next);
      if (next.state === 'done') this.custody.append(this.importer.entry('assign-officer', next));
    })();
    this.board.file(row.sourcePath, { needsOfficer: false });
    return next;
  }

  async deleteOriginal(importId: string, confirmation: ServerMd5Confirmation): Promise<void> {
    const row = this.store.get(importId);
    if (!row) throw new InvalidArgumentError(M.recorderImportNotFound);
    if (row.state !== 'done' || !row.md5) throw new AppError('invalid', M.recorderNotImported);
    if (confirmation.md5.toLowerCase() !== row.md5)
      throw new AppError('invalid', M.recorderMd5NotConfirmed);
    // The file on the recorder must still be the bytes that were imported and confirmed.
    const stamp = await stampOf(row.sourcePath);
    if (!stamp) throw new AppError('invalid', M.recorderSourceGone);
    const md5 =
      stamp.size === row.size
        ? await new WorkerHasher().hash(row.sourcePath, () => {}, new AbortController().signal)
        : '';
    if (md5 !== row.md5) throw new AppError('invalid', M.recorderOriginalChanged);
    await unlink(row.sourcePath);
    const next = { ...row, originalDeleted: true, updatedAt: this.now() };
    this.o.db.transaction(() => {
      this.store.save(next);
      this.custody.append(this.importer.entry('delete-original', next));
    })();
  }

  verifyCustody(): VerifyResult {
    return this.custody.verify();
  }

  exportCustody(file: string): Promise<number> {
    return this.custody.export(file);
  }

  idle(): Promise<void> {
    return this.board.whenIdle(
      () => this.tracking.size === 0 && this.jobs.length === 0 && this.pumping === null,
    );
  }
}
