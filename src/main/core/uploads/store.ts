import type Database from 'better-sqlite3';
import type { UploadItem, UploadTarget } from '../../../shared/uploads/contract';
import { isFinished, type UploadState } from '../../../shared/uploads/queue-rules';
import { M } from '../../../shared/messages';
import { isDiskFull } from '../db/disk-full';
import { DiskFullError } from '../db/disk-full-error';
import { UploadJournal, type JournalEntry } from '../db/upload-journal';
// The queue's rows in the signed-in account's database. Every statement is prepared once (queue
// updates sit on the hot path of every slice) and every write is its own committed statement, so a
// kill between two steps leaves the last committed state, which the queue knows how to resume.
// Each unfinished row is also journaled beside the database (db/upload-journal.ts), so a damaged
// database that has to be rebuilt still finds the queued files again.

export type UploadProfile = UploadItem['profile'];

export type QueueRow = {
  /** Also the protocol's uploadKey. */
  id: string;
  name: string;
  title: string;
  remark: string;
  path: string;
  size: number;
  mtimeMs: number;
  /** A browser-mode staged copy, deleted once done or cancelled. */
  staged: boolean;
  profile: UploadProfile;
  target: UploadTarget;
  /** Waits for upload:start (the attachment dialog's Save). */
  held: boolean;
  state: UploadState;
  md5: string | null;
  sliceSize: number;
  /**
   * The chunked protocol: the server's upload session (init's uploadId). The batch call: the
   * batch, an id the queue gives the files queued or saved together, sent in one request.
   */
  uploadId: string | null;
  fileId: string | null;
  reason: string | null;
  attempts: number;
  nextAttemptAt: number | null;
  createdAt: number;
  updatedAt: number;
};

type RawRow = {
  id: string;
  name: string;
  title: string;
  remark: string;
  path: string;
  size: number;
  mtime_ms: number;
  staged: number;
  profile: string;
  target: string;
  held: number;
  state: string;
  md5: string | null;
  slice_size: number;
  upload_id: string | null;
  file_id: string | null;
  reason: string | null;
  attempts: number;
  next_attempt_at: number | null;
  created_at: number;
  updated_at: number;
};

const COLUMNS = [
  'id',
  'name',
  'title',
  'remark',
  'path',
  'size',
  'mtime_ms',
  'staged',
  'profile',
  'target',
  'held',
  'state',
  'md5',
  'slice_size',
  'upload_id',
  'file_id',
  'reason',
  'attempts',
  'next_attempt_at',
  'created_at',
  'updated_at',
] as const;

const toRaw = (r: QueueRow): RawRow => ({
  id: r.id,
  name: r.name,
  title: r.title,
  remark: r.remark,
  path: r.path,
  size: r.size,
  mtime_ms: r.mtimeMs,
  staged: r.staged ? 1 : 0,
  profile: r.profile,
  target: JSON.stringify(r.target),
  held: r.held ? 1 : 0,
  state: r.state,
  md5: r.md5,
  slice_size: r.sliceSize,
  upload_id: r.uploadId,
  file_id: r.fileId,
  reason: r.reason,
  attempts: r.attempts,
  next_attempt_at: r.nextAttemptAt,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

const fromRaw = (r: RawRow): QueueRow => ({
  id: r.id,
  name: r.name,
  title: r.title,
  remark: r.remark,
  path: r.path,
  size: r.size,
  mtimeMs: r.mtime_ms,
  staged: r.staged === 1,
  profile: r.profile as UploadProfile,
  target: JSON.parse(r.target) as UploadTarget,
  held: r.held === 1,
  state: r.state as UploadState,
  md5: r.md5,
  sliceSize: r.slice_size,
  uploadId: r.upload_id,
  fileId: r.file_id,
  reason: r.reason,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** What a rebuild needs to queue the file again (the journal entry of a row). */
const entryOf = (r: QueueRow, seq?: number): JournalEntry => ({
  id: r.id,
  name: r.name,
  title: r.title,
  remark: r.remark,
  path: r.path,
  size: r.size,
  mtimeMs: r.mtimeMs,
  staged: r.staged,
  profile: r.profile,
  target: r.target,
  held: r.held,
  sliceSize: r.sliceSize,
  createdAt: r.createdAt,
  seq,
});

export class UploadStore {
  private readonly journal: UploadJournal | null;
  /** The entry text last written per row: a save rewrites it only when it changed. */
  private readonly journaled = new Map<string, string>();
  private readonly insertStmt: Database.Statement<[RawRow]>;
  private readonly saveStmt: Database.Statement<[RawRow]>;
  private readonly allStmt: Database.Statement<[], RawRow>;
  private readonly deleteStmt: Database.Statement<[string]>;
  private readonly confirmStmt: Database.Statement<[string, number]>;
  private readonly slicesStmt: Database.Statement<[string], number>;
  private readonly clearSlicesStmt: Database.Statement<[string]>;
  private readonly insertMany: (rows: readonly QueueRow[]) => void;
  private readonly replaceSlices: (id: string, indexes: readonly number[]) => void;

  constructor(db: Database.Database) {
    this.journal = UploadJournal.of(db);
    const named = COLUMNS.map((c) => `@${c}`).join(', ');
    this.insertStmt = db.prepare(
      `INSERT INTO upload_items (${COLUMNS.join(', ')}) VALUES (${named})`,
    );
    const sets = COLUMNS.filter((c) => c !== 'id' && c !== 'created_at')
      .map((c) => `${c} = @${c}`)
      .join(', ');
    this.saveStmt = db.prepare(`UPDATE upload_items SET ${sets} WHERE id = @id`);
    // rowid order is insertion order: the queue serves files in the order they were chosen.
    this.allStmt = db.prepare(`SELECT ${COLUMNS.join(', ')} FROM upload_items ORDER BY rowid`);
    this.deleteStmt = db.prepare('DELETE FROM upload_items WHERE id = ?');
    this.confirmStmt = db.prepare(
      'INSERT OR IGNORE INTO upload_slices (item_id, idx) VALUES (?, ?)',
    );
    this.slicesStmt = db
      .prepare<[string], number>('SELECT idx FROM upload_slices WHERE item_id = ? ORDER BY idx')
      .pluck();
    this.clearSlicesStmt = db.prepare('DELETE FROM upload_slices WHERE item_id = ?');
    // All files of one choice appear together or not at all.
    this.insertMany = db.transaction((rows: readonly QueueRow[]) => {
      for (const r of rows) this.insertStmt.run(toRaw(r));
    });
    this.replaceSlices = db.transaction((id: string, indexes: readonly number[]) => {
      this.clearSlicesStmt.run(id);
      for (const i of indexes) this.confirmStmt.run(id, i);
    });
    this.reconcileJournal();
  }

  /**
   * The queue opens: unfinished rows get their journal entry (rows from before the journal, or
   * whose entry could not be written), and entries of rows finished or deleted go.
   */
  private reconcileJournal(): void {
    if (!this.journal) return;
    const open = new Map(
      this.all()
        .filter((r) => !isFinished(r.state))
        .map((r) => [r.id, r]),
    );
    for (const id of this.journal.ids()) if (!open.has(id)) this.journal.remove(id);
    for (const row of open.values()) this.journalRow(row);
  }

  private journalRow(row: QueueRow, seq?: number): void {
    if (!this.journal) return;
    if (isFinished(row.state)) {
      this.journaled.delete(row.id);
      this.journal.remove(row.id);
      return;
    }
    const text = JSON.stringify(entryOf(row));
    if (this.journaled.get(row.id) === text) return;
    // A store opened again (each sign-in) finds most entries already right: no rewrite, no fsync.
    // A rewrite keeps the entry's position within its choice.
    const stored = this.journal.read(row.id);
    if (stored && JSON.stringify({ ...stored, seq: undefined }) === text) {
      this.journaled.set(row.id, text);
      return;
    }
    if (this.journal.write(entryOf(row, seq ?? stored?.seq))) this.journaled.set(row.id, text);
  }

  /**
   * All files of one choice, in one transaction. On a full disk SQLite rolls it back (nothing of
   * the choice is queued) and the officer is told why.
   */
  insert(rows: readonly QueueRow[]): void {
    try {
      this.insertMany(rows);
    } catch (err) {
      if (isDiskFull(err)) throw new DiskFullError(M.diskFullEnqueue);
      throw err;
    }
    rows.forEach((r, i) => this.journalRow(r, i));
  }

  /** One committed UPDATE: on failure (a full disk) the stored row keeps its previous state. */
  save(row: QueueRow): void {
    this.saveStmt.run(toRaw(row));
    this.journalRow(row);
  }

  all(): QueueRow[] {
    return this.allStmt.all().map(fromRaw);
  }

  /** The journal entry goes first: a kill in between must not leave an entry without its row. */
  delete(id: string): void {
    this.journaled.delete(id);
    this.journal?.remove(id);
    this.deleteStmt.run(id);
  }

  /** A slice the server answered 200 for: committed before anything else happens. */
  confirmSlice(id: string, index: number): void {
    this.confirmStmt.run(id, index);
  }

  slices(id: string): number[] {
    return this.slicesStmt.all(id);
  }

  /** Replaces the confirmed set (the server's session changed or dropped its slices). */
  setSlices(id: string, indexes: readonly number[]): void {
    this.replaceSlices(id, indexes);
  }
}
