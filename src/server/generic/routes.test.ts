import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdOf, taskId } from '../tasks/seed/build';
import { call, login, startTestServer, type TestServer } from '../testing';
import { DETAIL_API, DW_ID } from '../../shared/detail/constants';
import { connectionTimeSchema, genericPageSchema } from '../../shared/generic/schemas';
import { opLogRowSchema } from '../../shared/detail/schemas';
import { GENERIC_API } from '../../shared/generic/constants';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

const PENALTY = taskId(3);
const opLogPage = genericPageSchema(opLogRowSchema);

const pageData = async (form: Record<string, string>): Promise<Record<string, unknown>> =>
  (
    await call(server.url, demo, GENERIC_API.pageQuery, {
      dwId: String(DW_ID.operationLog),
      runId: runIdOf(1),
      ...form,
    })
  ).json;

describe('getConnectionTime', () => {
  it('answers the server clock in epoch milliseconds', async () => {
    const before = Date.now();
    const { json } = await call(server.url, demo, GENERIC_API.connectionTime);
    const time = connectionTimeSchema.parse(json.data);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });
});

describe('getPageData, operation log (dwId 4372)', () => {
  it('pages the seeded history newest first, wrapped in data.data', async () => {
    const first = opLogPage.parse(
      (await pageData({ obj: JSON.stringify({ RWID: PENALTY }), current: '1', size: '10' })).data,
    );
    const second = opLogPage.parse(
      (await pageData({ obj: JSON.stringify({ RWID: PENALTY }), current: '2', size: '10' })).data,
    );
    expect(first.total).toBeGreaterThan(10);
    expect(first).toMatchObject({ current: 1, size: 10 });
    expect(first.records).toHaveLength(10);
    expect(second.records).toHaveLength(first.total - 10);
    const all = [...first.records, ...second.records];
    expect(new Set(all.map((r) => r.ID)).size).toBe(all.length);
    const times = all.map((r) => r.CRT_TIME);
    expect([...times].sort().reverse()).toEqual(times);
    for (const r of all) {
      expect(r.CRT_TIME).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(r.CRT_IP).toMatch(/^10\.15\.32\.\d+$/);
    }
    const contents = all.map((r) => r.OP_CONTENT);
    expect(contents.at(-1)).toBe(
      '创建任务：关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚',
    );
    expect(contents).toEqual(
      expect.arrayContaining([
        '提交审批：行政处罚决定书',
        '审批通过：立案审批表',
        '新增文书：询问笔录（赵建国）',
      ]),
    );
    expect(all.find((r) => r.OP_CONTENT.startsWith('审批通过'))?.CRT_USERNAME).toBe('王建军');
  });

  it('shows delivery, sealing, deletion and closing in the history of other tasks', async () => {
    const contents = async (n: number): Promise<string[]> =>
      opLogPage
        .parse(
          (await pageData({ obj: JSON.stringify({ RWID: taskId(n) }), current: '1', size: '100' }))
            .data,
        )
        .records.map((r) => r.OP_CONTENT);
    const inspection = await contents(1);
    expect(inspection).toEqual(
      expect.arrayContaining([
        '结束任务',
        '删除文书：责令限期改正通知书（重复录入）',
        '文书盖章：责令限期改正通知书',
      ]),
    );
    expect(
      inspection.some((c) =>
        /^文书送达：责令限期改正通知书（新城消限字〔\d{4}〕第\d{4}号），直接送达$/.test(c),
      ),
    ).toBe(true);
    expect(await contents(6)).toContain('归档结案：案卷已归档');
    expect(await contents(2)).toEqual(
      expect.arrayContaining(['申请作废：案件转为一般程序办理', '作废审批通过，任务已作废']),
    );
    expect(await contents(8)).toContain('撤回审批：责令限期改正通知书');
  });

  it('adds a row on top after the detail is opened', async () => {
    const before = opLogPage.parse(
      (await pageData({ obj: JSON.stringify({ RWID: PENALTY }), current: '1', size: '10' })).data,
    );
    await call(server.url, demo, DETAIL_API.detailConfig, { rwid: PENALTY, runId: runIdOf(1) });
    const after = opLogPage.parse(
      (await pageData({ obj: JSON.stringify({ RWID: PENALTY }), current: '1', size: '10' })).data,
    );
    expect(after.total).toBe(before.total + 1);
    expect(after.records[0]).toMatchObject({
      OP_CONTENT: '查看任务详情',
      CRT_USERNAME: '张伟',
      CRT_IP: '127.0.0.1',
    });
    expect(after.records[1]).toEqual(before.records[0]);
  });

  it('accepts a numeric RWID in the filter', async () => {
    const json = await pageData({ obj: `{"RWID": ${taskId(5)}}`, current: '1', size: '10' });
    expect(json).toMatchObject({ code: 200, success: true });
  });

  it('refuses unknown configurations, bad filters and other officers’ tasks', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ dwId: '9999', obj: '{}' }, '查询配置不存在'],
      [{ dwId: '' }, '查询配置ID不能为空'],
      [{ dwId: 'abc' }, '查询配置ID必须是正整数'],
      [{ obj: '{"RWID": ' }, '查询条件obj不是有效的JSON'],
      [{ obj: '[1,2]' }, '查询条件obj必须是JSON对象'],
      [{ obj: '"text"' }, '查询条件obj必须是JSON对象'],
      [{ obj: '{}' }, '查询条件未指定任务'],
      [{ obj: '{"RWID":""}' }, '查询条件未指定任务'],
      [{}, '查询条件未指定任务'],
      [{ obj: JSON.stringify({ RWID: taskId(31) }) }, '无权查看该任务'],
      [{ obj: JSON.stringify({ RWID: '42' }) }, '任务不存在'],
      [{ obj: JSON.stringify({ RWID: PENALTY }), current: '-1' }, '页码必须是正整数'],
    ];
    for (const [form, msg] of cases) {
      const json = await pageData(form);
      expect(json, msg).toEqual({ code: 400, success: false, data: null, msg });
    }
  });
});
