import { describe, expect, it } from 'vitest';
import { ok, refuse } from '../testing/fake-http';
import { PostponeFollowUpError, type ActionService } from './action-service';
import { done, SUSPENDED, T, TASK, useActionRig } from './testing';
import { describeWrites, type WriteCase } from '../testing/services';
import { ACTIONS_API, ACTIONS_DWID, ACTIONS_INTERFACE } from '../../../shared/actions/constants';
import { GENERIC_API } from '../../../shared/generic/constants';

/** The form of a generic interface on the task: id, runId and obj { RWID, ...more }. */
const iface = (id: number, more: Record<string, string> = {}): Record<string, string> => ({
  id: String(id),
  runId: 'run1',
  obj: JSON.stringify({ RWID: 'rw1', ...more }),
});
/** The form of a generic save on the task: dwId, runId and data { RWID, ...more }. */
const saved = (dwId: number, more: Record<string, string> = {}): Record<string, string> => ({
  dwId: String(dwId),
  runId: 'run1',
  data: JSON.stringify({ RWID: 'rw1', ...more }),
});

// The task actions' writes against a scripted server: what each call sends, the spec's refusals
// (nothing is sent), the server's own message, the resume's files and the postponement's two halves.

describe('action service: writes', () => {
  const rig = useActionRig();
  const answer = rig.answer;
  const sent = rig.sent;

  describe('writes send the spec fields', () => {
    const cases: WriteCase<ActionService>[] = [
      {
        name: 'endTask',
        run: (s) => s.endTask(T),
        path: GENERIC_API.execInterface,
        form: iface(ACTIONS_INTERFACE.endTask),
        fallback: '操作成功',
      },
      {
        name: 'changeProcedure',
        run: (s) => s.changeProcedure({ ...T, CFLCLX: '4', GGLX: '2', ZHYY: ' 案情复杂 ' }),
        path: GENERIC_API.execInterface,
        form: iface(ACTIONS_INTERFACE.changeProcedure, {
          CFLCLX: '4',
          GGLX: '2',
          ZHYY: '案情复杂',
        }),
        fallback: '操作成功',
      },
      {
        name: 'caseStop',
        run: (s) => s.caseStop({ ...T, isstop: '1' }),
        path: ACTIONS_API.updateISSTOP,
        form: { ...TASK, isstop: '1' },
        fallback: '操作成功',
      },
      {
        name: 'accept',
        run: (s) => s.accept(T),
        path: GENERIC_API.execInterface,
        form: iface(ACTIONS_INTERFACE.accept),
        fallback: '受理成功!',
      },
      {
        name: 'noInspection set',
        run: (s) => s.noInspection({ ...T, type: '2', bjcyy: '3', bjcms: '大门紧闭' }),
        path: ACTIONS_API.updateBjcyy,
        form: { ...TASK, type: '2', bjcyy: '3', bjcms: '大门紧闭' },
        fallback: '操作成功',
      },
      {
        name: 'noInspection revoke',
        run: (s) => s.noInspection({ ...T, type: '1' }),
        path: ACTIONS_API.updateBjcyy,
        form: { ...TASK, type: '1' },
        fallback: '操作成功',
      },
      {
        name: 'changeInspectionTime',
        run: (s) =>
          s.changeInspectionTime({ ...T, SQR: '张三', YYTIME: '2024-06-01 09:30:00', ISTY: '1' }),
        path: ACTIONS_API.clshdwxgyytime,
        form: { ...TASK, SQR: '张三', YYTIME: '2024-06-01 09:30:00', ISTY: '1' },
        fallback: '预约成功！',
      },
      {
        name: 'assignService',
        run: (s) => s.assignService({ ...T, dwid: 'd9', dwmc: '某消防技术服务公司' }),
        path: ACTIONS_API.saveJsfwRw,
        form: { ...TASK, dwid: 'd9', dwmc: '某消防技术服务公司' },
        fallback: '操作成功',
      },
      {
        name: 'makeLicence',
        run: (s) => s.makeLicence(T),
        path: ACTIONS_API.preparationOfEvidence,
        form: TASK,
        fallback: '制证成功!',
      },
    ];

    describeWrites(cases, rig);
  });

  describe('execution registration: generic save 3238', () => {
    it.each([
      [
        'fulfilled',
        { ZXQK: '1', LXRQ: '2024-05-10', LXQK: ' 已缴纳罚款 ' },
        { ZXQK: '1', LXRQ: '2024-05-10', LXQK: '已缴纳罚款' },
      ],
      ['not fulfilled', { ZXQK: '2', LXQK: ' ' }, { ZXQK: '2' }],
    ])('%s: the record by dwId, then the spec text', async (_, req, data) => {
      answer({ [GENERIC_API.saveOrUpdate]: ok('rw1') });
      await expect(rig.service.registerExecution({ ...T, ...req })).resolves.toEqual({
        message: '保存成功!',
      });
      expect(sent()).toEqual([
        { path: GENERIC_API.saveOrUpdate, form: saved(ACTIONS_DWID.execution, data) },
      ]);
    });

    it('shows the server’s refusal, sent once', async () => {
      answer({
        [GENERIC_API.saveOrUpdate]: refuse('该任务没有已审批的行政处罚决定书，不能执行登记'),
      });
      await expect(rig.service.registerExecution({ ...T, ZXQK: '3' })).rejects.toMatchObject({
        kind: 'server',
        message: '该任务没有已审批的行政处罚决定书，不能执行登记',
      });
      expect(sent()).toHaveLength(1);
    });
  });

  describe('the spec refusals, before any call', () => {
    const refusals: [string, (s: ActionService) => Promise<unknown>][] = [
      [
        '请选择更改程序类别！',
        (s) => s.changeProcedure({ ...T, CFLCLX: '4', GGLX: '', ZHYY: 'x' }),
      ],
      ['转换原因不能为空', (s) => s.changeProcedure({ ...T, CFLCLX: '4', GGLX: '1', ZHYY: ' ' })],
      [
        '请填写恢复计时原因',
        (s) => s.resumeClock({ ...T, HFJSSJ: '2024-05-10 09:00:00', HFJSSM: '', files: [] }),
      ],
      [
        '请填写恢复计时时间',
        (s) => s.resumeClock({ ...T, HFJSSJ: '', HFJSSM: '结果已出', files: [] }),
      ],
      ['请选择申请截止时间', (s) => s.postpone({ ...T, jhjsrq: '', yqyy: '案情复杂', sfyq: '1' })],
      ['请填写延期原因', (s) => s.postpone({ ...T, jhjsrq: '2024-07-01', yqyy: '', sfyq: '1' })],
      ['请选择执行情况', (s) => s.registerExecution({ ...T, ZXQK: '' })],
      ['请选择履行日期', (s) => s.registerExecution({ ...T, ZXQK: '1', LXQK: '已缴纳' })],
      [
        '请填写履行情况',
        (s) => s.registerExecution({ ...T, ZXQK: '1', LXRQ: '2024-05-10', LXQK: ' ' }),
      ],
      ['请选择不检查原因', (s) => s.noInspection({ ...T, type: '2', bjcms: '关门' })],
      ['请输入不检查描述', (s) => s.noInspection({ ...T, type: '2', bjcyy: '3', bjcms: '' })],
      ['请选择单位', (s) => s.assignService({ ...T, dwid: '', dwmc: '' })],
      [
        '请填写申请人',
        (s) => s.changeInspectionTime({ ...T, SQR: ' ', YYTIME: '2024-06-01 09:30:00', ISTY: '1' }),
      ],
      [
        '请选择预约检查时间',
        (s) => s.changeInspectionTime({ ...T, SQR: '张三', YYTIME: '', ISTY: '1' }),
      ],
      [
        '请选择是否同意',
        (s) =>
          s.changeInspectionTime({
            ...T,
            SQR: '张三',
            YYTIME: '2024-06-01 09:30:00',
            ISTY: '' as '1',
          }),
      ],
    ];

    it.each(refusals)('%s', async (message, run) => {
      answer({});
      await expect(run(rig.service)).rejects.toMatchObject({ kind: 'invalid', message });
      expect(rig.server.calls).toHaveLength(0);
      expect(rig.files.calls).toHaveLength(0);
    });
  });

  describe('resume clock', () => {
    const resume = (
      HFJSSJ: string,
      refs: string[] = [],
    ): ReturnType<ActionService['resumeClock']> =>
      rig.service.resumeClock({ ...T, HFJSSJ, HFJSSM: ' 检验结果已出 ', files: refs });

    it('reads the suspension, uploads the files to the task, then resumes with their ids', async () => {
      answer({ [ACTIONS_API.suspension]: ok(SUSPENDED), [GENERIC_API.saveOrUpdate]: ok('12') });
      await expect(resume('2024-05-10 09:00:00', ['a', 'b'])).resolves.toEqual({
        message: '恢复成功',
      });
      expect(rig.files.calls).toEqual([
        {
          target: {
            runId: 'run1',
            RWID: 'rw1',
            businessId: 'rw1',
            businessType: 'xmrw',
            businessUsage: 'hfjs',
            label: '某单位消防检查',
          },
          refs: ['a', 'b'],
        },
      ]);
      expect(sent()).toEqual([
        { path: ACTIONS_API.suspension, form: TASK },
        {
          path: GENERIC_API.saveOrUpdate,
          form: saved(ACTIONS_DWID.resumeClock, {
            HFJSSJ: '2024-05-10 09:00:00',
            HFJSSM: '检验结果已出',
            fileIds: 'file-a,file-b',
          }),
        },
      ]);
    });

    it('sends an empty fileIds without files', async () => {
      answer({ [ACTIONS_API.suspension]: ok(SUSPENDED), [GENERIC_API.saveOrUpdate]: ok('12') });
      await resume('2024-05-08 10:00:00');
      expect(JSON.parse(sent()[1].form.data)).toMatchObject({ fileIds: '' });
    });

    it('refuses a resume time before the suspension, after reading it, uploading nothing', async () => {
      answer({ [ACTIONS_API.suspension]: ok(SUSPENDED) });
      await expect(resume('2024-05-08 09:59:59', ['a'])).rejects.toMatchObject({
        kind: 'invalid',
        message: '恢复时间不可小于中止时间',
      });
      expect(sent().map((c) => c.path)).toEqual([ACTIONS_API.suspension]);
      expect(rig.files.calls).toHaveLength(0);
    });

    it('refuses when the clock is not suspended', async () => {
      answer({ [ACTIONS_API.suspension]: ok({ ...SUSPENDED, sjtbzt: '2' }) });
      await expect(resume('2024-05-10 09:00:00')).rejects.toMatchObject({
        kind: 'invalid',
        message: '案件未中止计时，无需恢复',
      });
      expect(sent().map((c) => c.path)).toEqual([ACTIONS_API.suspension]);
    });

    it('resumes nothing when an upload fails', async () => {
      answer({ [ACTIONS_API.suspension]: ok(SUSPENDED) });
      rig.files.failWith = '附件“a.pdf”上传失败（文件过大），未恢复计时。';
      await expect(resume('2024-05-10 09:00:00', ['a'])).rejects.toMatchObject({
        message: '附件“a.pdf”上传失败（文件过大），未恢复计时。',
      });
      expect(sent().map((c) => c.path)).toEqual([ACTIONS_API.suspension]);
    });
  });

  describe('postponement', () => {
    const postpone = (): ReturnType<ActionService['postpone']> =>
      rig.service.postpone({
        ...T,
        jhjsrq: '2024-07-01',
        yqyy: '案情复杂',
        sfyq: '1',
        wsid: 'ws7',
      });

    it('saves the application, then moves the planned end date', async () => {
      answer({ [ACTIONS_API.saveYqsq]: done('延期申请已提交') });
      await expect(postpone()).resolves.toEqual({ message: '延期申请已提交' });
      expect(sent()).toEqual([
        {
          path: ACTIONS_API.saveYqsq,
          form: { ...TASK, jhjsrq: '2024-07-01', yqyy: '案情复杂', sfyq: '1', wsid: 'ws7' },
        },
        { path: ACTIONS_API.updateJHJSRQ, form: { ...TASK, jhjsrq: '2024-07-01' } },
      ]);
    });

    it('says both halves when the date update fails after the save', async () => {
      answer({ [ACTIONS_API.updateJHJSRQ]: refuse('计划完成日期不能早于原期限') });
      const err = await postpone().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PostponeFollowUpError);
      expect(err).toMatchObject({
        kind: 'server',
        message:
          '延期申请已保存，但计划完成日期未能更新（计划完成日期不能早于原期限），请刷新后核对期限，必要时联系管理员。',
      });
      expect(sent()).toHaveLength(2);
    });

    it('does not move the date when the application is refused', async () => {
      answer({ [ACTIONS_API.saveYqsq]: refuse('该任务已申请延期') });
      await expect(postpone()).rejects.toMatchObject({ message: '该任务已申请延期' });
      expect(sent()).toHaveLength(1);
    });
  });
});
