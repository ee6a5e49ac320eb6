import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { saveDownload } from '../downloads/save-download';
import { PickedFiles } from '../files/picked';
import { createStager } from '../files/staging';
import { silentLogger } from '../logger';
import { CustodyLog } from '../recorder/custody';
import { Importer } from '../recorder/importer';
import { newImportRow } from '../recorder/rows';
import { ImportStore } from '../recorder/store';
import { UploadStore } from '../uploads/store';
import { CacheStore } from './cache';
import { openDatabase } from './database';
import { isDiskFull } from './disk-full';
import { DiskFullError } from './disk-full-error';
import { queueRow } from './disk-full.testing';

// Issue 12, item 13, on a real full disk: a 2 MB tmpfs mounted for this file (root only; skipped
// with the reason otherwise). Each writer must end with its own message and leave nothing half
// written: no .part, no staged copy, no evidence copy, no queue rows of a refused choice.

const root = process.getuid?.() === 0;
const base = mkdtempSync(join(tmpdir(), 'xfjd-tmpfs-'));
const mnt = join(base, 'mnt');

function tryMount(): string | null {
  if (!root) {
    rmSync(base, { recursive: true, force: true });
    return 'not running as root: cannot mount a tmpfs';
  }
  try {
    mkdirSync(mnt);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mnt], { stdio: 'pipe' });
    return null;
  } catch (err) {
    return `mount -t tmpfs failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
  }
}
const skipReason = tryMount();

const THREE_MB = 3 * 1024 * 1024;
const bytes = (n: number): Readable =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < n; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 7);
    })(),
  );

describe.skipIf(skipReason !== null)(
  `disk full on a 2 MB tmpfs${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    afterEach(() => {
      for (const f of readdirSync(mnt)) rmSync(join(mnt, f), { recursive: true, force: true });
    });
    afterAll(() => {
      try {
        execFileSync('umount', [mnt], { stdio: 'pipe' });
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    });

    it('a download stops with its message and removes the partial file', async () => {
      const dir = join(mnt, 'downloads');
      const reply = { status: 200, headers: {}, body: bytes(THREE_MB) };
      await expect(saveDownload(reply, dir, 'video.mp4', silentLogger)).rejects.toThrow(
        new DiskFullError(M.diskFullDownload),
      );
      expect(readdirSync(dir)).toEqual([]);
    });

    it('a staged file is refused with 507 and its partial copy removed', async () => {
      const dir = join(mnt, 'staging');
      const stage = createStager({
        dir: () => dir,
        picked: new PickedFiles(),
        logger: silentLogger,
      });
      const err = await stage('video.mp4', bytes(THREE_MB)).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 507, message: M.diskFullStage });
      expect(readdirSync(dir)).toEqual([]);
    });

    it('a recorder import fails as disk full and leaves no copy in the evidence store', async () => {
      const src = join(base, 'recorder');
      mkdirSync(src, { recursive: true });
      const source = join(src, 'VID_0001.mp4');
      writeFileSync(source, Buffer.alloc(THREE_MB, 3));
      const db = openDatabase(':memory:');
      const store = new ImportStore(db.sqlite);
      const evidenceDir = join(mnt, 'evidence');
      const importer = new Importer({
        store,
        custody: new CustodyLog(db.sqlite),
        evidenceDir,
        tools: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' } as never,
        workstation: 'test',
        now: () => 1,
        logger: silentLogger,
        onProgress: () => undefined,
      });
      await importer.clearParts();
      const { statSync } = await import('node:fs');
      const st = statSync(source);
      const row = newImportRow({
        dock: src,
        path: source,
        stamp: { size: st.size, mtimeMs: Math.floor(st.mtimeMs) },
        parsed: {
          layout: null,
          recorderNumber: null,
          policeNumber: null,
          recordTime: null,
        } as never,
        recorders: {},
        officerAccount: null,
        now: 1,
      });
      store.insert(row);
      const err = await importer.copy(row, new AbortController().signal).catch((e: unknown) => e);
      expect(isDiskFull(err)).toBe(true);
      expect(readdirSync(importer.partsDir)).toEqual([]);
      expect(readdirSync(evidenceDir).filter((n) => n !== '.parts')).toEqual([]);
      db.close();
    });

    it('SQLite full: the cache keeps its old entries, a choice of files is refused whole', () => {
      const db = openDatabase(join(mnt, 'acc.sqlite'));
      const store = new UploadStore(db.sqlite);
      store.insert([queueRow('first', 'a')]);
      const cache = new CacheStore(db);
      const big = 'x'.repeat(64 * 1024);
      let stored = 0;
      while (cache.put(`k${stored}`, big, stored)) stored++;
      expect(stored).toBeGreaterThan(3);
      expect(cache.get('k0')?.value).toBe(big);
      const choice = ['b', 'c', 'd'].map((id) => queueRow(id, id, { remark: big }));
      expect(() => store.insert(choice)).toThrow(new DiskFullError(M.diskFullEnqueue));
      expect(store.all().map((r) => r.id)).toEqual(['first']);
      db.close();
      // Full, not damaged: the file opens again as it was, without a rebuild.
      const again = openDatabase(join(mnt, 'acc.sqlite'));
      expect(again.recovery).toBeNull();
      expect(new UploadStore(again.sqlite).all().map((r) => r.id)).toEqual(['first']);
      again.close();
    });
  },
);
