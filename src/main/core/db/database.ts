import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { existsSync, linkSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { AppError } from '../errors';
import { silentLogger, type Logger } from '../logger';
import { migrate } from './migrations/index';
import { addNotice } from './notices';
import * as schema from './schema';
import { restoreUploads, UploadJournal } from './upload-journal';
import { M } from '../../../shared/messages';

// An account's database is a cache of the server plus the upload queue and the recorder imports.
// A damaged file must not lock the officer out: it is checked on every open, and a file that fails
// the check is moved aside (kept, for IT), replaced by an empty database, and the queue is found
// again from its journal (upload-journal.ts). What happened is reported to the caller and kept as a
// notice in the new database, shown to the officer once after sign-in (notices.ts).

/** What a rebuild kept and lost: for the log, and (as `notice`) for the officer. */
export type DbRecovery = {
  /** Why the file was judged damaged (SQLite's code or quick_check's first line). */
  reason: string;
  /** The damaged files, renamed (database, then its -wal and -shm when present). */
  savedAs: string[];
  /** Names of queued files put back in the queue. */
  uploadsFound: string[];
  /** Names of queued files whose file was gone or changed. */
  uploadsLost: string[];
  /** The officer's text (zh-CN). */
  notice: string;
};

export type AppDb = {
  sqlite: Database.Database;
  orm: BetterSQLite3Database<typeof schema>;
  close(): void;
  /** Set when this open found the file damaged and rebuilt it. */
  recovery: DbRecovery | null;
};

export type OpenOptions = {
  logger?: Logger;
  now?: () => number;
};

/** The file could not be opened or rebuilt (no space, no permission): a start-up can show this. */
export class DatabaseOpenError extends AppError {
  constructor(
    readonly file: string,
    override readonly cause: unknown,
  ) {
    super('internal', M.dbOpenFailed(file));
  }
}

/** Thrown by the check itself: quick_check found damage SQLite did not raise as an error. */
class IntegrityError extends Error {
  readonly code = 'INTEGRITY';
}

/** Damage, as opposed to a full disk, a lock or a permission (which a rebuild would not cure). */
export function isCorruption(err: unknown): boolean {
  if (err instanceof IntegrityError) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT'))
  );
}

/**
 * quick_check reads every page: about 3 ms per MB on the development VM (2.7 MB: ~5 ms, 27 MB:
 * ~90 ms, 133 MB: ~750 ms; docs/faults.md). Up to this size it runs on every open; a larger file is
 * checked fully only after an unclean shutdown (a -wal left behind), when damage is likeliest, and
 * otherwise by reading its header and schema (which a file that is not a database already fails).
 */
export const QUICK_CHECK_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Opens a file, checks it (quick_check: every page and index entry is well-formed, without the
 * slower cross-checks of integrity_check) and migrates it. Closes it again on any failure.
 */
function openChecked(file: string, check: boolean): Database.Database {
  const sqlite = new Database(file);
  try {
    // The first read of the header: "file is not a database" surfaces here.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    if (check) {
      const found = sqlite.pragma('quick_check(1)', { simple: true });
      if (found !== 'ok') throw new IntegrityError(String(found));
    }
    migrate(sqlite);
    return sqlite;
  } catch (err) {
    sqlite.close();
    throw err;
  }
}

const sizeOf = (file: string): number => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

const stamp = (t: number): string => new Date(t).toISOString().replace(/[-:]/g, '').slice(0, 15);

const SIDE_FILES = ['-wal', '-shm'] as const;

/**
 * Closing the last connection deletes the -wal (after checkpointing it), including the one that
 * only opened the file to check it. A -wal left by a crash may hold the newest data, so it is
 * hard-linked first (no copy: the same bytes under a second name) and moved aside with the file
 * when the check fails. Returns the links made.
 */
function holdSideFiles(file: string): string[] {
  const held: string[] = [];
  for (const suffix of SIDE_FILES) {
    const side = file + suffix;
    const hold = `${side}.held`;
    try {
      rmSync(hold, { force: true });
      if (existsSync(side)) {
        linkSync(side, hold);
        held.push(hold);
      }
    } catch {
      // No hard links on this file system: the check goes on without the copy.
    }
  }
  return held;
}

const release = (held: readonly string[]): void => {
  for (const h of held) rmSync(h, { force: true });
};

/** `<name>.corrupt-<UTC time>.sqlite` (+ `-wal`, `-shm`), so IT can open it as it was. */
function moveAside(file: string, now: number): string[] {
  const stem = basename(file).replace(/\.sqlite$/, '');
  let target = join(dirname(file), `${stem}.corrupt-${stamp(now)}.sqlite`);
  for (let n = 1; existsSync(target); n++)
    target = join(dirname(file), `${stem}.corrupt-${stamp(now)}-${n}.sqlite`);
  renameSync(file, target);
  const saved = [target];
  for (const suffix of SIDE_FILES) {
    // The held link has the bytes as they were before the check; a side file still there is newer.
    for (const from of [`${file}${suffix}.held`, file + suffix]) {
      if (!existsSync(from)) continue;
      if (saved.includes(target + suffix)) rmSync(from, { force: true });
      else {
        renameSync(from, target + suffix);
        saved.push(target + suffix);
      }
    }
  }
  return saved;
}

function noticeOf(savedAs: string, found: readonly string[], lost: readonly string[]): string {
  const parts = [M.dbRebuiltNotice(savedAs)];
  if (found.length) parts.push(M.dbRebuiltUploadsFound(found.length));
  if (lost.length) {
    const names = lost.slice(0, 5).join('、') + (lost.length > 5 ? ' 等' : '');
    parts.push(M.dbRebuiltUploadsLost(lost.length, names));
  }
  parts.push(M.dbRebuiltHistoryKept);
  return parts.join('');
}

const wrap = (sqlite: Database.Database, recovery: DbRecovery | null): AppDb => ({
  sqlite,
  orm: drizzle(sqlite, { schema }),
  close: () => sqlite.close(),
  recovery,
});

/**
 * Opens (creating if needed) a client database in WAL mode, checked and brought to the latest
 * migration. A damaged file is moved aside and rebuilt (see the file comment); any other failure
 * (no space, no permission) throws DatabaseOpenError with a message the officer can act on.
 */
export function openDatabase(file: string, opts: OpenOptions = {}): AppDb {
  const logger = opts.logger ?? silentLogger;
  const now = opts.now ?? Date.now;
  if (file === ':memory:') return wrap(openChecked(file, false), null);
  let held: string[] = [];
  try {
    mkdirSync(dirname(file), { recursive: true });
    held = holdSideFiles(file);
    const check = existsSync(`${file}-wal`) || sizeOf(file) <= QUICK_CHECK_MAX_BYTES;
    const sqlite = openChecked(file, check);
    release(held);
    return wrap(sqlite, null);
  } catch (err) {
    if (!isCorruption(err)) {
      release(held);
      throw new DatabaseOpenError(file, err);
    }
    const code = (err as { code?: unknown }).code;
    const reason = err instanceof Error ? `${String(code)}: ${err.message}` : String(err);
    logger.error(`database ${file} is damaged (${reason}); moving it aside and rebuilding`);
    try {
      const savedAs = moveAside(file, now());
      const sqlite = openChecked(file, false);
      const journal = UploadJournal.of(sqlite);
      const uploads = journal ? restoreUploads(sqlite, journal, now()) : { found: [], lost: [] };
      const notice = noticeOf(savedAs[0] ?? file, uploads.found, uploads.lost);
      addNotice(sqlite, notice, now());
      const recovery: DbRecovery = {
        reason,
        savedAs,
        uploadsFound: uploads.found,
        uploadsLost: uploads.lost,
        notice,
      };
      logger.warn(
        `database ${file} rebuilt: damaged files kept as ${savedAs.join(', ')}; ` +
          `${uploads.found.length} queued upload(s) restored, ${uploads.lost.length} lost`,
      );
      return wrap(sqlite, recovery);
    } catch (rebuildErr) {
      logger.error(`database ${file} could not be rebuilt`, rebuildErr);
      throw new DatabaseOpenError(file, rebuildErr);
    }
  }
}
