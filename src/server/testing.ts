import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, CLIENT_ID, CLIENT_SECRET, DEFAULT_TENANT_ID } from '../shared/constants';
import { startServer, type RunningServer, type StartServerOptions } from './index';

// Helpers for the server's tests: a server on a fresh data folder, and calls over real HTTP the
// way the client makes them (form-encoded POST, Basic client auth, Blade-Auth bearer token).

export type TestServer = RunningServer & { dataDir: string; dispose(): Promise<void> };

export const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');
export const BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

export async function startTestServer(opts: Partial<StartServerOptions> = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'xfjd-server-'));
  const server = await startServer({ port: 0, ...opts, dataDir });
  return {
    ...server,
    dataDir,
    dispose: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type HttpResult = { status: number; json: Record<string, unknown> };

export async function requestToken(base: string, form: Record<string, string>, authorization: string | null = BASIC): Promise<HttpResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', 'Tenant-Id': DEFAULT_TENANT_ID };
  if (authorization) headers.Authorization = authorization;
  const res = await fetch(base + API.token, { method: 'POST', headers, body: new URLSearchParams(form) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

export async function login(base: string, account = 'demo', password = `${account}123456`): Promise<{ access: string; refresh: string }> {
  const { status, json } = await requestToken(base, {
    tenantId: DEFAULT_TENANT_ID,
    username: account,
    password: md5(password),
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  });
  if (status !== 200) throw new Error(`login failed: ${JSON.stringify(json)}`);
  return { access: String(json.access_token), refresh: String(json.refresh_token) };
}

/** POST a form (or GET with a query when `method` is GET) with the officer's token. */
export async function call(
  base: string,
  token: string | null,
  path: string,
  form: Record<string, string> = {},
  method: 'POST' | 'GET' = 'POST',
): Promise<HttpResult> {
  const headers: Record<string, string> = {};
  if (token !== null) headers['Blade-Auth'] = `bearer ${token}`;
  const params = new URLSearchParams(form);
  const res =
    method === 'GET'
      ? await fetch(`${base}${path}?${params.toString()}`, { headers })
      : await fetch(base + path, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: params,
        });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
