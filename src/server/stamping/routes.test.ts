import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { runIdOf, taskId } from '../tasks/seed/build';
import {
  call,
  callRaw,
  login,
  opLog,
  startTestServer,
  treeRows,
  type TestServer,
} from '../testing';
import { stampRowSchema } from '../../shared/stamping/schemas';
import { STAMPING_API } from '../../shared/stamping/constants';
import { SESSION_API } from '../../shared/session/constants';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

const post = (path: string, form: Record<string, string>, token = demo) =>
  call(server.url, token, path, form);

describe('stamping', () => {
  const TASK = taskId(20); // 33, open, holds an approved notice with a number that is not sealed yet
  const list = async () =>
    stampRowSchema.array().parse((await post(PATHS.signList, { rwid: TASK })).json.data);

  it('seals an approved, numbered document once', async () => {
    const before = await list();
    const row = before.find((r) => r.ifSign === '0');
    expect(row).toMatchObject({ xmbh: runIdOf(12), ifSignMsg: '未盖章', md5: null });
    expect(row?.wh).toMatch(/^新城消限字/);
    const seal = { flwslb: 'cxqz', wssyid: row?.id ?? '', provinceCode: '15' };
    expect((await post(PATHS.seal, { ...seal, provinceCode: '45' })).json.msg).toBe(
      '盖章参数不正确',
    );
    expect((await post(PATHS.seal, { ...seal, flwslb: 'qz' })).json.msg).toBe('盖章参数不正确');
    expect((await post(PATHS.seal, seal)).json).toMatchObject({ success: true, msg: '盖章成功' });
    const after = (await list()).find((r) => r.id === row?.id);
    expect(after).toMatchObject({ ifSign: '1', ifSignMsg: '已盖章' });
    const file = await callRaw(server.url, demo, PATHS.downloadFile, { md5: after?.md5 ?? '' });
    expect(createHash('md5').update(file.body).digest('hex')).toBe(after?.md5);
    expect((await post(PATHS.seal, seal)).json.msg).toBe('该文书已盖章');
    const tree = await treeRows(server.url, demo, TASK, runIdOf(12));
    expect(tree.find((r) => r.ID === row?.id)?.STATUS2).toBe('2');
    expect(await opLog(server.url, demo, TASK, 2)).toEqual([
      `下载附件：责令限期改正通知书（${row?.wh}）.pdf`,
      `文书盖章：责令限期改正通知书（${row?.wh}）`,
    ]);
  });

  it('refuses documents that carry no seal and documents of other officers', async () => {
    const draft = (await treeRows(server.url, demo, taskId(7), runIdOf(3))).find(
      (r) => r.TREE_LEVEL === 3 && r.STATUS === '1',
    );
    expect(
      (await post(PATHS.seal, { flwslb: 'cxqz', wssyid: draft?.ID ?? '', provinceCode: '15' })).json
        .msg,
    ).toBe('该文书暂不能盖章');
    const lisi = (await login(server.url, 'lisi')).access;
    const row = (await list())[0];
    expect(
      (await post(PATHS.seal, { flwslb: 'cxqz', wssyid: row.id, provinceCode: '15' }, lisi)).json
        .msg,
    ).toBe('无权查看该任务');
    expect((await post(PATHS.signList, { rwid: TASK }, lisi)).json.msg).toBe('无权查看该任务');
  });
});

describe('stamping, spec 01 variant (province 62)', () => {
  const GS = taskId(71); // liuxin's (兰州 brigade, region 62): an approved notice and a delivered one
  let liuxin: string;
  beforeAll(async () => {
    liuxin = (await login(server.url, 'liuxin')).access;
  });
  const list = async () =>
    stampRowSchema
      .array()
      .parse((await post(STAMPING_API.signListGs, { rwid: GS }, liuxin)).json.data);
  // Spec 01 §7: params {flwslb:'cxqz', wssyid} with provinceCode '62'.
  const seal = (wssyid: string, extra: Record<string, string> = {}) =>
    post(
      STAMPING_API.sealGs,
      { params: JSON.stringify({ flwslb: 'cxqz', wssyid }), provinceCode: '62', ...extra },
      liuxin,
    );

  it('the officer of province 62 signs in with region code 62', async () => {
    const info = await call(server.url, liuxin, SESSION_API.userInfo, {});
    expect(info.json.data).toMatchObject({ company_id: '6201020000', region_code: '62' });
  });

  it('lists rows with ifAgainSign and no path; seals, then seals again until delivered', async () => {
    const rows = await list();
    expect(rows.map((r) => [r.ifSign, r.ifAgainSign, r.path])).toEqual([
      ['0', '1', null],
      ['1', '0', null],
    ]);
    const [open, delivered] = rows;
    expect(open).toMatchObject({ xmbh: runIdOf(71), ifSignMsg: '未盖章', md5: null });
    expect(open.wh).toMatch(/^城关消限字/);
    expect(delivered.md5).toMatch(/^[0-9a-f]{32}$/);

    expect((await seal(open.id, { provinceCode: '15' })).json.msg).toBe('盖章参数不正确');
    expect((await seal(open.id, { params: '{' })).json.msg).toBe('盖章参数不正确');
    expect(
      (await seal(open.id, { params: JSON.stringify({ flwslb: 'qz', wssyid: open.id }) })).json.msg,
    ).toBe('盖章参数不正确');
    expect((await seal(open.id)).json).toMatchObject({ success: true, msg: '盖章成功' });
    const sealed = (await list()).find((r) => r.id === open.id);
    expect(sealed).toMatchObject({ ifSign: '1', ifSignMsg: '已盖章', ifAgainSign: '1' });
    const file = await callRaw(server.url, liuxin, PATHS.downloadFile, { md5: sealed?.md5 ?? '' });
    expect(createHash('md5').update(file.body).digest('hex')).toBe(sealed?.md5);

    // ifAgainSign 1: sealed again (a fresh sealed copy); the spec 02 path would refuse this. The
    // flat fields of older callers are still taken.
    expect(
      (
        await post(
          STAMPING_API.sealGs,
          { flwslb: 'cxqz', wssyid: open.id, provinceCode: '62' },
          liuxin,
        )
      ).json.msg,
    ).toBe('盖章成功');
    expect((await list()).find((r) => r.id === open.id)?.ifAgainSign).toBe('1');
    expect((await seal(delivered.id)).json.msg).toBe('该文书已送达，不能重新盖章');
    expect(
      (await post(PATHS.seal, { flwslb: 'cxqz', wssyid: open.id, provinceCode: '15' }, liuxin)).json
        .msg,
    ).toBe('该文书已盖章');

    const tree = await treeRows(server.url, liuxin, GS, runIdOf(71));
    expect(tree.find((r) => r.ID === open.id)?.STATUS2).toBe('2');
    expect(await opLog(server.url, liuxin, GS, 3)).toEqual([
      `重新盖章：责令限期改正通知书（${open.wh}）`,
      `下载附件：责令限期改正通知书（${open.wh}）.pdf`,
      `文书盖章：责令限期改正通知书（${open.wh}）`,
    ]);
  });

  it('keeps the demo officer out of the province-62 task', async () => {
    expect((await post(STAMPING_API.signListGs, { rwid: GS })).json.msg).toBe('无权查看该任务');
  });
});
