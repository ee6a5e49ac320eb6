import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Fault, type FaultInjector } from '../index';
import { runIdOf, taskId } from '../tasks/seed/build';
import { call, login, startTestServer, type TestServer } from '../testing';
import { check, init, merge, patternBytes, put, putAll, sliceOf, testFile } from './testing';
import { BUSINESS_TYPE, UPLOADS_API } from '../../shared/uploads/constants';
import { CHECK_CODE } from '../../shared/uploads/rules';

// The test hooks the upload queue's fault and crash tests rely on.

const TASK = { businessId: taskId(3), businessType: BUSINESS_TYPE.task, runId: runIdOf(1) };
const SLICE = 64 * 1024;

const next: { put?: Fault; check?: Fault; init?: Fault; merge?: Fault } = {};
const once = (key: keyof typeof next): Fault | null => {
  const fault = next[key] ?? null;
  delete next[key];
  return fault;
};
const faults: FaultInjector = {
  slicePut: () => once('put'),
  check: () => once('check'),
  init: () => once('init'),
  merge: () => once('merge'),
};

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer({ faults });
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

describe('injected faults', () => {
  it('answers a slice PUT with a status and Retry-After, as expired, by a reset or after a stall, storing nothing until it succeeds', async () => {
    const f = testFile(patternBytes(3 * SLICE, 11), TASK, 'e.mp4');
    const s = await init(server.url, demo, f, SLICE);
    next.put = { kind: 'status', status: 429, retryAfterSeconds: 2 };
    const limited = await put(server.url, s.urls[0], sliceOf(f, 0, SLICE));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    next.put = { kind: 'status', status: 503 };
    expect((await put(server.url, s.urls[0], sliceOf(f, 0, SLICE))).status).toBe(503);
    next.put = { kind: 'expire' };
    const expired = await put(server.url, s.urls[0], sliceOf(f, 0, SLICE));
    expect(expired).toMatchObject({ status: 403, json: { msg: '分片上传地址已过期' } });
    expect(expired.headers.get('x-slice-error')).toBe('expired');
    next.put = { kind: 'reset' };
    await expect(put(server.url, s.urls[0], sliceOf(f, 0, SLICE))).rejects.toThrow();
    expect((await check(server.url, demo, f)).uploaded).toEqual([]);

    next.put = { kind: 'stall', ms: 300 };
    const started = Date.now();
    expect((await put(server.url, s.urls[0], sliceOf(f, 0, SLICE))).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await putAll(server.url, f, s.urls, SLICE, [0]);
    expect((await merge(server.url, demo, f, s.uploadId)).json.success).toBe(true);
    expect(
      server
        .uploadStats()
        .sliceWrites.filter((w) => w.uploadId === s.uploadId)
        .map((w) => w.count),
    ).toEqual([1, 1, 1]);
  });

  it('injects faults into check, init and merge; a check during a stalled merge answers 5001', async () => {
    const f = testFile(patternBytes(SLICE, 12), TASK, 'f.jpg');
    next.check = { kind: 'status', status: 502 };
    expect((await call(server.url, demo, UPLOADS_API.chunkCheck, f.fields)).status).toBe(502);
    next.init = { kind: 'reset' };
    await expect(
      call(server.url, demo, UPLOADS_API.chunkInit, {
        ...f.fields,
        sliceSize: String(SLICE),
        sliceCount: '1',
      }),
    ).rejects.toThrow();
    const s = await init(server.url, demo, f, SLICE);
    await putAll(server.url, f, s.urls, SLICE);
    next.merge = { kind: 'stall', ms: 400 };
    const merging = merge(server.url, demo, f, s.uploadId);
    await new Promise((r) => setTimeout(r, 100));
    expect(await check(server.url, demo, f)).toMatchObject({
      code: CHECK_CODE.failure,
      msg: '文件正在合并，请稍后重试',
    });
    expect((await merging).json.success).toBe(true);
    expect((await check(server.url, demo, f)).code).toBe(CHECK_CODE.done);
  });
});

describe('sessions across a restart and URL expiry', () => {
  it('keeps held slices and slice counts across a restart and merges with the MD5 computed again', async () => {
    const first = await startTestServer({ sliceUrlTtlSeconds: 0 });
    const token = (await login(first.url)).access;
    const f = testFile(patternBytes(3 * SLICE + 5, 13), TASK, 'g.pdf');
    const s = await init(first.url, token, f, SLICE);
    await new Promise((r) => setTimeout(r, 5));
    const late = await put(first.url, s.urls[0], sliceOf(f, 0, SLICE));
    expect(late).toMatchObject({ status: 403, json: { msg: '分片上传地址已过期' } });
    expect(late.headers.get('x-slice-error')).toBe('expired');
    await first.close();

    const second = await startServer({ port: 0, dataDir: first.dataDir, sliceUrlTtlSeconds: 60 });
    try {
      const fresh = await init(second.url, token, f, SLICE);
      expect(fresh.uploadId).toBe(s.uploadId);
      await putAll(second.url, f, fresh.urls.slice(0, 2), SLICE);
      await second.close();
      const third = await startServer({ port: 0, dataDir: first.dataDir });
      try {
        expect(await check(third.url, token, f)).toMatchObject({
          code: CHECK_CODE.uploading,
          uploaded: [0, 1],
        });
        await putAll(third.url, f, fresh.urls, SLICE, [0, 1]);
        expect((await merge(third.url, token, f, s.uploadId)).json).toMatchObject({
          success: true,
          data: { md5: f.md5 },
        });
        expect(third.uploadStats().sliceWrites.map((w) => w.count)).toEqual([1, 1, 1, 1]);
      } finally {
        await third.close();
      }
    } finally {
      await second.close();
      await first.dispose();
    }
  });
});
