import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, open, rm } from 'node:fs/promises';
import { closeSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  COPY_READ_BYTES,
  COPY_WRITE_BYTES,
  copyWithMd5,
} from '../src/main/core/recorder/copy-hash';
import {
  defaultMediaTools,
  probe,
  thumbnail,
  type ProbeInfo,
} from '../src/main/core/recorder/media';
import { readThrottle } from './device-throttle';
import { fmt, median } from './stats';
import { MIB, tmp } from './upload-common';

// Importing a recorder file (copy + MD5 in one read pass on a worker + fsync + ffprobe) against
// plain copies of the same file, in the same run. Goals (re-scoped in issue 12: a single MD5 stream
// cannot fit inside 1.25 × a kernel copy on a two-CPU machine):
// - source read at recorder speed (the kernel-capped 400 MiB/s condition below): import ≤ 1.05 ×
//   the faster durable plain copy, i.e. the MD5 hides behind the device's reads;
// - uncapped (local disk at full speed, cold): import ≤ 1.5 × max(the faster durable plain copy,
//   MD5 of the same bytes in memory), i.e. the import is bound by whichever of I/O and MD5 is
//   slower, and costs at most half again on top.
// The in-memory MD5 is measured in every round of the same run (the file's own bytes, read into
// memory once), so a busy moment of a shared machine weighs on both sides of the ratio.
//
// Which plain copy is the goal's baseline: the faster, in each round, of two durable plain copies
// (fs.copyFile + fsync of the copy, and a userspace streamed copy + fsync), with the source read
// from disk (cold). An import must be durable before its row is committed (a power cut must not
// leave a hole in evidence), so the fair plain copy is a durable one; taking the faster of the two
// keeps the baseline from being a slow one (neither wins every time here: copy_file_range is
// faster hot, the streamed copy often cold); and a recorder's files are read from the device, not
// from the page cache (the stability polls only stat them), so cold is what an officer waits for.
// The streamed copy is the import's I/O without the MD5: same 4 MiB reads, same write pieces,
// read and write overlapped. Also printed, not the goal: each copy on its own, fs.copyFile without
// fsync, and all of it again with the source in the page cache (hot), where any copy runs at
// memory speed and the import is bound by MD5 itself, which no copy computes.
// When run as root on Linux, the cold condition is run once more with the source disk's reads
// capped by the kernel (cgroup read limit, bench/device-throttle.ts) at a fast USB 3 recorder's
// speed: what an officer waits for at a dock, and the first goal's condition. Without root (or
// without a cgroup read limit) that goal is printed as not measured, with the reason.
//
// The file is a REAL, valid ~1 GiB MP4: a short high-bitrate H.264 clip made by ffmpeg, looped with
// -stream_loop and -c copy (remuxed, not re-encoded) until it reaches the size, so ffprobe reads
// a genuine container. Each round runs the three operations back to back, in an order that rotates
// between rounds; ratios are medians of the per-round ratios, so a slow moment of a shared machine
// hits both sides of a ratio rather than one. Before each timed step, `sync` settles the previous
// step's writes, and in the cold condition the source is evicted from the page cache (GNU dd
// iflag=nocache, i.e. posix_fadvise DONTNEED).

const GOAL_RECORDER = 1.05;
const GOAL_UNCAPPED = 1.5;
const TARGET = Number(process.env.BENCH_IMPORT_BYTES ?? 1024 * MIB);
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 5);
// The recorder-speed condition (the first goal's): the source disk's reads capped by the kernel at
// the speed of a fast USB 3 recorder; most body-worn recorders are USB 2 (~30-40 MiB/s),
// where a 1 GiB round would take minutes and the MD5 is even further from the critical path.
const RECORDER_MIBS = Number(process.env.BENCH_IMPORT_RECORDER_MIBS ?? 400);
const RECORDER_ROUNDS = Number(process.env.BENCH_IMPORT_RECORDER_ROUNDS ?? 3);
const tools = defaultMediaTools();
const dir = tmp('xfjd-bench-import-');
const ff = (args: string[]): void =>
  void execFileSync(tools.ffmpeg, ['-v', 'error', '-y', ...args]);
const now = (): number => performance.now();

/**
 * A userspace copy with the import's I/O and no MD5: 4 MiB reads, each block written in the same
 * pieces as the import (see copy-hash.ts), the next read overlapping the current writes.
 */
async function streamedCopy(src: string, dest: string): Promise<number> {
  const input = await open(src, 'r');
  const output = await open(dest, 'w');
  try {
    const bufs = [Buffer.allocUnsafe(COPY_READ_BYTES), Buffer.allocUnsafe(COPY_READ_BYTES)];
    let pos = 0;
    let turn = 0;
    let reading = input.read(bufs[0], 0, COPY_READ_BYTES, 0);
    let writing: Promise<unknown> = Promise.resolve();
    for (;;) {
      const { bytesRead: n } = await reading;
      if (n === 0) break;
      const cur = bufs[turn];
      turn = 1 - turn;
      await writing; // the other buffer is free once its write is done
      reading = input.read(bufs[turn], 0, COPY_READ_BYTES, pos + n);
      const pieces: Promise<unknown>[] = [];
      for (let off = 0; off < n; off += COPY_WRITE_BYTES)
        pieces.push(output.write(cur, off, Math.min(COPY_WRITE_BYTES, n - off), pos + off));
      writing = Promise.all(pieces);
      pos += n;
    }
    await writing;
    return pos;
  } finally {
    await input.close();
    await output.close();
  }
}

async function fsyncFile(path: string): Promise<void> {
  const fh = await open(path, 'r+');
  await fh.sync();
  await fh.close();
}

try {
  const clip = join(dir, 'clip.mp4');
  ff([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '10',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '60M',
    '-maxrate',
    '60M',
    '-bufsize',
    '60M',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    clip,
  ]);
  const loops = Math.max(0, Math.ceil(TARGET / statSync(clip).size) - 1);
  const src = join(dir, 'P100234_0012345_20240305094510_0001.MP4');
  ff([
    '-stream_loop',
    String(loops),
    '-i',
    clip,
    '-c',
    'copy',
    '-fs',
    String(TARGET),
    '-movflags',
    '+faststart',
    src,
  ]);
  const size = statSync(src).size;
  rmSync(clip);
  const load0 = loadavg()[0];

  let canEvict = true;
  const evict = (): void => {
    if (!canEvict) return;
    try {
      execFileSync('dd', [`if=${src}`, 'iflag=nocache', 'count=0', 'status=none']);
    } catch {
      canEvict = false;
    }
  };
  let canSync = true;
  const settle = (cold: boolean): void => {
    if (canSync) {
      try {
        execFileSync('sync');
      } catch {
        canSync = false;
      }
    }
    if (cold) evict();
  };

  // The file's own bytes in memory, for the MD5-in-memory baseline of every round.
  const inMemory: Buffer[] = [];
  const block = Buffer.allocUnsafe(COPY_READ_BYTES);
  const fd = openSync(src, 'r');
  for (let pos = 0, n = 0; (n = readSync(fd, block, 0, block.length, pos)) > 0; pos += n)
    inMemory.push(Buffer.from(block.subarray(0, n)));
  const md5InMemory = (): number => {
    const t = now();
    const h = createHash('md5');
    for (const b of inMemory) h.update(b);
    h.digest();
    return now() - t;
  };
  const md5Floor = md5InMemory();
  let t0 = now();
  const fileHash = createHash('md5');
  for (let pos = 0, n = 0; (n = readSync(fd, block, 0, block.length, pos)) > 0; pos += n)
    fileHash.update(block.subarray(0, n));
  const expectedMd5 = fileHash.digest('hex');
  const readMd5 = now() - t0;
  t0 = now();
  for (let pos = 0, n = 0; (n = readSync(fd, block, 0, block.length, pos)) > 0; pos += n);
  const readOnly = now() - t0;
  closeSync(fd);

  type Round = {
    cf: number;
    cfSync: number;
    st: number;
    stSync: number;
    copyHash: number;
    imp: number;
    /** MD5 of the same bytes in memory, this round. */
    md5: number;
  };
  let info: ProbeInfo | null = null;
  const measure = async (
    cold: boolean,
    label = cold ? 'cold' : 'hot',
    rounds_ = ROUNDS,
  ): Promise<Round[]> => {
    const rounds: Round[] = [];
    for (let i = 0; i < rounds_; i++) {
      const r: Partial<Round> = {};
      const steps: (() => Promise<void>)[] = [
        async () => {
          const a = join(dir, 'copy.mp4');
          settle(cold);
          const t = now();
          await copyFile(src, a);
          r.cf = now() - t;
          await fsyncFile(a);
          r.cfSync = now() - t;
          await rm(a);
        },
        async () => {
          const a = join(dir, 'streamed.mp4');
          settle(cold);
          const t = now();
          const n = await streamedCopy(src, a);
          r.st = now() - t;
          await fsyncFile(a);
          r.stSync = now() - t;
          if (n !== size) throw new Error(`streamed copy wrote ${n} of ${size} bytes`);
          await rm(a);
        },
        async () => {
          const b = join(dir, 'import.part');
          settle(cold);
          const t = now();
          const res = await copyWithMd5(src, b, () => {}, new AbortController().signal);
          r.copyHash = now() - t;
          info = await probe(tools, b);
          r.imp = now() - t;
          if (res.md5 !== expectedMd5 || res.bytes !== size)
            throw new Error(`import gave ${res.md5} (${res.bytes} bytes), expected ${expectedMd5}`);
          await rm(b);
        },
        async () => {
          settle(false);
          r.md5 = md5InMemory();
        },
      ];
      for (let s = 0; s < steps.length; s++) await steps[(s + i) % steps.length]();
      rounds.push(r as Round);
      if (process.env.BENCH_IMPORT_VERBOSE)
        process.stdout.write(
          `${label} round ${i}: ${JSON.stringify(r, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v) : v))}\n`,
        );
    }
    return rounds;
  };
  const cold = canEvict ? await measure(true) : null;
  if (!canEvict)
    process.stdout.write('(cold condition skipped: could not evict the page cache, no GNU dd)\n');
  const hot = await measure(false);
  const throttle = !canEvict
    ? { unavailable: 'cannot evict the page cache' }
    : RECORDER_ROUNDS > 0
      ? readThrottle(src, RECORDER_MIBS * MIB)
      : { unavailable: 'BENCH_IMPORT_RECORDER_ROUNDS is 0' };
  let recorder: Round[] | null = null;
  if ('enter' in throttle) {
    throttle.enter();
    try {
      recorder = await measure(true, 'recorder-speed', RECORDER_ROUNDS);
    } finally {
      throttle.leave();
    }
  }

  // Not part of the import timed above (made after the probe, while the officer already sees the file).
  const thumbOut = join(dir, 'thumb.jpg');
  t0 = now();
  await thumbnail(tools, src, thumbOut, 'video', info);
  const thumbMs = now() - t0;
  const load1 = loadavg()[0];

  const rate = (ms: number): string => `${fmt(size / MIB / (ms / 1000), 0)} MiB/s`;
  const ms = (x: number): string => `${fmt(x, 0)} ms`;
  const med = (rs: Round[], f: (r: Round) => number): number => median(rs.map(f));
  const plain = (r: Round): number => Math.min(r.cfSync, r.stSync);
  const goalRatio = (rs: Round[]): number => med(rs, (r) => r.imp / plain(r));
  const uncappedRatio = (rs: Round[]): number => med(rs, (r) => r.imp / Math.max(plain(r), r.md5));
  const block1 = (label: string, rs: Round[], isGoal?: 'recorder' | 'uncapped'): string => {
    const cf = med(rs, (r) => r.cf);
    const cfSync = med(rs, (r) => r.cfSync);
    const imp = med(rs, (r) => r.imp);
    const md5 = med(rs, (r) => r.md5);
    return (
      `  ${label}\n` +
      `    MD5 in memory            ${ms(md5)} (${rate(md5)})\n` +
      `    fs.copyFile              ${ms(cf)} (${rate(cf)}), + fsync ${ms(cfSync)} (${rate(cfSync)})\n` +
      `    streamed copy (no MD5)   ${ms(med(rs, (r) => r.st))}, + fsync ${ms(med(rs, (r) => r.stSync))}\n` +
      `    import                   ${ms(imp)} (${rate(imp)}): copy+MD5+fsync ${ms(med(rs, (r) => r.copyHash))}, probe ${ms(med(rs, (r) => r.imp - r.copyHash))}\n` +
      `    ratio import / faster durable plain copy  ${fmt(goalRatio(rs))}${isGoal === 'recorder' ? "   <- the recorder-speed goal's ratio" : ''}\n` +
      `    ratio import / max(that copy, MD5 in mem) ${fmt(uncappedRatio(rs))}${isGoal === 'uncapped' ? "   <- the uncapped goal's ratio" : ''}\n` +
      `    ratio import / (copyFile+fsync)           ${fmt(med(rs, (r) => r.imp / r.cfSync))}\n` +
      `    ratio import / (streamed+fsync)           ${fmt(med(rs, (r) => r.imp / r.stSync))}\n` +
      `    ratio import / copyFile                   ${fmt(med(rs, (r) => r.imp / r.cf))}   (that copy not yet on disk)\n`
    );
  };
  const verdict = (ratio: number, goal: number): string =>
    ratio <= goal ? 'GOAL MET' : 'GOAL MISSED';
  const recorderGoal = (rs: Round[]): string =>
    `  recorder speed (${RECORDER_MIBS} MiB/s): ${verdict(goalRatio(rs), GOAL_RECORDER)}, import / faster durable plain copy = ${fmt(goalRatio(rs))} (goal ≤ ${GOAL_RECORDER})\n`;
  const uncappedGoal = (rs: Round[], label: string): string => {
    const bound = med(rs, (r) => r.md5) > med(rs, plain) ? 'MD5' : 'the plain copy';
    return (
      `  ${label}: ${verdict(uncappedRatio(rs), GOAL_UNCAPPED)}, import / max(faster durable plain copy, MD5 in memory) = ${fmt(uncappedRatio(rs))} (goal ≤ ${GOAL_UNCAPPED}; ` +
      `the slower side here is ${bound}; import / plain copy ${fmt(goalRatio(rs))}, import / MD5 in memory ${fmt(med(rs, (r) => r.imp / r.md5))})\n`
    );
  };
  // Others' work on a small shared machine shows up as noise, above all in the hashing side.
  const busy = Math.max(load0, load1) > cpus().length / 2;
  process.stdout.write(
    `Import of a real ${fmt(size / MIB, 0)} MiB MP4 (10 s H.264 clip looped with -stream_loop/-c copy; ffprobe duration ${fmt((info as ProbeInfo | null)?.durationSec ?? NaN, 1)} s, ` +
      `md5 ${expectedMd5}), ${ROUNDS} rounds per condition, medians; load average ${fmt(load0)} → ${fmt(load1)} on ${cpus().length} CPUs` +
      `${busy ? ' (machine busy: expect noise)' : ''}\n` +
      `  MD5 alone, in memory:     ${ms(md5Floor)} (${rate(md5Floor)}) before the rounds; each round measures it again\n` +
      `  read + MD5 (page cache):  ${ms(readMd5)} (${rate(readMd5)}); read alone ${ms(readOnly)}\n` +
      `  thumbnail (ffmpeg, after the import, not timed in it): ${ms(thumbMs)}\n` +
      (cold
        ? block1(
            'cold source (local disk at full speed, evicted from the page cache)',
            cold,
            'uncapped',
          )
        : '') +
      block1('hot source (page cache; the import is MD5-bound)', hot) +
      (recorder && 'device' in throttle
        ? block1(
            `source read at ${RECORDER_MIBS} MiB/s, a fast USB 3 recorder (kernel read limit on disk ${throttle.device}, ${RECORDER_ROUNDS} rounds)`,
            recorder,
            'recorder',
          )
        : `  (recorder-speed condition skipped: ${'unavailable' in throttle ? throttle.unavailable : ''})\n`) +
      `Goals (issue 12): an import is durable before it is committed, so the fair plain copy is durable too (the faster of fs.copyFile + fsync and streamed copy + fsync); a docked recorder's file is not in the page cache.\n` +
      (recorder
        ? recorderGoal(recorder)
        : `  recorder speed (${RECORDER_MIBS} MiB/s): GOAL NOT MEASURED (${'unavailable' in throttle ? throttle.unavailable : 'no rounds'})\n`) +
      (cold
        ? uncappedGoal(cold, 'uncapped (local disk, cold)')
        : `  uncapped: GOAL NOT MEASURED (no cold condition on this machine)\n`) +
      uncappedGoal(hot, 'hot source (for the record, not a goal)'),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
