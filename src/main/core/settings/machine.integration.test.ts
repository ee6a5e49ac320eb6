import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../../server/index';
import { createCore, type Core } from '../app';
import { coreCalls, tmpDir } from '../testing/reference';
import { M } from '../../../shared/messages';

// IT's machine config through the whole core: plain HTTP refused at login, the grant type the
// renderer is told, the captcha from the reference server.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function core(machineConfig: Record<string, unknown>): Promise<Core> {
  const profileDir = tmpDir('xfjd-machine-');
  const machine = join(profileDir, 'machine.json');
  writeFileSync(machine, JSON.stringify(machineConfig));
  const c = await createCore({
    profileDir,
    machineConfigPath: machine,
    net: { onlineIntervalMs: 60_000 },
    requestTimeoutMs: 3000,
  });
  cleanups.push(() => c.dispose());
  return c;
}

const LOGIN = { tenantId: '000000', username: 'demo', password: 'demo123456' };

describe('machine config in the core', () => {
  it('refuses to sign in to a plain http:// server that is not this machine', async () => {
    // TEST-NET-1: nothing answers there, and nothing is sent there either.
    const c = await core({ serverUrl: 'http://192.0.2.1:8080' });
    const calls = coreCalls(() => c);
    expect(await calls.call('session:login', LOGIN)).toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.settingsInsecureHttp },
    });
    expect(await calls.refusal('session:captcha', undefined)).toBe(M.settingsInsecureHttp);
  });

  it('signs in over loopback http://, and tells the renderer the grant type', async () => {
    const server = await startServer({ port: 0, dataDir: tmpDir('xfjd-machine-server-') });
    cleanups.push(() => server.close());
    const c = await core({ serverUrl: server.url, auth: { grantType: 'captcha' } });
    const calls = coreCalls(() => c);
    const boot = await calls.value('shell:bootstrap', undefined);
    expect(boot.settings).toMatchObject({ grantType: 'captcha', allowInsecureHttp: false });
    const captcha = await calls.value('session:captcha', undefined);
    expect(captcha.key).toBeTruthy();
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await calls.refusal('session:login', LOGIN)).toBe(M.loginCaptchaRequired);
  });

  it('takes the department fields IT names; the province extension fills one the record lacks', async () => {
    const server = await startServer({ port: 0, dataDir: tmpDir('xfjd-machine-server-') });
    cleanups.push(() => server.close());
    // A province whose department record names the regional code differently.
    const c = await core({ serverUrl: server.url, deptFields: { regionCode: ['xzqhdm'] } });
    const info = await coreCalls(() => c).value('session:login', LOGIN);
    // The reference department has no xzqhdm; getCurrentUserInfo answers the regional code.
    expect(info.user).toMatchObject({ region_code: '15', missing: [] });
    expect(info.user.company_id).toBe('1501020000');
  });
});
