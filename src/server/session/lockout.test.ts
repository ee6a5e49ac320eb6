import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, md5, requestToken, startTestServer, type TestServer } from '../testing';
import { FAILURE_WINDOW_MS, LOCK_MS, LoginGuard, lockedMessage } from './lockout';
import { DEFAULT_TENANT_ID } from '../../shared/session/constants';

// Repeated failed logins lock the account (both modes): 5 failures within 15 minutes lock it for
// 15 minutes, the right password included; a success starts the count again; per account.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

const attempt = async (account: string, password: string): Promise<string | null> => {
  const { status, json } = await requestToken(server.url, {
    tenantId: DEFAULT_TENANT_ID,
    username: account,
    password: md5(password),
    grant_type: 'password',
    scope: 'all',
  });
  return status === 200 ? null : String(json.error_description);
};

describe('login lockout', () => {
  it('locks an account after 5 failures, refuses even the right password, and opens again after 15 minutes', async () => {
    for (let i = 0; i < 4; i += 1)
      expect(await attempt('lisi', 'wrong')).toBe('用户名或密码不正确');
    expect(await attempt('lisi', 'wrong')).toBe(lockedMessage(15));
    expect(lockedMessage(15)).toBe('登录失败次数过多，账号已锁定，请15分钟后再试');
    expect(await attempt('lisi', 'lisi123456')).toBe(lockedMessage(15));
    // Per account: another officer signs in meanwhile.
    expect(await attempt('wangwu', 'wangwu123456')).toBeNull();
    server.advance(LOCK_MS - 60_000);
    expect(await attempt('lisi', 'lisi123456')).toBe(lockedMessage(1));
    server.advance(60_000);
    try {
      expect(await attempt('lisi', 'lisi123456')).toBeNull();
    } finally {
      server.advance(-LOCK_MS);
    }
  });

  it('starts the count again after a success, and forgets failures older than the window', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('wangwu', 'wrong');
    expect(await attempt('wangwu', 'wangwu123456')).toBeNull();
    for (let i = 0; i < 4; i += 1)
      expect(await attempt('wangwu', 'wrong')).toBe('用户名或密码不正确');
    server.advance(FAILURE_WINDOW_MS);
    try {
      expect(await attempt('wangwu', 'wrong')).toBe('用户名或密码不正确');
      expect(await attempt('wangwu', 'wangwu123456')).toBeNull();
    } finally {
      server.advance(-FAILURE_WINDOW_MS);
    }
  });

  it('counts unknown accounts too, so the answers do not tell which accounts exist', async () => {
    for (let i = 0; i < 4; i += 1) expect(await attempt('nobody', 'x')).toBe('用户名或密码不正确');
    expect(await attempt('nobody', 'x')).toBe(lockedMessage(15));
    expect((await login(server.url)).access).toBeTruthy();
  });

  it('keeps the count per tenant and account, case-insensitively', () => {
    let now = 0;
    const guard = new LoginGuard(() => now);
    for (let i = 0; i < 4; i += 1) expect(guard.failed('000000', 'Demo')).toBe(false);
    expect(guard.failed('000001', 'demo')).toBe(false);
    expect(guard.failed('000000', 'demo')).toBe(true);
    expect(guard.lockedMinutes('000000', 'DEMO')).toBe(15);
    expect(guard.lockedMinutes('000001', 'demo')).toBe(0);
    now += LOCK_MS;
    expect(guard.lockedMinutes('000000', 'demo')).toBe(0);
  });
});
