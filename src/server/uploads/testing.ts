import { createHash, createHmac, randomUUID } from 'node:crypto';
import { call, withDatabase, type HttpResult } from '../testing';
import {
  chunkCheckSchema,
  chunkInitSchema,
  type ChunkCheck,
  type ChunkInit,
} from '../../shared/uploads/schemas';
import { SLICE_SIZE, sliceCountOf, sliceRange } from '../../shared/uploads/rules';
import { UPLOADS_API } from '../../shared/uploads/constants';

// Helpers of the chunked-protocol tests: a file's fields, the three calls, slice PUTs.

export type TestFile = { bytes: Buffer; md5: string; fields: Record<string, string> };

/** Deterministic bytes of any length (different seeds give different files). */
export function patternBytes(length: number, seed = 1): Buffer {
  const out = Buffer.allocUnsafe(length);
  let x = seed * 2654435761;
  for (let i = 0; i < length; i += 1) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

export function testFile(
  bytes: Buffer,
  business: { businessId: string; businessType: string; runId?: string },
  fileName = '现场照片.jpg',
  extra: Record<string, string> = {},
): TestFile {
  const md5 = createHash('md5').update(bytes).digest('hex');
  return {
    bytes,
    md5,
    fields: {
      uploadKey: randomUUID(),
      md5,
      fileName,
      fileSize: String(bytes.length),
      ...business,
      ...extra,
    },
  };
}

/** One check call as sent, without answering a proof-of-possession challenge. */
export async function checkOnce(
  base: string,
  token: string,
  f: TestFile,
  extra: Record<string, string> = {},
): Promise<ChunkCheck & { raw: HttpResult }> {
  const raw = await call(base, token, UPLOADS_API.chunkCheck, { ...f.fields, ...extra });
  return { ...chunkCheckSchema.parse(raw.json.data ?? { code: 0 }), raw };
}

/** MD5(salt ‖ bytes [start, end)) of the test file: the honest answer to a challenge. */
export const proofOf = (bytes: Buffer, c: { start: number; end: number; salt: string }): string =>
  createHash('md5')
    .update(Buffer.from(c.salt, 'hex'))
    .update(bytes.subarray(c.start, c.end))
    .digest('hex');

/** The check as the client makes it: a challenge, if the server asks one, is answered honestly. */
export async function check(
  base: string,
  token: string,
  f: TestFile,
): Promise<ChunkCheck & { raw: HttpResult }> {
  const first = await checkOnce(base, token, f);
  if (!first.proof) return first;
  return checkOnce(base, token, f, {
    proofId: first.proof.id,
    proofMd5: proofOf(f.bytes, first.proof),
  });
}

export async function init(
  base: string,
  token: string,
  f: TestFile,
  sliceSize = SLICE_SIZE,
): Promise<ChunkInit> {
  const raw = await call(base, token, UPLOADS_API.chunkInit, {
    ...f.fields,
    sliceSize: String(sliceSize),
    sliceCount: String(sliceCountOf(f.bytes.length, sliceSize)),
  });
  if (raw.json.success !== true) throw new Error(`init refused: ${JSON.stringify(raw.json)}`);
  return chunkInitSchema.parse(raw.json.data);
}

export const merge = (
  base: string,
  token: string,
  f: TestFile,
  uploadId: string,
): Promise<HttpResult> =>
  call(base, token, UPLOADS_API.chunkMerge, {
    uploadId,
    uploadKey: f.fields.uploadKey,
    md5: f.md5,
  });

export type PutResult = { status: number; headers: Headers; json: Record<string, unknown> };

/** PUT of raw bytes to a (relative) slice URL, without Blade-Auth or Content-Type. */
export async function put(base: string, url: string, body: Buffer): Promise<PutResult> {
  const res = await fetch(base + url, { method: 'PUT', body });
  return {
    status: res.status,
    headers: res.headers,
    json: (await res.json()) as Record<string, unknown>,
  };
}

export const sliceOf = (f: TestFile, index: number, sliceSize = SLICE_SIZE): Buffer => {
  const { start, end } = sliceRange(index, f.bytes.length, sliceSize);
  return f.bytes.subarray(start, end);
};

/** PUTs every slice not yet held, three at a time. */
export async function putAll(
  base: string,
  f: TestFile,
  urls: string[],
  sliceSize = SLICE_SIZE,
  skip: readonly number[] = [],
): Promise<PutResult[]> {
  const todo = urls.map((u, i) => ({ u, i })).filter(({ i }) => !skip.includes(i));
  const out: PutResult[] = [];
  for (let k = 0; k < todo.length; k += 3) {
    out.push(
      ...(await Promise.all(
        todo.slice(k, k + 3).map(({ u, i }) => put(base, u, sliceOf(f, i, sliceSize))),
      )),
    );
  }
  return out;
}

/** A URL signed with the server's own secret (tests of checks behind the signature). */
export function signedUrl(
  dataDir: string,
  uploadId: string,
  index: number,
  expires: number,
): string {
  const secret = withDatabase(
    dataDir,
    (db) =>
      (
        db.prepare("SELECT VALUE FROM xfjd_meta WHERE KEY = 'sliceSecret'").get() as {
          VALUE: string;
        }
      ).VALUE,
  );
  const signature = createHmac('sha256', Buffer.from(secret, 'hex'))
    .update(`${uploadId}:${index}:${expires}`)
    .digest('hex');
  return `${UPLOADS_API.slicePrefix}${uploadId}/${index}?expires=${expires}&signature=${signature}`;
}
