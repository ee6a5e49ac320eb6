import { describe, expect, it } from 'vitest';
import { taskId } from '../tasks/seed/build';
import { opLog, signedInServer, treeRows } from '../testing';
import { actionCalls, rowsOf, runOf } from './testing';
import { ACTIONS_API, ACTIONS_DWID, ACTIONS_INTERFACE } from '../../shared/actions/constants';
import { executionSchema } from '../../shared/actions/schemas';
import { WorkCalendar } from '../../shared/common/calendar';
import { chinaToday } from '../../shared/common/dates';

const { server, demo } = await signedInServer();
const { act, refused } = actionCalls(server, demo);

const END_TASK = { iface: ACTIONS_INTERFACE.endTask };
const CHANGE_PROCEDURE = { iface: ACTIONS_INTERFACE.changeProcedure };
const ACCEPT = { iface: ACTIONS_INTERFACE.accept };
const REGISTER_EXECUTION = { dwId: ACTIONS_DWID.execution };

describe('execInterface 57 (结束任务)', () => {
  it('ends an open task and logs it', async () => {
    expect((await act(END_TASK, 7)).json).toMatchObject({
      success: true,
      msg: '操作成功',
    });
    expect(rowsOf(server, 7).task.state).toBe('2');
    expect((await opLog(server.url, demo, taskId(7)))[0]).toBe('结束任务');
  });

  it('refuses finished, voided and other officers’ tasks', async () => {
    await refused(END_TASK, 1, {}, '任务已结束，不能进行该操作');
    await refused(END_TASK, 2, {}, '任务已结束，不能进行该操作');
    await refused(END_TASK, 31, {}, '无权查看该任务');
  });
});

describe('execInterface 67 (切换程序)', () => {
  const change = { CFLCLX: '4', GGLX: '1', ZHYY: '案情复杂，需要进一步调查' };

  it('refuses with the spec’s messages, other procedures and general cases', async () => {
    await refused(CHANGE_PROCEDURE, 29, { ...change, GGLX: '' }, '请选择更改程序类别！');
    await refused(CHANGE_PROCEDURE, 29, { ...change, ZHYY: '' }, '转换原因不能为空');
    await refused(CHANGE_PROCEDURE, 29, { ...change, CFLCLX: '3' }, '只能切换为一般程序');
    await refused(CHANGE_PROCEDURE, 3, change, '只有简易程序或快速办理的处罚案件可以切换程序');
  });

  it('makes a simple penalty a general one, keeping its registration date', async () => {
    const larq = rowsOf(server, 29).state?.registeredOn;
    expect(larq).toBeTruthy();
    expect((await act(CHANGE_PROCEDURE, 29, change)).json).toMatchObject({
      success: true,
      msg: '操作成功',
    });
    const { task, state } = rowsOf(server, 29);
    expect(task.type).toBe(61);
    expect(JSON.parse(task.extra ?? '{}')).toMatchObject({ CFLCLX: '4' });
    expect(state?.registeredOn).toBe(larq);
    expect((await opLog(server.url, demo, taskId(29)))[0]).toBe(
      '切换程序：简易程序升级为一般程序，转换原因：案情复杂，需要进一步调查',
    );
  });
});

describe('execInterface 65 (受理任务)', () => {
  it('accepts a new product task: inspection within 3 working days', async () => {
    expect((await act(ACCEPT, 26)).json).toMatchObject({
      success: true,
      msg: '受理成功!',
    });
    const { task, state } = rowsOf(server, 26);
    expect(task.state).toBe('1');
    const today = chinaToday(Date.now());
    expect(state?.acceptedAt?.slice(0, 10)).toBe(today);
    expect(state?.plannedEnd).toBe(new WorkCalendar().addWorkingDays(today, 3));
    expect((await opLog(server.url, demo, taskId(26)))[0]).toBe(
      `受理任务：须于${state?.plannedEnd ?? ''}前完成抽样`,
    );
  });

  it('answers 暂无法受理! for accepted tasks and other types', async () => {
    await refused(ACCEPT, 26, {}, '暂无法受理!');
    await refused(ACCEPT, 18, {}, '暂无法受理!');
    await refused(ACCEPT, 15, {}, '暂无法受理!');
  });
});

describe('updateISSTOP (暂停/恢复案件)', () => {
  it('resumes a stopped case and stops a running one', async () => {
    await refused(ACTIONS_API.updateISSTOP, 20, { isstop: '1' }, '案件已暂停，无需重复暂停');
    expect((await act(ACTIONS_API.updateISSTOP, 20, { isstop: '0' })).json).toMatchObject({
      success: true,
      msg: '操作成功',
    });
    expect(rowsOf(server, 20).state?.stopped).toBe('0');
    expect((await opLog(server.url, demo, taskId(20)))[0]).toBe('恢复案件');
    await refused(ACTIONS_API.updateISSTOP, 20, { isstop: '0' }, '案件未暂停，无需恢复');
    expect((await act(ACTIONS_API.updateISSTOP, 11, { isstop: '1' })).json.msg).toBe('操作成功');
    expect(rowsOf(server, 11).state?.stopped).toBe('1');
    expect((await opLog(server.url, demo, taskId(11)))[0]).toBe('暂停案件');
  });

  it('refuses other values and task types', async () => {
    await refused(ACTIONS_API.updateISSTOP, 20, { isstop: '2' }, '请选择暂停或恢复案件');
    await refused(ACTIONS_API.updateISSTOP, 12, { isstop: '1' }, '该任务不能暂停或恢复');
  });
});

describe('updateBjcyy (不检查)', () => {
  it('revokes a registered no-inspection, once', async () => {
    await refused(
      ACTIONS_API.updateBjcyy,
      30,
      { type: '2', bjcyy: '1', bjcms: '停业' },
      '该任务已登记不检查，请勿重复登记',
    );
    expect((await act(ACTIONS_API.updateBjcyy, 30, { type: '1' })).json.msg).toBe('操作成功');
    expect(rowsOf(server, 30).state).toMatchObject({ noInspection: '0', noInspectionReason: null });
    expect((await opLog(server.url, demo, taskId(30)))[0]).toBe('撤销不检查');
    await refused(ACTIONS_API.updateBjcyy, 30, { type: '1' }, '该任务未登记不检查，无需撤销');
  });

  it('sets it with a reason and a description', async () => {
    await refused(
      ACTIONS_API.updateBjcyy,
      5,
      { type: '2', bjcms: 'x' },
      '任务已结束，不能进行该操作',
    );
    await refused(ACTIONS_API.updateBjcyy, 30, { type: '2', bjcms: '关门' }, '请选择不检查原因');
    await refused(ACTIONS_API.updateBjcyy, 30, { type: '2', bjcyy: '3' }, '请输入不检查描述');
    await refused(ACTIONS_API.updateBjcyy, 30, { type: '3' }, '请选择不检查操作类型');
    await refused(
      ACTIONS_API.updateBjcyy,
      3,
      { type: '2', bjcyy: '3', bjcms: '关门' },
      '该任务不能登记不检查',
    );
    const ok = await act(ACTIONS_API.updateBjcyy, 30, {
      type: '2',
      bjcyy: '3',
      bjcms: '两次到场均大门紧闭',
    });
    expect(ok.json).toMatchObject({ success: true, msg: '操作成功' });
    expect(rowsOf(server, 30).state).toMatchObject({
      noInspection: '1',
      noInspectionReason: '3',
      noInspectionText: '两次到场均大门紧闭',
    });
    expect((await opLog(server.url, demo, taskId(30)))[0]).toBe('不检查：关门，两次到场均大门紧闭');
  });
});

describe('getZxdj / saveOrUpdate 3238 (执行登记)', () => {
  it('gives the approved decision to register, and refuses a task without one', async () => {
    const { json } = await act(ACTIONS_API.execution, 27);
    const execution = executionSchema.parse(json.data);
    expect(execution).toMatchObject({ ZXLX: '1', ZXQK: null, LXRQ: null });
    expect(execution?.WSID).toBeTruthy();
    expect((await act(ACTIONS_API.execution, 3)).json.msg).toBe(
      '该任务没有已审批的行政处罚决定书，不能执行登记',
    );
  });

  it('checks the form with the spec’s messages', async () => {
    const save = (form: Record<string, string>, msg: string) =>
      refused(REGISTER_EXECUTION, 27, form, msg);
    await save({}, '请选择执行情况');
    await save({ ZXQK: '1', LXQK: '已缴纳' }, '请选择履行日期');
    await save({ ZXQK: '1', LXRQ: '2026-03-01' }, '请填写履行情况');
    await save({ ZXQK: '7' }, '执行情况不正确');
    await save({ ID: 'other', ZXQK: '2' }, '执行登记不存在');
    await refused(
      REGISTER_EXECUTION,
      3,
      { ZXQK: '3' },
      '该任务没有已审批的行政处罚决定书，不能执行登记',
    );
  });

  it('stores the registration and the decision’s ZXQK', async () => {
    const lxrq = chinaToday(Date.now());
    const { json } = await act(REGISTER_EXECUTION, 27, {
      ZXQK: '1',
      LXRQ: lxrq,
      LXQK: '当事人已通过电子支付缴纳罚款伍仟元',
    });
    expect(json).toMatchObject({ success: true, data: taskId(27) });
    const saved = executionSchema.parse((await act(ACTIONS_API.execution, 27)).json.data);
    expect(saved).toMatchObject({
      ZXQK: '1',
      LXRQ: lxrq,
      LXQK: '当事人已通过电子支付缴纳罚款伍仟元',
    });
    const decision = (await treeRows(server.url, demo, taskId(27), runOf(27))).find(
      (r) => r.FLWSID && r.RWWSSZID === '9007',
    );
    expect(decision?.ZXQK).toBe('1');
    expect((await opLog(server.url, demo, taskId(27)))[0]).toBe(
      `执行登记：${decision?.TITLE ?? ''}，${lxrq}已履行`,
    );
  });
});
