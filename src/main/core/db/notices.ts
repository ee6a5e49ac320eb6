import type Database from 'better-sqlite3';

// What the account's database owes the officer (a rebuild report): shown once, after sign-in.
// Kept in the rebuilt database itself so the notice survives until it is shown, even when the
// rebuild happened at start-up and the officer signs in later. The table is created on first use
// rather than by a migration: only a rebuilt database ever holds one.

type Db = Database.Database | { sqlite: Database.Database };

const sqliteOf = (db: Db): Database.Database => ('sqlite' in db ? db.sqlite : db);

const hasTable = (sqlite: Database.Database): boolean =>
  sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'local_notices'")
    .get() !== undefined;

export function addNotice(db: Db, text: string, now: number = Date.now()): void {
  const sqlite = sqliteOf(db);
  sqlite.exec(`CREATE TABLE IF NOT EXISTS local_notices (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    text TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    shown_at INTEGER
  )`);
  sqlite.prepare('INSERT INTO local_notices (text, created_at) VALUES (?, ?)').run(text, now);
}

/** Notices not yet shown, oldest first, marked shown in the same transaction: each comes once. */
export function takeNotices(db: Db, now: number = Date.now()): string[] {
  const sqlite = sqliteOf(db);
  if (!hasTable(sqlite)) return [];
  return sqlite.transaction(() => {
    const texts = sqlite
      .prepare('SELECT text FROM local_notices WHERE shown_at IS NULL ORDER BY id')
      .pluck()
      .all() as string[];
    if (texts.length)
      sqlite.prepare('UPDATE local_notices SET shown_at = ? WHERE shown_at IS NULL').run(now);
    return texts;
  })();
}
