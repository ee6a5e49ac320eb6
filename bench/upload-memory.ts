import { rmSync } from 'node:fs';
import { fmt } from './stats';
import { MIB, runQueueOnce, startServerProcess, tmp, writeBigFile } from './upload-common';
import { SLICE_CONCURRENCY, SLICE_SIZE } from '../src/shared/uploads/rules';

// Peak memory growth of the process running the queue while it hashes and uploads a 2 GiB file
// (server in its own process). Slices stream from disk and the MD5 reads 4 MiB at a time, so the
// growth must not depend on the file's size. Goal: ≤ 3 slices + 64 MiB. The baseline RSS is taken
// after a small warm-up upload (code loaded, first worker started), right before the big one.

const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 2048 * MIB);
const dir = tmp('xfjd-bench-upload-mem-');
const serverDir = tmp('xfjd-bench-upload-mem-server-');
const server = await startServerProcess(serverDir);
try {
  const warm = writeBigFile(dir, 'warm.mp4', 8 * MIB);
  await runQueueOnce(server.url, warm, dir, SLICE_SIZE);
  const big = writeBigFile(dir, 'big.mp4', SIZE);
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const run = await runQueueOnce(server.url, big, dir, SLICE_SIZE);
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const growth = (peak - base) / MIB;
  const goal = (SLICE_CONCURRENCY * SLICE_SIZE) / MIB + 64;
  process.stdout.write(
    `upload of ${fmt(SIZE / MIB, 0)} MiB: RSS ${fmt(base / MIB, 0)} MiB before, peak ${fmt(peak / MIB, 0)} MiB, growth ${fmt(growth, 1)} MiB ` +
      `(goal ≤ ${fmt(goal, 0)} MiB = 3 slices + 64 MiB, ${growth <= goal ? 'met' : 'NOT met'}); MD5 ${fmt(run.hashMs, 0)} ms, upload ${fmt(run.uploadMs, 0)} ms\n`,
  );
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
}
