import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { ServerDb } from '../db/open';
import type { SeedRows } from '../tasks/seed/build';

/** What every area's seed gets: the clock of the seed, the data folder, the planned task rows. */
export type SeedInput = {
  now: number;
  /** Stored files are written under `<dataDir>/files`. */
  dataDir: string;
  /** Tasks, categories, documents and operation-log rows planned once from the task seeds. */
  rows: SeedRows;
};

/** An area's demo data: inserts its rows (inside the one seeding transaction). */
export type AreaSeed = (db: ServerDb, input: SeedInput) => void;

/**
 * Whether the database has an area's table yet. A data folder of an earlier schema version stands
 * in for an earlier build's seed (db/open.test.ts): it has none of the later areas' tables until it
 * is opened, so their seeds have nothing to write into.
 */
export const hasTable = (db: ServerDb, table: SQLiteTable): boolean =>
  db.$client
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(getTableConfig(table).name) !== undefined;
