import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { WorkerHasher } from '../src/main/core/uploads/hasher';
import { fmt, median } from './stats';
import { MIB, tmp, writeBigFile } from './upload-common';

// File MD5 through the queue's hasher (worker thread, 4 MiB double-buffered reads) against
// node:crypto MD5 of the same bytes already in memory, in the same run: how close the file path
// gets to the hash's own speed. Goal: in-memory time / file time ≥ 0.85. The file is read once
// beforehand so both sides start from the page cache.

const SIZE = Number(process.env.BENCH_MD5_BYTES ?? 512 * MIB);
const ROUNDS = 3;
const dir = tmp('xfjd-bench-md5-');
try {
  const file = writeBigFile(dir, 'data.bin', SIZE);
  const bytes = readFileSync(file.path);
  const hasher = new WorkerHasher();
  const memory: number[] = [];
  const worker: number[] = [];
  let a = '';
  let b = '';
  for (let i = 0; i < ROUNDS; i++) {
    let t0 = performance.now();
    a = createHash('md5').update(bytes).digest('hex');
    memory.push(performance.now() - t0);
    t0 = performance.now();
    b = await hasher.hash(file.path, () => {}, new AbortController().signal);
    worker.push(performance.now() - t0);
  }
  if (a !== b) throw new Error(`MD5 differ: ${a} ${b}`);
  const rate = (ms: number): string => fmt(SIZE / MIB / (ms / 1000), 0);
  const m = median(memory);
  const w = median(worker);
  process.stdout.write(
    `MD5 of ${fmt(SIZE / MIB, 0)} MiB (median of ${ROUNDS}): in memory ${fmt(m, 0)} ms (${rate(m)} MiB/s), ` +
      `file via worker ${fmt(w, 0)} ms (${rate(w)} MiB/s), ratio ${fmt(m / w)} (goal ≥ 0.85)\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
