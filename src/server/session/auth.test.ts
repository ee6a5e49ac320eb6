import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASIC,
  call,
  login,
  md5,
  requestToken,
  startTestServer,
  type TestServer,
} from '../testing';
import { DEFAULT_TENANT_ID, SESSION_API } from '../../shared/session/constants';
import { envelopeSchema } from '../../shared/common/schemas';
import {
  tokenErrorSchema,
  tokenResponseSchema,
  userInfoSchema,
} from '../../shared/session/schemas';
import { DICT_API } from '../../shared/dict/constants';
import { TASKS_API } from '../../shared/tasks/constants';
import { DETAIL_API } from '../../shared/detail/constants';
import { GENERIC_API } from '../../shared/generic/constants';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

const passwordGrant = (username: string, password: string): Record<string, string> => ({
  tenantId: DEFAULT_TENANT_ID,
  username,
  password: md5(password),
  grant_type: 'password',
  scope: 'all',
  type: 'account',
});

/** Every call except the token call, with a body it would accept. */
const PROTECTED: Array<{ path: string; method: 'GET' | 'POST'; form: Record<string, string> }> = [
  { path: SESSION_API.userInfo, method: 'POST', form: {} },
  { path: DICT_API.dictionary, method: 'GET', form: { code: 'XFJD_FLWS_STATUS' } },
  { path: TASKS_API.taskList, method: 'POST', form: { current: '1', size: '10' } },
  { path: DETAIL_API.detailConfig, method: 'POST', form: { rwid: '1782341906023757' } },
  { path: DETAIL_API.detailWsList, method: 'POST', form: { rwid: '1782341906023757' } },
  { path: GENERIC_API.connectionTime, method: 'POST', form: {} },
  {
    path: GENERIC_API.pageQuery,
    method: 'POST',
    form: { dwId: '4372', obj: '{"RWID":"1782341906023757"}' },
  },
];

const UNAUTHORIZED = { code: 401, success: false, msg: '请求未授权' };

describe('token call', () => {
  it('grants a bearer token for the right MD5 password, with the officer on it', async () => {
    const { status, json } = await requestToken(server.url, passwordGrant('demo', 'demo123456'));
    expect(status).toBe(200);
    const token = tokenResponseSchema.parse(json);
    expect(token).toMatchObject({
      token_type: 'bearer',
      expires_in: 7200,
      account: 'demo',
      real_name: '张伟',
      tenant_id: '000000',
      user_id: '1123598821738675201',
      dept_id: '1501020010',
      role_name: '执法人员',
    });
    expect(token.access_token).not.toBe(token.refresh_token);
  });

  it('refuses a wrong password, an unknown account and a plain-text password with the BladeX error', async () => {
    for (const form of [
      passwordGrant('demo', 'wrong-password'),
      passwordGrant('nobody', 'demo123456'),
      { ...passwordGrant('demo', 'x'), password: 'demo123456' },
    ]) {
      const { status, json } = await requestToken(server.url, form);
      expect(status).toBe(400);
      expect(json).toEqual({ error_code: 400, error_description: '用户名或密码不正确' });
      expect(tokenErrorSchema.parse(json).error_description).toBe('用户名或密码不正确');
    }
  });

  it('refuses an empty user name, and an unsupported grant type', async () => {
    expect(
      (await requestToken(server.url, { ...passwordGrant('demo', 'demo123456'), username: '' }))
        .json,
    ).toEqual({
      error_code: 400,
      error_description: '用户名或密码不能为空',
    });
    expect(
      (
        await requestToken(server.url, {
          ...passwordGrant('demo', 'demo123456'),
          grant_type: 'client_credentials',
        })
      ).json,
    ).toEqual({
      error_code: 400,
      error_description: '不支持的授权类型',
    });
  });

  it('refuses missing or wrong client credentials with 401 客户端认证失败', async () => {
    const wrong = `Basic ${Buffer.from('saber:not_the_secret').toString('base64')}`;
    for (const authorization of [null, wrong, 'Bearer abc', 'Basic !!!']) {
      const { status, json } = await requestToken(
        server.url,
        passwordGrant('demo', 'demo123456'),
        authorization,
      );
      expect(status).toBe(401);
      expect(json).toEqual({ error_code: 401, error_description: '客户端认证失败' });
    }
    expect(
      (await requestToken(server.url, passwordGrant('demo', 'demo123456'), BASIC)).status,
    ).toBe(200);
  });

  it('rotates tokens on refresh: new pair works, the old refresh token is refused', async () => {
    const first = await login(server.url);
    const refreshed = await requestToken(server.url, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh,
      scope: 'all',
    });
    expect(refreshed.status).toBe(200);
    const second = tokenResponseSchema.parse(refreshed.json);
    expect(second.access_token).not.toBe(first.access);
    expect(second.refresh_token).not.toBe(first.refresh);
    expect(second.account).toBe('demo');

    const info = await call(server.url, second.access_token, SESSION_API.userInfo);
    expect(info.status).toBe(200);
    expect(userInfoSchema.parse(info.json.data).account).toBe('demo');

    const again = await requestToken(server.url, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh,
      scope: 'all',
    });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error_code: 400, error_description: '刷新令牌无效或已过期' });

    const bogus = await requestToken(server.url, {
      grant_type: 'refresh_token',
      refresh_token: 'not-a-token',
      scope: 'all',
    });
    expect(bogus.json).toEqual({ error_code: 400, error_description: '刷新令牌无效或已过期' });
    // An access token is not a refresh token.
    const swapped = await requestToken(server.url, {
      grant_type: 'refresh_token',
      refresh_token: second.access_token,
      scope: 'all',
    });
    expect(swapped.json).toEqual({ error_code: 400, error_description: '刷新令牌无效或已过期' });
  });
});

describe('Blade-Auth on every other call', () => {
  it('answers 401 请求未授权 without a token, with a wrong one and with a malformed header', async () => {
    for (const { path, method, form } of PROTECTED) {
      for (const token of [null, 'deadbeef']) {
        const { status, json } = await call(server.url, token, path, form, method);
        expect(status, `${path} ${token}`).toBe(401);
        expect(json).toMatchObject(UNAUTHORIZED);
        expect(envelopeSchema.parse(json).success).toBe(false);
      }
      const malformed = await fetch(server.url + path, {
        method,
        headers: { 'Blade-Auth': 'token-without-scheme' },
      });
      expect(malformed.status).toBe(401);
    }
  });

  it('refuses a refresh token used as an access token', async () => {
    const { refresh } = await login(server.url);
    const { status, json } = await call(server.url, refresh, SESSION_API.userInfo);
    expect(status).toBe(401);
    expect(json).toMatchObject(UNAUTHORIZED);
  });

  it('accepts a valid token on every call, in the envelope', async () => {
    const { access } = await login(server.url);
    for (const { path, method, form } of PROTECTED) {
      const { status, json } = await call(server.url, access, path, form, method);
      expect(status, path).toBe(200);
      expect(envelopeSchema.parse(json)).toMatchObject({
        code: 200,
        success: true,
        msg: '操作成功',
      });
    }
  });

  it('answers an unknown path with a 404 envelope once signed in', async () => {
    const { access } = await login(server.url);
    const { status, json } = await call(server.url, access, '/api/blade-xfjd/api/base/noSuchCall');
    expect(status).toBe(404);
    expect(json).toMatchObject({
      code: 404,
      success: false,
      msg: '接口不存在：POST /api/blade-xfjd/api/base/noSuchCall',
    });
  });
});

describe('token lifetime', () => {
  it('refuses an expired access token on every call, and a refresh token still renews it', async () => {
    const short = await startTestServer({ tokenTtlSeconds: 1 });
    try {
      const tokens = await login(short.url);
      expect((await call(short.url, tokens.access, SESSION_API.userInfo)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      for (const { path, method, form } of PROTECTED) {
        const { status, json } = await call(short.url, tokens.access, path, form, method);
        expect(status, path).toBe(401);
        expect(json).toMatchObject(UNAUTHORIZED);
      }
      const renewed = await requestToken(short.url, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh,
        scope: 'all',
      });
      expect(renewed.status).toBe(200);
      expect(tokenResponseSchema.parse(renewed.json).expires_in).toBe(1);
    } finally {
      await short.dispose();
    }
  });

  it('refuses an expired refresh token', async () => {
    const short = await startTestServer({ refreshTtlSeconds: 1 });
    try {
      const tokens = await login(short.url);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      const { status, json } = await requestToken(short.url, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh,
        scope: 'all',
      });
      expect(status).toBe(400);
      expect(json).toEqual({ error_code: 400, error_description: '刷新令牌无效或已过期' });
    } finally {
      await short.dispose();
    }
  });
});

describe('token call, query-string form', () => {
  it('accepts the grant in the query string as Saber front ends send it', async () => {
    const query = new URLSearchParams(passwordGrant('wangwu', 'wangwu123456'));
    const res = await fetch(`${server.url}${SESSION_API.token}?${query.toString()}`, {
      method: 'POST',
      headers: { Authorization: BASIC },
    });
    expect(res.status).toBe(200);
    expect(tokenResponseSchema.parse(await res.json())).toMatchObject({
      account: 'wangwu',
      real_name: '王晓东',
    });
  });
});
