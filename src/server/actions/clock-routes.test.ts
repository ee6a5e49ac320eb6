import { describe, expect, it } from 'vitest';
import { taskId } from '../tasks/seed/build';
import { call, opLog, signedInServer, treeRows, withDatabase } from '../testing';
import { approveInDataDir } from './approval';
import { actionCalls, headerButtons, rowsOf, runOf } from './testing';
import { ACTIONS_API, ACTIONS_DWID } from '../../shared/actions/constants';
import {
  deadlinesSchema,
  postponementSchema,
  remindersSchema,
  suspensionSchema,
} from '../../shared/actions/schemas';
import { addDays, chinaDateTime, chinaToday } from '../../shared/common/dates';
import { suspensionDays } from '../../shared/tasks/clock';
import { TASKS_API } from '../../shared/tasks/constants';
import { GENERIC_API } from '../../shared/generic/constants';
import { z } from 'zod';

const { server, demo } = await signedInServer();
const { act, refused } = actionCalls(server, demo);

const RESUME = { dwId: ACTIONS_DWID.resumeClock };

const today = (): string => chinaToday(Date.now());
const flwsidOf = async (n: number, typeId: string): Promise<string> => {
  const row = (await treeRows(server.url, demo, taskId(n), runOf(n))).find(
    (r) => r.RWID === taskId(n) && r.RWWSSZID === typeId && r.FLWSID,
  );
  return row?.FLWSID ?? '';
};

describe('getZzjsxx and saveOrUpdate 3356 (恢复计时)', () => {
  it('gives the running suspension', async () => {
    const s = suspensionSchema.parse((await act(ACTIONS_API.suspension, 3)).json.data);
    expect(s).toEqual({
      RWMC: '关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚',
      sjtbzt: '1',
      LDSPSJ: `${addDays(today(), -10)} 09:30:00`,
      ZZYY: '当事人申请听证，听证期间案件中止计时',
    });
  });

  it('checks the resume with the spec’s messages', async () => {
    const ok = { HFJSSJ: chinaDateTime(Date.now() - 60_000), HFJSSM: '听证结束' };
    await refused(RESUME, 3, { HFJSSM: '听证结束' }, '请填写恢复计时时间');
    await refused(RESUME, 3, { HFJSSJ: ok.HFJSSJ }, '请填写恢复计时原因');
    await refused(
      RESUME,
      3,
      { ...ok, HFJSSJ: `${addDays(today(), -11)} 10:00:00` },
      '恢复时间不可小于中止时间',
    );
    await refused(
      RESUME,
      3,
      { ...ok, HFJSSJ: `${addDays(today(), 2)} 10:00:00` },
      '恢复计时时间不能晚于当前时间',
    );
    await refused(RESUME, 3, { ...ok, fileIds: 'nope' }, '附件不存在或不属于该任务');
    await refused(RESUME, 3, { ...ok, ID: '999999' }, '中止计时记录不存在或已恢复');
    await refused(RESUME, 11, ok, '案件未中止计时，无需恢复');
    await refused(RESUME, 31, ok, '无权查看该任务');
  });

  it('resumes: SJTBZT 2, the suspended days added to ZZTS, a history row and a log row', async () => {
    const hfjssj = chinaDateTime(Date.now() - 60_000);
    const { json } = await act(RESUME, 3, { HFJSSJ: hfjssj, HFJSSM: '听证结束' });
    expect(json).toMatchObject({ success: true, msg: '操作成功' });
    const days = suspensionDays(`${addDays(today(), -10)} 09:30:00`, hfjssj);
    expect(days).toBeGreaterThanOrEqual(9);
    const { task, state } = rowsOf(server, 3);
    expect(task.clockState).toBe('2');
    expect(state).toMatchObject({ suspendedDays: days, suspendedAt: null });
    const history = withDatabase(server.dataDir, (db) =>
      db.prepare('SELECT HFJSSJ, HFJSSM, ZZTS FROM xfjd_zzjs WHERE RWID = ?').all(taskId(3)),
    );
    expect(history).toEqual([{ HFJSSJ: hfjssj, HFJSSM: '听证结束', ZZTS: days }]);
    expect((await opLog(server.url, demo, taskId(3)))[0]).toBe(
      `恢复计时：${hfjssj}，中止${days}天，原因：听证结束`,
    );
    expect(await headerButtons(server, demo, 3)).toContain('suspendClock');
  });
});

describe('approving the clock-suspension, void and postponement forms', () => {
  it('suspends the clock when the suspension form is approved', async () => {
    expect(await headerButtons(server, demo, 24)).not.toContain('suspendClock');
    const flwsid = await flwsidOf(24, '9005');
    const result = approveInDataDir(server.dataDir, flwsid);
    expect(result).toEqual({ ok: true, value: '案件中止计时审批表：审批通过' });
    const { task, state } = rowsOf(server, 24);
    expect(task.clockState).toBe('1');
    expect(state?.suspendedAt?.slice(0, 10)).toBe(today());
    expect(state?.suspendReason).toBeTruthy();
    expect(await headerButtons(server, demo, 24)).toContain('resumeClock');
    expect(approveInDataDir(server.dataDir, flwsid)).toEqual({
      ok: false,
      msg: '只有审批中的文书可以审批通过',
    });
    expect(approveInDataDir(server.dataDir, '1')).toEqual({ ok: false, msg: '文书不存在' });
  });

  it('voids the task when the void application is approved', async () => {
    const flwsid = await flwsidOf(29, '264');
    withDatabase(server.dataDir, (db) =>
      db
        .prepare("UPDATE xfjd_flws SET RWWSSZID = '9006', STATUS = '2' WHERE FLWSID = ?")
        .run(flwsid),
    );
    expect(approveInDataDir(server.dataDir, flwsid).ok).toBe(true);
    expect(rowsOf(server, 29).task).toMatchObject({ deleted: 2, state: '5' });
    expect(await headerButtons(server, demo, 29)).toEqual(['opLog']);
  });
});

describe('saveYqsq and updateJHJSRQ (申请延期)', () => {
  // Task 23 was registered 57 days ago: its period ends in 3 days, at most 33 days from now.
  const form = (jhjsrq: string) => ({ jhjsrq, yqyy: '需要补充调查取证', sfyq: '1' });

  it('refuses without a date or a reason, before the deadline or past the statutory maximum', async () => {
    await refused(ACTIONS_API.saveYqsq, 23, { yqyy: '原因' }, '请选择申请截止时间');
    await refused(ACTIONS_API.saveYqsq, 23, { jhjsrq: addDays(today(), 20) }, '请填写延期原因');
    await refused(
      ACTIONS_API.saveYqsq,
      23,
      form(addDays(today(), 2)),
      `申请截止时间须晚于当前办案期限${addDays(today(), 3)}`,
    );
    await refused(
      ACTIONS_API.updateJHJSRQ,
      23,
      form(addDays(today(), 40)),
      `申请截止时间不能晚于法定最长办案期限${addDays(today(), 33)}（立案之日起60日，经批准可延长30日，中止计时期间不计入）`,
    );
    await refused(
      ACTIONS_API.saveYqsq,
      7,
      form(addDays(today(), 20)),
      '只有行政处罚案件可以申请延期',
    );
  });

  it('stores the request, then the new planned end', async () => {
    const until = addDays(today(), 20);
    expect((await act(ACTIONS_API.saveYqsq, 23, form(until))).json).toMatchObject({
      success: true,
      msg: '操作成功',
    });
    const requests = withDatabase(server.dataDir, (db) =>
      db.prepare('SELECT JHJSRQ, YQYY, SFYQ, SPZT FROM xfjd_yqsq WHERE RWID = ?').all(taskId(23)),
    );
    expect(requests).toEqual([{ JHJSRQ: until, YQYY: '需要补充调查取证', SFYQ: '1', SPZT: '0' }]);
    expect((await opLog(server.url, demo, taskId(23)))[0]).toBe(
      `申请延期：延期至${until}，原因：需要补充调查取证`,
    );
    // updateJHJSRQ carries the date alone: the reason went with saveYqsq.
    await refused(ACTIONS_API.updateJHJSRQ, 23, {}, '请选择申请截止时间');
    expect((await act(ACTIONS_API.updateJHJSRQ, 23, { jhjsrq: until })).json.msg).toBe('操作成功');
    const dates = deadlinesSchema.parse((await act(ACTIONS_API.getXqDateByRwid, 23)).json.data);
    expect(dates).toMatchObject({ RWID: taskId(23), JHJSRQ: until, LARQ: addDays(today(), -57) });
    expect((await opLog(server.url, demo, taskId(23)))[0]).toBe(`办案期限延长至${until}`);
  });

  it('records the approved postponement form a request names (wsid, its FLWSID)', async () => {
    // Task 25: postponed to +12 by its approved 120; the statutory maximum is +15.
    const until = addDays(today(), 14);
    const approved = await flwsidOf(25, '120');
    const draft = await flwsidOf(23, '120');
    expect(approved).not.toBe('');
    await refused(ACTIONS_API.saveYqsq, 25, { ...form(until), wsid: 'nope' }, '延期审批表不存在');
    // Another task's approval form is not this task's.
    await refused(ACTIONS_API.saveYqsq, 25, { ...form(until), wsid: draft }, '延期审批表不存在');
    expect((await act(ACTIONS_API.saveYqsq, 25, { ...form(until), wsid: approved })).json).toEqual(
      expect.objectContaining({ success: true, msg: '操作成功' }),
    );
    const latest = withDatabase(server.dataDir, (db) =>
      db
        .prepare('SELECT JHJSRQ, WSID, SPZT FROM xfjd_yqsq WHERE RWID = ? ORDER BY ID DESC')
        .get(taskId(25)),
    );
    expect(latest).toEqual({ JHJSRQ: until, WSID: approved, SPZT: '1' });
  });

  it('lists the task’s requests, newest first (generic query 3967)', async () => {
    const list = async (n: number, token = demo) =>
      (
        await call(server.url, token, GENERIC_API.pageQuery, {
          dwId: String(ACTIONS_DWID.postponements),
          runId: runOf(n),
          current: '1',
          size: '9999',
          obj: JSON.stringify({ RWID: taskId(n) }),
        })
      ).json;
    const rows = z
      .array(postponementSchema)
      .parse(((await list(25)).data as { data: { records: unknown[] } }).data.records);
    expect(rows.map((r) => [r.JHJSRQ, r.SPZT])).toEqual([
      [addDays(today(), 14), '1'],
      [addDays(today(), 12), '1'],
    ]);
    expect(rows[1]).toMatchObject({
      YQYY: '案情复杂，需进一步调查取证，申请延长办案期限',
      SQR: '张伟',
    });
    expect((await list(12)).data).toMatchObject({ data: { records: [], total: 0 } });
    expect(await list(31)).toMatchObject({ success: false, msg: '无权查看该任务' });
  });
});

describe('getXqDateByRwid, isXzcf, cfRwRemind and the clock fields of the task list and detail', () => {
  it('gives a postponed case’s dates', async () => {
    const dates = deadlinesSchema.parse((await act(ACTIONS_API.getXqDateByRwid, 25)).json.data);
    expect(dates).toMatchObject({
      RWLX: 61,
      rwzt: '1',
      LARQ: addDays(today(), -75),
      JHJSRQ: addDays(today(), 12),
      ZZTS: 0,
      ISSTOP: '0',
    });
  });

  it('tells whether the task has a penalty case', async () => {
    expect((await act(ACTIONS_API.isXzcf, 4)).json.data).toBe(true);
    expect((await act(ACTIONS_API.isXzcf, 12)).json.data).toBe(false);
  });

  it('reminds of the officer’s open penalty cases', async () => {
    const { json } = await call(server.url, demo, ACTIONS_API.cfRwRemind, {});
    const list = remindersSchema.parse(json.data);
    const ids = list.map((r) => r.RWID);
    expect(ids).toEqual(expect.arrayContaining([taskId(11), taskId(23), taskId(25)]));
    expect(ids).not.toContain(taskId(6));
    expect(ids).not.toContain(taskId(32));
    expect(list.find((r) => r.RWID === taskId(25))).toMatchObject({ JHJSRQ: addDays(today(), 12) });
  });

  it('sends the clock fields in the task list and the detail', async () => {
    const { json } = await call(server.url, demo, TASKS_API.taskList, { current: '1', size: '50' });
    const records = (json.data as { records: Array<Record<string, unknown>> }).records;
    expect(records.find((r) => r.RWID === taskId(25))).toMatchObject({
      LARQ: addDays(today(), -75),
      JHJSRQ: addDays(today(), 12),
      sjtbzt: '0',
      ZZTS: 0,
      ISSTOP: '0',
      BJC: '0',
    });
    expect(records.find((r) => r.RWID === taskId(20))).toMatchObject({ ISSTOP: '1', LARQ: null });
  });
});
