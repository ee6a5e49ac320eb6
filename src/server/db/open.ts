import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { count } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { seedDatabase } from '../seed';
import { DDL, SCHEMA_VERSION } from './ddl';
import * as schema from './schema';

export type ServerDb = BetterSQLite3Database<typeof schema>;
export type OpenedDb = { db: ServerDb; close(): void };

export const DB_FILE_NAME = 'reference.sqlite';

/** Opens (creating if needed) `<dataDir>/reference.sqlite`, and seeds it when it holds no users. */
export function openDatabase(dataDir: string, now: number = Date.now()): OpenedDb {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(join(dataDir, DB_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.exec(DDL);
  if (Number(sqlite.pragma('user_version', { simple: true })) < SCHEMA_VERSION) {
    sqlite.pragma(`user_version = ${SCHEMA_VERSION}`);
  }
  const db = drizzle({ client: sqlite, schema });
  const [{ n }] = db.select({ n: count() }).from(schema.users).all();
  if (n === 0) seedDatabase(db, now);
  return { db, close: () => sqlite.close() };
}
