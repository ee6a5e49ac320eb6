import { describe, expect, it } from 'vitest';
import { taskId } from '../tasks/seed/build';
import { call, opLog, signedInServer } from '../testing';
import { actionCalls, headerButtons, rowsOf, runOf } from '../actions/testing';
import { caseRow, casesFor } from './testing';
import { PENALTY_API } from '../../shared/penalty/constants';
import { penaltyItemSchema, reductionSchema } from '../../shared/penalty/schemas';
import { checkAmount } from '../../shared/penalty/reduction';
import { addDays, chinaToday } from '../../shared/common/dates';

// The penalty area's calls over real HTTP on the seeded data (server/penalty/seed.ts).

const { server, demo } = await signedInServer();
const { act, refused } = actionCalls(server, demo);

const link = (path: string, source: number, penalty: number) =>
  call(server.url, demo, path, {
    runId: runOf(source),
    lyrwid: taskId(source),
    cfrwid: taskId(penalty),
  });

describe('xzcf_cxcj (the generated penalty item)', () => {
  it('gives the case generated from the task, with its fixed types', async () => {
    const item = penaltyItemSchema.parse((await act(PENALTY_API.item, 1)).json.data);
    expect(item).toMatchObject({
      CFRWID: taskId(3),
      CFDXLX: '2',
      CF_LYTYPE: '1',
      CFLCLX: '1',
      CFDXMC: '呼和浩特市鼎盛购物中心有限公司',
    });
    const person = penaltyItemSchema.parse((await act(PENALTY_API.item, 21)).json.data);
    expect(person).toMatchObject({ CFRWID: taskId(22), CFDXLX: '1', CF_LYTYPE: '3', CFLCLX: '0' });
  });

  it('answers null for a task without one, and refuses other officers’ tasks', async () => {
    expect((await act(PENALTY_API.item, 7)).json).toMatchObject({ success: true, data: null });
    expect((await act(PENALTY_API.item, 31)).json).toMatchObject({
      success: false,
      msg: '无权查看该任务',
    });
  });
});

describe('the link table (generic query 20032)', () => {
  it('lists the officer’s open cases, the ones the task is linked to first', async () => {
    const rows = await casesFor(server, demo, 14);
    expect(rows[0]).toMatchObject({ CFRWID: taskId(24), LYRWID: taskId(14), CBRXM: '张伟' });
    const ids = rows.map((r) => r.CFRWID);
    for (const n of [3, 11, 23, 25, 27]) expect(ids).toContain(taskId(n));
    // Closed (6), voided (2) and other officers' cases (32) are not offered.
    for (const n of [6, 2, 32]) expect(ids).not.toContain(taskId(n));
    expect(rows.every((r) => r.RWZT === '0' || r.RWZT === '1')).toBe(true);
    expect(rows.find((r) => r.CFRWID === taskId(23))?.LARQ).toBe(
      addDays(chinaToday(Date.now()), -57),
    );
  });

  it('puts a class-37 task’s case first through LYJSFWRWID', async () => {
    const rows = await casesFor(server, demo, 20);
    expect(rows[0]).toMatchObject({ CFRWID: taskId(25), LYJSFWRWID: taskId(20) });
  });
});

describe('updateSAGJ / updateQXSAGJ (link and unlink)', () => {
  it('links an inspection task to an open case, once, logging on both', async () => {
    expect((await link(PENALTY_API.link, 7, 23)).json).toMatchObject({
      success: true,
      msg: '关联成功!',
    });
    expect(caseRow(server, taskId(23))?.sources).toBe(taskId(7));
    expect((await casesFor(server, demo, 7))[0].CFRWID).toBe(taskId(23));
    expect((await opLog(server.url, demo, taskId(7)))[0]).toBe(
      '关联行政处罚案件：关于内蒙古塞北国际会展中心有限公司消防设施未保持完好有效的行政处罚',
    );
    expect((await opLog(server.url, demo, taskId(23)))[0]).toBe(
      '关联来源任务：关于呼和浩特市新城区老绥远烧麦馆的日常消防监督检查（复核）',
    );
    expect((await link(PENALTY_API.link, 7, 23)).json).toMatchObject({
      success: false,
      msg: '该任务已关联该行政处罚案件',
    });
  });

  it('links a class-19 product task through LYCPRWID', async () => {
    expect((await link(PENALTY_API.link, 17, 23)).json.msg).toBe('关联成功!');
    expect(caseRow(server, taskId(23))).toMatchObject({
      sources: taskId(7),
      productSources: taskId(17),
    });
  });

  it('refuses closed cases, penalty tasks as sources and other officers’ cases', async () => {
    const refusal = async (source: number, penalty: number, msg: string) =>
      expect((await link(PENALTY_API.link, source, penalty)).json).toMatchObject({
        success: false,
        msg,
      });
    await refusal(7, 6, '该行政处罚案件不存在或已办结');
    await refusal(7, 51, '该行政处罚案件不存在或已办结');
    await refusal(29, 23, '行政处罚任务不能作为处罚来源任务关联');
    await refusal(7, 32, '无权查看该任务');
    await refusal(31, 23, '无权查看该任务');
  });

  it('unlinks, once; never the task the case was generated from', async () => {
    expect((await link(PENALTY_API.unlink, 7, 23)).json).toMatchObject({
      success: true,
      msg: '取消成功',
    });
    expect(caseRow(server, taskId(23))).toMatchObject({ sources: '', productSources: taskId(17) });
    expect((await opLog(server.url, demo, taskId(7)))[0]).toMatch(/^取消关联行政处罚案件：/);
    expect((await opLog(server.url, demo, taskId(23)))[0]).toMatch(/^取消关联来源任务：/);
    expect((await link(PENALTY_API.unlink, 7, 23)).json).toMatchObject({
      success: false,
      msg: '该任务未关联该行政处罚案件',
    });
    expect((await link(PENALTY_API.unlink, 1, 3)).json).toMatchObject({
      success: false,
      msg: '该处罚案件由本任务立案生成，不能取消关联',
    });
    expect(caseRow(server, taskId(3))?.sources).toBe(taskId(1));
    const rows = await casesFor(server, demo, 7);
    expect(rows.find((r) => r.CFRWID === taskId(23))?.LYRWID).toBeNull();
  });
});

describe('queryJmqk (the reduction)', () => {
  const reduction = async (n: number) => {
    const { json } = await act(PENALTY_API.reduction, n);
    expect(json).toMatchObject({ success: true });
    return {
      raw: json.data as Record<string, unknown> | null,
      parsed: reductionSchema.parse(json.data),
    };
  };

  it('sends the reason as JQCFYL and the violations with their ranges', async () => {
    const { raw, parsed } = await reduction(3);
    expect(raw).toHaveProperty('JQCFYL');
    expect(parsed).toMatchObject({
      CZR: '张伟',
      CFZL: '罚款',
      CFJE: '5000',
      JQCFYY: '当事人主动消除违法行为危害后果，初次违法，依法减轻处罚',
      GLWS: '行政处罚决定书',
    });
    expect(parsed?.WFXWLIST).toHaveLength(1);
    expect(checkAmount(parsed?.CFJE ?? null, parsed!.WFXWLIST[0]).severity).toBe('ok');
  });

  it('has one outside the discretion range and one below the statutory range', async () => {
    const outside = (await reduction(27)).parsed;
    expect(checkAmount(outside?.CFJE ?? null, outside!.WFXWLIST[0]).severity).toBe('warning');
    const below = (await reduction(24)).parsed;
    expect(below?.WFXWLIST).toHaveLength(2);
    expect(checkAmount(below?.CFJE ?? null, below!.WFXWLIST[0]).severity).toBe('danger');
  });

  it('answers null for a case without one', async () => {
    expect((await reduction(23)).raw).toBeNull();
    expect((await reduction(7)).raw).toBeNull();
  });
});

describe('xzcf_cjwb (case closing)', () => {
  const today = chinaToday(Date.now());
  const form = { CRWZT: '1', SJJSRQ: today, JAMS: '罚款已缴纳，案件办结' };

  it('refuses any empty field with the spec’s message', async () => {
    for (const empty of ['CRWZT', 'SJJSRQ', 'JAMS'])
      await refused(
        PENALTY_API.close,
        23,
        { ...form, [empty]: '' },
        '请检查输入内容，内容不能为空',
      );
  });

  it('refuses a date after today or before the registration', async () => {
    await refused(
      PENALTY_API.close,
      23,
      { ...form, SJJSRQ: addDays(today, 1) },
      '实际结束日期不能晚于今天',
    );
    const larq = addDays(today, -57);
    await refused(
      PENALTY_API.close,
      23,
      { ...form, SJJSRQ: addDays(today, -58) },
      `实际结束日期不能早于立案日期${larq}`,
    );
    await refused(PENALTY_API.close, 7, form, '该行政处罚案件不存在或已办结');
  });

  it('refuses a way of closing it does not know (the shared rule of the choice)', async () => {
    await refused(PENALTY_API.close, 23, { ...form, CRWZT: '9' }, '结案情形的选项不正确');
  });

  it('closes the case: done, logged, 归档结案 offered; not twice', async () => {
    expect((await act(PENALTY_API.close, 23, form)).json).toMatchObject({
      success: true,
      msg: '操作成功!',
    });
    expect(rowsOf(server, 23).task.state).toBe('2');
    expect(caseRow(server, taskId(23))).toMatchObject({
      closedState: '1',
      closedOn: today,
      closingText: '罚款已缴纳，案件办结',
    });
    expect((await opLog(server.url, demo, taskId(23)))[0]).toBe('处罚结案');
    const buttons = await headerButtons(server, demo, 23);
    expect(buttons).toContain('archive');
    expect(buttons).not.toContain('penaltyClose');
    await refused(PENALTY_API.close, 23, form, '该行政处罚案件不存在或已办结');
  });
});

describe('xzcf_kszyb (quick to general)', () => {
  it('makes the open quick case a general one, keeping its registration date', async () => {
    const larq = rowsOf(server, 11).state?.registeredOn;
    expect((await act(PENALTY_API.quickToGeneral, 11)).json).toMatchObject({
      success: true,
      msg: '操作成功!',
    });
    const { task, state } = rowsOf(server, 11);
    expect(task.type).toBe(61);
    expect(state?.registeredOn).toBe(larq);
    expect(caseRow(server, taskId(11))?.process).toBe('1');
    expect((await opLog(server.url, demo, taskId(11)))[0]).toBe(
      '快速转一般：快速办理转为一般程序办理',
    );
  });

  it('refuses anything but an open quick case', async () => {
    await refused(PENALTY_API.quickToGeneral, 11, {}, '只有办理中的快速办理案件可以转为一般程序');
    await refused(PENALTY_API.quickToGeneral, 3, {}, '只有办理中的快速办理案件可以转为一般程序');
    await refused(PENALTY_API.quickToGeneral, 31, {}, '无权查看该任务');
  });
});
