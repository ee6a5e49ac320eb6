import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { runIdOf, taskId } from '../tasks/seed/build';
import { call, login, opLog, startTestServer, treeRows, type TestServer } from '../testing';
import { DETAIL_API } from '../../shared/detail/constants';
import { WorkCalendar } from '../../shared/common/calendar';
import { addDays, chinaToday } from '../../shared/common/dates';
import { caseCategorySchema } from '../../shared/archive/schemas';
import { detailConfigSchema } from '../../shared/detail/schemas';
import { PENALTY_API } from '../../shared/penalty/constants';
import { READINESS_NOTICE } from './seed';
import { CASE_TYPES_DWID } from '../../shared/archive/constants';
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

const post = (path: string, form: Record<string, string>, token = demo) =>
  call(server.url, token, path, form);
const level1 = async (rwid: string, runId: string) =>
  (await treeRows(server.url, demo, rwid, runId)).find(
    (r) => r.TREE_LEVEL === 1 && r.RWID === rwid,
  );

describe('jugeXmrw', () => {
  const today = chinaToday(Date.now());
  const calendar = new WorkCalendar();

  it('blocks the re-inspection (45) until 3 working days after its planned start, with the reminder', async () => {
    const row = await level1(taskId(4), runIdOf(1));
    expect(row).toMatchObject({ RWLX: 45, RWFLID: '11', JHKSRQ: addDays(today, 2) });
    const { json } = await post(PATHS.jugeXmrw, { rwid: taskId(4), runId: runIdOf(1) });
    expect(json).toMatchObject({
      success: false,
      msg: `请于${calendar.addWorkingDays(addDays(today, 2), 3)}后办理`,
    });
  });

  it('blocks the seal-expiry review (56) until the seal expires', async () => {
    const seal = await level1(taskId(10), runIdOf(4));
    expect(seal).toMatchObject({ RWLX: 56, LSCFJZRQ: addDays(today, 1) });
    expect((await level1(taskId(9), runIdOf(4)))?.LSCFJZRQ).toBe(addDays(today, 1));
    expect((await post(PATHS.jugeXmrw, { rwid: taskId(10), runId: runIdOf(4) })).json.msg).toBe(
      `请于${today}后办理`,
    );
  });

  it('allows a guarded task whose date has passed, and refuses other officers’ tasks', async () => {
    expect((await post(PATHS.jugeXmrw, { rwid: taskId(1), runId: runIdOf(1) })).json).toMatchObject(
      { success: true, msg: '操作成功' },
    );
    const special = await level1(taskId(20), runIdOf(12)); // category 37, planned start yesterday
    expect(special).toMatchObject({ RWLX: 33, RWFLID: '37', JHKSRQ: addDays(today, -1) });
    expect(
      (await post(PATHS.jugeXmrw, { rwid: taskId(20), runId: runIdOf(12) })).json,
    ).toMatchObject({ success: true, msg: '操作成功' });
    expect((await post(PATHS.jugeXmrw, { rwid: taskId(3), runId: runIdOf(1) })).json).toMatchObject(
      { success: true },
    );
    expect((await post(PATHS.jugeXmrw, { rwid: taskId(41), runId: runIdOf(31) })).json.msg).toBe(
      '无权查看该任务',
    );
  });
});

describe('archiving', () => {
  it('serves the two-level case categories', async () => {
    const { json } = await post(PATHS.treeData, { tableName: 'DM_XFJD_AJLB', runId: runIdOf(1) });
    const tree = caseCategorySchema.array().parse(json.data);
    expect(tree.map((n) => n.CODE_DESC)).toEqual(
      expect.arrayContaining(['行政处罚类', '监督检查类', '火灾调查类']),
    );
    expect(
      tree.find((n) => n.CODE_DESC === '行政处罚类')?.CHILDREN_LIST.map((c) => c.CODE_DESC),
    ).toEqual(expect.arrayContaining(['一般程序案卷', '简易程序案卷', '快速办理案卷']));
    expect((await post(PATHS.treeData, { tableName: 'NO_SUCH' })).json.msg).toBe('查询配置不存在');
  });

  it('answers the categories of a task type by generic query 4680', async () => {
    const caseTypes = async (obj: Record<string, unknown>) =>
      (
        await post(GENERIC_API.pageQuery, {
          dwId: String(CASE_TYPES_DWID),
          runId: runIdOf(1),
          current: '1',
          size: '9999',
          obj: JSON.stringify(obj),
        })
      ).json;
    const records = async (RWLX: unknown) =>
      ((await caseTypes({ RWLX })).data as { data: { records: unknown[] } }).data.records;
    expect(await records(74)).toEqual([
      { ID: '2004', CODE_DESC: '重点单位检查', PARENT_ID: '20', RWLX: 74 },
    ]);
    expect(await records('61')).toEqual([
      { ID: '1001', CODE_DESC: '一般程序案卷', PARENT_ID: '10', RWLX: 61 },
    ]);
    expect(await records(19)).toEqual([
      expect.objectContaining({ ID: '5001' }),
      expect.objectContaining({ ID: '5002' }),
    ]);
    // Fire investigation: the whole class applies.
    expect(await records(80)).toEqual([
      { ID: '40', CODE_DESC: '火灾调查类', PARENT_ID: null, RWLX: 80 },
    ]);
    expect(await records(99)).toEqual([]);
    expect(await caseTypes({})).toMatchObject({ success: false, msg: '查询条件未指定任务类型' });
    expect(await caseTypes({ RWLX: 'x' })).toMatchObject({
      success: false,
      msg: '任务类型格式不正确',
    });
  });

  it('archives a finished task with each refusal first, then runs the closing steps', async () => {
    const today = chinaToday(Date.now());
    const rwid = taskId(1); // 74, 已完成
    const base = { id: rwid, rwlx: '74', runId: runIdOf(1) };
    expect((await post(PATHS.archive, { ...base, ajlb: '', gdgs: 'pdf' })).json.msg).toBe(
      '请选择案卷类别!',
    );
    expect((await post(PATHS.archive, { ...base, ajlb: '2004', gdgs: 'zip' })).json.msg).toBe(
      '归档格式只能是pdf、doc、docx',
    );
    expect((await post(PATHS.archive, { ...base, ajlb: '9999', gdgs: 'pdf' })).json.msg).toBe(
      '案卷类别不存在',
    );
    expect(
      (await post(PATHS.archive, { ...base, id: taskId(3), ajlb: '1001', gdgs: 'pdf' })).json.msg,
    ).toBe('任务尚未完成，不能归档结案');

    // Archive readiness (shared/archive/readiness.ts, seeded in ./seed.ts): the notice served
    // without its seal, the open case.
    const notice = (await treeRows(server.url, demo, rwid, runIdOf(1))).find(
      (r) => r.ID === READINESS_NOTICE.id,
    );
    expect(notice).toMatchObject({ STATUS: '3', SFSD: '2', STATUS2: '1' });
    const named = `${READINESS_NOTICE.title}（${notice?.WH ?? ''}）`;
    const caseName = '关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚';
    const archive = { ...base, ajlb: '20,2004', gdgs: 'pdf' };
    expect((await post(PATHS.archive, archive)).json).toMatchObject({
      success: false,
      msg: `归档前请先完成：文书「${named}」盖章；行政处罚案件「${caseName}」结案`,
    });
    const seal = { flwslb: 'cxqz', wssyid: notice?.ID ?? '', provinceCode: '15' };
    expect((await post(PATHS.seal, seal)).json).toMatchObject({ success: true });
    expect((await post(PATHS.archive, archive)).json.msg).toBe(
      `归档前请先完成：行政处罚案件「${caseName}」结案`,
    );
    const closing = { CRWZT: '1', SJJSRQ: today, JAMS: '罚款已缴纳，案件办结' };
    expect(
      (await post(PENALTY_API.close, { RWID: taskId(3), runId: runIdOf(1), ...closing })).json,
    ).toMatchObject({ success: true });
    expect((await post(PATHS.archive, archive)).json).toMatchObject({
      success: true,
      msg: '操作成功!',
    });
    expect((await post(PATHS.archive, { ...base, ajlb: '2004', gdgs: 'pdf' })).json.msg).toBe(
      '该任务已归档',
    );
    for (const path of [PATHS.unitOptimization, PATHS.randomPool]) {
      expect((await post(path, { rwid, runId: runIdOf(1) })).json).toMatchObject({
        success: true,
        msg: '操作成功',
      });
    }
    expect(await opLog(server.url, demo, rwid, 3)).toEqual([
      '纳入双随机',
      '社会单位优化',
      '归档结案：案卷类别监督检查类、重点单位检查，格式pdf',
    ]);

    const rows = await treeRows(server.url, demo, rwid, runIdOf(1));
    expect(rows.find((r) => r.TREE_LEVEL === 1 && r.RWID === rwid)?.RWSTATUS).toBe('3');
    const docs = rows.filter((r) => r.TREE_LEVEL === 3 && r.RWID === rwid);
    expect(docs.every((d) => d.STATUS3 === '2' && d.GDBZ === '1')).toBe(true);
    expect(docs.flatMap((d) => d.XGCZ_BUTTONS.map((b) => b.BUTTON_TYPE))).not.toContain('edit');
    const config = detailConfigSchema.parse(
      (await post(DETAIL_API.detailConfig, { rwid, runId: runIdOf(1) })).json.data,
    );
    const types = config.btnsList.map((b) => b.btnType);
    expect(types).not.toContain('archive');
    expect(types).not.toContain('addDoc');
    expect(config.rwxx.rwzt).toBe('3');
  });
});
