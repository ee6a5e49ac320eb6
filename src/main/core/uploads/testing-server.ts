import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { BladeClient, type TokenSource } from '../api/client';
import { requestToken } from '../session/auth';
import type { NewUpload } from './queue-options';
import { BUSINESS_TYPE } from '../../../shared/uploads/constants';
import type { UploadTarget } from '../../../shared/uploads/contract';

// Helpers of the tests (and benchmarks) that run the queue against the real reference server.

/** A task of the demo officer's seed that accepts uploads (seed ids: see src/server/tasks/seed/build.ts). */
export const SEED_TASK: UploadTarget = {
  runId: String(1782341905000000 + 1 * 15331),
  RWID: String(1782341906000000 + 3 * 7919),
  businessId: String(1782341906000000 + 3 * 7919),
  businessType: BUSINESS_TYPE.task,
  label: '测试任务',
};

/** Signs the demo officer in; the token lives as long as the test. */
export async function signIn(baseUrl: string, account = 'demo'): Promise<TokenSource> {
  const token = await requestToken(new BladeClient({ baseUrl: () => baseUrl }), '000000', {
    grant_type: 'password',
    username: account,
    password: `${account}123456`,
  });
  return { accessToken: () => token.access_token, refresh: async () => false, expired: () => {} };
}

export type TestFileOnDisk = { id: string; name: string; path: string; size: number; md5: string };

/** Random files of the given sizes in `dir`. */
export function writeRandomFiles(
  dir: string,
  sizes: readonly number[],
  prefix = 'f',
): TestFileOnDisk[] {
  return sizes.map((size, i) => {
    const bytes = randomBytes(size);
    const name = `${prefix}${i}.mp4`;
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return {
      id: `${prefix}-${i}-${randomBytes(4).toString('hex')}`,
      name,
      path,
      size,
      md5: createHash('md5').update(bytes).digest('hex'),
    };
  });
}

export function newUploads(
  files: readonly TestFileOnDisk[],
  sliceSize: number,
  mtimeMs: (path: string) => number,
  target: UploadTarget = SEED_TASK,
): NewUpload[] {
  return files.map((f) => ({
    id: f.id,
    name: f.name,
    title: f.name,
    remark: '',
    path: f.path,
    size: f.size,
    mtimeMs: mtimeMs(f.path),
    staged: false,
    profile: 'chunked',
    target,
    held: false,
    sliceSize,
  }));
}

/** MD5 of a stream's bytes (a download, or the server's stored object). */
export async function md5OfFile(path: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** GET with Blade-Auth on a connection of its own (closed after), hashing the body as it arrives. */
export function downloadMd5(
  url: string,
  token: string,
): Promise<{ status: number; md5: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { 'Blade-Auth': `bearer ${token}` } }, (res) => {
        const hash = createHash('md5');
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          hash.update(c);
          bytes += c.length;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, md5: hash.digest('hex'), bytes }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
