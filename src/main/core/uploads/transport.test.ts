import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BladeClient } from '../api/client';
import { HashError, WorkerHasher } from './hasher';
import { HttpUploadTransport, SourceReadError, TransferError } from './transport';
import { boundaryOf, readMultipart, type MultipartResult } from '../../../server/util/multipart';
import { ATTACHMENTS_API } from '../../../shared/attachments/constants';

// The slice PUT over real loopback HTTP (streaming, progress, status handling, stall timer, abort)
// and the worker MD5 against node:crypto on the same bytes.

const dir = mkdtempSync(join(tmpdir(), 'xfjd-upload-transport-'));
const file = join(dir, 'data.bin');
const bytes = randomBytes(3 * 1024 * 1024 + 17);
writeFileSync(file, bytes);

type Seen = { url: string; body: Buffer; length: string | undefined };
const seen: Seen[] = [];
/** What the batch endpoint answers next: the stored files, a 401 once, or a refusal. */
let batchMode: 'ok' | 'unauthorized' | 'refuse' = 'ok';
const batches: Array<MultipartResult & { auth: string | undefined }> = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const url = req.url ?? '';
      seen.push({ url, body: Buffer.concat(parts), length: req.headers['content-length'] });
      if (url.startsWith(ATTACHMENTS_API.upload)) {
        const json = (body: unknown): void => {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
        };
        if (batchMode === 'unauthorized') {
          batchMode = 'ok';
          return json({ code: 401, success: false, msg: '请求未授权' });
        }
        if (batchMode === 'refuse')
          return json({ code: 400, success: false, msg: '任务已归档或作废，不能上传附件' });
        void readMultipart(
          Readable.from([Buffer.concat(parts)]),
          boundaryOf(req.headers['content-type']) ?? '',
          dir,
          64 * 1024 * 1024,
        ).then((form) => {
          batches.push({ ...form, auth: req.headers['blade-auth'] as string | undefined });
          json({
            code: 200,
            success: true,
            data: form.files.map((f, i) => ({ ID: `a${i}`, MD5: f.md5, SHOW_NAME: `t${i}` })),
          });
        });
        return;
      }
      if (url.startsWith('/ok'))
        return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"index":0}');
      if (url.startsWith('/busy'))
        return res
          .writeHead(429, { 'Retry-After': '2', 'Content-Type': 'application/json' })
          .end('{"code":429,"msg":"稍后再试"}');
      if (url.startsWith('/expired'))
        return res
          .writeHead(403, { 'X-Slice-Error': 'expired' })
          .end('{"code":403,"msg":"分片上传地址已过期"}');
      if (url.startsWith('/reset')) return req.socket.destroy();
      if (url.startsWith('/silent')) return; // never answers
      res.writeHead(500).end('oops');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const transport = (): HttpUploadTransport =>
  new HttpUploadTransport({
    client: () => new BladeClient({ baseUrl: () => base }),
    baseUrl: () => base,
    tokens: { accessToken: () => null, refresh: async () => false, expired: () => {} },
    stallMs: 300,
  });

const put = (
  t: HttpUploadTransport,
  url: string,
  start: number,
  end: number,
  signal = new AbortController().signal,
  progress: number[] = [],
): Promise<void> =>
  t.putSlice({ url, path: file, start, end, signal, onProgress: (b) => progress.push(b) });

const failure = async (p: Promise<void>): Promise<TransferError> => {
  try {
    await p;
  } catch (err) {
    if (err instanceof TransferError) return err;
    throw err;
  }
  throw new Error('expected a TransferError');
};

describe('slice PUT', () => {
  it('streams exactly the slice bytes with Content-Length, resolving a relative URL against the server', async () => {
    const t = transport();
    const progress: number[] = [];
    await put(t, '/ok/1?sig=x', 1024 * 1024 + 5, 3 * 1024 * 1024 + 17, undefined, progress);
    const last = seen.at(-1)!;
    expect(last.url).toBe('/ok/1?sig=x');
    expect(last.length).toBe(String(2 * 1024 * 1024 + 12));
    expect(last.body.equals(bytes.subarray(1024 * 1024 + 5))).toBe(true);
    expect(progress.at(-1)).toBe(2 * 1024 * 1024 + 12);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    await put(t, `${base}/ok/empty`, 0, 0);
    expect(seen.at(-1)!.body.length).toBe(0);
    t.dispose();
  });

  it('429 carries Retry-After and the server message; 403 on a slice URL is marked for re-init', async () => {
    const t = transport();
    const busy = await failure(put(t, '/busy', 0, 10));
    expect(busy.failure).toEqual({ status: 429, sliceUrl: true });
    expect(busy.retryAfterMs).toBe(2000);
    expect(busy.message).toBe('稍后再试');
    const expired = await failure(put(t, '/expired', 0, 10));
    expect(expired.failure).toEqual({ status: 403, sliceUrl: true });
    expect(expired.message).toBe('分片上传地址已过期');
    const oops = await failure(put(t, '/other', 0, 10));
    expect(oops.failure.status).toBe(500);
    t.dispose();
  });

  it('a reset connection is a network failure; silence past the stall time is a stall', async () => {
    const t = transport();
    expect((await failure(put(t, '/reset', 0, 1024 * 1024))).failure).toEqual({ network: true });
    const started = Date.now();
    expect((await failure(put(t, '/silent', 0, 10))).failure).toEqual({ stalled: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    t.dispose();
  });

  it('abort rejects at once with an AbortError; an unreadable source is a SourceReadError', async () => {
    const t = transport();
    const ctrl = new AbortController();
    const p = put(t, '/silent', 0, 10, ctrl.signal);
    setTimeout(() => ctrl.abort(), 50);
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    await expect(
      t.putSlice({
        url: '/ok',
        path: join(dir, 'missing.bin'),
        start: 0,
        end: 10,
        signal: new AbortController().signal,
        onProgress: () => {},
      }),
    ).rejects.toBeInstanceOf(SourceReadError);
    t.dispose();
  });
});

describe('worker MD5', () => {
  it('matches node:crypto on the same bytes and reports progress up to the size', async () => {
    const progress: number[] = [];
    const md5 = await new WorkerHasher({ readBytes: 1024 * 1024, progressBytes: 1024 * 1024 }).hash(
      file,
      (b) => progress.push(b),
      new AbortController().signal,
    );
    expect(md5).toBe(createHash('md5').update(bytes).digest('hex'));
    expect(progress.at(-1)).toBe(bytes.length);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    const empty = join(dir, 'empty.bin');
    writeFileSync(empty, '');
    expect(await new WorkerHasher().hash(empty, () => {}, new AbortController().signal)).toBe(
      'd41d8cd98f00b204e9800998ecf8427e',
    );
  });

  it('rejects a missing file with its code, and an abort with an AbortError', async () => {
    await expect(
      new WorkerHasher().hash(join(dir, 'missing.bin'), () => {}, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(
      new WorkerHasher().hash(join(dir, 'missing.bin'), () => {}, new AbortController().signal),
    ).rejects.toBeInstanceOf(HashError);
    const ctrl = new AbortController();
    const p = new WorkerHasher().hash(file, () => {}, ctrl.signal);
    ctrl.abort();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('batch upload', () => {
  const small = join(dir, 'small.txt');
  writeFileSync(small, 'hello');
  const md5 = (b: Buffer | string): string => createHash('md5').update(b).digest('hex');
  let token = 'first';
  const batchTransport = (): HttpUploadTransport =>
    new HttpUploadTransport({
      client: () => new BladeClient({ baseUrl: () => base }),
      baseUrl: () => base,
      stallMs: 300,
      tokens: {
        accessToken: () => token,
        refresh: async () => ((token = 'second'), true),
        expired: () => {},
      },
    });
  const target = { runId: 'r1', businessId: 'b1', businessType: 'xmrw', businessUsage: 'hfjs' };
  const files = [
    {
      path: file,
      name: '现场 "照片".mp4',
      size: bytes.length,
      showName: '现场照片',
      remark: '东门',
    },
    { path: small, name: 'small.txt', size: 5, showName: 'small', remark: '' },
  ];
  const send = (t: HttpUploadTransport, progress: Array<[number, number]> = [], f = files) =>
    t.sendBatch({
      target,
      files: f,
      signal: new AbortController().signal,
      onProgress: (i, n) => progress.push([i, n]),
    });

  it('streams the files in one multipart request with the spec fields, UTF-8 names, Blade-Auth and progress per file', async () => {
    const t = batchTransport();
    const progress: Array<[number, number]> = [];
    const records = await send(t, progress);
    expect(records).toEqual([
      { ID: 'a0', MD5: md5(bytes), SHOW_NAME: 't0' },
      { ID: 'a1', MD5: md5('hello'), SHOW_NAME: 't1' },
    ]);
    const form = batches.at(-1)!;
    expect(form.auth).toBe('bearer first');
    expect(form.fields).toEqual({
      businessType: 'xmrw',
      businessUsage: 'hfjs',
      runId: 'r1',
      params: JSON.stringify({ businessId: 'b1', businessType: 'xmrw' }),
      newProps: JSON.stringify([{ SHOW_NAME: '现场照片', REMARK: '东门' }, { SHOW_NAME: 'small' }]),
    });
    expect(form.files.map((f) => [f.field, f.fileName, f.size, f.md5])).toEqual([
      ['files', '现场 "照片".mp4', bytes.length, md5(bytes)],
      ['files', 'small.txt', 5, md5('hello')],
    ]);
    expect(Number(seen.at(-1)!.length)).toBe(seen.at(-1)!.body.length);
    const first = progress.filter(([i]) => i === 0).map(([, n]) => n);
    expect(first.at(-1)).toBe(bytes.length);
    expect([...first].sort((a, b) => a - b)).toEqual(first);
    expect(progress.at(-1)).toEqual([1, 5]);
    t.dispose();
  });

  it('an expired login is refreshed once and the batch sent again; a refusal stops it with the server text; a file shorter than queued is named', async () => {
    const t = batchTransport();
    batchMode = 'unauthorized';
    const before = batches.length;
    await send(t);
    expect(batches.slice(before).map((b) => b.auth)).toEqual(['bearer second']);
    batchMode = 'refuse';
    const refused = await send(t).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TransferError);
    expect(refused).toMatchObject({
      message: '任务已归档或作废，不能上传附件',
      failure: { status: 400 },
    });
    batchMode = 'ok';
    const short = await send(t, [], [files[1], { ...files[1], size: 9 }]).catch((e: unknown) => e);
    expect(short).toBeInstanceOf(SourceReadError);
    expect(short).toMatchObject({ index: 1 });
    t.dispose();
  });
});
