import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { M } from '../../shared/messages';
import { startServer } from '../../server/index';
import { createCore, type Core } from './app';
import { coreCalls } from './testing/reference';
import type { Channel, Events, IpcResult, Request, Response } from '../../shared/contract';

// The core against the real reference server over real HTTP: login, reads, cache, offline and
// back, token refresh and expiry.

type Running = Awaited<ReturnType<typeof startServer>>;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const tmp = (p: string): string => mkdtempSync(join(tmpdir(), p));

async function server(
  opts: {
    port?: number;
    dataDir?: string;
    tokenTtlSeconds?: number;
    refreshTtlSeconds?: number;
  } = {},
): Promise<Running & { dataDir: string }> {
  const dataDir = opts.dataDir ?? tmp('xfjd-int-server-');
  const s = await startServer({
    port: opts.port ?? 0,
    dataDir,
    tokenTtlSeconds: opts.tokenTtlSeconds,
    refreshTtlSeconds: opts.refreshTtlSeconds,
  });
  return { ...s, dataDir };
}

async function core(serverUrl: string): Promise<Core> {
  const profileDir = tmp('xfjd-int-profile-');
  const machine = join(profileDir, 'machine.json');
  writeFileSync(machine, JSON.stringify({ serverUrl }));
  const c = await createCore({
    profileDir,
    machineConfigPath: machine,
    net: { onlineIntervalMs: 60_000, offlineMinMs: 50, offlineMaxMs: 100 },
    requestTimeoutMs: 3000,
  });
  cleanups.push(() => c.dispose());
  return c;
}

const call = <C extends Channel>(
  c: Core,
  channel: C,
  req: Request<C>,
): Promise<IpcResult<Response<C>>> => coreCalls(() => c).call(channel, req);
const value = <C extends Channel>(c: Core, channel: C, req: Request<C>): Promise<Response<C>> =>
  coreCalls(() => c).value(channel, req);

const login = (c: Core, password = 'demo123456'): ReturnType<typeof call<'session:login'>> =>
  call(c, 'session:login', { tenantId: '000000', username: 'demo', password });

describe('core against the reference server', () => {
  it('refuses a wrong password with the server message and signs in the demo officer', async () => {
    const s = await server();
    cleanups.push(() => s.close());
    const c = await core(s.url);
    const wrong = await login(c, 'nope');
    expect(wrong).toEqual({ ok: false, error: { kind: 'server', message: '用户名或密码不正确' } });
    const ok = await login(c);
    expect(ok.ok).toBe(true);
    const boot = await value(c, 'shell:bootstrap', undefined);
    expect(boot.session?.account).toBe('demo');
    expect(boot.session?.user.company_name).toBeTruthy();
    expect(boot.settings).toMatchObject({
      serverUrl: s.url,
      embedded: false,
      effectiveServerUrl: s.url,
    });
  });

  it('says plainly when the server cannot be reached at login', async () => {
    const s = await server();
    const url = s.url;
    await s.close();
    const c = await core(url);
    expect(await login(c)).toEqual({
      ok: false,
      error: { kind: 'offline', message: M.loginUnreachable(url) },
    });
  });

  it('serves a viewed task from the cache while offline, and needs the network for one never viewed', async () => {
    const s = await server();
    const c = await core(s.url);
    const changes: Events['net:changed'][] = [];
    c.events.subscribe((e, p) => {
      if (e === 'net:changed') changes.push(p as Events['net:changed']);
    });
    expect((await login(c)).ok).toBe(true);

    const list = await value(c, 'tasks:list', { current: 1, size: 10 });
    expect(list.source).toBe('network');
    expect(list.data.records.length).toBeGreaterThan(1);
    const [a, b] = list.data.records;

    const online = await value(c, 'detail:get', { runId: a.runId, RWID: a.RWID });
    expect(online.source).toBe('network');
    expect(online.data.config.rwxx.RWID).toBe(a.RWID);
    expect(online.data.tree.length).toBeGreaterThan(0);

    await s.close();
    const cached = await value(c, 'detail:get', { runId: a.runId, RWID: a.RWID });
    expect(cached).toMatchObject({ source: 'cache', updatedAt: online.updatedAt });
    expect(cached.data).toEqual(online.data);
    expect(changes.at(-1)?.online).toBe(false);

    const never = await call(c, 'detail:get', { runId: b.runId, RWID: b.RWID });
    expect(never).toEqual({
      ok: false,
      error: { kind: 'needs-network', message: M.errTaskNeedsNetwork },
    });

    const cachedList = await value(c, 'tasks:list', { current: 1, size: 10 });
    expect(cachedList.source).toBe('cache');

    // The server returns on the same address: the client notices by itself.
    const again = await server({ port: s.port, dataDir: s.dataDir });
    cleanups.push(() => again.close());
    // Wait for the event the screen waits for (bounded by the test's timeout, not a fixed moment).
    await vi.waitUntil(() => changes.at(-1)?.online === true, { timeout: 15_000, interval: 25 });
    expect(changes.at(-1)?.online).toBe(true);
    const fresh = await value(c, 'detail:get', { runId: b.runId, RWID: b.RWID });
    expect(fresh.source).toBe('network');
  });

  it('refreshes an expired access token without bothering the officer', async () => {
    const s = await server({ tokenTtlSeconds: 1 });
    cleanups.push(() => s.close());
    const c = await core(s.url);
    expect((await login(c)).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    const list = await value(c, 'tasks:list', { current: 1, size: 5 });
    expect(list.source).toBe('network');
  });

  it('announces an expired login when the refresh token is gone too', async () => {
    const s = await server({ tokenTtlSeconds: 1, refreshTtlSeconds: 1 });
    cleanups.push(() => s.close());
    const c = await core(s.url);
    const expired: string[] = [];
    c.events.subscribe((e, p) => {
      if (e === 'session:expired') expired.push((p as Events['session:expired']).account);
    });
    expect((await login(c)).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await call(c, 'tasks:list', { current: 1, size: 5 })).toEqual({
      ok: false,
      error: { kind: 'expired', message: M.loginExpired },
    });
    expect(expired).toEqual(['demo']);
    // Signing in again recovers.
    expect((await login(c)).ok).toBe(true);
    expect((await call(c, 'tasks:list', { current: 1, size: 5 })).ok).toBe(true);
  });

  it('reads dictionaries and the operation log', async () => {
    const s = await server();
    cleanups.push(() => s.close());
    const c = await core(s.url);
    await login(c);
    const dict = await value(c, 'dict:get', { code: 'XFJD_XMRW_RWLX' });
    expect(dict.data.find((d) => d.dictKey === '61')?.dictValue).toBeTruthy();
    const { data } = await value(c, 'tasks:list', { current: 1, size: 1 });
    const t = data.records[0];
    await value(c, 'detail:get', { runId: t.runId, RWID: t.RWID });
    const log = await value(c, 'detail:opLog', {
      runId: t.runId,
      RWID: t.RWID,
      current: 1,
      size: 10,
    });
    expect(log.data.total).toBeGreaterThan(0);
    expect(log.data.records[0].OP_CONTENT).toBeTruthy();
  });

  it('starts the embedded reference server when no production server is configured', async () => {
    const profileDir = tmp('xfjd-int-embedded-');
    const c = await createCore({ profileDir, machineConfigPath: join(profileDir, 'none.json') });
    cleanups.push(() => c.dispose());
    const boot = await value(c, 'shell:bootstrap', undefined);
    expect(boot.settings.embedded).toBe(true);
    expect(boot.settings.effectiveServerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await login(c)).ok).toBe(true);
  });

  it('signs out when the officer points the client at another server', async () => {
    const s = await server();
    cleanups.push(() => s.close());
    const c = await core(s.url);
    await login(c);
    const view = await value(c, 'settings:update', { serverUrl: '', previewHost: '' });
    expect(view.embedded).toBe(true);
    expect((await value(c, 'shell:bootstrap', undefined)).session).toBeNull();
  });

  it('opens document pages in their own window only where the shell can, and refuses other paths', async () => {
    const s = await server();
    cleanups.push(() => s.close());
    const plain = await core(s.url);
    expect(await call(plain, 'shell:openWindow', { path: '/ws/xfjdjcjl?runId=1&RWID=2' })).toEqual({
      ok: true,
      value: { opened: false },
    });

    const opened: string[] = [];
    const profileDir = tmp('xfjd-int-window-');
    const machine = join(profileDir, 'machine.json');
    writeFileSync(machine, JSON.stringify({ serverUrl: s.url }));
    const desktop = await createCore({
      profileDir,
      machineConfigPath: machine,
      openWindow: (p) => opened.push(p) > 0,
    });
    cleanups.push(() => desktop.dispose());
    expect(await call(desktop, 'shell:openWindow', { path: '/ws/sdhz?runId=1&FLWSID=9' })).toEqual({
      ok: true,
      value: { opened: true },
    });
    expect(opened).toEqual(['/ws/sdhz?runId=1&FLWSID=9']);
    expect((await call(desktop, 'shell:openWindow', { path: 'https://evil.example/' })).ok).toBe(
      false,
    );
    expect(
      (await call(desktop, 'shell:openWindow', { path: '/xfjd/projectDetail?runId=1' })).ok,
    ).toBe(false);
    expect(opened).toHaveLength(1);
  });

  it('tells every window that data changed after a write, and not after a refused one', async () => {
    const s = await server();
    cleanups.push(() => s.close());
    const c = await core(s.url);
    await login(c);
    const changed: string[] = [];
    c.events.subscribe((e, p) => {
      if (e === 'shell:dataChanged') changed.push((p as Events['shell:dataChanged']).channel);
    });
    expect(
      (await call(c, 'documents:recall', { runId: '1782341905015331', FLWSID: 'no-such-document' }))
        .ok,
    ).toBe(false);
    expect(changed).toEqual([]);
    expect(
      (await call(c, 'documents:delete', { runId: '1782341905015331', FLWSID: '1782341909008063' }))
        .ok,
    ).toBe(true);
    expect(changed).toEqual(['documents:delete']);
  });
});
