import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdOf, taskId } from '../tasks/seed/build';
import { call, login, opLog, startTestServer, treeRows, type TestServer } from '../testing';
import { GENERIC_API, INTERFACE_ID } from '../../shared/generic/constants';

// execInterface over HTTP: the id picks the interface an area registered (documents registers 32,
// delete a document); the route only reads id and obj.

let server: TestServer;
let demo: string;
let lisi: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
  lisi = (await login(server.url, 'lisi')).access;
});
afterAll(async () => {
  await server.dispose();
});

const RECHECK = taskId(4); // demo's, run 1, a draft 消防监督检查记录（复查）
const exec = (form: Record<string, string>, token: string | null = demo) =>
  call(server.url, token, GENERIC_API.execInterface, { runId: runIdOf(1), ...form });
const draftId = async (): Promise<string> => {
  const row = (await treeRows(server.url, demo, RECHECK, runIdOf(1))).find(
    (r) => r.TREE_LEVEL === 3 && r.RWWSSZID === '344' && r.STATUS === '1',
  );
  if (!row?.FLWSID) throw new Error('seeded draft not found');
  return row.FLWSID;
};

describe('execInterface', () => {
  it('runs the registered interface 32 (delete a document) for the officer handling its task', async () => {
    const flwsid = await draftId();
    const obj = JSON.stringify({ FLWSID: flwsid });
    expect((await exec({ id: String(INTERFACE_ID.deleteDoc), obj }, lisi)).json.msg).toBe(
      '无权查看该任务',
    );
    expect(
      (await exec({ id: String(INTERFACE_ID.deleteDoc), obj, runId: runIdOf(2) })).json.msg,
    ).toBe('任务不属于该流程');
    expect((await exec({ id: String(INTERFACE_ID.deleteDoc), obj })).json).toEqual({
      code: 200,
      success: true,
      data: null,
      msg: '删除文书成功!',
    });
    expect(await opLog(server.url, demo, RECHECK, 1)).toEqual([
      '删除文书：消防监督检查记录（复查）',
    ]);
  });

  it('refuses unknown interfaces before reading obj, then obj that is not a JSON object', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ id: '99', obj: '{' }, '接口配置不存在'],
      [{ id: 'abc', obj: '{}' }, '接口配置不存在'],
      [{ obj: '{}' }, '接口配置不存在'],
      [{ id: '32', obj: '{"FLWSID": ' }, '参数obj不是有效的JSON对象'],
      [{ id: '32', obj: '["1"]' }, '参数obj不是有效的JSON对象'],
      [{ id: '32', obj: 'null' }, '参数obj不是有效的JSON对象'],
      [{ id: '32' }, '文书未找到!'],
    ];
    for (const [form, msg] of cases)
      expect((await exec(form)).json, msg).toEqual({ code: 400, success: false, data: null, msg });
  });

  it('needs a signed-in officer', async () => {
    const { status, json } = await exec({ id: '32', obj: '{}' }, null);
    expect(status).toBe(401);
    expect(json).toMatchObject({ code: 401, msg: '请求未授权' });
  });
});
