import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { BladeClient } from '../api/client';
import { silentLogger } from '../logger';
import { ok, refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import {
  buildPreviewUrl,
  createDocumentFileService,
  type DocumentFileService,
} from './file-service';
import { DOCUMENTS_API } from '../../../shared/documents/constants';

const pdf = Buffer.from('%PDF-1.4 文书内容 '.repeat(2000));
const disposition = (name: string): Record<string, string> => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': `attachment; filename="file.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
});

describe('document files', () => {
  let server: FakeServer;
  let dir: string;
  let previewHost = '';
  let signs = false;
  let service: DocumentFileService;

  beforeEach(async () => {
    server = await startFakeServer();
    dir = join(mkdtempSync(join(tmpdir(), 'xfjd-files-')), 'downloads');
    previewHost = '';
    signs = false;
    const client = new BladeClient({
      baseUrl: () => server.url,
      retryDelayMs: 1,
      tokens: { accessToken: () => 'tok', refresh: async () => false, expired: () => {} },
    });
    service = createDocumentFileService({
      client: () => client,
      previewHost: () => previewHost,
      signPreviewLinks: () => signs,
      serverUrl: () => server.url,
      downloadsDir: () => dir,
      logger: silentLogger,
    });
  });
  afterEach(async () => {
    await server.close();
  });

  describe('download', () => {
    it('saves under the Content-Disposition name with Blade-Auth, and never overwrites', async () => {
      server.handle(() => ({ raw: pdf, headers: disposition('现场检查记录.pdf') }));
      const first = await service.download({ md5: 'abc', fileName: '备用.pdf' });
      expect(first).toEqual({
        savedTo: join(dir, '现场检查记录.pdf'),
        fileName: '现场检查记录.pdf',
        bytes: pdf.length,
      });
      expect(readFileSync(first.savedTo).equals(pdf)).toBe(true);
      expect(server.calls[0]).toMatchObject({
        method: 'GET',
        path: `${DOCUMENTS_API.download}?md5=abc`,
      });
      expect(server.calls[0].headers['blade-auth']).toBe('bearer tok');

      const second = await service.download({ md5: 'abc', fileName: '备用.pdf' });
      const third = await service.download({ md5: 'abc', fileName: '备用.pdf' });
      expect([second.fileName, third.fileName]).toEqual([
        '现场检查记录 (1).pdf',
        '现场检查记录 (2).pdf',
      ]);
      expect(readdirSync(dir).sort()).toEqual([
        '现场检查记录 (1).pdf',
        '现场检查记录 (2).pdf',
        '现场检查记录.pdf',
      ]);
    });

    it('does not replace a file the officer already has', async () => {
      server.handle(() => ({ raw: pdf, headers: disposition('a.pdf') }));
      await service.download({ md5: 'x', fileName: 'x' });
      writeFileSync(join(dir, 'a (1).pdf'), 'mine');
      const next = await service.download({ md5: 'x', fileName: 'x' });
      expect(next.fileName).toBe('a (2).pdf');
      expect(readFileSync(join(dir, 'a (1).pdf'), 'utf8')).toBe('mine');
    });

    it('uses the name the renderer gave when the server names none, made safe', async () => {
      server.handle(() => ({ raw: pdf, headers: { 'Content-Type': 'application/pdf' } }));
      const saved = await service.download({ md5: 'x', fileName: '询问笔录/第1次?.pdf' });
      expect(saved.fileName).toBe('询问笔录_第1次_.pdf');
    });

    it('leaves no .part file behind when the server drops the connection mid-body', async () => {
      server.handle(() => ({ raw: pdf, headers: disposition('断开.pdf'), truncateAfter: 1000 }));
      await expect(service.download({ md5: 'x', fileName: 'x' })).rejects.toMatchObject({
        kind: 'server',
        message: M.fileDownloadFailed,
      });
      expect(readdirSync(dir)).toEqual([]);

      server.handle(() => ({
        raw: pdf,
        headers: disposition('断开.pdf'),
        truncateAfter: 1000,
        chunked: true,
      }));
      await expect(service.download({ md5: 'x', fileName: 'x' })).rejects.toMatchObject({
        kind: 'server',
        message: M.fileDownloadFailed,
      });
      expect(readdirSync(dir)).toEqual([]);
    });

    it("shows the server's refusal: 404 envelope and 200 envelope", async () => {
      server.handle(() => ({ status: 404, ...refuse('附件没找到！', 404) }));
      await expect(service.download({ md5: 'nope', fileName: 'x' })).rejects.toMatchObject({
        kind: 'server',
        message: '附件没找到！',
      });
      server.handle(() => refuse('无权下载'));
      await expect(service.download({ md5: 'nope', fileName: 'x' })).rejects.toMatchObject({
        kind: 'server',
        message: '无权下载',
      });
      server.handle(() => ({
        status: 500,
        raw: Buffer.from('<html>boom</html>'),
        headers: { 'Content-Type': 'text/html' },
      }));
      await expect(service.download({ md5: 'nope', fileName: 'x' })).rejects.toMatchObject({
        kind: 'server',
        message: M.errServer(500),
      });
    });

    it('says 下载失败！ when the server cannot be reached', async () => {
      await server.close();
      await expect(service.download({ md5: 'x', fileName: 'x' })).rejects.toMatchObject({
        kind: 'server',
        message: M.fileDownloadFailed,
      });
      server = await startFakeServer();
    });

    it('asks getConnectionTime with no payload where the server does not sign links', async () => {
      server.handle(() => ok(1700000000000));
      expect(await service.previewUrl({ md5: 'd41d8cd9' })).toEqual({
        url: `${server.url}/preview/onlinePreview?md5=d41d8cd9&expireTime=1700000000000`,
      });
      expect(server.calls[0].body).toBe('');
    });

    it('adds uid and sign when the time call answers a signed link for the md5', async () => {
      signs = true;
      server.handle(() => ok({ time: 7, expireTime: 7, md5: 'd41d8cd9', uid: 9, sign: 'abcd' }));
      expect(await service.previewUrl({ md5: 'd41d8cd9' })).toEqual({
        url: `${server.url}/preview/onlinePreview?md5=d41d8cd9&expireTime=7&uid=9&sign=abcd`,
      });
      expect(new URLSearchParams(server.calls[0].body).get('md5')).toBe('d41d8cd9');
    });

    it('refuses a row without MD5 without calling', async () => {
      await expect(service.download({ md5: null, fileName: 'x' })).rejects.toMatchObject({
        kind: 'invalid',
        message: '该文件暂无法下载',
      });
      await expect(service.download({ md5: '  ', fileName: 'x' })).rejects.toMatchObject({
        kind: 'invalid',
        message: '该文件暂无法下载',
      });
      expect(server.calls).toHaveLength(0);
    });
  });

  describe('package', () => {
    it('posts the MD5 list and saves the zip', async () => {
      const zip = Buffer.from('PK\u0003\u0004 zip body');
      server.handle(() => ({
        raw: zip,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('文书打包.zip')}`,
        },
      }));
      const saved = await service.package({
        runId: 'r1',
        RWID: 't1',
        md5s: ['a', ' b ', '', 'a'],
        fileName: 'p.zip',
      });
      expect(saved.fileName).toBe('文书打包.zip');
      expect(server.calls[0].method).toBe('POST');
      expect(server.calls[0].path).toBe(DOCUMENTS_API.packageDownload);
      expect(Object.fromEntries(new URLSearchParams(server.calls[0].body))).toEqual({
        runId: 'r1',
        RWID: 't1',
        md5s: 'a,b',
      });
    });

    it('refuses an empty selection without calling', async () => {
      await expect(
        service.package({ runId: 'r', RWID: 't', md5s: [], fileName: 'p.zip' }),
      ).rejects.toMatchObject({ kind: 'invalid', message: '请选择要打包的文件' });
      await expect(
        service.package({ runId: 'r', RWID: 't', md5s: [''], fileName: 'p.zip' }),
      ).rejects.toMatchObject({ message: '请选择要打包的文件' });
      expect(server.calls).toHaveLength(0);
    });
  });

  describe('preview', () => {
    it("builds the link from the server time, with the configured host or the server's /preview", async () => {
      server.handle(() => ok(1_700_000_000_000));
      expect(await service.previewUrl({ md5: 'd41d8cd9' })).toEqual({
        url: `${server.url}/preview/onlinePreview?md5=d41d8cd9&expireTime=1700000000000`,
      });
      previewHost = 'https://preview.example.cn/kk/';
      expect(await service.previewUrl({ md5: 'd41d8cd9' })).toEqual({
        url: 'https://preview.example.cn/kk/onlinePreview?md5=d41d8cd9&expireTime=1700000000000',
      });
      expect(server.calls.map((c) => c.path)).toEqual([
        '/api/blade-system/usual/api/getConnectionTime',
        '/api/blade-system/usual/api/getConnectionTime',
      ]);
    });

    it('asks getConnectionTime with no payload where the server does not sign links', async () => {
      server.handle(() => ok(1700000000000));
      expect(await service.previewUrl({ md5: 'd41d8cd9' })).toEqual({
        url: `${server.url}/preview/onlinePreview?md5=d41d8cd9&expireTime=1700000000000`,
      });
      expect(server.calls[0].body).toBe('');
    });

    it('adds uid and sign when the time call answers a signed link for the md5', async () => {
      signs = true;
      server.handle(() => ok({ time: 7, expireTime: 7, md5: 'd41d8cd9', uid: 9, sign: 'abcd' }));
      expect(await service.previewUrl({ md5: 'd41d8cd9' })).toEqual({
        url: `${server.url}/preview/onlinePreview?md5=d41d8cd9&expireTime=7&uid=9&sign=abcd`,
      });
      expect(new URLSearchParams(server.calls[0].body).get('md5')).toBe('d41d8cd9');
    });

    it('refuses a row without MD5 without calling', async () => {
      await expect(service.previewUrl({ md5: null })).rejects.toMatchObject({
        kind: 'invalid',
        message: '该文件暂无法预览',
      });
      await expect(service.previewUrl({ md5: '' })).rejects.toMatchObject({
        kind: 'invalid',
        message: '该文件暂无法预览',
      });
      expect(server.calls).toHaveLength(0);
    });

    it('encodes what it puts in the query', () => {
      expect(buildPreviewUrl('', 'http://h:1/', 'a&b', 5)).toBe(
        'http://h:1/preview/onlinePreview?md5=a%26b&expireTime=5',
      );
    });
  });

  describe('print', () => {
    it('returns the filled template HTML', async () => {
      server.handle(() => ({
        raw: Buffer.from('<html><body>现场检查记录</body></html>'),
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }));
      expect(await service.print({ FLWSID: 'f1', DYMBID: 'm1' })).toEqual({
        html: '<html><body>现场检查记录</body></html>',
      });
      expect(server.calls[0]).toMatchObject({
        method: 'GET',
        path: `${DOCUMENTS_API.print}?FLWSID=f1&DYMBID=m1`,
      });
    });

    it('shows a refusal, and needs a template id before calling', async () => {
      server.handle(() => refuse('文书未找到!'));
      await expect(service.print({ FLWSID: 'f1', DYMBID: 'm1' })).rejects.toMatchObject({
        kind: 'server',
        message: '文书未找到!',
      });
      server.calls.length = 0;
      await expect(service.print({ FLWSID: 'f1', DYMBID: null })).rejects.toMatchObject({
        kind: 'invalid',
        message: '缺少模板ID!',
      });
      expect(server.calls).toHaveLength(0);
    });
  });
});
