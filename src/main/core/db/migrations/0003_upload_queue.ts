import type { Migration } from './index';

/**
 * The upload queue (issue 4): one row per chosen file and one row per slice the server confirmed.
 * The item id doubles as the protocol's uploadKey, so a client restarted mid-request asks the server
 * again with the same key and gets the same session. Source path, size and mtime are kept so a file
 * changed or moved before it is done is noticed instead of uploading other bytes under its name.
 */
export const m0003UploadQueue: Migration = {
  version: 3,
  name: 'upload_queue',
  up: (db) => {
    db.exec(`CREATE TABLE upload_items (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      title TEXT NOT NULL,
      remark TEXT NOT NULL,
      path TEXT NOT NULL,
      size INTEGER NOT NULL,
      mtime_ms INTEGER NOT NULL,
      staged INTEGER NOT NULL,
      profile TEXT NOT NULL,
      target TEXT NOT NULL,
      held INTEGER NOT NULL,
      state TEXT NOT NULL,
      md5 TEXT,
      slice_size INTEGER NOT NULL,
      upload_id TEXT,
      file_id TEXT,
      reason TEXT,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    )`);
    db.exec('CREATE INDEX upload_items_state ON upload_items (state)');
    db.exec(`CREATE TABLE upload_slices (
      item_id TEXT NOT NULL REFERENCES upload_items (id) ON DELETE CASCADE,
      idx INTEGER NOT NULL,
      PRIMARY KEY (item_id, idx)
    ) WITHOUT ROWID`);
  },
};
