import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
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
import type { TreeRow } from '../../shared/detail/schemas';

let server: TestServer;
let demo: string;
let files: TreeRow[];
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
  files = (await treeRows(server.url, demo, INSPECTION, RUN1)).filter(
    (r) => r.TREE_LEVEL === 3 && r.RWID === INSPECTION && r.MD5,
  );
});
afterAll(async () => {
  await server.dispose();
});

const INSPECTION = taskId(1); // 74, run 1, with three attachments
const RUN1 = runIdOf(1);
const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');
const nameOf = (disposition: string | null): string =>
  decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1] ?? '');

describe('downloadFile', () => {
  it('serves the bytes whose MD5 the row carries, with the Chinese file name', async () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const row of files) {
      const res = await callRaw(server.url, demo, PATHS.downloadFile, { md5: row.MD5 ?? '' });
      expect(res.status).toBe(200);
      expect(md5(res.body)).toBe(row.MD5);
      expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers.get('content-type')).toContain('application/pdf');
      expect(nameOf(res.headers.get('content-disposition'))).toBe(`${row.FILE_DESC}.pdf`);
    }
    expect(await opLog(server.url, demo, INSPECTION, 1)).toEqual([
      `下载附件：${files.at(-1)?.FILE_DESC}.pdf`,
    ]);
  });

  it('answers 附件没找到！ for an unknown MD5, refuses other officers and calls without a token', async () => {
    const missing = await call(
      server.url,
      demo,
      PATHS.downloadFile,
      { md5: '0'.repeat(32) },
      'GET',
    );
    expect(missing).toMatchObject({ status: 404, json: { success: false, msg: '附件没找到！' } });
    const lisi = (await login(server.url, 'lisi')).access;
    expect(
      (await call(server.url, lisi, PATHS.downloadFile, { md5: files[0].MD5 ?? '' }, 'GET')).json
        .msg,
    ).toBe('无权查看该任务');
    expect(
      (await callRaw(server.url, null, PATHS.downloadFile, { md5: files[0].MD5 ?? '' })).status,
    ).toBe(401);
  });
});

describe('packageDownload', () => {
  it('zips the chosen files under their names', async () => {
    const md5s = files.map((f) => f.MD5 ?? '');
    const res = await callRaw(
      server.url,
      demo,
      PATHS.packageDownload,
      { runId: RUN1, RWID: INSPECTION, md5s: md5s.join(',') },
      'POST',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/zip');
    expect(nameOf(res.headers.get('content-disposition'))).toMatch(/附件\.zip$/);
    const entries = readZip(res.body);
    expect(entries.map((e) => e.name).sort()).toEqual(
      files.map((f) => `${f.FILE_DESC}.pdf`).sort(),
    );
    expect(entries.map((e) => md5(e.data)).sort()).toEqual([...md5s].sort());
    expect(await opLog(server.url, demo, INSPECTION, 1)).toEqual([
      `打包下载：${files.length}个文件`,
    ]);
  });

  it('refuses an empty choice and unknown files', async () => {
    const empty = await call(server.url, demo, PATHS.packageDownload, {
      runId: RUN1,
      RWID: INSPECTION,
      md5s: '',
    });
    expect(empty.json).toMatchObject({ success: false, msg: '请选择要打包的文件' });
    const unknown = await call(server.url, demo, PATHS.packageDownload, {
      runId: RUN1,
      RWID: INSPECTION,
      md5s: `${files[0].MD5},${'f'.repeat(32)}`,
    });
    expect(unknown.json.msg).toBe('附件没找到！');
  });
});

describe('printFlws', () => {
  it('prints the filled template as an A4 page with title, number and seal', async () => {
    const notice = (await treeRows(server.url, demo, INSPECTION, RUN1)).find(
      (r) => r.RWWSSZID === '404' && r.STATUS === '3',
    );
    const res = await callRaw(server.url, demo, PATHS.printFlws, {
      FLWSID: notice?.FLWSID ?? '',
      DYMBID: notice?.DYMBID ?? '',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = res.body.toString('utf8');
    expect(html).toContain('size:A4');
    expect(html).toContain('<h1>责令限期改正通知书</h1>');
    expect(html).toContain(notice?.WH ?? '?');
    expect(html).toContain('呼和浩特市鼎盛购物中心有限公司');
    expect(html).toContain('改正期限');
    expect(html).toContain('class="seal"');
    expect(await opLog(server.url, demo, INSPECTION, 1)).toEqual(['打印文书：责令限期改正通知书']);
    expect(
      (await call(server.url, demo, PATHS.printFlws, { FLWSID: notice?.FLWSID ?? '' }, 'GET')).json
        .msg,
    ).toBe('缺少模板ID!');
    expect(
      (
        await call(
          server.url,
          demo,
          PATHS.printFlws,
          { FLWSID: notice?.FLWSID ?? '', DYMBID: 'MB9999' },
          'GET',
        )
      ).json.msg,
    ).toBe('文书模板暂未绑定!');
    expect(
      (await call(server.url, demo, PATHS.printFlws, { FLWSID: '7', DYMBID: 'MB0404' }, 'GET')).json
        .msg,
    ).toBe('文书未找到!');
  });
});

describe('onlinePreview', () => {
  /** A link signed now for the demo officer, used after `ageMs` on the server's clock. */
  const preview = async (md5sum: string, ageMs: number) => {
    const link = await signedLink(server.url, demo, md5sum);
    server.advance(ageMs);
    try {
      return await callRaw(server.url, null, PATHS.preview, link);
    } finally {
      server.advance(-ageMs);
    }
  };

  it('shows the file without Blade-Auth while the link is valid', async () => {
    const file = files[0].MD5 ?? '';
    const page = await preview(file, 29 * 60_000);
    expect(page.status).toBe(200);
    const html = page.body.toString('utf8');
    expect(html).toContain(`${files[0].FILE_DESC}.pdf`);
    const src = /src="([^"]+)"/.exec(html)?.[1].replace(/&amp;/g, '&') ?? '';
    const raw = await fetch(server.url + src);
    expect(raw.status).toBe(200);
    expect(md5(Buffer.from(await raw.arrayBuffer()))).toBe(file);
  });

  it('answers 预览链接已过期 after 30 minutes and 该文件暂无法预览 for unknown files', async () => {
    const expired = await preview(files[0].MD5 ?? '', 31 * 60_000);
    expect(expired.status).toBe(403);
    expect(expired.body.toString('utf8')).toContain('预览链接已过期');
    const unknown = await preview('a'.repeat(32), 0);
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString('utf8')).toContain('该文件暂无法预览');
  });
});
