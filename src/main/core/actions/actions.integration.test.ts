import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpDir, useReferenceCore } from '../testing/reference';
import type { TaskRecord } from '../../../shared/tasks/schemas';
import { addDays, chinaToday } from '../../../shared/common/dates';
import { WorkCalendar } from '../../../shared/common/calendar';
import { clockFieldsSchema } from '../../../shared/tasks/clock-fields';
import { taskClock } from '../../../shared/tasks/clock';
import { PENALTY_TASK_TYPES } from '../../../shared/tasks/constants';

// The task actions against the real reference server over real HTTP: every write changes the task
// as the server keeps it (detail, clock dates, operation log), is refused with the spec's message
// (by main before sending, or by the server), and tells the other windows to refresh.

const ref = useReferenceCore('actions');

const isOpen = (t: TaskRecord): boolean =>
  (t.rwzt === '0' || t.rwzt === '1') && t.RW_ISDELETED !== '1';
const ofType =
  (...types: number[]) =>
  (t: TaskRecord): boolean =>
    t.RWLX !== null && types.includes(t.RWLX);

const take = ref.take;
const idOf = (t: TaskRecord): { runId: string; RWID: string } => ({
  runId: t.runId,
  RWID: t.RWID,
});
const log = async (t: TaskRecord): Promise<string[]> =>
  (await ref.value('detail:opLog', { ...idOf(t), current: 1, size: 50 })).data.records.map(
    (r) => r.OP_CONTENT,
  );
const rwxx = async (t: TaskRecord): Promise<Record<string, unknown>> =>
  (await ref.value('detail:get', idOf(t))).data.config.rwxx as Record<string, unknown>;

describe('task actions against the reference server', () => {
  it('ends an open task once, and the other windows are told', async () => {
    const task = take('end task', isOpen);
    const changed: unknown[] = [];
    const stop = ref.core.events.subscribe((event, payload) => {
      if (event === 'shell:dataChanged') changed.push(payload);
    });
    expect(await ref.value('actions:endTask', idOf(task))).toEqual({ message: '操作成功' });
    stop();
    expect(changed).toEqual([{ channel: 'actions:endTask' }]);
    expect((await rwxx(task)).rwzt).toBe('2');
    expect(await ref.refusal('actions:endTask', idOf(task))).toBe('任务已结束，不能进行该操作');
    expect(await log(task)).toContain('结束任务');
  });

  it('changes a simple procedure to general, with a reason', async () => {
    const task = take('procedure change', (t) => isOpen(t) && ofType(62, 63)(t));
    const req = { ...idOf(task), CFLCLX: '4', GGLX: '2', ZHYY: '案情复杂，需调查取证' };
    expect(await ref.refusal('actions:changeProcedure', { ...req, ZHYY: ' ' })).toBe(
      '转换原因不能为空',
    );
    expect(await ref.refusal('actions:changeProcedure', { ...req, CFLCLX: '3' })).toBe(
      '只能切换为一般程序',
    );
    expect(await ref.value('actions:changeProcedure', req)).toEqual({ message: '操作成功' });
    expect((await log(task)).some((c) => c.includes('切换程序'))).toBe(true);
  });

  it('resumes a suspended clock with an attached file, and only once', async () => {
    const task = take('clock resume', (t) => isOpen(t) && t.sjtbzt === '1');
    const suspension = (await ref.value('actions:suspension', idOf(task))).data;
    expect(suspension.sjtbzt).toBe('1');
    const at = suspension.LDSPSJ ?? '';
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const dir = tmpDir('xfjd-actions-files-');
    const path = join(dir, '检验报告.pdf');
    writeFileSync(path, '%PDF-1.4 检验报告');
    const file = ref.core.picked.register(path, '检验报告.pdf', readFileSync(path).length, false);
    const req = { ...idOf(task), HFJSSJ: at, HFJSSM: '检验结果已出', files: [file.ref] };

    expect(await ref.refusal('actions:resumeClock', { ...req, HFJSSM: '' })).toBe(
      '请填写恢复计时原因',
    );
    const before = `${addDays(at.slice(0, 10), -1)} ${at.slice(11)}`;
    expect(await ref.refusal('actions:resumeClock', { ...req, HFJSSJ: before })).toBe(
      '恢复时间不可小于中止时间',
    );
    expect(await ref.value('actions:resumeClock', req)).toEqual({ message: '恢复成功' });
    expect((await ref.value('actions:suspension', idOf(task))).data.sjtbzt).toBe('2');
    expect((await log(task)).some((c) => c.includes('恢复计时'))).toBe(true);
    expect(await ref.refusal('actions:resumeClock', { ...req, files: [] })).toBe(
      '案件未中止计时，无需恢复',
    );
  });

  it('postpones a penalty case past its deadline, moving the planned end date', async () => {
    const task = take(
      'postponement',
      (t) => isOpen(t) && ofType(61, 62, 63, 64, 75)(t) && t.sjtbzt !== '1' && !t.JHJSRQ,
    );
    const dates = (await ref.value('actions:deadlines', idOf(task))).data;
    expect(dates.RWID).toBe(task.RWID);
    const clock = taskClock(
      clockFieldsSchema.parse(dates),
      chinaToday(Date.now()),
      new WorkCalendar(),
    );
    expect(clock).not.toBeNull();
    const deadline = clock?.deadline ?? '';
    const req = {
      ...idOf(task),
      jhjsrq: addDays(deadline, 1),
      yqyy: '需补充鉴定',
      sfyq: '1' as const,
    };
    expect(await ref.refusal('actions:postpone', { ...req, yqyy: '' })).toBe('请填写延期原因');
    expect(await ref.refusal('actions:postpone', { ...req, jhjsrq: deadline })).toBe(
      `申请截止时间须晚于当前办案期限${deadline}`,
    );
    expect(await ref.value('actions:postpone', req)).toEqual({ message: '操作成功' });
    expect((await ref.value('actions:deadlines', idOf(task))).data.JHJSRQ).toBe(req.jhjsrq);
    const reminders = (await ref.value('actions:reminders', { runId: task.runId })).data;
    expect(reminders.find((r) => r.RWID === task.RWID)?.JHJSRQ).toBe(req.jhjsrq);
  });

  it('stops and resumes a case', async () => {
    const task = take(
      'case stop',
      (t) => isOpen(t) && ofType(31, 32, 33, 74, 61, 62, 63, 64, 75)(t) && t.ISSTOP !== '1',
    );
    const stop = { ...idOf(task), isstop: '1' as const };
    expect(await ref.value('actions:caseStop', stop)).toEqual({ message: '操作成功' });
    expect(await ref.refusal('actions:caseStop', stop)).toBe('案件已暂停，无需重复暂停');
    expect((await ref.value('actions:deadlines', idOf(task))).data.ISSTOP).toBe('1');
    expect(await ref.value('actions:caseStop', { ...stop, isstop: '0' })).toEqual({
      message: '操作成功',
    });
  });

  it('accepts a product-supervision task once', async () => {
    const task = take('acceptance', (t) => t.rwzt === '0' && ofType(2, 6, 7)(t));
    expect(await ref.value('actions:accept', idOf(task))).toEqual({ message: '受理成功!' });
    expect(await ref.refusal('actions:accept', idOf(task))).toBe('暂无法受理!');
    const dates = (await ref.value('actions:deadlines', idOf(task))).data;
    expect(dates.SLSJ).toBeTruthy();
    expect(dates.JHJSRQ).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('registers the execution of a penalty decision', async () => {
    const candidates = ref.tasks.filter(
      (t) => !ref.taken(t.RWID) && isOpen(t) && ofType(61, 62, 63, 64, 75)(t),
    );
    let task: TaskRecord | undefined;
    for (const t of candidates) {
      const r = await ref.call('actions:execution', idOf(t));
      if (r.ok) {
        task = t;
        break;
      }
    }
    if (!task) throw new Error('the seed has no task with a penalty decision to register');
    ref.markTaken(task.RWID);
    const req = { ...idOf(task), ZXQK: '1', LXRQ: '2024-05-10', LXQK: '已缴纳罚款' };
    expect(await ref.refusal('actions:registerExecution', { ...req, LXRQ: undefined })).toBe(
      '请选择履行日期',
    );
    expect(await ref.refusal('actions:registerExecution', { ...req, LXQK: '' })).toBe(
      '请填写履行情况',
    );
    expect(await ref.value('actions:registerExecution', req)).toEqual({ message: '保存成功!' });
    expect((await ref.value('actions:execution', idOf(task))).data).toMatchObject({
      ZXQK: '1',
      LXRQ: '2024-05-10',
      LXQK: '已缴纳罚款',
    });
  });

  it('books another inspection time for a double-random task', async () => {
    const task = take('inspection time', (t) => isOpen(t) && ofType(32)(t));
    const pending = await ref.value('actions:inspectionTime', idOf(task));
    expect(pending.source).toBe('network');
    const req = { ...idOf(task), SQR: '李四', YYTIME: '2030-06-03 09:30:00', ISTY: '1' as const };
    expect(await ref.refusal('actions:changeInspectionTime', { ...req, SQR: ' ' })).toBe(
      '请填写申请人',
    );
    expect(await ref.value('actions:changeInspectionTime', req)).toEqual({ message: '预约成功！' });
  });

  it('sets and revokes no-inspection', async () => {
    const task = take(
      'no-inspection',
      (t) => isOpen(t) && ofType(31, 32, 33, 74)(t) && t.BJC !== '1',
    );
    const set = { ...idOf(task), type: '2' as const, bjcyy: '3', bjcms: '多次前往均大门紧闭' };
    expect(await ref.refusal('actions:noInspection', { ...set, bjcyy: undefined })).toBe(
      '请选择不检查原因',
    );
    expect(await ref.refusal('actions:noInspection', { ...set, bjcms: '' })).toBe(
      '请输入不检查描述',
    );
    expect(await ref.value('actions:noInspection', set)).toEqual({ message: '操作成功' });
    expect(await ref.refusal('actions:noInspection', set)).toBe('该任务已登记不检查，请勿重复登记');
    expect((await ref.value('actions:deadlines', idOf(task))).data.BJC).toBe('1');
    expect(await ref.value('actions:noInspection', { ...idOf(task), type: '1' })).toEqual({
      message: '操作成功',
    });
  });

  it('assigns a technical service agency chosen from the list', async () => {
    const task = take('technical service', (t) => isOpen(t) && ofType(31, 33, 74)(t));
    const page = (
      await ref.value('actions:serviceUnits', { runId: task.runId, current: 1, size: 10 })
    ).data;
    expect(page.records.length).toBeGreaterThan(0);
    const unit = page.records[0];
    const named = await ref.value('actions:serviceUnits', {
      runId: task.runId,
      current: 1,
      size: 10,
      DWMC: unit.DWMC.slice(0, 2),
    });
    expect(named.data.records.map((r) => r.ID)).toContain(unit.ID);
    expect(
      await ref.value('actions:assignService', { ...idOf(task), dwid: unit.ID, dwmc: unit.DWMC }),
    ).toEqual({ message: '操作成功' });
  });

  it('tells whether the run of an inspection task has gone on to a penalty case (isXzcf)', async () => {
    const penalty = (t: TaskRecord): boolean =>
      t.RWLX !== null && PENALTY_TASK_TYPES.includes(t.RWLX) && t.RW_ISDELETED === '0';
    const runsWithCase = new Set(ref.tasks.filter(penalty).map((t) => t.runId));
    const inspection = (t: TaskRecord): boolean =>
      t.RWLX !== null && !PENALTY_TASK_TYPES.includes(t.RWLX);
    const withCase = ref.tasks.find((t) => inspection(t) && runsWithCase.has(t.runId));
    const without = ref.tasks.find((t) => inspection(t) && !runsWithCase.has(t.runId));
    if (!withCase || !without) throw new Error('the seed has no inspection task for isXzcf');
    expect((await ref.value('actions:isPenaltyCase', idOf(withCase))).data).toBe(true);
    expect((await ref.value('actions:isPenaltyCase', idOf(without))).data).toBe(false);
  });

  it('makes the electronic licence once and downloads it', async () => {
    const task = take('licence', (t) => ofType(11)(t) && t.rwzt === '2');
    expect((await ref.value('actions:licence', idOf(task))).data).toBeNull();
    expect(await ref.value('actions:makeLicence', idOf(task))).toEqual({ message: '制证成功!' });
    expect(await ref.refusal('actions:makeLicence', idOf(task))).toBe('该任务已制证，请勿重复制证');
    const licence = (await ref.value('actions:licence', idOf(task))).data;
    expect(licence?.ZZBH).toBeTruthy();
    const saved = await ref.value('actions:downloadLicence', idOf(task));
    expect(saved.savedTo.startsWith(ref.downloads)).toBe(true);
    expect(saved.bytes).toBeGreaterThan(0);
    expect(readFileSync(saved.savedTo).length).toBe(saved.bytes);
  });
});
