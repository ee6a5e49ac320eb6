import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../shared/messages';
import { runIdOf, taskId } from '../tasks/seed/build';
import { call, login, startTestServer, type TestServer } from '../testing';
import {
  check,
  init,
  merge,
  patternBytes,
  put,
  putAll,
  signedUrl,
  sliceOf,
  testFile,
} from './testing';
import { BUSINESS_TYPE, UPLOADS_API } from '../../shared/uploads/constants';
import { CHECK_CODE } from '../../shared/uploads/rules';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

const TASK = { businessId: taskId(3), businessType: BUSINESS_TYPE.task, runId: runIdOf(1) };
const MIB = 1024 * 1024;

describe('chunked upload', () => {
  it('checks, inits, takes slices without Blade-Auth beyond the 1 MiB body limit, merges and answers the same fileId again', async () => {
    const f = testFile(patternBytes(11 * MIB + 123, 1), TASK, '现场检查录像.mp4', {
      showName: '现场检查录像',
      remark: '东侧疏散通道',
    });
    expect((await check(server.url, demo, f)).code).toBe(CHECK_CODE.notUploaded);
    const session = await init(server.url, demo, f);
    expect(session.urls).toHaveLength(3);
    expect(session.urls[0]).toMatch(
      /^\/oss\/slice\/[0-9a-f]{32}\/0\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    expect(session.uploaded).toEqual([]);

    const first = await put(server.url, session.urls[0], sliceOf(f, 0));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ index: 0, size: 5 * MIB });
    expect(first.json.etag).toMatch(/^[0-9a-f]{8}$/);
    const resumed = await check(server.url, demo, f);
    expect(resumed).toMatchObject({
      code: CHECK_CODE.uploading,
      uploadId: session.uploadId,
      uploaded: [0],
    });

    const rest = await putAll(server.url, f, session.urls, undefined, [0]);
    expect(rest.map((r) => r.status)).toEqual([200, 200]);
    expect(rest[1].json).toMatchObject({ index: 2, size: MIB + 123 });

    const merged = await merge(server.url, demo, f, session.uploadId);
    expect(merged.json).toMatchObject({
      success: true,
      data: { md5: f.md5, size: f.bytes.length },
    });
    const data = merged.json.data as { fileId: string; saveName: string };
    expect(data.saveName).toMatch(new RegExp(`^${f.md5.slice(0, 16)}[0-9a-f]{8}\\.mp4$`));

    expect(await merge(server.url, demo, f, session.uploadId)).toMatchObject({
      json: { data: { fileId: data.fileId } },
    });
    expect(await check(server.url, demo, f)).toMatchObject({
      code: CHECK_CODE.done,
      fileId: data.fileId,
    });
    const again = await call(server.url, demo, UPLOADS_API.chunkInit, {
      ...f.fields,
      sliceSize: String(5 * MIB),
      sliceCount: '3',
    });
    expect(again.json).toMatchObject({ success: false, msg: '该文件已上传完成' });

    const stats = server.uploadStats();
    expect(stats.sliceWrites.filter((w) => w.uploadId === session.uploadId)).toEqual(
      [0, 1, 2].map((index) => ({ uploadId: session.uploadId, index, count: 1, resends: 0 })),
    );
    expect(stats.attachments.find((a) => a.id === data.fileId)).toEqual({
      id: data.fileId,
      md5: f.md5,
      uploadKey: f.fields.uploadKey,
      size: f.bytes.length,
      businessId: taskId(3),
    });
  });

  it('answers a slice already held again without rewriting it, and counts the resend apart', async () => {
    const f = testFile(patternBytes(2 * MIB, 2), TASK, 'a.png');
    const session = await init(server.url, demo, f, MIB);
    const a = await put(server.url, session.urls[1], sliceOf(f, 1, MIB));
    const b = await put(server.url, session.urls[1], sliceOf(f, 1, MIB));
    expect(b).toMatchObject({ status: 200, json: a.json });
    expect(server.uploadStats().sliceWrites.find((w) => w.uploadId === session.uploadId)).toEqual({
      uploadId: session.uploadId,
      index: 1,
      count: 1,
      resends: 1,
    });
    // Init again keeps the held slice and hands out fresh URLs.
    const renewed = await init(server.url, demo, f, MIB);
    expect(renewed).toMatchObject({ uploadId: session.uploadId, uploaded: [1] });
  });

  it('links bytes the server already has at once (instant upload), once per uploadKey', async () => {
    const bytes = patternBytes(300_000, 3);
    const original = testFile(bytes, TASK, '询问笔录.pdf');
    const s = await init(server.url, demo, original, SLICE);
    await putAll(server.url, original, s.urls, SLICE);
    const first = (await merge(server.url, demo, original, s.uploadId)).json.data as {
      fileId: string;
    };

    const copy = testFile(
      bytes,
      { businessId: taskId(4), businessType: BUSINESS_TYPE.task },
      '询问笔录（复制）.pdf',
    );
    const instant = await check(server.url, demo, copy);
    expect(instant.code).toBe(CHECK_CODE.done);
    expect(instant.fileId).not.toBe(first.fileId);
    expect((await check(server.url, demo, copy)).fileId).toBe(instant.fileId);
    const rows = server.uploadStats().attachments.filter((a) => a.md5 === original.md5);
    expect(rows.map((r) => r.businessId).sort()).toEqual([taskId(3), taskId(4)].sort());
  });

  it('refuses a merged file whose MD5 differs, drops its slices and starts again from check', async () => {
    const f = testFile(patternBytes(200_000, 4), TASK, 'b.jpg');
    const liar = { ...f, md5: 'f'.repeat(32), fields: { ...f.fields, md5: 'f'.repeat(32) } };
    const s = await init(server.url, demo, liar, SLICE);
    expect((await merge(server.url, demo, liar, s.uploadId)).json).toMatchObject({
      success: false,
      msg: '分片未上传完整',
    });
    await putAll(server.url, liar, s.urls, SLICE);
    expect((await merge(server.url, demo, liar, s.uploadId)).json).toMatchObject({
      success: false,
      code: 400,
      msg: '文件校验失败',
    });
    expect((await check(server.url, demo, liar)).code).toBe(CHECK_CODE.notUploaded);
    expect((await put(server.url, s.urls[0], sliceOf(liar, 0, SLICE))).json).toMatchObject({
      code: 404,
      msg: '上传会话不存在或已结束',
    });
    expect((await merge(server.url, demo, liar, s.uploadId)).json).toMatchObject({
      success: false,
      msg: '上传会话不存在或已结束',
    });
    expect(server.uploadStats().attachments.some((a) => a.uploadKey === f.fields.uploadKey)).toBe(
      false,
    );
  });

  it('refuses slices with a bad signature, a wrong length or index, and unknown sessions', async () => {
    const f = testFile(patternBytes(150_000, 5), TASK, 'c.wav');
    const s = await init(server.url, demo, f, SLICE);
    // Flip the signature's first hex digit (replacing it with a fixed one forged nothing 1 time in 16).
    const forgedUrl = s.urls[0].replace(
      /signature=([0-9a-f])/,
      (_m, d: string) => `signature=${d === '0' ? '1' : '0'}`,
    );
    expect(forgedUrl).not.toBe(s.urls[0]);
    const forged = await put(server.url, forgedUrl, sliceOf(f, 0, SLICE));
    expect(forged).toMatchObject({
      status: 403,
      json: { code: 403, msg: '分片上传地址签名不正确' },
    });
    expect(forged.headers.get('x-slice-error')).toBe('signature');
    const stretched = await put(
      server.url,
      s.urls[0].replace(/expires=\d+/, `expires=${Date.now() + 10 ** 9}`),
      sliceOf(f, 0, SLICE),
    );
    expect(stretched.headers.get('x-slice-error')).toBe('signature');
    expect(await put(server.url, s.urls[0], sliceOf(f, 0, SLICE).subarray(1))).toMatchObject({
      status: 400,
      json: { msg: '分片长度不正确' },
    });
    const beyond = signedUrl(server.dataDir, s.uploadId, 9, Date.now() + 60_000);
    expect(await put(server.url, beyond, Buffer.alloc(10))).toMatchObject({
      status: 400,
      json: { msg: '分片序号不正确' },
    });
    const unknown = signedUrl(server.dataDir, 'a'.repeat(32), 0, Date.now() + 60_000);
    expect(await put(server.url, unknown, Buffer.alloc(10))).toMatchObject({
      status: 404,
      json: { msg: '上传会话不存在或已结束' },
    });
    expect(server.uploadStats().sliceWrites.some((w) => w.uploadId === s.uploadId)).toBe(false);
  });

  it('takes an empty file as one empty slice', async () => {
    const f = testFile(Buffer.alloc(0), TASK, '空白.txt');
    const s = await init(server.url, demo, f);
    expect(s.urls).toHaveLength(1);
    expect((await put(server.url, s.urls[0], Buffer.alloc(0))).json).toMatchObject({
      index: 0,
      size: 0,
    });
    expect((await merge(server.url, demo, f, s.uploadId)).json).toMatchObject({
      success: true,
      data: { md5: f.md5, size: 0 },
    });
  });

  it('refuses files it may not take, with the reason', async () => {
    const base = testFile(Buffer.from('x'), TASK, 'd.txt');
    const refusal = async (
      fields: Record<string, string>,
      path: string = UPLOADS_API.chunkCheck,
    ): Promise<unknown> =>
      (
        await call(server.url, demo, path, {
          ...base.fields,
          sliceSize: '10',
          sliceCount: '1',
          ...fields,
        })
      ).json.msg;
    expect(await refusal({ fileName: 'run.exe' })).toBe(M.uploadBadSuffix('run.exe'));
    expect(await refusal({ md5: 'xyz' })).toBe('md5格式不正确');
    expect(await refusal({ fileSize: '-1' })).toBe('文件大小不正确');
    expect(await refusal({ businessType: 'other' })).toBe('附件业务类型不正确');
    expect(await refusal({ businessId: taskId(6), runId: '' })).toBe(
      '任务已归档或作废，不能上传附件',
    );
    expect(await refusal({ businessId: taskId(2), runId: '' })).toBe(
      '任务已归档或作废，不能上传附件',
    );
    expect(await refusal({ businessId: taskId(31), runId: '' })).toBe('无权查看该任务');
    expect(await refusal({ runId: runIdOf(2) })).toBe('任务不属于该流程');
    expect(await refusal({ businessType: BUSINESS_TYPE.document, businessId: '42' })).toBe(
      '文书未找到!',
    );
    expect(await refusal({ sliceCount: '2' }, UPLOADS_API.chunkInit)).toBe(
      '分片数量与文件大小不符',
    );
    expect(await refusal({ uploadKey: '' })).toBe('uploadKey不能为空');
  });
});

const SLICE = 64 * 1024;
