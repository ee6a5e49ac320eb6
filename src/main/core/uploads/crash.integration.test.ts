import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/index';
import { runCrashLoop, verifyOnServer } from './crash-harness';
import { SEED_TASK, signIn, writeRandomFiles } from './testing-server';

// Kill -9 of the process running the queue, at random moments, at least 20 times; each time it is
// started again and resumes from its database and the server's check. Files go by both transports:
// the chunked protocol and two batches of the multipart call, whose answers the server delays after
// storing them, so that kills land between the server's commit and the client's. In the end every
// file is on the server once with its MD5, no slice was written twice, and no slice the server had
// confirmed was sent again. bench/upload-crash.ts runs the same loop many more times.

const SLICE = 16 * 1024;
const KILLS = 20;
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.close();
});

describe('upload queue under kill -9', () => {
  it(`every file arrives once with its MD5 after ${KILLS} kills at random moments`, async () => {
    // Every PUT takes at least 40 ms, as on a real link, so the kills land mid-upload (the server
    // reads a body only after the delay, and a body cut by the kill is never held).
    server = await startServer({
      port: 0,
      dataDir: mkdtempSync(join(tmpdir(), 'xfjd-crash-server-')),
      faults: {
        slicePut: () => ({ kind: 'stall', ms: 40 }),
        batchUpload: () => ({ kind: 'stall', ms: 120 }),
      },
    });
    const tokens = await signIn(server.url);
    const token = tokens.accessToken() ?? '';
    const dir = mkdtempSync(join(tmpdir(), 'xfjd-crash-files-'));
    // exact multiples of the slice, one byte over, under one slice, one byte, larger odd sizes
    const files = writeRandomFiles(dir, [
      3 * SLICE,
      40 * SLICE + 1,
      SLICE - 1,
      1,
      2_000_003,
      1_500_000,
      90 * SLICE,
      1_234_567,
      120 * SLICE,
    ]);
    const batchFiles = writeRandomFiles(dir, [1_500_001, 2 * SLICE, 1, 700_000, 40 * SLICE], 'm');
    const batches = [batchFiles.slice(0, 3), batchFiles.slice(3)];
    const result = await runCrashLoop({
      server,
      token,
      files,
      batches,
      sliceSize: SLICE,
      profileDir: mkdtempSync(join(tmpdir(), 'xfjd-crash-profile-')),
      kills: KILLS,
      killDelayMs: () => 20 + Math.random() * 250,
      log: process.env.XFJD_CRASH_LOG ? (l) => process.stderr.write(`${l}\n`) : undefined,
    });
    expect(result.problems).toEqual([]);
    expect(result.kills).toBeGreaterThanOrEqual(KILLS);
    expect(
      await verifyOnServer(server, token, files, result.rows, SEED_TASK.runId, batchFiles),
    ).toEqual([]);
  }, 120_000);
});
