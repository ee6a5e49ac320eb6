import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BladeClient } from '../api/client';
import {
  startFakeServer,
  type FakeCall,
  type FakeReply,
  type FakeServer,
} from '../testing/fake-http';
import { MemorySecretStore } from './secret-store';
import { SessionManager, type SessionDeps } from './session';
import type { AuthOptions } from './auth';
import { M } from '../../../shared/messages';

// Sign-in against a scripted gateway: no province extension needed, IT's client and grant type,
// the captcha headers, plain HTTP refused, and the context restored offline with its gaps.

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
});

const managers: SessionManager[] = [];
afterEach(() => {
  while (managers.length) managers.pop()!.close();
});

const data = (d: unknown): FakeReply => ({ body: { code: 200, success: true, data: d, msg: '' } });
const TOKEN = {
  access_token: 'acc-1',
  refresh_token: 'ref-1',
  token_type: 'bearer',
  expires_in: 7200,
  user_id: '42',
  account: 'demo',
  real_name: '',
  tenant_id: '',
  dept_id: 'd1',
};

/** A plain BladeX: no getCurrentUserInfo, a department record without a regional code. */
function plainGateway(over: Partial<Record<string, FakeReply>> = {}): void {
  fake.handle((c: FakeCall) => {
    const path = c.path.split('?')[0];
    const reply = over[path];
    if (reply) return reply;
    if (path === '/api/blade-auth/oauth/token')
      return new URLSearchParams(c.body).get('grant_type') === 'refresh_token'
        ? { body: { ...TOKEN, access_token: 'acc-2', refresh_token: 'ref-2' } }
        : { body: TOKEN };
    if (path === '/api/blade-user/info')
      return data({ id: '42', account: 'demo', realName: '张伟', code: 'PN-1' });
    if (path === '/api/blade-system/menu/buttons') return data([{ code: '933001001' }]);
    if (path === '/api/blade-system/dept/detail')
      return data({ id: 'd1', deptName: '新城大队', fullName: '新城区消防救援大队' });
    return { status: 404, body: { status: 404, error: 'Not Found', path } };
  });
}

type Options = {
  auth?: AuthOptions;
  insecure?: () => string | null;
  profileDir?: string;
  serverKey?: string;
};

function manager(o: Options = {}, store = new MemorySecretStore()) {
  const expired: string[] = [];
  const profileDir = o.profileDir ?? mkdtempSync(join(tmpdir(), 'xfjd-session-'));
  const deps: SessionDeps = {
    client: () => client,
    store,
    profileDir,
    serverKey: () => o.serverKey ?? fake.url,
    displayUrl: () => fake.url,
    onExpired: (account) => expired.push(account),
    auth: o.auth ? () => o.auth! : undefined,
    insecure: o.insecure,
    contextTimeoutMs: 2000,
  };
  const session = new SessionManager(deps);
  const client = new BladeClient({ baseUrl: () => fake.url, tokens: session, readRetries: 0 });
  managers.push(session);
  return { session, expired, store, profileDir };
}

const LOGIN = { tenantId: '000000', username: 'demo', password: 'demo123456' };

describe('SessionManager.login', () => {
  it('signs in on a plain BladeX without the province extension', async () => {
    plainGateway();
    const { session } = manager();
    const info = await session.login(LOGIN);
    expect(info).toMatchObject({ account: 'demo', realName: '张伟', tenantId: '000000' });
    expect(info.user).toMatchObject({
      company_id: 'd1',
      company_name: '新城区消防救援大队',
      police_number: 'PN-1',
      permissions: ['933001001'],
    });
    expect(info.user.missing?.map((g) => g.piece)).toEqual(['regionCode']);
    expect(fake.calls.some((c) => c.path === '/api/blade-xfjd/api/base/getCurrentUserInfo')).toBe(
      true,
    );
  });

  it('sends the client IT configured, and the captcha headers with grant type captcha', async () => {
    plainGateway();
    const auth: AuthOptions = { clientId: 'xfjd', clientSecret: 's3cret', grantType: 'captcha' };
    const { session } = manager({ auth });
    await expect(session.login(LOGIN)).rejects.toThrow(M.loginCaptchaRequired);
    expect(fake.calls).toEqual([]);
    await session.login({ ...LOGIN, captchaKey: 'k-1', captchaCode: 'ab12' });
    const token = fake.calls.find((c) => c.path === '/api/blade-auth/oauth/token')!;
    expect(token.headers.authorization).toBe(
      `Basic ${Buffer.from('xfjd:s3cret').toString('base64')}`,
    );
    expect(token.headers['captcha-key']).toBe('k-1');
    expect(token.headers['captcha-code']).toBe('ab12');
    expect(new URLSearchParams(token.body).get('grant_type')).toBe('captcha');
  });

  it('shows blade-auth’s Chinese refusal as it is, and a catalogue text for Spring’s English one', async () => {
    plainGateway({
      '/api/blade-auth/oauth/token': {
        status: 400,
        body: { error: 'invalid_grant', error_description: '用户名或密码不正确' },
      },
    });
    const { session } = manager();
    await expect(session.login(LOGIN)).rejects.toThrow('用户名或密码不正确');
    plainGateway({
      '/api/blade-auth/oauth/token': {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Bad client credentials' },
      },
    });
    const refusal = await session.login(LOGIN).then(
      () => '',
      (err: Error) => err.message,
    );
    expect(refusal).toBe(M.errCredentialsRefused(401));
    expect(refusal).not.toMatch(/Bad client credentials/);
  });

  it('uses saber:saber_secret and the password grant by default, with no captcha headers', async () => {
    plainGateway();
    const { session } = manager();
    await session.login(LOGIN);
    const token = fake.calls.find((c) => c.path === '/api/blade-auth/oauth/token')!;
    expect(token.headers.authorization).toBe(
      `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
    );
    expect(token.headers['captcha-key']).toBeUndefined();
    expect(new URLSearchParams(token.body).get('grant_type')).toBe('password');
  });

  it('refuses to send the password over plain HTTP, and does not resume a stored login', async () => {
    plainGateway();
    let refusal: string | null = null;
    const store = new MemorySecretStore();
    const first = manager({ insecure: () => refusal }, store);
    await first.session.login(LOGIN);
    first.session.close();
    refusal = M.settingsInsecureHttp;
    fake.calls.length = 0;
    const { session } = manager({ insecure: () => refusal, profileDir: first.profileDir }, store);
    expect(session.restore()).toBeNull();
    await expect(session.login(LOGIN)).rejects.toThrow(M.settingsInsecureHttp);
    await expect(session.captcha('000000')).rejects.toThrow(M.settingsInsecureHttp);
    expect(await session.refresh()).toBe(false);
    expect(fake.calls).toEqual([]);
  });

  it('does not ask for a new login when a context call is refused during sign-in', async () => {
    plainGateway({
      '/api/blade-system/menu/buttons': {
        status: 401,
        body: { code: 401, success: false, msg: '请求未授权' },
      },
    });
    const { session, expired, store } = manager();
    const info = await session.login(LOGIN);
    expect(info.user.missing?.map((g) => g.piece)).toContain('permissions');
    expect(expired).toEqual([]);
    // The refresh the refused call caused is kept, not the tokens the login started with.
    expect([session.accessToken(), store.load()?.accessToken]).toEqual(['acc-2', 'acc-2']);
  });

  it('restores the context with its gaps from the account cache', async () => {
    plainGateway();
    const store = new MemorySecretStore();
    const first = manager({}, store);
    const signedIn = await first.session.login(LOGIN);
    first.session.close();
    const { session } = manager({ profileDir: first.profileDir }, store);
    const restored = session.restore();
    expect(restored).toEqual(signedIn);
    expect(restored?.user.missing?.[0].piece).toBe('regionCode');
  });

  it('names the officer on this server with a scope of its own: same after a restart, another for another account or server', async () => {
    plainGateway();
    const store = new MemorySecretStore();
    const first = manager({}, store);
    const demo = await first.session.login(LOGIN);
    expect(demo.scope).toMatch(/^[0-9a-f]{16}$/);
    expect(demo.scope).not.toContain('demo');
    first.session.close();
    // A restart resumes the same officer under the same scope.
    expect(manager({ profileDir: first.profileDir }, store).session.restore()?.scope).toBe(
      demo.scope,
    );
    // Another account on the same server.
    plainGateway({
      '/api/blade-auth/oauth/token': { body: { ...TOKEN, account: 'lisi' } },
      '/api/blade-user/info': data({ id: '43', account: 'lisi', realName: '李思远' }),
    });
    const lisi = await manager().session.login({ ...LOGIN, username: 'lisi' });
    expect(lisi.account).toBe('lisi');
    expect(lisi.scope).not.toBe(demo.scope);
    // The same account on another server.
    plainGateway();
    const elsewhere = await manager({ serverKey: 'https://other.example' }).session.login(LOGIN);
    expect(elsewhere.account).toBe('demo');
    expect(elsewhere.scope).not.toBe(demo.scope);
  });
});

describe('SessionManager with a damaged account database', () => {
  it('signs in on a rebuilt database and tells the officer once what was kept', async () => {
    plainGateway();
    const store = new MemorySecretStore();
    const first = manager({}, store);
    expect((await first.session.login(LOGIN)).notices).toBeUndefined();
    first.session.close();
    const dataDir = join(first.profileDir, 'data');
    const file = readdirSync(dataDir).find((f) => f.endsWith('.sqlite'))!;
    writeFileSync(join(dataDir, file), 'this is not a database'.repeat(400));

    // The cached context went with the damaged file: no resume, the login page instead.
    const second = manager({ profileDir: first.profileDir }, store);
    expect(second.session.restore()).toBeNull();
    const info = await second.session.login(LOGIN);
    expect(info.notices).toHaveLength(1);
    expect(info.notices![0]).toContain('本机数据库文件已损坏，已自动重建');
    expect(readdirSync(dataDir).some((f) => f.includes('.corrupt-'))).toBe(true);
    second.session.logout();
    expect((await second.session.login(LOGIN)).notices).toBeUndefined();
  });
});

describe('SessionManager.captcha', () => {
  it('reads the plain and the enveloped answer, and makes a data URL of bare base64', async () => {
    const { session } = manager();
    plainGateway({ '/api/blade-auth/oauth/captcha': { body: { key: 'k', image: 'iVBOR' } } });
    expect(await session.captcha('000000')).toEqual({
      key: 'k',
      image: 'data:image/png;base64,iVBOR',
    });
    plainGateway({
      '/api/blade-auth/oauth/captcha': data({ key: 'k2', image: 'data:image/gif;base64,R0l' }),
    });
    expect(await session.captcha('000000')).toEqual({
      key: 'k2',
      image: 'data:image/gif;base64,R0l',
    });
    expect(fake.calls.at(-1)?.method).toBe('GET');
  });

  it('refuses an answer without an image', async () => {
    const { session } = manager();
    plainGateway({ '/api/blade-auth/oauth/captcha': { body: { key: 'k' } } });
    await expect(session.captcha('000000')).rejects.toThrow(M.errBadResponse);
  });
});
