import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../testing';
import { PAGE_NUMBER_MAX } from '../fields';
import { TASKS_API } from '../../shared/tasks/constants';
import { GENERIC_API } from '../../shared/generic/constants';
import { VIDEOS_API } from '../../shared/videos/constants';
import { taskId } from '../tasks/seed/build';

// Page numbers and sizes a client (or a prober) may send: huge, fractional, negative or not numbers
// are refused in the envelope (HTTP 200, code 400, a Chinese msg), never an HTTP 500; a page past
// the end is empty.

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

const PAGED: Array<{ path: string; form: Record<string, string>; page: string }> = [
  { path: TASKS_API.taskList, form: { size: '10' }, page: 'current' },
  {
    path: GENERIC_API.pageQuery,
    form: { dwId: '4372', obj: JSON.stringify({ RWID: taskId(1) }), size: '10' },
    page: 'current',
  },
  { path: VIDEOS_API.list, form: { size: '10' }, page: 'current' },
];

describe('page validation', () => {
  it('refuses huge, unsafe and malformed page numbers with a Chinese message', async () => {
    const cases: Array<[string, string]> = [
      ['1e20', '页码必须是正整数'],
      ['9007199254740993', '页码必须是正整数'],
      ['99999999999999999999999999', '页码必须是正整数'],
      [String(PAGE_NUMBER_MAX + 1), `页码不能超过${PAGE_NUMBER_MAX}`],
      ['0', '页码必须是正整数'],
      ['-3', '页码必须是正整数'],
      ['1.5', '页码必须是正整数'],
      ['abc', '页码必须是正整数'],
    ];
    for (const { path, form, page } of PAGED)
      for (const [value, msg] of cases) {
        const { status, json } = await call(server.url, demo, path, { ...form, [page]: value });
        expect([path, value, status, json.code, json.success, json.msg]).toEqual([
          path,
          value,
          200,
          400,
          false,
          msg,
        ]);
      }
  });

  it('refuses a huge page size, and answers the last allowed page as an empty page', async () => {
    const big = await call(server.url, demo, TASKS_API.taskList, { current: '1', size: '1e30' });
    expect([big.status, big.json.msg]).toEqual([200, '每页条数必须是正整数']);
    const last = await call(server.url, demo, TASKS_API.taskList, {
      current: String(PAGE_NUMBER_MAX),
      size: '10000',
    });
    expect(last.status).toBe(200);
    expect(last.json.data).toMatchObject({ records: [], current: PAGE_NUMBER_MAX, size: 10000 });
  });
});
