import type { Migration } from './index';

/**
 * Local drafts (issue 14): one row per (scope, key), where the scope is the signed-in officer on one
 * server (the session's scope id) and the key names the document (its FLWSID, or the new document's
 * place in its task). The account's database is already per scope; the column keeps the rule in the
 * query too, so a draft is never read for anyone else even if two scopes ever shared a file.
 */
export const m0005Drafts: Migration = {
  version: 5,
  name: 'drafts',
  up: (db) => {
    db.exec(`CREATE TABLE drafts (
      scope TEXT NOT NULL,
      key TEXT NOT NULL,
      path TEXT NOT NULL,
      title TEXT NOT NULL,
      task TEXT NOT NULL,
      run_id TEXT NOT NULL,
      rwid TEXT NOT NULL,
      flwsid TEXT,
      form TEXT NOT NULL,
      base TEXT,
      "values" TEXT NOT NULL,
      offline INTEGER NOT NULL DEFAULT 0,
      saved_at INTEGER NOT NULL,
      PRIMARY KEY (scope, key)
    )`);
    db.exec('CREATE INDEX drafts_saved_at ON drafts (scope, saved_at)');
  },
};
