import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDb } from '../db/database';
import { createRecorderService } from './service';
import { makeSampleMedia, md5Of, type SampleMedia } from './testing';
import type { DockFinished, ImportedFile, RecorderService } from './types';

// The dock service end to end with real media made by ffmpeg, fast timing (20 ms polls).

const TIMING = { pollMs: 20, stablePolls: 3, presenceMs: 40, rescanMs: 5000 };
let media: SampleMedia;
const root = mkdtempSync(join(tmpdir(), 'xfjd-recorder-'));
beforeAll(async () => {
  media = await makeSampleMedia(join(root, 'media'));
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Rig = {
  svc: RecorderService;
  db: AppDb;
  evidence: string;
  imported: ImportedFile[];
  finished: DockFinished[];
  dir: string;
};
const rigs: Rig[] = [];
afterEach(async () => {
  for (const r of rigs.splice(0)) {
    await r.svc.stop();
    r.db.close();
  }
});

function rig(): Rig {
  const dir = mkdtempSync(join(root, 'case-'));
  const db = openDatabase(join(dir, 'profile.sqlite'));
  const evidence = join(dir, 'evidence');
  const imported: ImportedFile[] = [];
  const finished: DockFinished[] = [];
  const svc = createRecorderService({
    db: db.sqlite,
    evidenceDir: evidence,
    officerAccount: () => 'officer01',
    onImported: (f) => void imported.push(f),
    timing: TIMING,
    workstation: 'WS-TEST',
  });
  svc.on('dockFinished', (f) => finished.push(f));
  const r = { svc, db, evidence, imported, finished, dir };
  rigs.push(r);
  return r;
}

async function until(pred: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const place = (src: string, dest: string): string => {
  mkdirSync(join(dest, '..'), { recursive: true });
  copyFileSync(src, dest);
  return dest;
};

describe('recorder docks', () => {
  it('imports files already on a dock (both layouts), with metadata, thumbnails, previews and custody', async () => {
    const r = rig();
    const dock = join(r.dir, 'dock');
    place(media.mp4, join(dock, '0012345', '20240305', '093005_0001.MP4'));
    place(media.avi, join(dock, 'DCIM', 'P100234_0012345_20240305094510_0002.AVI'));
    place(media.mov, join(dock, '0012345', '20240305', '100000.MOV'));
    place(media.jpg, join(dock, '0012345', '20240305', '100100.JPG'));
    place(media.wav, join(dock, '0012345', '20240305', '100200.WAV'));
    place(media.wav, join(dock, 'notes.txt'));
    await r.svc.start({ folders: [dock], recorders: { '0012345': 'P100234' } });
    await until(() => r.imported.length === 5);
    await r.svc.idle();

    const by = (ext: string): ImportedFile => r.imported.find((f) => f.name.endsWith(ext))!;
    const mp4 = by('.MP4');
    expect(mp4.md5).toBe(md5Of(media.mp4));
    expect(mp4.path).toBe(join(r.evidence, '2024', '03', `${mp4.md5}.mp4`));
    expect(md5Of(mp4.path)).toBe(mp4.md5);
    expect(mp4).toMatchObject({
      layout: 'recorder-date-folder',
      recorderNumber: '0012345',
      policeNumber: 'P100234',
      officerAccount: 'officer01',
      previewPath: null,
    });
    expect(mp4.recordTime).toBe(Date.parse('2024-03-05T09:30:05+08:00'));
    expect(mp4.meta).toMatchObject({ videoCodec: 'h264', width: 160, height: 120 });
    expect(mp4.meta?.durationSec).toBeGreaterThan(1);
    expect(mp4.thumbPath && existsSync(mp4.thumbPath)).toBeTruthy();

    const avi = by('.AVI');
    expect(avi).toMatchObject({
      layout: 'gat947-name',
      recorderNumber: '0012345',
      policeNumber: 'P100234',
    });
    expect(avi.recordTime).toBe(Date.parse('2024-03-05T09:45:10+08:00'));
    expect(avi.meta?.videoCodec).toBe('mpeg4');
    expect(avi.thumbPath && readFileSync(avi.thumbPath).subarray(0, 2).toString('hex')).toBe(
      'ffd8',
    );
    // The preview is H.264/AAC MP4, i.e. something Chromium plays.
    expect(avi.previewPath).toBeTruthy();
    const { probe, defaultMediaTools } = await import('./media');
    const pv = await probe(defaultMediaTools(), avi.previewPath!);
    expect(pv).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac' });
    expect(pv.formatName).toContain('mp4');

    expect(by('.MOV').previewPath).toBeTruthy();
    expect(by('.JPG')).toMatchObject({ kind: 'photo', previewPath: null });
    expect(by('.JPG').thumbPath).toBeTruthy();
    expect(by('.WAV')).toMatchObject({ kind: 'audio', thumbPath: null, previewPath: null });

    expect(r.svc.verifyCustody()).toEqual({ ok: true, count: 5 });
    const st = r.svc.status();
    expect(st.docks).toEqual([
      expect.objectContaining({
        folder: dock,
        present: true,
        recorders: ['0012345'],
        found: 5,
        done: 5,
        active: 0,
      }),
    ]);
    expect(r.finished).toEqual([{ folder: dock, imported: 5, duplicates: 0, errors: 0 }]);
    expect(readdirSync(join(r.evidence, '.parts'))).toEqual([]);
  }, 30_000);

  it('imports a slowly written file once, only after it is complete', async () => {
    const r = rig();
    const dock = join(r.dir, 'dock');
    mkdirSync(dock);
    await r.svc.start({ folders: [dock], recorders: {} });
    const bytes = readFileSync(media.bigMp4);
    const target = join(dock, 'P1_0099999_20240305120000_0001.MP4');
    // Bursts with pauses 5x the stability window (3 × 20 ms), the handle held open as a copier does.
    const fd = openSync(target, 'w');
    const burst = Math.ceil(bytes.length / 12);
    for (let off = 0; off < bytes.length; off += burst) {
      writeSync(fd, bytes, off, Math.min(burst, bytes.length - off));
      await new Promise((res) => setTimeout(res, 300));
      expect(r.imported).toEqual([]);
    }
    closeSync(fd);
    await until(() => r.imported.length === 1);
    await new Promise((res) => setTimeout(res, 300));
    await r.svc.idle();
    expect(r.imported).toHaveLength(1);
    expect(r.imported[0].size).toBe(bytes.length);
    expect(r.imported[0].md5).toBe(md5Of(media.bigMp4));
    expect(r.svc.imports()).toHaveLength(1);
  }, 30_000);

  it('picks up a dock that appears later, and resumes after it vanishes and returns', async () => {
    const r = rig();
    const dock = join(r.dir, 'drive');
    await r.svc.start({ folders: [dock], recorders: {} });
    expect(r.svc.status().docks[0]).toMatchObject({ present: false });
    place(media.mp4, join(dock, 'P2_0011111_20240305120000_0001.MP4'));
    await until(() => r.imported.length === 1);
    renameSync(dock, join(r.dir, 'away'));
    await until(() => r.svc.status().docks[0]?.present === false);
    place(media.avi, join(r.dir, 'away', 'P2_0011111_20240305130000_0002.AVI'));
    renameSync(join(r.dir, 'away'), dock);
    await until(() => r.imported.length === 2);
    await r.svc.idle();
    expect(r.imported.map((f) => f.name)).toEqual([
      'P2_0011111_20240305120000_0001.MP4',
      'P2_0011111_20240305130000_0002.AVI',
    ]);
    expect(r.svc.imports().filter((i) => i.state === 'done')).toHaveLength(2);
  }, 30_000);

  it('imports the same bytes from two recorders once; the second is a duplicate', async () => {
    const r = rig();
    const a = join(r.dir, 'dockA');
    const b = join(r.dir, 'dockB');
    place(media.mp4, join(a, 'P3_0000001_20240305120000_0001.MP4'));
    place(media.mp4, join(b, 'P4_0000002_20240305120000_0001.MP4'));
    await r.svc.start({ folders: [a, b], recorders: {} });
    await until(
      () =>
        r.svc.imports().filter((i) => i.state === 'done' || i.state === 'duplicate').length === 2,
    );
    await r.svc.idle();
    expect(r.imported).toHaveLength(1);
    const rows = r.svc.imports();
    expect(rows.map((x) => x.state).sort()).toEqual(['done', 'duplicate']);
    expect(rows.find((x) => x.state === 'duplicate')?.duplicateOf).toBe(
      rows.find((x) => x.state === 'done')?.id,
    );
    expect(
      readdirSync(join(r.evidence, '2024', '03')).filter(
        (f) => f.endsWith('.mp4') && !f.includes('.'.repeat(2)),
      ),
    ).toEqual([`${md5Of(media.mp4)}.mp4`]);
    expect(r.svc.verifyCustody()).toEqual({ ok: true, count: 1 });
  }, 30_000);

  it('asks for the officer when unknown, and deletes an original only with the server-confirmed MD5', async () => {
    const r = rig();
    const dock = join(r.dir, 'dock');
    const src = place(media.wav, join(dock, 'REC_20240305_101010.WAV'));
    await r.svc.start({ folders: [dock], recorders: {} });
    await until(() => r.imported.length === 1);
    await r.svc.idle();
    const f = r.imported[0];
    expect(f).toMatchObject({ layout: 'timestamp-name', policeNumber: null, recorderNumber: null });
    expect(r.svc.status().files[0].needsOfficer).toBe(true);
    expect(r.svc.assignOfficer(f.importId, 'P777').policeNumber).toBe('P777');
    await expect(
      r.svc.deleteOriginal(f.importId, { md5: 'f'.repeat(32), confirmedAt: 1 }),
    ).rejects.toThrow(/MD5/);
    expect(existsSync(src)).toBe(true);
    await r.svc.deleteOriginal(f.importId, { md5: f.md5, confirmedAt: 1 });
    expect(existsSync(src)).toBe(false);
    expect(existsSync(f.path)).toBe(true);
    expect(r.svc.verifyCustody()).toEqual({ ok: true, count: 3 });
  }, 30_000);
});
