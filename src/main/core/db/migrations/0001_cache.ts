import type { Migration } from './index';

export const m0001Cache: Migration = {
  version: 1,
  name: 'cache',
  up: (db) => {
    db.exec(`CREATE TABLE cache (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    )`);
  },
};
