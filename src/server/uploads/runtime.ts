import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import type { Statement } from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import type { ServerDb } from '../db/open';
import type { FaultInjector } from './faults';
import { type HashCursor } from './hash-cursor';
import { ProofChallenges } from './proof';
import { serverMeta } from './tables';

// What the chunked protocol keeps per server process: the signing secret (persisted, so URLs handed
// out before a restart stay valid), prepared statements for the slice hot path, the running MD5 of
// each session and a lock per session so merges never overlap.

export const DEFAULT_SLICE_URL_TTL_SECONDS = 3600;
const SECRET_KEY = 'sliceSecret';

type SliceStatements = {
  held: Statement<[string, number], { SIZE: number; ETAG: string }>;
  heldList: Statement<[string], { IDX: number }>;
  insertSlice: Statement<[string, number, number, string]>;
  countWrite: Statement<[string, number]>;
  countResend: Statement<[string, number]>;
  dropSlices: Statement<[string]>;
};

export type UploadRuntime = {
  ttlSeconds: number;
  faults: FaultInjector | null;
  sql: SliceStatements;
  /** Folder of the sessions' part files. */
  dir: string;
  sign(uploadId: string, index: number, expires: number): string;
  verify(uploadId: string, index: number, expires: number, signature: string): boolean;
  cursors: Map<string, HashCursor>;
  locks: Map<string, Promise<unknown>>;
  /** uploadKeys whose merge is running: a check meanwhile answers 5001 instead of waiting. */
  merging: Set<string>;
  /** Open proof-of-possession challenges of instant uploads (proof.ts). */
  proofs: ProofChallenges;
  /** Records a stored slice and counts the write, in one transaction. */
  recordSlice(uploadId: string, index: number, size: number, etag: string): void;
};

function secretOf(db: ServerDb): Buffer {
  const row = db.select().from(serverMeta).where(eq(serverMeta.key, SECRET_KEY)).get();
  if (row) return Buffer.from(row.value, 'hex');
  const secret = randomBytes(32);
  db.insert(serverMeta)
    .values({ key: SECRET_KEY, value: secret.toString('hex') })
    .run();
  return secret;
}

export function createUploadRuntime(
  db: ServerDb,
  dataDir: string,
  opts: { ttlSeconds?: number; faults?: FaultInjector },
): UploadRuntime {
  const sqlite = db.$client;
  const secret = secretOf(db);
  const sql: SliceStatements = {
    held: sqlite.prepare(
      'SELECT SIZE, ETAG FROM xfjd_upload_slice WHERE UPLOAD_ID = ? AND IDX = ?',
    ),
    heldList: sqlite.prepare('SELECT IDX FROM xfjd_upload_slice WHERE UPLOAD_ID = ? ORDER BY IDX'),
    insertSlice: sqlite.prepare(
      'INSERT OR IGNORE INTO xfjd_upload_slice (UPLOAD_ID, IDX, SIZE, ETAG) VALUES (?, ?, ?, ?)',
    ),
    countWrite: sqlite.prepare(
      'INSERT INTO xfjd_upload_stat (UPLOAD_ID, IDX, WRITES) VALUES (?, ?, 1) ON CONFLICT (UPLOAD_ID, IDX) DO UPDATE SET WRITES = WRITES + 1',
    ),
    countResend: sqlite.prepare(
      'INSERT INTO xfjd_upload_stat (UPLOAD_ID, IDX, RESENDS) VALUES (?, ?, 1) ON CONFLICT (UPLOAD_ID, IDX) DO UPDATE SET RESENDS = RESENDS + 1',
    ),
    dropSlices: sqlite.prepare('DELETE FROM xfjd_upload_slice WHERE UPLOAD_ID = ?'),
  };
  const sign = (uploadId: string, index: number, expires: number): string =>
    createHmac('sha256', secret).update(`${uploadId}:${index}:${expires}`).digest('hex');
  const record = sqlite.transaction(
    (uploadId: string, index: number, size: number, etag: string) => {
      sql.insertSlice.run(uploadId, index, size, etag);
      sql.countWrite.run(uploadId, index);
    },
  );
  return {
    ttlSeconds: opts.ttlSeconds ?? DEFAULT_SLICE_URL_TTL_SECONDS,
    faults: opts.faults ?? null,
    sql,
    dir: join(dataDir, 'uploads'),
    sign,
    verify: (uploadId, index, expires, signature) => {
      const expected = Buffer.from(sign(uploadId, index, expires), 'hex');
      const given = /^[0-9a-f]{64}$/i.test(signature)
        ? Buffer.from(signature, 'hex')
        : Buffer.alloc(0);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    cursors: new Map(),
    locks: new Map(),
    merging: new Set(),
    proofs: new ProofChallenges(),
    recordSlice: (uploadId, index, size, etag) => void record(uploadId, index, size, etag),
  };
}

/** The session's part file: slices are written in place at index × sliceSize. */
export const partFileOf = (rt: UploadRuntime, uploadId: string): string =>
  join(rt.dir, `${uploadId}.part`);

/** Runs `fn` after every earlier call for the same key has finished (merges and drops of a session). */
export async function withLock<T>(
  rt: UploadRuntime,
  key: string,
  fn: () => Promise<T>,
): Promise<T> {
  const before = rt.locks.get(key) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  rt.locks.set(key, settled);
  try {
    return await run;
  } finally {
    if (rt.locks.get(key) === settled) rt.locks.delete(key);
  }
}
