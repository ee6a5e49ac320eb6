import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CacheStore, cacheKey } from './cache';
import { openDatabase } from './database';

describe('CacheStore', () => {
  it('stores, overwrites and returns values with their time', () => {
    const db = openDatabase(':memory:');
    const cache = new CacheStore(db);
    expect(cache.get('missing')).toBeNull();
    cache.put('k', { a: 1, name: '任务' }, 100);
    expect(cache.get('k')).toEqual({ value: { a: 1, name: '任务' }, updatedAt: 100 });
    cache.put('k', [1, 2], 200);
    expect(cache.get('k')).toEqual({ value: [1, 2], updatedAt: 200 });
  });

  it('survives closing and reopening the database file (WAL)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'xfjd-cache-')), 'a.sqlite');
    const db = openDatabase(file);
    expect(db.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    new CacheStore(db).put('task', { RWID: '1' }, 5);
    db.close();
    const again = openDatabase(file);
    expect(new CacheStore(again).get('task')).toEqual({ value: { RWID: '1' }, updatedAt: 5 });
    again.close();
  });
});

describe('cacheKey', () => {
  it('ignores parameter order and empty values', () => {
    expect(cacheKey('tasks:list', { size: 10, current: 1, RWMC: '' })).toBe(
      cacheKey('tasks:list', { current: 1, size: 10 }),
    );
    expect(cacheKey('tasks:list', { current: 1 })).not.toBe(cacheKey('tasks:list', { current: 2 }));
    expect(cacheKey('a', { x: 1 })).not.toBe(cacheKey('b', { x: 1 }));
  });
});
