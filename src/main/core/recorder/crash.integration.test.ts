import { spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { CustodyLog } from './custody';
import { defaultMediaTools } from './media';
import { ImportStore } from './store';
import { makeSampleMedia, md5Of, type SampleMedia } from './testing';

// Kill -9 of the process importing from the docks at random moments; each time it is started again
// from its database. In the end every file is in the evidence store once, with its MD5, every import
// has exactly one custody entry and was delivered to onImported, and no partial copy is left.

const CHILD = join(import.meta.dirname, 'crash-child.ts');
const KILLS = 6;
const root = mkdtempSync(join(tmpdir(), 'xfjd-recorder-crash-'));
let media: SampleMedia;
beforeAll(async () => {
  media = await makeSampleMedia(join(root, 'media'));
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Run = { lines: string[]; exited: Promise<number | null>; kill: () => void };

function runChild(env: Record<string, string>): Run {
  const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let buf = '';
  proc.stdout.on('data', (c: Buffer) => {
    buf += c.toString('utf8');
    const parts = buf.split('\n');
    buf = parts.pop() ?? '';
    lines.push(...parts);
  });
  proc.stderr.on('data', () => {});
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { lines, exited, kill: () => proc.kill('SIGKILL') };
}

async function waitFor(run: Run, pred: (lines: string[]) => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  let gone = false;
  void run.exited.then(() => (gone = true));
  while (!pred(run.lines)) {
    if (gone || Date.now() > end) return pred(run.lines);
    await new Promise((r) => setTimeout(r, 2));
  }
  return true;
}

const waitLine = (run: Run, want: string, ms: number): Promise<boolean> =>
  waitFor(run, (ls) => ls.includes(want), ms);

describe('recorder import under kill -9', () => {
  it(`loses nothing and imports nothing twice after ${KILLS} kills`, async () => {
    // Distinct real videos: the big MP4 remuxed with a different title each (new bytes, same streams).
    const variants: string[] = [];
    for (let i = 0; i < 6; i++) {
      const out = join(root, 'media', `v${i}.mp4`);
      // Looped a few times so a copy takes long enough to be interrupted.
      execFileSync(defaultMediaTools().ffmpeg, [
        '-v',
        'error',
        '-y',
        '-stream_loop',
        '3',
        '-i',
        media.bigMp4,
        '-c',
        'copy',
        '-metadata',
        `title=clip ${i}`,
        out,
      ]);
      variants.push(out);
    }
    const dockA = join(root, 'dockA');
    const dockB = join(root, 'dockB');
    const put = (src: string, dest: string): void => {
      mkdirSync(join(dest, '..'), { recursive: true });
      copyFileSync(src, dest);
    };
    variants.forEach((v, i) => put(v, join(dockA, `P1_0000001_2024030512000${i}_000${i}.MP4`)));
    put(media.avi, join(dockA, 'P1_0000001_20240305130000_0100.AVI'));
    put(media.jpg, join(dockA, 'P1_0000001_20240305130100_0101.JPG'));
    // The second recorder holds two of the same clips (duplicates) and one of its own.
    put(variants[0], join(dockB, '0000002', '20240305', '120000_0001.MP4'));
    put(variants[3], join(dockB, '0000002', '20240305', '120300_0002.MP4'));
    put(media.wav, join(dockB, '0000002', '20240305', '120400_0003.WAV'));
    const sources = [dockA, dockB].flatMap((d) =>
      readdirSync(d, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name)),
    );
    const distinct = new Set(sources.map(md5Of));
    const profile = join(root, 'profile');
    mkdirSync(profile);
    const cfg = {
      dbFile: join(profile, 'p.sqlite'),
      evidenceDir: join(profile, 'evidence'),
      docks: [dockA, dockB],
      expected: sources.length,
      deliveries: join(profile, 'deliveries.txt'),
    };
    const env = { XFJD_RECORDER_CRASH: JSON.stringify(cfg) };

    let kills = 0;
    const killedAt: string[] = [];
    for (let runs = 0; runs < KILLS + 5; runs++) {
      const run = runChild(env);
      const t0 = Date.now();
      if (process.env.XFJD_CRASH_LOG)
        void run.exited.then(() =>
          process.stderr.write(
            `run ${runs} ${Date.now() - t0} ms ${run.lines.filter((l) => l.startsWith('STATE')).length} steps\n`,
          ),
        );
      expect(await waitLine(run, 'READY', 20_000)).toBe(true);
      if (kills < KILLS) {
        // Kill right inside a step: at the n-th step this run starts, 0-15 ms into it.
        const nth = 1 + Math.floor(Math.random() * 4);
        const step = await waitFor(
          run,
          (ls) =>
            ls.filter((l) => /^STATE (copying|probing) /.test(l)).length >= nth ||
            ls.includes('DONE'),
          30_000,
        );
        if (!step || run.lines.includes('DONE')) break;
        await new Promise((r) => setTimeout(r, Math.random() * 15));
        run.kill();
        await run.exited;
        kills++;
        killedAt.push(run.lines.filter((l) => l.startsWith('STATE')).at(-1) ?? '');
        continue;
      }
      const done = await waitLine(run, 'DONE', 20_000);
      if (!done && process.env.XFJD_CRASH_LOG) {
        const peek = openDatabase(cfg.dbFile);
        process.stderr.write(
          `${JSON.stringify(new ImportStore(peek.sqlite).all().map((r) => [r.name, r.state, r.notified, r.reason]))}\n${run.lines.join('\n')}\n`,
        );
        peek.close();
      }
      run.kill();
      await run.exited;
      expect(done).toBe(true);
      break;
    }
    expect(kills, killedAt.join('; ')).toBe(KILLS);
    // The kills did land inside copies and probes, not only between files.
    expect(killedAt.some((l) => /^STATE (copying|probing)/.test(l))).toBe(true);

    const db = openDatabase(cfg.dbFile);
    const rows = new ImportStore(db.sqlite).all();
    const custody = new CustodyLog(db.sqlite);
    const entries = custody.records().filter((r) => r.entry.action === 'import');
    expect(custody.verify()).toMatchObject({ ok: true });
    db.close();

    // Every source file has exactly one row; each distinct content is imported once.
    expect(rows.map((r) => r.sourcePath).sort()).toEqual([...sources].sort());
    const done = rows.filter((r) => r.state === 'done');
    expect(done.map((r) => r.md5).sort()).toEqual([...distinct].sort());
    expect(rows.filter((r) => r.state === 'duplicate')).toHaveLength(
      sources.length - distinct.size,
    );
    expect(entries.map((e) => e.entry.md5).sort()).toEqual([...distinct].sort());
    // The store holds exactly those files, each with the bytes its name says, and no partial copy.
    const stored = readdirSync(cfg.evidenceDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.includes('.thumb.') && !e.name.includes('.preview.'))
      .map((e) => join(e.parentPath, e.name));
    expect(stored.map((p) => md5Of(p)).sort()).toEqual([...distinct].sort());
    for (const p of stored) expect(p).toContain(md5Of(p));
    expect(readdirSync(join(cfg.evidenceDir, '.parts'))).toEqual([]);
    // Every import reached onImported (at least once; a kill between delivery and its mark repeats it).
    const delivered = new Set(
      readFileSync(cfg.deliveries, 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split(' ')[0]),
    );
    for (const r of done) expect(delivered.has(r.id)).toBe(true);
    expect(done.every((r) => r.notified)).toBe(true);
    for (const r of done) expect(statSync(r.evidencePath!).size).toBe(r.size);
  }, 90_000);
});
