import type Database from 'better-sqlite3';
import { m0001Cache } from './0001_cache';
import { m0002CacheScope } from './0002_cache_scope';
import { m0003UploadQueue } from './0003_upload_queue';
import { m0004RecorderImports } from './0004_recorder_imports';
import { m0005Drafts } from './0005_drafts';

// Numbered migrations. Once shipped a migration is never edited: add the next number instead.

export type Migration = { version: number; name: string; up: (db: Database.Database) => void };

export const MIGRATIONS: readonly Migration[] = [
  m0001Cache,
  m0002CacheScope,
  m0003UploadQueue,
  m0004RecorderImports,
  m0005Drafts,
];

export function migrate(
  db: Database.Database,
  migrations: readonly Migration[] = MIGRATIONS,
): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const done = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(m.version)) continue;
    // Each migration and its record commit together: a crash leaves it either fully applied or not.
    db.transaction(() => {
      m.up(db);
      record.run(m.version, m.name, Date.now());
    })();
    applied.push(m.version);
  }
  return applied;
}
