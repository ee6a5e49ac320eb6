import type { ServerDb } from '../db/open';
import type { SeedInput } from '../seed/types';
import { categories, opLogs } from './tables';

/** The tasks' document categories and their operation-log history (planned by tasks/seed). */
export function seedDetail(db: ServerDb, { rows }: SeedInput): void {
  db.insert(categories).values(rows.categories).run();
  db.insert(opLogs).values(rows.logs).run();
}
