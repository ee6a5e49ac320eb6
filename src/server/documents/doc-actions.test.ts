import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { runIdOf, taskId } from '../tasks/seed/build';
import { call, login, opLog, startTestServer, treeRows, type TestServer } from '../testing';
import { approvalRowSchema } from '../../shared/documents/schemas';
import { type TreeRow } from '../../shared/detail/schemas';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

const PENALTY = taskId(3); // 61, open, run 1
const RUN1 = runIdOf(1);
const post = (path: string, form: Record<string, string>, token = demo) =>
  call(server.url, token, path, form);
const find = async (
  rwid: string,
  runId: string,
  pick: (r: TreeRow) => boolean,
): Promise<TreeRow> => {
  const row = (await treeRows(server.url, demo, rwid, runId)).find(
    (r) => r.TREE_LEVEL === 3 && r.RWID === rwid && pick(r),
  );
  if (!row?.FLWSID) throw new Error('seeded document not found');
  return row;
};
const history = async (row: TreeRow) => {
  const { json } = await post(PATHS.approvalHistory, {
    flwslb: row.FLWSLB ?? '',
    flwssyid: row.FLWSID ?? '',
    type: '4',
  });
  return approvalRowSchema.array().parse(json.data);
};
const remove = (flwsid: string, id = '32') =>
  post(PATHS.execInterface, { id, runId: RUN1, obj: JSON.stringify({ FLWSID: flwsid }) });

describe('send and recall', () => {
  it('recalls a document in approval to 已撤回, then sends it again', async () => {
    const decision = await find(PENALTY, RUN1, (r) => r.RWWSSZID === '9007');
    expect(decision).toMatchObject({ STATUS: '2', STATUS1: '2' });
    expect(
      (await post(PATHS.recallFlws, { runId: RUN1, FLWSID: decision.FLWSID ?? '' })).json,
    ).toMatchObject({ success: true, msg: '撤回成功!' });
    const recalled = await find(PENALTY, RUN1, (r) => r.FLWSID === decision.FLWSID);
    expect(recalled).toMatchObject({ STATUS: '9', STATUS1: '3' });
    expect(recalled.XGCZ_BUTTONS.map((b) => b.BUTTON_TYPE)).toEqual(
      expect.arrayContaining(['edit', 'send', 'delete', 'approvalInfo']),
    );
    expect(
      (await post(PATHS.recallFlws, { runId: RUN1, FLWSID: decision.FLWSID ?? '' })).json.msg,
    ).toBe('该文书未发送，无需撤回');

    const send = { runId: RUN1, srcid: decision.FLWSID ?? '', srctype: 'cfjdsdw' };
    expect((await post(PATHS.sendFlws, { ...send, xdlx: '3' })).json.msg).toBe('下达类型不正确');
    expect((await post(PATHS.sendFlws, { ...send, xdlx: '1' })).json).toMatchObject({
      success: true,
      msg: '发送成功！',
    });
    const sent = await find(PENALTY, RUN1, (r) => r.FLWSID === decision.FLWSID);
    expect(sent).toMatchObject({ STATUS: '2', STATUS1: '2' });
    expect(sent.XGCZ_BUTTONS.map((b) => b.BUTTON_TYPE)).toEqual(
      expect.arrayContaining(['recall', 'approvalInfo']),
    );
    expect(sent.XGCZ_BUTTONS.map((b) => b.BUTTON_TYPE)).not.toContain('edit');
    expect((await post(PATHS.sendFlws, { ...send, xdlx: '1' })).json.msg).toBe(
      '当前状态的文书不可发送',
    );

    const steps = (await history(decision)).map((h) => [h.SPJD, h.SPJG]);
    expect(steps).toEqual([
      ['承办人提交', '提交'],
      ['法制审核', '同意'],
      ['承办人撤回', '撤回'],
      ['承办人提交', '提交'],
    ]);
    expect(await opLog(server.url, demo, PENALTY, 2)).toEqual([
      '发送文书：行政处罚决定书',
      '撤回文书：行政处罚决定书',
    ]);
  });

  it('sends a document without approval straight to 无需审批', async () => {
    const delivery = await find(PENALTY, RUN1, (r) => r.RWWSSZID === '46');
    expect(
      (
        await post(PATHS.sendFlws, {
          runId: RUN1,
          srcid: delivery.FLWSID ?? '',
          srctype: 'sdhz',
          xdlx: '2',
        })
      ).json.msg,
    ).toBe('发送成功！');
    expect(await find(PENALTY, RUN1, (r) => r.FLWSID === delivery.FLWSID)).toMatchObject({
      STATUS: '10',
      STATUS1: '2',
    });
  });

  it('refuses documents of other officers, of finished tasks and of other runs', async () => {
    const lisi = (await login(server.url, 'lisi')).access;
    const doc = await find(PENALTY, RUN1, (r) => r.RWWSSZID === '18');
    expect(
      (await post(PATHS.sendFlws, { runId: RUN1, srcid: doc.FLWSID ?? '', xdlx: '1' }, lisi)).json
        .msg,
    ).toBe('无权查看该任务');
    expect((await post(PATHS.recallFlws, { runId: RUN1, FLWSID: '42' })).json.msg).toBe(
      '文书未找到!',
    );
    expect(
      (await post(PATHS.sendFlws, { runId: runIdOf(2), srcid: doc.FLWSID ?? '', xdlx: '1' })).json
        .msg,
    ).toBe('任务不属于该流程');
    const done = await find(taskId(8), runIdOf(4), (r) => r.STATUS === '9');
    expect(
      (await post(PATHS.sendFlws, { runId: runIdOf(4), srcid: done.FLWSID ?? '', xdlx: '1' })).json
        .msg,
    ).toBe('任务已办结，不能新增或修改文书');
  });
});

describe('delete (execInterface 32)', () => {
  it('deletes a draft softly and refuses documents in approval', async () => {
    const recheck = taskId(4);
    const draft = await find(recheck, RUN1, (r) => r.RWWSSZID === '344' && r.STATUS === '1');
    expect((await remove(draft.FLWSID ?? '', '99')).json.msg).toBe('接口配置不存在');
    expect((await remove(draft.FLWSID ?? '')).json).toMatchObject({
      success: true,
      msg: '删除文书成功!',
    });
    const gone = await find(recheck, RUN1, (r) => r.FLWSID === draft.FLWSID);
    expect(gone).toMatchObject({ RW_ISDELETED: '1', XGCZ_BUTTONS: [] });
    expect((await remove(draft.FLWSID ?? '')).json.msg).toBe('文书未找到!');
    expect(await opLog(server.url, demo, recheck, 1)).toEqual([
      '删除文书：消防监督检查记录（复查）',
    ]);

    const approved = await find(PENALTY, RUN1, (r) => r.RWWSSZID === '120');
    expect((await remove(approved.FLWSID ?? '')).json.msg).toBe('已提交审批的文书不可删除');
  });
});

describe('getApprovalHistory', () => {
  it('shows the approval chain of approved, returned and refused documents, oldest first', async () => {
    const approved = await find(PENALTY, RUN1, (r) => r.RWWSSZID === '18');
    const rows = await history(approved);
    expect(rows.map((r) => [r.SPJD, r.SPRXM, r.SPJG])).toEqual([
      ['承办人提交', '张伟', '提交'],
      ['法制审核', '周敏', '同意'],
      ['领导审批', '王建军', '同意'],
    ]);
    expect(rows[0].SPSJ && rows[2].SPSJ && rows[0].SPSJ < rows[2].SPSJ).toBe(true);
    const returned = await find(taskId(11), runIdOf(4), (r) => r.STATUS === '5');
    expect((await history(returned)).at(-1)).toMatchObject({ SPJD: '法制审核', SPJG: '退回' });
    const draft = await find(taskId(7), runIdOf(3), (r) => r.STATUS === '1');
    expect(await history(draft)).toEqual([]);
  });
});
