import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, call, login, md5, requestToken, startTestServer, type TestServer } from './testing';
import { nullToEmpty, RouteTable } from './strict';
import { startServer, STRICT_ENV } from './index';
import { DEFAULT_TENANT_ID, SESSION_API } from '../shared/session/constants';
import { TASKS_API } from '../shared/tasks/constants';
import { DETAIL_API } from '../shared/detail/constants';
import { GENERIC_API } from '../shared/generic/constants';
import { ATTACHMENTS_API } from '../shared/attachments/constants';
import { UPLOADS_API } from '../shared/uploads/constants';
import { runIdOf, taskId } from './tasks/seed/build';

// Strict mode over real HTTP: the shapes a real BladeX answers with (docs/reference-server.md).

let server: TestServer;
let demo: { access: string; refresh: string };
let failNext = false;
beforeAll(async () => {
  server = await startTestServer({
    strict: true,
    // A handler that throws: the strict 500 answer.
    faults: {
      check: () => {
        if (!failNext) return null;
        failNext = false;
        throw new Error('handler failed');
      },
    },
  });
  demo = await login(server.url);
});
afterAll(async () => {
  await server.dispose();
});

const passwordForm = (extra: Record<string, string> = {}): Record<string, string> => ({
  username: 'demo',
  password: md5('demo123456'),
  grant_type: 'password',
  scope: 'all',
  ...extra,
});

/** The token call with exactly the headers given (no Tenant-Id unless asked). */
async function token(
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(server.url + SESSION_API.token, {
    method: 'POST',
    headers: {
      Authorization: BASIC,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(form),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const SPRING_ERROR_KEYS = ['error', 'message', 'path', 'status', 'timestamp'];

describe('strict mode: expiry in the body', () => {
  it('answers a missing, wrong or expired token with HTTP 200 and code 401, data null', async () => {
    const expected = '{"code":401,"success":false,"data":null,"msg":"请求未授权"}';
    for (const auth of [null, 'bearer nope', 'Basic abc']) {
      const res = await fetch(server.url + TASKS_API.taskList, {
        method: 'POST',
        headers: auth ? { 'Blade-Auth': auth } : {},
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.text()).toBe(expected);
    }
    const fresh = await login(server.url);
    server.advance(7201_000);
    try {
      const res = await fetch(`${server.url}${ATTACHMENTS_API.download}?fileId=1`, {
        headers: { 'Blade-Auth': `bearer ${fresh.access}` },
      });
      expect([res.status, await res.text()]).toEqual([200, expected]);
    } finally {
      server.advance(-7201_000);
    }
  });
});

describe('strict mode: Spring error bodies', () => {
  it('answers an unknown path with Spring 404 and a known path with another method with 405', async () => {
    const unknown = await call(server.url, demo.access, '/api/blade-xfjd/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(Object.keys(unknown.json).sort()).toEqual(SPRING_ERROR_KEYS);
    expect(unknown.json).toMatchObject({
      status: 404,
      error: 'Not Found',
      path: '/api/blade-xfjd/api/nothing-here',
    });
    expect(String(unknown.json.timestamp)).toMatch(/^\d{4}-\d\d-\d\dT/);

    const wrongMethod = await call(server.url, demo.access, TASKS_API.taskList, {}, 'GET');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.json).toMatchObject({
      status: 405,
      error: 'Method Not Allowed',
      message: "Request method 'GET' is not supported",
      path: TASKS_API.taskList,
    });
  });

  it('answers a body it cannot read with 415 or 400 in English, and a failing handler with 500', async () => {
    const send = (type: string, body: string): Promise<Response> =>
      fetch(server.url + TASKS_API.taskList, {
        method: 'POST',
        headers: { 'Blade-Auth': `bearer ${demo.access}`, 'Content-Type': type },
        body,
      });
    const xml = await send('application/xml', '<a/>');
    expect(xml.status).toBe(415);
    expect(await xml.json()).toMatchObject({
      status: 415,
      error: 'Unsupported Media Type',
      message: "Content-Type 'application/xml' is not supported",
    });
    const badJson = await send('application/json', '{"current": 1');
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ status: 400, error: 'Bad Request' });

    failNext = true;
    const failed = await call(server.url, demo.access, UPLOADS_API.chunkCheck, {});
    expect(failed.status).toBe(500);
    expect(failed.json).toMatchObject({ status: 500, error: 'Internal Server Error' });
  });
});

describe('strict mode: null-to-empty', () => {
  it('writes nulls as blade-tool does: data {} on refusals, "" for text, [] for lists', async () => {
    const refused = await call(server.url, demo.access, DETAIL_API.detailConfig, { rwid: 'x' });
    expect(refused.json).toEqual({ code: 400, success: false, data: {}, msg: '任务不存在' });

    const tree = await call(server.url, demo.access, DETAIL_API.detailWsList, {
      rwid: taskId(1),
      runId: runIdOf(1),
      pagetype: '1',
      SFCXLSSJ: '0',
    });
    const text = JSON.stringify(tree.json);
    expect(text).not.toContain('null');
    const rows = (tree.json.data as { rwxxList: Array<Record<string, unknown>> }).rwxxList;
    // Level-1 rows have no document fields: the null MD5 and WH arrive as "".
    expect(rows[0]).toMatchObject({ TREE_LEVEL: 1, MD5: '', WH: '' });
  });

  it('maps nulls by declared type, leaving values and Buffers alone', () => {
    expect(nullToEmpty({ code: 200, success: true, data: null, msg: 'x' })).toEqual({
      code: 200,
      success: true,
      data: {},
      msg: 'x',
    });
    expect(
      nullToEmpty({
        code: 200,
        success: true,
        msg: '',
        data: { total: null, records: null, name: null, nested: [{ a: null, size: null }] },
      }),
    ).toEqual({
      code: 200,
      success: true,
      msg: '',
      data: { total: -1, records: [], name: '', nested: [{ a: '', size: -1 }] },
    });
    expect(nullToEmpty({ access_token: 'a', real_name: null })).toEqual({
      access_token: 'a',
      real_name: '',
    });
    expect(nullToEmpty(5)).toBe(5);
  });

  it('tells 404 from 405 by the registered routes, parameters included', () => {
    const table = new RouteTable();
    table.add('/a/:id/b', 'GET');
    table.add('/a/x', ['POST', 'PUT']);
    expect(table.methodsOf('/a/7/b')).toEqual(['GET']);
    expect(table.methodsOf('/a/x').sort()).toEqual(['POST', 'PUT']);
    expect(table.methodsOf('/a/7/c')).toEqual([]);
  });
});

describe('strict mode: the token call', () => {
  it('refuses a grant that names no tenant, and takes the Tenant-Id header alone', async () => {
    const none = await token(passwordForm());
    expect(none).toEqual({
      status: 400,
      json: { error: 'invalid_request', error_description: '租户ID未找到' },
    });
    expect((await token(passwordForm(), { 'Tenant-Id': DEFAULT_TENANT_ID })).status).toBe(200);
    expect((await token(passwordForm({ tenantId: DEFAULT_TENANT_ID }))).status).toBe(200);
  });

  it("answers refusals in Spring Security's shape", async () => {
    const wrong = await token(passwordForm({ tenantId: DEFAULT_TENANT_ID, password: md5('x') }));
    expect(wrong).toEqual({
      status: 400,
      json: { error: 'invalid_grant', error_description: '用户名或密码不正确' },
    });
    const client = await requestToken(
      server.url,
      passwordForm({ tenantId: DEFAULT_TENANT_ID }),
      null,
    );
    expect(client).toEqual({
      status: 401,
      json: { error: 'invalid_client', error_description: 'Bad client credentials' },
    });
    const grant = await token({ grant_type: 'implicit' });
    expect(grant.json).toEqual({
      error: 'unsupported_grant_type',
      error_description: '不支持的授权类型',
    });
  });

  it('keeps a refresh token valid until it expires, however often it is used', async () => {
    const first = await login(server.url);
    const refresh = (): Promise<{ status: number; json: Record<string, unknown> }> =>
      token({ grant_type: 'refresh_token', refresh_token: first.refresh, scope: 'all' });
    const a = await refresh();
    const b = await refresh();
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.access_token).not.toBe(b.json.access_token);
    for (const t of [a, b])
      expect(
        (await call(server.url, String(t.json.access_token), TASKS_API.taskList)).json.code,
      ).toBe(200);
    server.advance(7 * 24 * 3600_000 + 1000);
    try {
      expect((await refresh()).json).toEqual({
        error: 'invalid_grant',
        error_description: '刷新令牌无效或已过期',
      });
    } finally {
      server.advance(-(7 * 24 * 3600_000 + 1000));
    }
  });
});

describe('strict mode: the XSS filter', () => {
  it('stores text parameters escaped as BladeX receives them', async () => {
    const list = await call(server.url, demo.access, ATTACHMENTS_API.list, {
      current: '1',
      size: '10',
      params: JSON.stringify({ businessId: taskId(1), businessType: 'xmrw' }),
    });
    const records = (list.json.data as { records: Array<{ ID: string }> }).records;
    expect(records.length).toBeGreaterThan(0);
    const fileId = records[0].ID;
    const renamed = await call(server.url, demo.access, ATTACHMENTS_API.rename, {
      fileId,
      runId: runIdOf(1),
      showName: 'A&B <script>alert(1)</script> 1>0 <b>粗',
    });
    expect(renamed.json.success).toBe(true);
    const after = await call(server.url, demo.access, ATTACHMENTS_API.list, {
      current: '1',
      size: '10',
      params: JSON.stringify({ businessId: taskId(1), businessType: 'xmrw' }),
    });
    const row = (
      after.json.data as { records: Array<{ ID: string; SHOW_NAME: string }> }
    ).records.find((r) => r.ID === fileId);
    expect(row?.SHOW_NAME).toBe('A&amp;B alert(1) 1&gt;0 <b>粗</b>');
  });

  it('escapes the text fields of a multipart upload as well', async () => {
    const business = { businessId: taskId(1), businessType: 'xmrw' };
    const form = new FormData();
    form.append('businessType', business.businessType);
    form.append('runId', runIdOf(1));
    form.append('params', JSON.stringify(business));
    form.append('newProps', JSON.stringify([{ SHOW_NAME: '甲&乙 <script>x</script>' }]));
    form.append('files', new Blob([Buffer.from('xss multipart')]), 'a.txt');
    const res = await fetch(server.url + ATTACHMENTS_API.upload, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${demo.access}` },
      body: form,
    });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
    const after = await call(server.url, demo.access, ATTACHMENTS_API.list, {
      current: '1',
      size: '50',
      params: JSON.stringify(business),
    });
    const names = (after.json.data as { records: Array<{ SHOW_NAME: string }> }).records.map(
      (r) => r.SHOW_NAME,
    );
    expect(names).toContain('甲&amp;乙 x');
  });

  it('answers the time call and the page query as usual (no markup in them)', async () => {
    const time = await call(server.url, demo.access, GENERIC_API.connectionTime);
    expect(typeof time.json.data).toBe('number');
  });
});

describe('turning strict mode on', () => {
  it('follows XFJD_REFERENCE_STRICT=1 when the caller does not say, and the caller when it does', async () => {
    const before = process.env[STRICT_ENV];
    const dirs = [
      mkdtempSync(join(tmpdir(), 'xfjd-env-')),
      mkdtempSync(join(tmpdir(), 'xfjd-asked-')),
    ];
    process.env[STRICT_ENV] = '1';
    try {
      const fromEnv = await startServer({ port: 0, dataDir: dirs[0] });
      const asked = await startServer({ port: 0, dataDir: dirs[1], strict: false });
      expect([fromEnv.strict, asked.strict]).toEqual([true, false]);
      const res = await fetch(fromEnv.url + TASKS_API.taskList, { method: 'POST' });
      expect([res.status, ((await res.json()) as { code: number }).code]).toEqual([200, 401]);
      await Promise.all([fromEnv.close(), asked.close()]);
    } finally {
      if (before === undefined) delete process.env[STRICT_ENV];
      else process.env[STRICT_ENV] = before;
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
