import { rmSync } from 'node:fs';
import { fmt } from './stats';
import { MIB, rawPut, runQueueOnce, startServerProcess, tmp, writeBigFile } from './upload-common';

// Chunked upload of a 1 GiB file through the queue (check, init, 5 MiB slices 3 at a time, each
// confirmed slice committed to SQLite, merge) against one raw streamed PUT of the same number of
// bytes to the same loopback server, in the same run. Goal: raw time / chunked time ≥ 0.7.
// Both end when the server's merge has verified the MD5 (the server hashes as slices arrive, so a
// PUT's answer alone would leave the baseline's hashing out). The server runs in its own process;
// the client's MD5 (before check) is printed beside the ratio.

const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 * MIB);
const dir = tmp('xfjd-bench-upload-');
const serverDir = tmp('xfjd-bench-upload-server-');
const server = await startServerProcess(serverDir);
try {
  const raw = writeBigFile(dir, 'raw.mp4', SIZE);
  const chunked = writeBigFile(dir, 'chunked.mp4', SIZE);
  const rawRun = await rawPut(server.url, raw);
  const rawMs = rawRun.putMs + rawRun.mergeMs;
  rmSync(raw.path);
  const run = await runQueueOnce(server.url, chunked, dir, 5_242_880);
  const mbps = (ms: number): string => fmt(SIZE / MIB / (ms / 1000), 0);
  process.stdout.write(
    `upload of ${fmt(SIZE / MIB, 0)} MiB on loopback: raw PUT + merge ${fmt(rawMs, 0)} ms (${mbps(rawMs)} MiB/s; merge ${fmt(rawRun.mergeMs, 0)} ms), ` +
      `queue check → done ${fmt(run.uploadMs, 0)} ms (${mbps(run.uploadMs)} MiB/s, ${run.item.sliceCount} slices; merge ${fmt(run.mergeMs, 0)} ms), ` +
      `ratio ${fmt(rawMs / run.uploadMs)} (goal ≥ 0.7); client MD5 before check ${fmt(run.hashMs, 0)} ms\n` +
      // For the record: the PUT alone leaves the server's MD5 to the merge, the slices pay it as they arrive.
      `  (raw PUT alone ${fmt(rawRun.putMs, 0)} ms vs queue slices ${fmt(run.transferMs, 0)} ms: ${fmt(rawRun.putMs / run.transferMs)}; the server hashes slices as they arrive, the single PUT at merge)\n`,
  );
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
}
