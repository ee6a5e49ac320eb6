import type Database from 'better-sqlite3';
import {
  closeSync,
  fdatasyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { uploadTarget } from '../../../shared/uploads/contract';

// The upload queue's safety copy outside SQLite: one small JSON file per unfinished queued file,
// beside the account's database (`data/<id>.uploads/<item id>.json`). The database stays the truth;
// the journal only matters when the database is found damaged and rebuilt empty: then every entry
// whose file is still on disk, unchanged (size + mtime), goes back into the queue under its own id,
// which is also the protocol's uploadKey, so the server resumes the same upload session.

export const journalEntry = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(500),
  title: z.string().max(500),
  remark: z.string().max(2000),
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  mtimeMs: z.number().int(),
  staged: z.boolean(),
  profile: z.enum(['attachment', 'form', 'chunked']),
  target: uploadTarget,
  held: z.boolean(),
  sliceSize: z.number().int().positive(),
  createdAt: z.number().int(),
  /** Position within its choice (files chosen together share createdAt): keeps the queue order. */
  seq: z.number().int().nonnegative().optional(),
});

export type JournalEntry = z.infer<typeof journalEntry>;

const ID_FILE = /^[A-Za-z0-9_-]{1,100}\.json$/;

/** The journal folder of an account database file; null for an in-memory database. */
export function journalDirOf(dbFile: string): string | null {
  if (!dbFile || dbFile === ':memory:') return null;
  return join(dirname(dbFile), `${basename(dbFile).replace(/\.sqlite$/, '')}.uploads`);
}

export class UploadJournal {
  constructor(readonly dir: string) {}

  /** The journal of an open database (better-sqlite3 knows its file); null when in memory. */
  static of(db: Database.Database): UploadJournal | null {
    const dir = journalDirOf(db.memory ? ':memory:' : db.name);
    return dir ? new UploadJournal(dir) : null;
  }

  private fileOf(id: string): string | null {
    const name = `${id}.json`;
    return ID_FILE.test(name) ? join(this.dir, name) : null;
  }

  /**
   * Writes an entry durably (temp file, fdatasync, rename). Best effort: false when it could not
   * (a full disk); the queue itself is in the database, the journal only backs it up.
   */
  write(entry: JournalEntry): boolean {
    const file = this.fileOf(entry.id);
    if (!file) return false;
    const tmp = `${file}.tmp`;
    try {
      mkdirSync(this.dir, { recursive: true });
      const fd = openSync(tmp, 'w');
      try {
        writeSync(fd, JSON.stringify(entry));
        fdatasyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(tmp, file);
      return true;
    } catch {
      rmSync(tmp, { force: true });
      return false;
    }
  }

  remove(id: string): void {
    const file = this.fileOf(id);
    if (!file) return;
    try {
      rmSync(file, { force: true });
    } catch {
      // A stale entry is dropped at the next reconcile; it can never resurrect a row the database
      // still holds (restore only runs on an empty, rebuilt database).
    }
  }

  ids(): string[] {
    try {
      return readdirSync(this.dir)
        .filter((n) => ID_FILE.test(n))
        .map((n) => n.slice(0, -'.json'.length));
    } catch {
      return [];
    }
  }

  /** The entry's stored text, or null when there is none. */
  readText(id: string): string | null {
    const file = this.fileOf(id);
    if (!file) return null;
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  }

  /** A valid entry, or null (missing, unreadable, malformed: the caller counts it as lost). */
  read(id: string): JournalEntry | null {
    const text = this.readText(id);
    if (text === null) return null;
    try {
      const parsed = journalEntry.safeParse(JSON.parse(text));
      return parsed.success && parsed.data.id === id ? parsed.data : null;
    } catch {
      return null;
    }
  }
}

export type RestoredUploads = { found: string[]; lost: string[] };

const sameFile = (path: string, e: JournalEntry): boolean => {
  try {
    const s = statSync(path);
    return s.isFile() && s.size === e.size && Math.floor(s.mtimeMs) === e.mtimeMs;
  } catch {
    return false;
  }
};

/**
 * After a rebuild: queues again every journaled file still on disk and unchanged ('held' stays
 * held for its dialog, anything else starts from 'queued' without an MD5: it is hashed and checked
 * again), and drops the entries whose file is gone or changed. Returns the names of both.
 */
export function restoreUploads(
  db: Database.Database,
  journal: UploadJournal,
  now: number,
): RestoredUploads {
  const insert = db.prepare(`INSERT OR IGNORE INTO upload_items (id, name, title, remark, path,
    size, mtime_ms, staged, profile, target, held, state, md5, slice_size, upload_id, file_id,
    reason, attempts, next_attempt_at, created_at, updated_at) VALUES (@id, @name, @title,
    @remark, @path, @size, @mtimeMs, @staged, @profile, @target, @held, @state, NULL, @sliceSize,
    NULL, NULL, NULL, 0, NULL, @createdAt, @now)`);
  const entries = journal
    .ids()
    .map((id) => ({ id, entry: journal.read(id) }))
    .sort(
      (a, b) =>
        (a.entry?.createdAt ?? 0) - (b.entry?.createdAt ?? 0) ||
        (a.entry?.seq ?? 0) - (b.entry?.seq ?? 0),
    );
  const found: string[] = [];
  const lost: string[] = [];
  const keep: JournalEntry[] = [];
  for (const { id, entry } of entries) {
    if (entry && sameFile(entry.path, entry)) keep.push(entry);
    else {
      lost.push(entry?.name ?? id);
      journal.remove(id);
    }
  }
  db.transaction(() => {
    for (const e of keep) {
      const { seq: _seq, ...fields } = e;
      insert.run({
        ...fields,
        staged: e.staged ? 1 : 0,
        held: e.held ? 1 : 0,
        target: JSON.stringify(e.target),
        state: e.held ? 'held' : 'queued',
        now,
      });
      found.push(e.name);
    }
  })();
  return { found, lost };
}
