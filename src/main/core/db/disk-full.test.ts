import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { saveDownload } from '../downloads/save-download';
import { PickedFiles } from '../files/picked';
import { createStager, StageRefused } from '../files/staging';
import { silentLogger } from '../logger';
import { UploadStore } from '../uploads/store';
import { CacheStore } from './cache';
import { openDatabase } from './database';
import { isDiskFull } from './disk-full';
import { DiskFullError } from './disk-full-error';
import { queueRow } from './disk-full.testing';

// Issue 12, item 13, without a small file system: SQLITE_FULL injected with max_page_count, and
// files announced larger than the free space. disk-full.mount.test.ts fills a real tmpfs.

const fresh = (): string => mkdtempSync(join(tmpdir(), 'xfjd-full-'));

describe('disk full, injected', () => {
  it('recognises ENOSPC, EDQUOT and SQLITE_FULL, also wrapped', () => {
    expect(isDiskFull(Object.assign(new Error('x'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFull({ code: 'SQLITE_FULL' })).toBe(true);
    expect(isDiskFull(new Error('outer', { cause: { code: 'EDQUOT' } }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('x'), { code: 'EACCES' }))).toBe(false);
    expect(isDiskFull(null)).toBe(false);
  });

  it('SQLITE_FULL: a choice of files is queued whole or not at all, and the officer is told', () => {
    const db = openDatabase(join(fresh(), 'acc.sqlite'));
    const store = new UploadStore(db.sqlite);
    store.insert([queueRow('first', 'a')]);
    const pages = Number(db.sqlite.pragma('page_count', { simple: true }));
    db.sqlite.pragma(`max_page_count = ${pages + 1}`);
    const big = 'x'.repeat(3000);
    const choice = ['b', 'c', 'd', 'e', 'f'].map((id) => queueRow(id, id, { remark: big }));
    expect(() => store.insert(choice)).toThrow(new DiskFullError(M.diskFullEnqueue));
    expect(store.all().map((r) => r.id)).toEqual(['first']);
    // The cache keeps its old entry and the caller gets false instead of an error.
    const cache = new CacheStore(db);
    expect(cache.put('k', { v: big.repeat(4) }, 1)).toBe(false);
    expect(cache.get('k')).toBeNull();
    db.sqlite.pragma('max_page_count = 1073741823');
    store.insert(choice);
    expect(store.all()).toHaveLength(6);
    db.close();
  });

  it('a download announced larger than the free space is not started', async () => {
    const dir = fresh();
    const body = Readable.from([Buffer.from('abc')]);
    const reply = {
      status: 200,
      headers: {
        'content-length': String(2 ** 52),
        'content-disposition': 'attachment; filename=a.mp4',
      },
      body,
    };
    await expect(saveDownload(reply, dir, 'a.mp4', silentLogger)).rejects.toThrow(
      new DiskFullError(M.diskFullDownload),
    );
    expect(readdirSync(dir)).toEqual([]);
    expect(body.destroyed).toBe(true);
  });

  it('a staged file announced larger than the free space is refused with 507', async () => {
    const dir = fresh();
    const stage = createStager({
      dir: () => dir,
      picked: new PickedFiles(),
      logger: silentLogger,
      maxBytes: 2 ** 53,
    });
    const err = await stage('a.mp4', Readable.from([Buffer.from('abc')]), 2 ** 52).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(StageRefused);
    expect(err).toMatchObject({ status: 507, message: M.diskFullStage });
    expect(readdirSync(dir)).toEqual([]);
  });
});
