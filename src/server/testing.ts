import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll } from 'vitest';
import { DB_FILE_NAME } from './db/open';
import { startServer, type RunningServer, type StartServerOptions } from './index';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  DEFAULT_TENANT_ID,
  SESSION_API,
} from '../shared/session/constants';
import { DETAIL_API, DW_ID } from '../shared/detail/constants';
import { type TreeRow, wsListSchema } from '../shared/detail/schemas';
import { GENERIC_API } from '../shared/generic/constants';

// Helpers for the server's tests: a server on a fresh data folder, and calls over real HTTP the
// way the client makes them (form-encoded POST, Basic client auth, Blade-Auth bearer token).

export type TestServer = RunningServer & {
  dataDir: string;
  dispose(): Promise<void>;
  /** Moves the server's clock (link expiry, lockout, token lifetimes) forward by `ms`. */
  advance(ms: number): void;
};

export const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');
export const BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

/** A server on a fresh folder; today's (non-strict) answers unless `strict` is asked for. */
export async function startTestServer(opts: Partial<StartServerOptions> = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'xfjd-server-'));
  let skew = 0;
  const now = opts.now ?? ((): number => Date.now() + skew);
  const server = await startServer({ port: 0, strict: false, ...opts, now, dataDir });
  return {
    ...server,
    dataDir,
    advance: (ms) => {
      skew += ms;
    },
    dispose: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type HttpResult = { status: number; json: Record<string, unknown> };

/** A test file's server with the demo officer signed in (see signedInServer). */
export type SignedInServer = {
  server: TestServer;
  /** The demo officer's access token. */
  demo: string;
  /** POST a form as the demo officer, or as the officer of `token`. */
  post(path: string, form: Record<string, string>, token?: string): Promise<HttpResult>;
};

/**
 * Starts a server for one test file, signs the demo officer in and stops the server after the
 * file's tests. Awaited at the top of the file (`const { server, demo } = await signedInServer()`)
 * so that the tests read plain constants instead of variables a beforeAll fills in.
 */
export async function signedInServer(
  opts: Partial<StartServerOptions> = {},
): Promise<SignedInServer> {
  const server = await startTestServer(opts);
  afterAll(() => server.dispose());
  const demo = (await login(server.url)).access;
  return {
    server,
    demo,
    post: (path, form, token = demo) => call(server.url, token, path, form),
  };
}

export async function requestToken(
  base: string,
  form: Record<string, string>,
  authorization: string | null = BASIC,
): Promise<HttpResult> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    'Tenant-Id': DEFAULT_TENANT_ID,
  };
  if (authorization) headers.Authorization = authorization;
  const res = await fetch(base + SESSION_API.token, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

export async function login(
  base: string,
  account = 'demo',
  password = `${account}123456`,
): Promise<{ access: string; refresh: string }> {
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

/** One request the way the client makes it: POST form or GET query, with the officer's token. */
function send(
  base: string,
  token: string | null,
  path: string,
  form: Record<string, string>,
  method: 'POST' | 'GET',
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token !== null) headers['Blade-Auth'] = `bearer ${token}`;
  const params = new URLSearchParams(form);
  return method === 'GET'
    ? fetch(`${base}${path}?${params.toString()}`, { headers })
    : fetch(base + path, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: params,
      });
}

/** POST a form (or GET with a query when `method` is GET) with the officer's token. */
export async function call(
  base: string,
  token: string | null,
  path: string,
  form: Record<string, string> = {},
  method: 'POST' | 'GET' = 'POST',
): Promise<HttpResult> {
  const res = await send(base, token, path, form, method);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A signed preview link's query for `md5`, handed out by the time call (preview-link.ts). */
export async function signedLink(
  base: string,
  token: string,
  md5sum: string,
): Promise<Record<'md5' | 'expireTime' | 'uid' | 'sign', string>> {
  const { json } = await call(base, token, GENERIC_API.connectionTime, { md5: md5sum });
  const d = json.data as { md5: string; expireTime: number; uid: string; sign: string };
  if (typeof d !== 'object' || !d.sign) throw new Error(`no signed link: ${JSON.stringify(json)}`);
  return { md5: d.md5, expireTime: String(d.expireTime), uid: d.uid, sign: d.sign };
}

export type RawResult = { status: number; headers: Headers; body: Buffer };

/** Like `call`, for answers that are not JSON (files, zips, HTML). */
export async function callRaw(
  base: string,
  token: string | null,
  path: string,
  form: Record<string, string> = {},
  method: 'POST' | 'GET' = 'GET',
): Promise<RawResult> {
  const res = await send(base, token, path, form, method);
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** Runs SQL on the server's database file directly (tests of guards against odd configuration). */
export function withDatabase<T>(dataDir: string, fn: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, DB_FILE_NAME));
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export type ZipEntry = { name: string; data: Buffer };

/** Reads a zip through its central directory (stored or deflated entries). */
export function readZip(zip: Buffer): ZipEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip');
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const out: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(p + 10);
    const compressed = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + compressed);
    out.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

/** Every row of the task's tree (all three levels), parsed with the client's schema. */
export async function treeRows(
  base: string,
  token: string,
  rwid: string,
  runId: string,
): Promise<TreeRow[]> {
  const { json } = await call(base, token, DETAIL_API.detailWsList, {
    rwid,
    runId,
    pagetype: '1',
    SFCXLSSJ: '0',
  });
  const flat = (rows: TreeRow[]): TreeRow[] => rows.flatMap((r) => [r, ...flat(r.children)]);
  return flat(wsListSchema.parse(json.data).rwxxList);
}

/** The latest operation-log texts of a task, newest first. */
export async function opLog(
  base: string,
  token: string,
  rwid: string,
  size = 5,
): Promise<string[]> {
  const { json } = await call(base, token, GENERIC_API.pageQuery, {
    dwId: String(DW_ID.operationLog),
    obj: JSON.stringify({ RWID: rwid }),
    current: '1',
    size: String(size),
  });
  return (json.data as { data: { records: Array<{ OP_CONTENT: string }> } }).data.records.map(
    (r) => r.OP_CONTENT,
  );
}
