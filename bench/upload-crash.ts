import { rmSync } from 'node:fs';
import { startServer } from '../src/server/index';
import { runCrashLoop, verifyOnServer } from '../src/main/core/uploads/crash-harness';
import { SEED_TASK, signIn, writeRandomFiles } from '../src/main/core/uploads/testing-server';
import { tmp } from './upload-common';

// The crash test's loop, many more times (default 100 kills; UPLOAD_CRASH_KILLS to change): a child
// process runs the queue and is killed with SIGKILL at random moments, then restarted. Reports the
// kills and any file that did not arrive exactly once with its MD5, or any slice written or sent
// twice. Run with: npx tsx bench/upload-crash.ts

const KILLS = Number(process.env.UPLOAD_CRASH_KILLS ?? 100);
const SLICE = 16 * 1024;
const serverDir = tmp('xfjd-bench-crash-server-');
const dir = tmp('xfjd-bench-crash-files-');
const profileDir = tmp('xfjd-bench-crash-profile-');
const server = await startServer({
  port: 0,
  dataDir: serverDir,
  faults: { slicePut: () => ({ kind: 'stall', ms: 40 }) },
});
try {
  const token = (await signIn(server.url)).accessToken() ?? '';
  // Enough slices that the kills keep landing mid-upload: each run lives ~150 ms and moves about
  // 20 slices (40 ms per PUT, 6 in flight), so about 30 slices per kill, over 12 files of varied
  // sizes (exact multiples of the slice and odd sizes).
  const perFile = Math.ceil((KILLS * 30) / 12);
  const sizes = Array.from({ length: 12 }, (_, i) =>
    i % 3 === 0 ? (perFile + i) * SLICE : Math.round((perFile + i * 3) * SLICE * 0.97) + i,
  );
  const files = writeRandomFiles(dir, sizes);
  const t0 = performance.now();
  const result = await runCrashLoop({
    server,
    token,
    files,
    sliceSize: SLICE,
    profileDir,
    kills: KILLS,
    killDelayMs: () => 20 + Math.random() * 250,
  });
  const problems = [
    ...result.problems,
    ...(await verifyOnServer(server, token, files, result.rows, SEED_TASK.runId)),
  ];
  process.stdout.write(
    `crash loop: ${result.kills} kills (goal ≥ ${KILLS}) over ${result.runs} runs in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
      `${files.length} files, ${problems.length === 0 ? 'every file arrived once with its MD5, no slice written or sent twice' : `PROBLEMS:\n  ${problems.join('\n  ')}`}\n`,
  );
  if (problems.length) process.exitCode = 1;
} finally {
  await server.close();
  for (const d of [serverDir, dir, profileDir]) rmSync(d, { recursive: true, force: true });
}
