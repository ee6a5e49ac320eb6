import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { m0001Cache } from './0001_cache';
import { m0002CacheScope } from './0002_cache_scope';
import { m0003UploadQueue } from './0003_upload_queue';
import { m0004RecorderImports } from './0004_recorder_imports';
import { m0005Drafts } from './0005_drafts';
import { migrate, MIGRATIONS } from './index';

const tables = (db: Database.Database): string[] =>
  db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];

describe('migrations', () => {
  it('are numbered 1..n without gaps or repeats', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });

  it('0001 creates the cache table with key, value, updated_at', () => {
    const db = new Database(':memory:');
    migrate(db, [m0001Cache]);
    expect(tables(db)).toContain('cache');
    const cols = db.prepare('PRAGMA table_info(cache)').all() as {
      name: string;
      notnull: number;
      pk: number;
    }[];
    expect(cols.map((c) => c.name)).toEqual(['key', 'value', 'updated_at']);
    expect(cols.find((c) => c.name === 'key')?.pk).toBe(1);
    db.prepare('INSERT INTO cache VALUES (?, ?, ?)').run('k', '{}', 1);
    expect(() => db.prepare('INSERT INTO cache VALUES (?, ?, ?)').run('k', '{}', 2)).toThrow(
      /UNIQUE/,
    );
  });

  it('0002 adds the updated_at index on top of 0001 and keeps existing rows', () => {
    const db = new Database(':memory:');
    migrate(db, [m0001Cache]);
    db.prepare('INSERT INTO cache VALUES (?, ?, ?)').run('kept', '"v"', 5);
    expect(migrate(db, [m0001Cache, m0002CacheScope])).toEqual([2]);
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'cache'")
      .pluck()
      .all();
    expect(indexes).toContain('cache_updated_at');
    expect(db.prepare('SELECT value FROM cache WHERE key = ?').pluck().get('kept')).toBe('"v"');
  });

  it('0003 adds the upload queue on top of 0002, keeps the cache, and drops slices with their item', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, [m0001Cache, m0002CacheScope]);
    db.prepare('INSERT INTO cache VALUES (?, ?, ?)').run('kept', '"v"', 5);
    expect(migrate(db, [m0001Cache, m0002CacheScope, m0003UploadQueue])).toEqual([3]);
    expect(tables(db)).toEqual(expect.arrayContaining(['upload_items', 'upload_slices']));
    const cols = (db.prepare('PRAGMA table_info(upload_items)').all() as { name: string }[]).map(
      (c) => c.name,
    );
    expect(cols).toEqual(
      expect.arrayContaining([
        'id',
        'path',
        'size',
        'mtime_ms',
        'staged',
        'held',
        'state',
        'md5',
        'slice_size',
        'upload_id',
        'file_id',
        'reason',
        'attempts',
        'next_attempt_at',
      ]),
    );
    db.prepare(
      `INSERT INTO upload_items (id, name, title, remark, path, size, mtime_ms, staged, profile, target, held, state, slice_size, created_at, updated_at)
       VALUES ('a', 'a.pdf', 'a', '', '/tmp/a.pdf', 10, 1, 0, 'attachment', '{}', 0, 'queued', 5242880, 1, 1)`,
    ).run();
    db.prepare('INSERT INTO upload_slices (item_id, idx) VALUES (?, ?)').run('a', 0);
    expect(() =>
      db.prepare('INSERT INTO upload_slices (item_id, idx) VALUES (?, ?)').run('a', 0),
    ).toThrow(/UNIQUE|PRIMARY/);
    expect(() =>
      db.prepare('INSERT INTO upload_slices (item_id, idx) VALUES (?, ?)').run('missing', 0),
    ).toThrow(/FOREIGN KEY/);
    db.prepare('DELETE FROM upload_items WHERE id = ?').run('a');
    expect(db.prepare('SELECT COUNT(*) FROM upload_slices').pluck().get()).toBe(0);
    expect(db.prepare('SELECT value FROM cache WHERE key = ?').pluck().get('kept')).toBe('"v"');
  });

  it('0004 adds recorder imports and an append-only custody log on top of 0003', () => {
    const db = new Database(':memory:');
    migrate(db, [m0001Cache, m0002CacheScope, m0003UploadQueue]);
    db.prepare('INSERT INTO cache VALUES (?, ?, ?)').run('kept', '"v"', 5);
    expect(
      migrate(db, [m0001Cache, m0002CacheScope, m0003UploadQueue, m0004RecorderImports]),
    ).toEqual([4]);
    expect(tables(db)).toEqual(expect.arrayContaining(['recorder_imports', 'custody_log']));
    const insert = db.prepare(
      `INSERT INTO recorder_imports (id, dock, source_path, name, size, mtime_ms, kind, state, evidence_md5, created_at, updated_at)
       VALUES (?, '/d', ?, 'a.mp4', 1, 1, 'video', 'done', ?, 1, 1)`,
    );
    insert.run('a', '/d/a.mp4', 'm1');
    insert.run('b', '/d/b.mp4', null);
    insert.run('c', '/d/c.mp4', null);
    // The same bytes can be owned by one row only.
    expect(() => insert.run('d', '/d/d.mp4', 'm1')).toThrow(/UNIQUE/);
    db.prepare("INSERT INTO custody_log (entry, prev_hash, hash) VALUES ('{}', 'p', 'h')").run();
    expect(() => db.prepare('UPDATE custody_log SET entry = \'{"x":1}\'').run()).toThrow(
      /append-only/,
    );
    expect(() => db.prepare('DELETE FROM custody_log').run()).toThrow(/append-only/);
    expect(db.prepare('SELECT value FROM cache WHERE key = ?').pluck().get('kept')).toBe('"v"');
  });

  it('0005 adds drafts keyed by (scope, key) on top of 0004 and keeps the cache', () => {
    const db = new Database(':memory:');
    const before = [m0001Cache, m0002CacheScope, m0003UploadQueue, m0004RecorderImports];
    migrate(db, before);
    db.prepare('INSERT INTO cache VALUES (?, ?, ?)').run('kept', '"v"', 5);
    expect(migrate(db, [...before, m0005Drafts])).toEqual([5]);
    expect(tables(db)).toContain('drafts');
    const insert = db.prepare(
      `INSERT INTO drafts (scope, key, path, title, task, run_id, rwid, form, "values", saved_at)
       VALUES (?, ?, '/ws/a1', 't', '', 'r', 'w', 'a1', '{}', 1)`,
    );
    insert.run('s1', 'k');
    insert.run('s2', 'k');
    expect(() => insert.run('s1', 'k')).toThrow(/UNIQUE|PRIMARY/);
    expect(db.prepare('SELECT value FROM cache WHERE key = ?').pluck().get('kept')).toBe('"v"');
  });

  it('runs each migration once and records it', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toEqual([1, 2, 3, 4, 5]);
    expect(migrate(db)).toEqual([]);
    expect(
      db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all(),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it('rolls a failing migration back entirely', () => {
    const db = new Database(':memory:');
    const broken = {
      version: 1,
      name: 'broken',
      up: (d: Database.Database) => d.exec('CREATE TABLE half (x); SELECT * FROM missing_table'),
    };
    expect(() => migrate(db, [broken])).toThrow();
    expect(tables(db)).not.toContain('half');
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
  });
});
