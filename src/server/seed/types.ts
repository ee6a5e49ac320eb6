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
