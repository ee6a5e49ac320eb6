import { existsSync, linkSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { count } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { seedDatabase } from '../seed';
import { SCHEMA_VERSION, schemaScript, tablesOf } from './ddl';
import * as schema from './schema';

export type ServerDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
export type OpenedDb = { db: ServerDb; close(): void };

export const DB_FILE_NAME = 'reference.sqlite';

function openFile(file: string): Database.Database {
  const sqlite = new Database(file);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return sqlite;
  } catch (err) {
    sqlite.close();
    throw err;
  }
}

/** Damage SQLite reports itself, as opposed to a full disk or a permission. */
const isCorruptCode = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT'))
  );
};

/**
 * Opens the file and checks it (quick_check); null when it is damaged (not a database, truncated,
 * malformed pages), after closing it. Other failures (no space, no permission) throw.
 */
function openHealthy(file: string): Database.Database | null {
  let sqlite: Database.Database | null = null;
  try {
    sqlite = openFile(file);
    if (sqlite.pragma('quick_check(1)', { simple: true }) === 'ok') return sqlite;
  } catch (err) {
    if (!isCorruptCode(err)) throw err;
  }
  sqlite?.close();
  return null;
}

const stamp = (t: number): string => new Date(t).toISOString().replace(/[-:]/g, '').slice(0, 15);

/**
 * Closing the checking connection deletes the -wal, which after a crash may hold the newest data:
 * it is hard-linked first (the same bytes under a second name) so a damaged file keeps it.
 */
function holdWal(file: string): string | null {
  const hold = `${file}-wal.held`;
  try {
    rmSync(hold, { force: true });
    if (!existsSync(`${file}-wal`)) return null;
    linkSync(`${file}-wal`, hold);
    return hold;
  } catch {
    return null;
  }
}

/** Renames the damaged database (and its -wal, -shm) to `reference.corrupt-<UTC time>.sqlite…`. */
function moveAside(file: string, now: number, heldWal: string | null): string[] {
  let target = file.replace(/\.sqlite$/, `.corrupt-${stamp(now)}.sqlite`);
  for (let n = 1; existsSync(target); n++)
    target = file.replace(/\.sqlite$/, `.corrupt-${stamp(now)}-${n}.sqlite`);
  const saved: string[] = [];
  const sources: [string, string][] = [
    [file, target],
    [heldWal ?? `${file}-wal`, `${target}-wal`],
    [`${file}-shm`, `${target}-shm`],
  ];
  for (const [from, to] of sources) {
    if (!existsSync(from)) continue;
    renameSync(from, to);
    saved.push(to);
  }
  return saved;
}

const stderrLog = (msg: string): void => {
  process.stderr.write(`${msg}\n`);
};

/**
 * Opens (creating if needed) `<dataDir>/reference.sqlite`, and seeds it when it holds no users.
 * The reference server holds demo data only: a database of an older schema version is dropped and
 * seeded afresh (with its stored files) rather than migrated. A damaged database (the embedded
 * server's file in an officer's profile, after a power cut) is moved aside, kept for inspection,
 * and replaced by a freshly seeded one; stored files are kept (named by MD5, they never clash).
 */
export function openDatabase(
  dataDir: string,
  now: number = Date.now(),
  log: (msg: string) => void = stderrLog,
): OpenedDb {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DB_FILE_NAME);
  const heldWal = holdWal(file);
  let sqlite = openHealthy(file);
  if (sqlite && heldWal) rmSync(heldWal, { force: true });
  if (!sqlite) {
    const saved = moveAside(file, now, heldWal);
    log(
      `reference server: ${file} is damaged; kept as ${saved.join(', ')}; seeding a new database`,
    );
    sqlite = openFile(file);
  }
  const version = Number(sqlite.pragma('user_version', { simple: true }));
  const hasTables = sqlite
    .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'")
    .get() as { n: number };
  if (version < SCHEMA_VERSION && hasTables.n > 0) {
    sqlite.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    rmSync(join(dataDir, 'files'), { recursive: true, force: true });
    sqlite = openFile(file);
  }
  sqlite.exec(schemaScript(tablesOf(schema)));
  if (Number(sqlite.pragma('user_version', { simple: true })) < SCHEMA_VERSION) {
    sqlite.pragma(`user_version = ${SCHEMA_VERSION}`);
  }
  const db = drizzle({ client: sqlite, schema });
  const [{ n }] = db.select({ n: count() }).from(schema.users).all();
  if (n === 0) seedDatabase(db, now, dataDir);
  const opened = sqlite;
  return { db, close: () => opened.close() };
}
