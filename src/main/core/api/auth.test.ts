import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { M } from '../../../shared/messages';
import { AuthExpiredError, ForbiddenError, toErrorPayload } from '../errors';
import { ok, startFakeServer, type FakeReply, type FakeServer } from '../testing/fake-http';
import { HttpUploadTransport, TransferError } from '../uploads/transport';
import { classifyFailure } from '../../../shared/uploads/queue-rules';
import { BladeClient, type TokenSource } from './client';

// Expiry signalled in the body (blade-tool's SecureInterceptor: HTTP 200, `{code: 401}`), and the
// permission refusal that a 401 right after a successful refresh is.

const numbers = z.array(z.number());

/** blade-tool's R.fail(ResultCode.UN_AUTHORIZED) as SecureInterceptor writes it, with HTTP 200. */
const bodyExpired: FakeReply = {
  body: { code: 401, success: false, data: {}, msg: '请求未授权' },
};
/** The gateway's AuthFilter: HTTP 401, `{code, msg, data}` and no `success`. */
const gatewayExpired: FakeReply = {
  status: 401,
  body: { code: 401, msg: '缺失令牌,鉴权失败', data: null },
};

type Counting = TokenSource & { refreshes: number; expiries: number };

function tokenSource(refreshWorks: boolean): Counting {
  let token = 'old';
  const t: Counting = {
    refreshes: 0,
    expiries: 0,
    accessToken: () => token,
    refresh: async () => {
      t.refreshes++;
      if (refreshWorks) token = 'new';
      return refreshWorks;
    },
    expired: () => {
      t.expiries++;
    },
  };
  return t;
}

const fileReply: FakeReply = {
  raw: Buffer.from('file-bytes'),
  headers: { 'Content-Disposition': 'attachment; filename="a.txt"', 'Content-Type': 'text/plain' },
};

describe('BladeClient: expiry in the body, permission refusals', () => {
  let server: FakeServer;
  beforeEach(async () => {
    server = await startFakeServer();
  });
  afterEach(async () => {
    await server.close();
  });

  const client = (tokens: TokenSource): BladeClient =>
    new BladeClient({ baseUrl: () => server.url, retryDelayMs: 1, tokens });
  const withNewToken =
    (good: FakeReply, refused: FakeReply = bodyExpired) =>
    (c: { headers: Record<string, unknown> }): FakeReply =>
      c.headers['blade-auth'] === 'bearer new' ? good : refused;

  it.each([
    ['HTTP 200 with code 401', bodyExpired],
    ['HTTP 200 with code "401" and no success', { body: { code: '401', msg: '请求未授权' } }],
    ["the gateway's 401 without success", gatewayExpired],
  ])('refreshes once on %s and repeats the call', async (_name, refused) => {
    server.handle(withNewToken(ok([42]), refused));
    const tokens = tokenSource(true);
    await expect(client(tokens).call({ path: '/api/x', schema: numbers })).resolves.toEqual([42]);
    expect(server.calls.map((c) => c.headers['blade-auth'])).toEqual(['bearer old', 'bearer new']);
    expect(tokens).toMatchObject({ refreshes: 1, expiries: 0 });
  });

  it('repeats without a second refresh when another call renewed the token meanwhile', async () => {
    const tokens = tokenSource(true);
    // The old token is refused; by the time the answer arrives, another call has renewed it.
    server.handle((c) => {
      if (c.headers['blade-auth'] === 'bearer new') return ok([7]);
      void tokens.refresh();
      return bodyExpired;
    });
    await expect(client(tokens).call({ path: '/api/x', schema: numbers })).resolves.toEqual([7]);
    expect(tokens).toMatchObject({ refreshes: 1, expiries: 0 });
    expect(server.calls.map((c) => c.headers['blade-auth'])).toEqual(['bearer old', 'bearer new']);
  });

  it('asks for a new sign-in when the refresh fails after a body code 401', async () => {
    server.handle(() => bodyExpired);
    const tokens = tokenSource(false);
    const err = await client(tokens)
      .call({ path: '/api/x', schema: numbers, read: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthExpiredError);
    expect(toErrorPayload(err)).toEqual({ kind: 'expired', message: M.loginExpired });
    expect(tokens).toMatchObject({ refreshes: 1, expiries: 1 });
    // Reads are retried on network trouble only: an expiry is not asked three times.
    expect(server.calls).toHaveLength(1);
  });

  it('is a permission refusal, not an expiry, when the fresh token is refused too', async () => {
    server.handle(() => bodyExpired);
    const tokens = tokenSource(true);
    const err = await client(tokens)
      .call({ path: '/api/x', schema: numbers })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ForbiddenError);
    // '请求未授权' is the framework's word for any refusal: the catalogue's text says more.
    expect(toErrorPayload(err)).toEqual({ kind: 'server', message: M.errForbidden });
    expect(tokens).toMatchObject({ refreshes: 1, expiries: 0 });
    expect(server.calls).toHaveLength(2);
  });

  it("shows the province's own Chinese text of a permission refusal, never an English one", async () => {
    server.handle(
      withNewToken(
        { status: 401, body: { code: 401, success: false, msg: '您无权审批该文书' } },
        gatewayExpired,
      ),
    );
    await expect(
      client(tokenSource(true)).call({ path: '/api/x', schema: numbers }),
    ).rejects.toMatchObject({ kind: 'server', message: '您无权审批该文书' });

    server.handle(
      withNewToken(
        { status: 401, body: { error: 'access_denied', error_description: 'Access is denied' } },
        gatewayExpired,
      ),
    );
    await expect(
      client(tokenSource(true)).call({ path: '/api/x', schema: numbers }),
    ).rejects.toMatchObject({ kind: 'server', message: M.errForbidden });
  });

  it('turns HTTP 403 into the permission message, or the Chinese text the server gave', async () => {
    server.handle(() => ({ status: 403, body: '<html>Forbidden</html>' }));
    const tokens = tokenSource(true);
    const err = await client(tokens)
      .call({ path: '/api/x', schema: numbers })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ForbiddenError);
    expect(toErrorPayload(err)).toEqual({ kind: 'server', message: M.errForbidden });
    expect(tokens.refreshes).toBe(0);

    server.handle(() => ({ status: 403, body: { code: 403, success: false, msg: '请求被拒绝' } }));
    await expect(client(tokens).call({ path: '/api/x', schema: numbers })).rejects.toMatchObject({
      message: '请求被拒绝',
    });
  });

  it('treats body code 401 the same way in text answers', async () => {
    server.handle(
      withNewToken({ raw: Buffer.from('<p>打印</p>'), headers: { 'Content-Type': 'text/html' } }),
    );
    const tokens = tokenSource(true);
    await expect(client(tokens).text({ path: '/api/print', method: 'GET' })).resolves.toBe(
      '<p>打印</p>',
    );
    expect(tokens.refreshes).toBe(1);

    server.handle(() => bodyExpired);
    const gone = tokenSource(false);
    await expect(client(gone).text({ path: '/api/print', method: 'GET' })).rejects.toBeInstanceOf(
      AuthExpiredError,
    );
    expect(gone.expiries).toBe(1);
    await expect(
      client(tokenSource(true)).text({ path: '/api/print', method: 'GET' }),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });

  describe('streaming downloads', () => {
    const drain = async (body: NodeJS.ReadableStream): Promise<string> => {
      let out = '';
      for await (const chunk of body) out += String(chunk);
      return out;
    };

    it('refreshes on a small JSON answer with code 401 and then streams the file', async () => {
      server.handle(withNewToken(fileReply));
      const tokens = tokenSource(true);
      const reply = await client(tokens).openStream({ path: '/api/file' });
      expect(await drain(reply.body)).toBe('file-bytes');
      expect(tokens).toMatchObject({ refreshes: 1, expiries: 0 });
    });

    it('asks for a new sign-in when that refresh fails', async () => {
      server.handle(() => bodyExpired);
      const tokens = tokenSource(false);
      await expect(client(tokens).openStream({ path: '/api/file' })).rejects.toBeInstanceOf(
        AuthExpiredError,
      );
      expect(tokens).toMatchObject({ refreshes: 1, expiries: 1 });
    });

    it('is a permission refusal when the fresh token is refused (body or HTTP 401)', async () => {
      for (const refused of [bodyExpired, gatewayExpired]) {
        server.handle(() => refused);
        const tokens = tokenSource(true);
        const err = await client(tokens)
          .openStream({ path: '/api/file' })
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(ForbiddenError);
        expect((err as ForbiddenError).message).toBe(M.errForbidden);
        expect(tokens.expiries).toBe(0);
      }
    });
  });

  describe('uploads (check, init and merge go through call)', () => {
    const transport = (tokens: TokenSource): HttpUploadTransport =>
      new HttpUploadTransport({ client: () => client(tokens), baseUrl: () => server.url });
    const check = {
      uploadKey: 'k',
      md5: 'm',
      fileName: 'a.mp4',
      fileSize: 1,
      businessId: 'b',
      businessType: 'fj',
      runId: 'r',
    };

    it('maps an expiry in the body to a relogin failure', async () => {
      server.handle(() => bodyExpired);
      const tokens = tokenSource(false);
      const t = transport(tokens);
      const err = await t.check(check).catch((e: unknown) => e);
      t.dispose();
      expect(err).toBeInstanceOf(TransferError);
      expect((err as TransferError).failure).toEqual({ status: 401 });
      expect(classifyFailure((err as TransferError).failure)).toBe('relogin');
      expect(tokens.expiries).toBe(1);
    });

    it('maps a permission refusal to a fatal failure with its message, not a relogin', async () => {
      server.handle(() => bodyExpired);
      const t = transport(tokenSource(true));
      const err = await t.check(check).catch((e: unknown) => e);
      t.dispose();
      expect(err).toBeInstanceOf(TransferError);
      expect((err as TransferError).message).toBe(M.errForbidden);
      expect(classifyFailure((err as TransferError).failure)).toBe('fatal');
    });
  });
});
