import type { Migration } from './index';

/**
 * Recorder imports (issue 5): one row per file found on a dock, and the custody log.
 * `evidence_md5` is set only on the row that owns the stored copy, and is UNIQUE: the database itself
 * refuses a second import of the same bytes, whichever recorder they came from. The source is
 * identified by path + size + mtime so a rescan recognises a file it already handled without reading
 * it again. The custody log is append-only: triggers refuse UPDATE and DELETE, and each entry hashes
 * the one before, so editing the file behind SQLite's back is caught by verify().
 */
export const m0004RecorderImports: Migration = {
  version: 4,
  name: 'recorder_imports',
  up: (db) => {
    db.exec(`CREATE TABLE recorder_imports (
      id TEXT PRIMARY KEY,
      dock TEXT NOT NULL,
      source_path TEXT NOT NULL,
      name TEXT NOT NULL,
      size INTEGER NOT NULL,
      mtime_ms INTEGER NOT NULL,
      kind TEXT NOT NULL,
      layout TEXT,
      recorder_number TEXT,
      police_number TEXT,
      record_time INTEGER,
      officer_account TEXT,
      state TEXT NOT NULL,
      md5 TEXT,
      evidence_md5 TEXT UNIQUE,
      duplicate_of TEXT,
      evidence_path TEXT,
      thumb_path TEXT,
      preview_path TEXT,
      meta TEXT,
      reason TEXT,
      notified INTEGER NOT NULL DEFAULT 0,
      original_deleted INTEGER NOT NULL DEFAULT 0,
      imported_at INTEGER,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    )`);
    db.exec(
      'CREATE INDEX recorder_imports_source ON recorder_imports (source_path, size, mtime_ms)',
    );
    db.exec('CREATE INDEX recorder_imports_state ON recorder_imports (state)');
    db.exec(`CREATE TABLE custody_log (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      entry TEXT NOT NULL,
      prev_hash TEXT NOT NULL,
      hash TEXT NOT NULL
    )`);
    db.exec(`CREATE TRIGGER custody_log_no_update BEFORE UPDATE ON custody_log
      BEGIN SELECT RAISE(ABORT, 'custody_log is append-only'); END`);
    db.exec(`CREATE TRIGGER custody_log_no_delete BEFORE DELETE ON custody_log
      BEGIN SELECT RAISE(ABORT, 'custody_log is append-only'); END`);
  },
};
