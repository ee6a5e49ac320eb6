import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { silentLogger } from '../logger';
import { ok, refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import { formOf, pathOf, serviceDeps, type ServiceTestDeps } from '../testing/services';
import {
  buildMediaUrl,
  createAttachmentService,
  mergeGroups,
  type AttachmentService,
} from './attachment-service';
import type { AttachmentGroup } from '../../../shared/attachments/schemas';
import { GENERIC_API } from '../../../shared/generic/constants';
import { ATTACHMENTS_API } from '../../../shared/attachments/constants';

const row = (id: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  ID: id,
  SHOW_NAME: `现场照片${id}`,
  SUFFIX: 'jpg',
  FILE_SIZE: 1_234_567,
  FILE_TYPE: 1,
  MD5: `md5-${id}`,
  SFHG: '1',
  ...extra,
});

const file = (id: string): AttachmentGroup['fjlist'][number] => ({
  ID: id,
  SAVE_PATH: null,
  SHOW_NAME: id,
  SUFFIX: 'jpg',
  MD5: null,
  FILE_TYPE: '1',
  FILE_SIZE: 1,
  CRT_TIME: null,
});

describe('attachment service', () => {
  let server: FakeServer;
  let deps: ServiceTestDeps;
  let dir: string;
  let service: AttachmentService;
  let signs = false;

  beforeEach(async () => {
    signs = false;
    server = await startFakeServer();
    deps = serviceDeps(server);
    dir = join(mkdtempSync(join(tmpdir(), 'xfjd-att-')), 'downloads');
    service = createAttachmentService({
      client: () => deps.client,
      reads: deps.reads,
      serverUrl: () => server.url,
      signPreviewLinks: () => signs,
      downloadsDir: () => dir,
      logger: silentLogger,
    });
  });
  afterEach(async () => {
    await server.close();
  });

  describe('list', () => {
    it('posts the business as params JSON and parses the page', async () => {
      server.handle(() =>
        ok({ records: [row(1), row(2, { SFHG: 0 })], total: 2, current: 1, size: 10 }),
      );
      const page = await service.list({
        runId: 'r1',
        businessId: 'T1',
        businessType: 'xmrw',
        current: 1,
        size: 10,
        linkType: '2',
      });
      expect(page.source).toBe('network');
      expect(page.data.total).toBe(2);
      expect(page.data.records[0]).toMatchObject({
        ID: '1',
        SHOW_NAME: '现场照片1',
        FILE_SIZE: 1_234_567,
        FILE_TYPE: '1',
        SFHG: '1',
      });
      expect(page.data.records[1].SFHG).toBe('0');
      expect(server.calls[0].path).toBe(ATTACHMENTS_API.list);
      const form = formOf(server.calls[0].body);
      expect(form).toEqual({
        runId: 'r1',
        current: '1',
        size: '10',
        params: JSON.stringify({ businessId: 'T1', businessType: 'xmrw', linkType: '2' }),
      });
    });

    it('answers from the cache offline, and says so', async () => {
      server.handle(() => ok({ records: [row(1)], total: 1 }));
      const req = {
        runId: 'r1',
        businessId: 'F1',
        businessType: 'flws',
        current: 1,
        size: 10,
        fileType: '1',
      };
      const online = await service.list(req);
      expect(formOf(server.calls[0].body).fileType).toBe('1');
      await server.close();
      deps.setOnline(false);
      const offline = await service.list(req);
      expect(offline).toEqual({ ...online, source: 'cache' });
      // Another page was never fetched: no cache to answer from.
      await expect(service.list({ ...req, current: 2 })).rejects.toMatchObject({
        kind: 'needs-network',
      });
      server = await startFakeServer();
    });

    it('refuses an answer of the wrong shape with a clear error', async () => {
      server.handle(() => ok({ records: 'nope' }));
      await expect(
        service.list({ runId: 'r', businessId: 'b', businessType: 'xmrw', current: 1, size: 10 }),
      ).rejects.toMatchObject({ kind: 'server', message: M.errBadResponse });
    });
  });

  describe('groups', () => {
    it('posts RWID and merges groups with the same wsmc', async () => {
      server.handle(() =>
        ok([
          {
            wsmc: '现场检查记录',
            fjlist: [{ ID: 1, SHOW_NAME: 'a', SUFFIX: 'jpg', FILE_TYPE: 1, MD5: 'm1' }],
          },
          { wsmc: '任务附件', fjlist: null },
          {
            wsmc: '现场检查记录',
            fjlist: [{ ID: 2, SHOW_NAME: 'b', SUFFIX: 'mp4', FILE_TYPE: '3' }],
          },
        ]),
      );
      const groups = await service.groups({ RWID: 'T1', FILE_TYPE: '1,3' });
      expect(groups.data.map((g) => [g.wsmc, g.fjlist.map((f) => f.ID)])).toEqual([
        ['现场检查记录', ['1', '2']],
        ['任务附件', []],
      ]);
      expect(server.calls[0].path).toBe(ATTACHMENTS_API.wsFjList);
      expect(formOf(server.calls[0].body)).toEqual({ RWID: 'T1', FILE_TYPE: '1,3' });
      deps.setOnline(false);
      expect((await service.groups({ RWID: 'T1', FILE_TYPE: '1,3' })).source).toBe('cache');
    });

    it('merging keeps order and never lists a file twice', () => {
      const merged = mergeGroups([
        { wsmc: 'A', fjlist: [file('1'), file('2')] },
        { wsmc: 'B', fjlist: [file('3')] },
        { wsmc: 'A', fjlist: [file('2'), file('4')] },
      ]);
      expect(merged.map((g) => [g.wsmc, g.fjlist.map((f) => f.ID)])).toEqual([
        ['A', ['1', '2', '4']],
        ['B', ['3']],
      ]);
    });
  });

  /** The business a file call acts in (spec 01 §7 `params`). */
  const doc = { runId: 'r1', businessId: 'F1', businessType: 'flws' };

  describe('rename and delete', () => {
    it("rename posts the new name and answers the server's message", async () => {
      server.handle(() => ({ body: { code: 200, success: true, data: null, msg: '操作成功!' } }));
      expect(
        await service.rename({ ...doc, fileId: '9', showName: '新名称', wsyllx: '2' }),
      ).toEqual({ message: '操作成功!' });
      expect(server.calls[0].path).toBe(ATTACHMENTS_API.rename);
      expect(formOf(server.calls[0].body)).toEqual({
        fileId: '9',
        runId: 'r1',
        showName: '新名称',
        params: JSON.stringify({ businessId: 'F1', businessType: 'flws' }),
        wsyllx: '2',
      });
    });

    it('delete says 删除成功! (the server message, else the catalogue one) and shows refusals', async () => {
      server.handle(() => ({ body: { code: 200, success: true, data: null, msg: '' } }));
      expect(await service.remove({ ...doc, linkType: '2', fileId: '9' })).toEqual({
        message: M.attachmentDeleted,
      });
      expect(formOf(server.calls[0].body)).toEqual({
        fileId: '9',
        runId: 'r1',
        params: JSON.stringify({ businessId: 'F1', businessType: 'flws', linkType: '2' }),
      });
      server.handle(() => refuse('无权删除该附件'));
      await expect(service.remove({ ...doc, fileId: '9' })).rejects.toMatchObject({
        kind: 'server',
        message: '无权删除该附件',
      });
    });
  });

  describe('download', () => {
    const bytes = Buffer.from('JFIF 图片 '.repeat(3000));

    it('GETs by fileId and saves under the server name, never overwriting', async () => {
      server.handle(() => ({
        raw: bytes,
        headers: {
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('现场照片.jpg')}`,
        },
      }));
      const first = await service.download({ ...doc, fileId: '42', fileName: '备用.jpg' });
      const second = await service.download({ ...doc, fileId: '42', fileName: '备用.jpg' });
      expect([first.fileName, second.fileName]).toEqual(['现场照片.jpg', '现场照片 (1).jpg']);
      expect(readFileSync(first.savedTo).equals(bytes)).toBe(true);
      expect(first.bytes).toBe(bytes.length);
      expect(server.calls[0]).toMatchObject({
        method: 'GET',
        path: `${ATTACHMENTS_API.download}?fileId=42&runId=r1&params=${encodeURIComponent(
          JSON.stringify({ businessId: 'F1', businessType: 'flws' }),
        )}`,
      });
    });

    it('shows 附件没找到！ from the envelope and 下载失败！ for a cut transfer, leaving nothing', async () => {
      server.handle(() => ({ status: 404, ...refuse('附件没找到！', 404) }));
      await expect(
        service.download({ ...doc, fileId: '1', fileName: 'x.jpg' }),
      ).rejects.toMatchObject({ message: '附件没找到！' });
      server.handle(() => ({ raw: bytes, truncateAfter: 100 }));
      await expect(
        service.download({ ...doc, fileId: '1', fileName: 'x.jpg' }),
      ).rejects.toMatchObject({ message: M.fileDownloadFailed });
      expect(readdirSync(dir)).toEqual([]);
    });
  });

  describe('mobile package', () => {
    it("POSTs RWID with FILE_TYPE 1,2,3,4,6 and saves the zip under the server's name", async () => {
      const zip = Buffer.from('PK\u0003\u0004 mobile');
      server.handle(() => ({
        raw: zip,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('育才小学移动端附件.zip')}`,
        },
      }));
      const saved = await service.mobilePackage({ RWID: 'T7' });
      expect(saved).toEqual({
        savedTo: join(dir, '育才小学移动端附件.zip'),
        fileName: '育才小学移动端附件.zip',
        bytes: zip.length,
      });
      expect(server.calls[0]).toMatchObject({
        method: 'POST',
        path: ATTACHMENTS_API.mobilePackage,
      });
      expect(formOf(server.calls[0].body)).toEqual({ RWID: 'T7', FILE_TYPE: '1,2,3,4,6' });
    });

    it('names the zip itself when the server does not', async () => {
      server.handle(() => ({
        raw: Buffer.from('PK'),
        headers: { 'Content-Type': 'application/zip' },
      }));
      expect((await service.mobilePackage({ RWID: 'T7' })).fileName).toBe('移动端附件_T7.zip');
    });

    it("says the server's refusal, else 下载失败！", async () => {
      server.handle(() => refuse('附件没找到！'));
      await expect(service.mobilePackage({ RWID: 'T7' })).rejects.toMatchObject({
        kind: 'server',
        message: '附件没找到！',
      });
      server.handle(() => ({ destroy: true }));
      await expect(service.mobilePackage({ RWID: 'T7' })).rejects.toMatchObject({
        message: M.fileDownloadFailed,
      });
      expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    });
  });

  describe('media URL', () => {
    it("points at the server's /preview/media with md5 and the server's expireTime", async () => {
      server.handle(() => ok('1700000000000'));
      expect(await service.mediaUrl({ md5: ' abc ' })).toEqual({
        url: `${server.url}/preview/media?md5=abc&expireTime=1700000000000`,
      });
      expect(pathOf(server.calls[0].path)).toBe(GENERIC_API.connectionTime);
      // Spec 01 §7: getConnectionTime carries no payload (the server does not sign links).
      expect(server.calls[0].body).toBe('');
      expect(buildMediaUrl('http://h:1//', 'a&b', 5)).toBe(
        'http://h:1/preview/media?md5=a%26b&expireTime=5',
      );
    });

    it('asks the time call for the md5 and adds the signature when the server signs', async () => {
      signs = true;
      server.handle(() =>
        ok({ time: 1700000000000, expireTime: 1700000000000, md5: 'abc', uid: '11', sign: 'ff00' }),
      );
      expect(await service.mediaUrl({ md5: 'abc' })).toEqual({
        url: `${server.url}/preview/media?md5=abc&expireTime=1700000000000&uid=11&sign=ff00`,
      });
      expect(new URLSearchParams(server.calls[0].body).get('md5')).toBe('abc');
      // Null-to-empty or missing parts: an unsigned link, as for a real BladeX.
      server.handle(() => ok({ time: 5, expireTime: 5, uid: '', sign: '' }));
      expect((await service.mediaUrl({ md5: 'abc' })).url).toBe(
        `${server.url}/preview/media?md5=abc&expireTime=5`,
      );
    });

    it('says 暂不支持查看！ for a file without MD5, without calling', async () => {
      await expect(service.mediaUrl({ md5: null })).rejects.toMatchObject({
        kind: 'invalid',
        message: '暂不支持查看！',
      });
      await expect(service.mediaUrl({ md5: ' ' })).rejects.toMatchObject({
        kind: 'invalid',
        message: '暂不支持查看！',
      });
      expect(server.calls).toHaveLength(0);
    });
  });
});
