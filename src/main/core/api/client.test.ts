import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { M } from '../../../shared/messages';
import { ApiError, AuthExpiredError, BadResponseError, OfflineError } from '../errors';
import { ok, refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import { BladeClient, type TokenSource } from './client';

const numbers = z.array(z.number());

describe('BladeClient', () => {
  let server: FakeServer;
  beforeEach(async () => {
    server = await startFakeServer();
  });
  afterEach(async () => {
    await server.close();
  });

  const client = (extra: Partial<ConstructorParameters<typeof BladeClient>[0]> = {}): BladeClient =>
    new BladeClient({ baseUrl: () => server.url, retryDelayMs: 1, ...extra });

  it('posts a form body with Blade-Auth and parses the envelope data', async () => {
    server.handle(() => ok([1, 2, 3]));
    const tokens: TokenSource = {
      accessToken: () => 'abc',
      refresh: async () => false,
      expired: () => {},
    };
    const data = await client({ tokens }).call({
      path: '/api/x',
      form: { a: 1, b: '中文', skip: undefined },
      schema: numbers,
    });
    expect(data).toEqual([1, 2, 3]);
    const [call] = server.calls;
    expect(call.method).toBe('POST');
    expect(call.headers['blade-auth']).toBe('bearer abc');
    expect(call.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(call.body).get('b')).toBe('中文');
    expect(new URLSearchParams(call.body).has('skip')).toBe(false);
  });

  it('turns success false into an ApiError carrying the server message', async () => {
    server.handle(() => refuse('任务不存在'));
    await expect(client().call({ path: '/api/x', schema: numbers })).rejects.toMatchObject({
      kind: 'server',
      message: '任务不存在',
    });
  });

  it('turns an unexpected shape into a BadResponseError, not a crash', async () => {
    server.handle(() => ok({ not: 'numbers' }));
    const err = await client()
      .call({ path: '/api/x', schema: numbers })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadResponseError);
    expect((err as BadResponseError).message).toBe(M.errBadResponse);
  });

  it('reports a refused connection as OfflineError', async () => {
    const deadUrl = server.url;
    await server.close();
    server = await startFakeServer();
    const failures: string[] = [];
    const c = new BladeClient({
      baseUrl: () => deadUrl,
      retryDelayMs: 1,
      net: { reportSuccess: () => failures.push('ok'), reportFailure: () => failures.push('fail') },
    });
    await expect(c.call({ path: '/api/x', schema: numbers, read: true })).rejects.toBeInstanceOf(
      OfflineError,
    );
    expect(failures).toContain('fail');
  });

  it('retries reads on 503 but never retries writes', async () => {
    let n = 0;
    server.handle(() => (++n < 3 ? { status: 503, body: 'busy' } : ok([7])));
    await expect(
      client().call({ path: '/api/read', schema: numbers, read: true }),
    ).resolves.toEqual([7]);
    expect(server.calls).toHaveLength(3);

    n = 0;
    server.calls.length = 0;
    await expect(client().call({ path: '/api/write', schema: numbers })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(server.calls).toHaveLength(1);
  });

  it('retries a read after a connection reset and gives up after the limit', async () => {
    server.handle(() => ({ destroy: true }));
    await expect(
      client({ readRetries: 2 }).call({ path: '/api/read', schema: numbers, read: true }),
    ).rejects.toBeInstanceOf(OfflineError);
    expect(server.calls).toHaveLength(3);
  });

  it('times out a stalled server as offline', async () => {
    server.handle(() => ({ delayMs: 500, ...ok([1]) }));
    await expect(
      client({ timeoutMs: 100 }).call({ path: '/api/x', schema: numbers }),
    ).rejects.toMatchObject({ kind: 'offline', message: M.errTimeout });
  });

  it('refreshes once on 401 and repeats the call with the new token', async () => {
    let token = 'old';
    server.handle((c) =>
      c.headers['blade-auth'] === 'bearer new'
        ? ok([42])
        : { status: 401, body: { code: 401, success: false, msg: '请求未授权' } },
    );
    const tokens: TokenSource = {
      accessToken: () => token,
      refresh: async () => {
        token = 'new';
        return true;
      },
      expired: () => {},
    };
    await expect(client({ tokens }).call({ path: '/api/x', schema: numbers })).resolves.toEqual([
      42,
    ]);
    expect(server.calls.map((c) => c.headers['blade-auth'])).toEqual(['bearer old', 'bearer new']);
  });

  it('raises AuthExpiredError and tells the token source when refresh fails', async () => {
    server.handle(() => ({ status: 401, body: { code: 401, success: false, msg: '请求未授权' } }));
    let expired = 0;
    const tokens: TokenSource = {
      accessToken: () => 't',
      refresh: async () => false,
      expired: () => expired++,
    };
    await expect(
      client({ tokens }).call({ path: '/api/x', schema: numbers, read: true }),
    ).rejects.toBeInstanceOf(AuthExpiredError);
    expect(expired).toBe(1);
  });

  it('sends GET queries for GET calls', async () => {
    server.handle(() => ok([]));
    await client().call({
      path: '/api/dict',
      method: 'GET',
      query: { code: 'XFJD_XMRW_RWLX' },
      schema: numbers,
    });
    expect(server.calls[0].method).toBe('GET');
    expect(server.calls[0].path).toBe('/api/dict?code=XFJD_XMRW_RWLX');
  });

  it('maps an HTTP 500 without an envelope to a server error with the status', async () => {
    server.handle(() => ({ status: 500, body: '<html>error</html>' }));
    await expect(client().call({ path: '/api/x', schema: numbers })).rejects.toMatchObject({
      kind: 'server',
      message: M.errServer(500),
    });
  });

  it('hands back the envelope message with the data', async () => {
    server.handle(() => ({
      body: { code: 200, success: true, data: { FLWSID: '9' }, msg: '保存成功!' },
    }));
    await expect(
      client().callWithMessage({ path: '/api/save', schema: z.object({ FLWSID: z.string() }) }),
    ).resolves.toEqual({ data: { FLWSID: '9' }, msg: '保存成功!' });
  });

  it('reads a text answer, and a refusal envelope in its place as an ApiError', async () => {
    server.handle(() => ({
      raw: Buffer.from('<p>打印</p>'),
      headers: { 'Content-Type': 'text/html' },
    }));
    await expect(client().text({ path: '/api/print', method: 'GET' })).resolves.toBe('<p>打印</p>');
    server.handle(() => refuse('缺少模板ID!'));
    await expect(client().text({ path: '/api/print', method: 'GET' })).rejects.toMatchObject({
      kind: 'server',
      message: '缺少模板ID!',
    });
  });

  describe('openStream', () => {
    const drain = async (body: NodeJS.ReadableStream): Promise<string> => {
      let out = '';
      for await (const chunk of body) out += String(chunk);
      return out;
    };

    it('streams a file with Blade-Auth, refreshing the token once on 401', async () => {
      let token = 'old';
      const tokens: TokenSource = {
        accessToken: () => token,
        refresh: async () => {
          token = 'new';
          return true;
        },
        expired: () => {},
      };
      server.handle((c) =>
        c.headers['blade-auth'] === 'bearer new'
          ? {
              raw: Buffer.from('file-bytes'),
              headers: {
                'Content-Disposition': 'attachment; filename="a.txt"',
                'Content-Type': 'text/plain',
              },
            }
          : { status: 401, body: { code: 401, success: false, msg: '请求未授权' } },
      );
      const reply = await client({ tokens }).openStream({ path: '/api/file', query: { md5: 'm' } });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-disposition']).toContain('a.txt');
      expect(await drain(reply.body)).toBe('file-bytes');
      expect(server.calls.map((c) => c.headers['blade-auth'])).toEqual([
        'bearer old',
        'bearer new',
      ]);
    });

    it('raises AuthExpiredError when the refresh fails', async () => {
      server.handle(() => ({
        status: 401,
        body: { code: 401, success: false, msg: '请求未授权' },
      }));
      let expired = 0;
      const tokens: TokenSource = {
        accessToken: () => 't',
        refresh: async () => false,
        expired: () => expired++,
      };
      await expect(client({ tokens }).openStream({ path: '/api/file' })).rejects.toBeInstanceOf(
        AuthExpiredError,
      );
      expect(expired).toBe(1);
    });

    it('turns refusals into ApiError with the server message, and no server into OfflineError', async () => {
      server.handle(() => ({ status: 404, ...refuse('附件没找到！', 404) }));
      await expect(client().openStream({ path: '/api/file' })).rejects.toMatchObject({
        kind: 'server',
        message: '附件没找到！',
      });
      server.handle(() => refuse('请选择要打包的文件'));
      await expect(
        client().openStream({ path: '/api/zip', method: 'POST', form: { md5s: '' } }),
      ).rejects.toMatchObject({ message: '请选择要打包的文件' });
      expect(server.calls.at(-1)?.method).toBe('POST');

      const deadUrl = server.url;
      await server.close();
      server = await startFakeServer();
      let failures = 0;
      const c = new BladeClient({
        baseUrl: () => deadUrl,
        net: { reportSuccess: () => {}, reportFailure: () => failures++ },
      });
      await expect(c.openStream({ path: '/api/file' })).rejects.toBeInstanceOf(OfflineError);
      expect(failures).toBe(1);
    });

    it('treats a JSON file sent as an attachment as a file, not an envelope', async () => {
      server.handle(() => ({
        raw: Buffer.from('{"code":500}'),
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename=data.json',
        },
      }));
      const reply = await client().openStream({ path: '/api/file' });
      expect(await drain(reply.body)).toBe('{"code":500}');
    });
  });
});
