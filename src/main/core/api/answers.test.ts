import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { M } from '../../../shared/messages';
import { ApiError, BadResponseError } from '../errors';
import type { Logger } from '../logger';
import { ok, startFakeServer, type FakeReply, type FakeServer } from '../testing/fake-http';
import { callForMessage } from './action';
import { BladeClient } from './client';
import { serverText } from './answers';

// What the officer sees for Spring's own answers and for malformed ones: a Chinese text from the
// catalogue (or the province's own Chinese msg), never English framework text; the English goes
// to the log.

const numbers = z.array(z.number());
const CJK = /[\u4e00-\u9fff]/;

const html = (status: number, page: string): FakeReply => ({
  status,
  raw: Buffer.from(page),
  headers: { 'Content-Type': 'text/html;charset=UTF-8' },
});
const springDefault = (status: number, error: string, path = '/api/x'): FakeReply => ({
  status,
  body: { timestamp: '2026-11-01T09:00:00.000+00:00', status, error, message: '', path },
});

describe('BladeClient: server answers the officer must understand', () => {
  let server: FakeServer;
  let logged: string[];
  const logger: Logger = {
    debug: () => {},
    info: () => {},
    warn: (m, e) => logged.push(`${m} ${e === undefined ? '' : String(e)}`),
    error: (m, e) => logged.push(`${m} ${e === undefined ? '' : String(e)}`),
  };
  beforeEach(async () => {
    server = await startFakeServer();
    logged = [];
  });
  afterEach(async () => {
    await server.close();
  });

  const client = (): BladeClient =>
    new BladeClient({ baseUrl: () => server.url, retryDelayMs: 1, logger });
  const failure = async (reply: FakeReply): Promise<unknown> => {
    server.handle(() => reply);
    return client()
      .call({ path: '/api/x', schema: numbers })
      .catch((e: unknown) => e);
  };

  describe("Spring's own answers", () => {
    it.each<[string, FakeReply, string, number]>([
      [
        'a token refusal {error, error_description} with HTTP 400',
        { status: 400, body: { error: 'invalid_grant', error_description: 'Bad credentials' } },
        M.errCredentialsRefused(400),
        400,
      ],
      [
        "blade-tool's 415 with the exception's English text in msg",
        {
          status: 415,
          body: {
            code: 415,
            success: false,
            data: {},
            msg: "Content type 'application/x-www-form-urlencoded;charset=UTF-8' not supported",
          },
        },
        M.errMediaType(415),
        415,
      ],
      ['a bare HTTP 415', springDefault(415, 'Unsupported Media Type'), M.errMediaType(415), 415],
      [
        'the default error body of an unknown path',
        springDefault(404, 'Not Found'),
        M.errNoEndpoint(404),
        404,
      ],
      [
        'the default error body of a 500',
        springDefault(500, 'Internal Server Error'),
        M.errServer(500),
        500,
      ],
      ['HTTP 405', springDefault(405, 'Method Not Allowed'), M.errMethodNotAllowed(405), 405],
      [
        "the gateway's error handler (no success, English msg)",
        {
          status: 503,
          body: {
            code: 503,
            msg: 'Failed to handle request [POST /api/x]: 503 SERVICE_UNAVAILABLE',
            data: null,
          },
        },
        M.errUnavailable(503),
        503,
      ],
      [
        'an HTML error page',
        html(502, '<html><body><h1>502 Bad Gateway</h1></body></html>'),
        M.errUnavailable(502),
        502,
      ],
      [
        'a Chinese HTML error page (a page is never a message)',
        html(500, '<html><body>服务器内部错误，请联系管理员</body></html>'),
        M.errServer(500),
        500,
      ],
      [
        'a redirect to a login page',
        { status: 302, headers: { Location: '/login?redirect=%2Fapi%2Fx' }, body: '' },
        M.errLoginRedirect(302),
        302,
      ],
      [
        'a redirect elsewhere',
        { status: 301, headers: { Location: 'https://new.example/api/x' }, body: '' },
        M.errRedirect(301),
        301,
      ],
      [
        'an envelope refusal with code 400 and an English exception text',
        {
          body: {
            code: 400,
            success: false,
            data: {},
            msg: 'Required request parameter is not present',
          },
        },
        M.errBadRequest(400),
        400,
      ],
    ])('%s', async (_name, reply, message, code) => {
      const err = await failure(reply);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ kind: 'server', message, code });
      expect(message).toMatch(CJK);
      expect(message).not.toMatch(/Bad credentials|not supported|Not Found|Failed to handle/);
    });

    it('logs the English framework text it does not show', async () => {
      await failure({
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Bad credentials' },
      });
      expect(logged.join('\n')).toContain('Bad credentials');
    });

    it("shows the province's Chinese msg, whatever the status", async () => {
      for (const status of [200, 400, 404, 415, 500]) {
        const err = await failure({
          status,
          body: {
            code: status === 200 ? 400 : status,
            success: false,
            data: {},
            msg: '该任务已办结',
          },
        });
        expect(err).toMatchObject({ message: '该任务已办结' });
      }
      // A Chinese error_description of a token refusal is the province's text too.
      await expect(
        failure({
          status: 400,
          body: { error_code: 400, error: 'x', error_description: '用户名或密码错误' },
        }),
      ).resolves.toMatchObject({ message: '用户名或密码错误' });
    });

    it('lets a write show only a Chinese msg; an English or empty-data one gives the fallback', async () => {
      server.handle(() => ({ body: { code: 200, success: true, data: {}, msg: 'success' } }));
      await expect(callForMessage(client(), { path: '/api/save' }, '保存成功')).resolves.toEqual({
        message: '保存成功',
      });
      server.handle(() => ({ body: { code: 200, success: true, data: {}, msg: '暂无承载数据' } }));
      await expect(callForMessage(client(), { path: '/api/save' }, '保存成功')).resolves.toEqual({
        message: '保存成功',
      });
    });
  });

  describe('malformed answers', () => {
    it('HTTP 200 with an HTML page to a JSON call (a wrong prefix lands on the web front end)', async () => {
      const err = await failure(
        html(200, '<!DOCTYPE html><html><head><title>Saber</title></head></html>'),
      );
      expect(err).toBeInstanceOf(BadResponseError);
      expect(err).toMatchObject({ kind: 'server', message: M.errHtmlAnswer });
    });

    it('an empty body', async () => {
      const err = await failure({
        raw: Buffer.alloc(0),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(err).toBeInstanceOf(BadResponseError);
      expect(err).toMatchObject({ kind: 'server', message: M.errEmptyAnswer });
    });

    it('truncated JSON', async () => {
      const err = await failure({ body: '{"code":200,"success":true,"data":[1,2' });
      expect(err).toMatchObject({
        name: 'BadResponseError',
        kind: 'server',
        message: M.errBadResponse,
      });
    });

    it('an envelope without success: accepted on code 200, refused otherwise', async () => {
      server.handle(() => ({ body: { code: 200, data: [5], msg: '操作成功' } }));
      await expect(client().call({ path: '/api/x', schema: numbers })).resolves.toEqual([5]);
      await expect(
        failure({ body: { code: 400, data: null, msg: '参数错误' } }),
      ).resolves.toMatchObject({
        kind: 'server',
        message: '参数错误',
      });
    });

    it('an envelope without code is not an envelope', async () => {
      const err = await failure({ body: { success: true, data: [1] } });
      expect(err).toMatchObject({ name: 'BadResponseError', message: M.errBadResponse });
    });

    it('an envelope with success true but data of the wrong shape', async () => {
      const err = await failure(ok({ records: 'nope' }));
      expect(err).toMatchObject({ name: 'BadResponseError', message: M.errBadResponse });
    });

    it('a failure envelope without msg gets the text for its code', async () => {
      await expect(
        failure({ body: { code: 500, success: false, data: {}, msg: '' } }),
      ).resolves.toMatchObject({
        message: M.errServer(500),
      });
    });

    it('a download answered with an empty body, an HTML page or an English refusal', async () => {
      server.handle(() => ({
        raw: Buffer.alloc(0),
        headers: { 'Content-Type': 'application/json' },
      }));
      await expect(client().openStream({ path: '/api/file' })).rejects.toMatchObject({
        message: M.errEmptyAnswer,
      });
      server.handle(() => html(404, '<html>Not Found</html>'));
      await expect(client().openStream({ path: '/api/file' })).rejects.toMatchObject({
        message: M.errNoEndpoint(404),
      });
      server.handle(() => springDefault(405, 'Method Not Allowed', '/api/file'));
      await expect(client().openStream({ path: '/api/file' })).rejects.toMatchObject({
        message: M.errMethodNotAllowed(405),
      });
    });
  });
});

describe('serverText', () => {
  it('keeps Chinese text and drops English, empty and non-text values', () => {
    expect(serverText(' 附件没找到！ ')).toBe('附件没找到！');
    expect(serverText('缺少必要的请求参数: rwid')).toBe('缺少必要的请求参数: rwid');
    expect(serverText('java.lang.NullPointerException')).toBeNull();
    expect(serverText('')).toBeNull();
    expect(serverText(null)).toBeNull();
    expect(serverText(401)).toBeNull();
  });
});
