import {
  mkdtempSync,
  rmSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { UploadStore, type QueueRow } from '../uploads/store';
import { CacheStore } from './cache';
import { DatabaseOpenError, openDatabase } from './database';
import { takeNotices } from './notices';
import { journalDirOf } from './upload-journal';

// A damaged account database (issue 12, item 8) must not lock the officer out: it is moved aside,
// rebuilt, the queue is found again from its journal, and the officer is told once.

const NOW = Date.UTC(2025, 4, 6, 7, 8, 9);
const fresh = (): string => mkdtempSync(join(tmpdir(), 'xfjd-db-'));

/** A healthy account database with `rows` cache entries of ~1 KB, checkpointed into the file. */
function healthyDb(dir: string, rows = 0): string {
  const file = join(dir, 'data', 'acc.sqlite');
  const db = openDatabase(file);
  const cache = new CacheStore(db);
  const insert = db.sqlite.transaction(() => {
    for (let i = 0; i < rows; i++) cache.put(`k${i}`, { text: 'x'.repeat(1000), i }, i);
  });
  insert();
  db.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return file;
}

function overwrite(file: string, at: number, bytes: Buffer): void {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, bytes, 0, bytes.length, at);
  } finally {
    closeSync(fd);
  }
}

const row = (id: string, path: string, patch: Partial<QueueRow> = {}): QueueRow => {
  const st = statSync(path);
  return {
    id,
    name: `${id}.mp4`,
    title: id,
    remark: '',
    path,
    size: st.size,
    mtimeMs: Math.floor(st.mtimeMs),
    staged: false,
    profile: 'chunked',
    target: { runId: 'r1', RWID: 'r1', businessId: 'r1', businessType: 'xmrw', label: '任务' },
    held: false,
    state: 'queued',
    md5: null,
    sliceSize: 5 * 1024 * 1024,
    uploadId: null,
    fileId: null,
    reason: null,
    attempts: 0,
    nextAttemptAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...patch,
  };
};

describe('openDatabase on a damaged file', () => {
  it('moves a file that is not a database aside (with its -wal and -shm) and rebuilds', () => {
    const dir = fresh();
    const file = join(dir, 'data', 'acc.sqlite');
    healthyDb(dir);
    writeFileSync(file, 'this is not a database'.repeat(300));
    writeFileSync(`${file}-wal`, 'junk wal');
    writeFileSync(`${file}-shm`, 'junk shm');

    const db = openDatabase(file, { now: () => NOW });
    const saved = join(dir, 'data', 'acc.corrupt-20250506T070809.sqlite');
    expect(db.recovery?.savedAs).toEqual([saved, `${saved}-wal`, `${saved}-shm`]);
    expect(db.recovery?.reason).toContain('SQLITE_NOTADB');
    expect(readFileSync(saved, 'utf8')).toContain('this is not a database');
    expect(readFileSync(`${saved}-wal`, 'utf8')).toBe('junk wal');
    // The new database works: the cache takes and gives back an entry.
    const cache = new CacheStore(db);
    cache.put('k', { a: 1 }, 5);
    expect(cache.get('k')).toEqual({ value: { a: 1 }, updatedAt: 5 });
    // The officer is told once, in plain words naming the kept file.
    const notices = takeNotices(db);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(M.dbRebuiltNotice(saved));
    expect(notices[0]).toContain(M.dbRebuiltHistoryKept);
    expect(takeNotices(db)).toEqual([]);
    db.close();
    // A second open finds a healthy file: no report, and the notice was already shown.
    const again = openDatabase(file);
    expect(again.recovery).toBeNull();
    expect(takeNotices(again)).toEqual([]);
    again.close();
  });

  it('keeps the notice until it is taken, across a close and reopen', () => {
    const dir = fresh();
    const file = healthyDb(dir);
    writeFileSync(file, Buffer.alloc(8192, 0xab));
    openDatabase(file).close();
    const later = openDatabase(file);
    expect(later.recovery).toBeNull();
    expect(takeNotices(later)).toHaveLength(1);
    later.close();
  });

  it('rebuilds a truncated file', () => {
    const dir = fresh();
    const file = healthyDb(dir, 3000);
    truncateSync(file, Math.floor(statSync(file).size / 2));
    const db = openDatabase(file, { now: () => NOW });
    expect(db.recovery).not.toBeNull();
    expect(new CacheStore(db).get('k1')).toBeNull();
    db.close();
  });

  it('rebuilds a file with a malformed page that opens without error', () => {
    const dir = fresh();
    const file = healthyDb(dir, 3000);
    const pageSize = 4096;
    // Page 40 (a cache b-tree page): its header trashed, the rest of the file intact.
    overwrite(file, 39 * pageSize, Buffer.alloc(64, 0xff));
    const db = openDatabase(file, { now: () => NOW });
    expect(db.recovery?.reason).toMatch(/SQLITE_CORRUPT|INTEGRITY/);
    db.close();
  });

  it('leaves a healthy file alone', () => {
    const dir = fresh();
    const file = healthyDb(dir, 50);
    const db = openDatabase(file);
    expect(db.recovery).toBeNull();
    expect(new CacheStore(db).get('k7')?.updatedAt).toBe(7);
    db.close();
    expect(readdirSync(join(dir, 'data')).filter((n) => n.includes('corrupt'))).toEqual([]);
  });

  it('throws a clear error, and moves nothing, when the file cannot be opened at all', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'data'), 'a file where the folder should be');
    const file = join(dir, 'data', 'acc.sqlite');
    let err: unknown;
    try {
      openDatabase(file);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DatabaseOpenError);
    expect((err as Error).message).toBe(M.dbOpenFailed(file));
    expect(readFileSync(join(dir, 'data'), 'utf8')).toContain('a file where');
  });
});

describe('the upload queue after a rebuild', () => {
  it('queues again the files still on disk and names those that are gone or changed', () => {
    const dir = fresh();
    const file = join(dir, 'data', 'acc.sqlite');
    const made = [0, 1, 2, 3, 4, 5].map((i) => {
      writeFileSync(join(dir, `f${i}`), Buffer.alloc(1000 + i, i));
      return join(dir, `f${i}`);
    });
    const db2 = openDatabase(file);
    const store2 = new UploadStore(db2.sqlite);
    store2.insert([
      row('kept', made[0]!),
      row('held', made[1]!, { held: true, state: 'held', title: '现场照片' }),
      row('staged', made[2]!, { staged: true }),
      row('gone', made[3]!),
      row('changed', made[4]!),
    ]);
    store2.insert([row('done', made[5]!)]);
    const done = store2.all().find((r) => r.id === 'done')!;
    store2.save({ ...done, state: 'uploading' });
    store2.save({ ...done, state: 'done', fileId: 'f-1' });
    // A title given at the dialog's Save is journaled too.
    const held = store2.all().find((r) => r.id === 'held')!;
    store2.save({ ...held, remark: '东门' });
    db2.close();
    expect(readdirSync(journalDirOf(file)!).sort()).toEqual(
      ['changed', 'gone', 'held', 'kept', 'staged'].map((n) => `${n}.json`),
    );

    writeFileSync(file, 'garbage'.repeat(1000));
    rmSync(made[3]!);
    writeFileSync(made[4]!, 'other bytes');

    const rebuilt = openDatabase(file, { now: () => NOW });
    expect(rebuilt.recovery?.uploadsFound.sort()).toEqual(['held.mp4', 'kept.mp4', 'staged.mp4']);
    expect(rebuilt.recovery?.uploadsLost.sort()).toEqual(['changed.mp4', 'gone.mp4']);
    const rows = new UploadStore(rebuilt.sqlite).all();
    expect(rows.map((r) => [r.id, r.state, r.md5, r.staged, r.remark])).toEqual([
      ['kept', 'queued', null, false, ''],
      ['held', 'held', null, false, '东门'],
      ['staged', 'queued', null, true, ''],
    ]);
    expect(rows[1]!.title).toBe('现场照片');
    expect(rows[0]!.target.label).toBe('任务');
    const [notice] = takeNotices(rebuilt);
    expect(notice).toContain(M.dbRebuiltUploadsFound(3));
    expect(notice).toContain(M.dbRebuiltUploadsLost(2, 'gone.mp4、changed.mp4'));
    expect(readdirSync(journalDirOf(file)!).sort()).toEqual(
      ['held', 'kept', 'staged'].map((n) => `${n}.json`),
    );
    rebuilt.close();
  });
});
