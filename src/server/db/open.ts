import { mkdirSync, rmSync } from 'node:fs';
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
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/**
 * Opens (creating if needed) `<dataDir>/reference.sqlite`, and seeds it when it holds no users.
 * The reference server holds demo data only: a database of an older schema version is dropped and
 * seeded afresh (with its stored files) rather than migrated.
 */
export function openDatabase(dataDir: string, now: number = Date.now()): OpenedDb {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DB_FILE_NAME);
  let sqlite = openFile(file);
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
  return { db, close: () => sqlite.close() };
}
