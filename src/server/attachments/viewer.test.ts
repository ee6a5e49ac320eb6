import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runIdOf, taskId } from '../tasks/seed/build';
import {
  call,
  callRaw,
  login,
  opLog,
  readZip,
  signedLink,
  startTestServer,
  treeRows,
  type TestServer,
} from '../testing';
import { parseRange } from './viewer';
import { MOBILE_PACKAGE_FILE_TYPES } from '../../shared/attachments/rules';
import { attachmentGroupSchema } from '../../shared/attachments/schemas';
import { detailConfigSchema } from '../../shared/detail/schemas';
import { DETAIL_API } from '../../shared/detail/constants';
import { ATTACHMENTS_API } from '../../shared/attachments/constants';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

const INSPECTION = taskId(1);
const RUN1 = runIdOf(1);
const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');
const nameOf = (disposition: string | null): string =>
  decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1] ?? '');
const groupsOf = async (
  form: Record<string, string>,
): Promise<z.infer<typeof attachmentGroupSchema>[]> =>
  z
    .array(attachmentGroupSchema)
    .parse((await call(server.url, demo, ATTACHMENTS_API.wsFjList, form)).json.data);

describe('getWsFjListByRWID', () => {
  it('groups the task files, each document and the mobile files, with the FILE_TYPE filter', async () => {
    const groups = await groupsOf({ RWID: INSPECTION, SFCXLSSJ: '0' });
    const record = (await treeRows(server.url, demo, INSPECTION, RUN1)).find(
      (r) => r.RWID === INSPECTION && r.RWWSSZID === '420',
    );
    expect(groups.map((g) => [g.wsmc, g.fjlist.map((f) => `${f.SHOW_NAME}.${f.SUFFIX}`)])).toEqual([
      ['任务附件', ['东侧疏散通道现场照片.png', '检查情况说明.txt']],
      [record?.TITLE, ['检查记录签字页.png']],
      [
        '移动端附件',
        [
          '移动端现场照片.png',
          '检查记录扫描件.pdf',
          '现场询问录音.wav',
          '执法记录仪视频.mp4',
          '现场检查笔录.pdf',
        ],
      ],
    ]);
    expect(groups[2].fjlist.map((f) => f.FILE_TYPE)).toEqual(['1', '6', '4', '3', '2']);
    expect(
      (await groupsOf({ RWID: INSPECTION, FILE_TYPE: '3,4' })).map((g) => [
        g.wsmc,
        g.fjlist.length,
      ]),
    ).toEqual([['移动端附件', 2]]);
    expect(await groupsOf({ RWID: taskId(5) })).toEqual([]);
    expect(
      (await call(server.url, demo, ATTACHMENTS_API.wsFjList, { RWID: taskId(31) })).json.msg,
    ).toBe('无权查看该任务');
  });
});

describe('downloadMobileFj', () => {
  it('zips the mobile files of the listed types, named after the task', async () => {
    const res = await callRaw(
      server.url,
      demo,
      ATTACHMENTS_API.mobilePackage,
      { RWID: INSPECTION, FILE_TYPE: MOBILE_PACKAGE_FILE_TYPES },
      'POST',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/zip');
    expect(nameOf(res.headers.get('content-disposition'))).toBe(
      '关于呼和浩特市鼎盛购物中心有限公司的消防安全重点单位检查-移动端附件.zip',
    );
    const entries = readZip(res.body);
    expect(entries.map((e) => e.name)).toEqual([
      '移动端现场照片.png',
      '检查记录扫描件.pdf',
      '现场询问录音.wav',
      '执法记录仪视频.mp4',
      '现场检查笔录.pdf',
    ]);
    const mobile =
      (await groupsOf({ RWID: INSPECTION })).find((g) => g.wsmc === '移动端附件')?.fjlist ?? [];
    expect(entries.map((e) => md5(e.data))).toEqual(mobile.map((f) => f.MD5));
    expect(
      entries
        .find((e) => e.name.endsWith('.png'))
        ?.data.subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(
      entries
        .find((e) => e.name.endsWith('.wav'))
        ?.data.subarray(0, 4)
        .toString(),
    ).toBe('RIFF');
    expect(await opLog(server.url, demo, INSPECTION, 1)).toEqual(['下载移动端附件：5个文件']);
  });

  it('refuses with 附件没找到！ when the task has none of those types', async () => {
    expect(
      (
        await call(server.url, demo, ATTACHMENTS_API.mobilePackage, {
          RWID: taskId(3),
          FILE_TYPE: MOBILE_PACKAGE_FILE_TYPES,
        })
      ).json,
    ).toMatchObject({ success: false, msg: '附件没找到！' });
    expect(
      (
        await call(server.url, demo, ATTACHMENTS_API.mobilePackage, {
          RWID: INSPECTION,
          FILE_TYPE: '9',
        })
      ).json.msg,
    ).toBe('附件没找到！');
  });
});

describe('/preview/media', () => {
  /** A link signed for the demo officer, used after `ageMs` on the server's clock. */
  const media = async (
    sum: string,
    ageMs: number,
    headers: Record<string, string> = {},
  ): Promise<Response> => {
    const link = new URLSearchParams(await signedLink(server.url, demo, sum));
    server.advance(ageMs);
    try {
      return await fetch(`${server.url}${ATTACHMENTS_API.media}?${link.toString()}`, { headers });
    } finally {
      server.advance(-ageMs);
    }
  };

  it('serves the bytes inline without Blade-Auth, with byte ranges for seeking', async () => {
    const video = (await groupsOf({ RWID: INSPECTION, FILE_TYPE: '3' }))[0].fjlist[0];
    const whole = await media(video.MD5 ?? '', 0);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline;/);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(md5(bytes)).toBe(video.MD5);
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');

    const part = await media(video.MD5 ?? '', 0, { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const bad = await media(video.MD5 ?? '', 0, { Range: `bytes=${bytes.length}-` });
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(((await bad.json()) as { msg: string }).msg).toBe('请求的范围无效');
  });

  it('refuses expired, malformed and unknown links like the preview link', async () => {
    const image = (await groupsOf({ RWID: INSPECTION, FILE_TYPE: '1' }))[0].fjlist[0];
    const expired = await media(image.MD5 ?? '', 31 * 60_000);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { msg: string }).msg).toBe('预览链接已过期');
    const unknown = await media('a'.repeat(32), 0);
    expect([unknown.status, ((await unknown.json()) as { msg: string }).msg]).toEqual([
      404,
      '该文件暂无法预览',
    ]);
    const malformed = await fetch(`${server.url}${ATTACHMENTS_API.media}?md5=${image.MD5}`);
    expect([malformed.status, ((await malformed.json()) as { msg: string }).msg]).toEqual([
      400,
      '预览链接不正确',
    ]);
  });

  it('parses the Range forms players send', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
    expect(parseRange('bytes=5-99', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBeNull();
    expect(parseRange('bytes=4-2', 10)).toBeNull();
    expect(parseRange('items=0-1', 10)).toBeNull();
  });
});

describe('attachment buttons', () => {
  it('offers 附件 on document rows and 附件查看 in the tree toolbar', async () => {
    const docs = (await treeRows(server.url, demo, INSPECTION, RUN1)).filter(
      (r) => r.TREE_LEVEL === 3 && r.RW_ISDELETED === '0',
    );
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs)
      expect(d.JBCZ_BUTTONS).toContainEqual({ BUTTON_NAME: '附件', BUTTON_TYPE: 'attachments' });
    const config = detailConfigSchema.parse(
      (
        await call(server.url, demo, DETAIL_API.detailConfig, {
          rwid: INSPECTION,
          runId: RUN1,
          pagetype: '1',
          SFCXLSSJ: '0',
        })
      ).json.data,
    );
    expect(config.btnsList.find((b) => b.btnType === 'viewAttachments')).toEqual({
      btnPos: '2',
      btnName: '附件查看',
      btnType: 'viewAttachments',
      color: 'info',
    });
  });
});
