import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig, docRow, tree as baseTree } from '../detail/testing';
import { dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import { deadlines, execution, inspectionRequest, postponement } from './testing';
import type { TaskInfo } from '../../../shared/detail/schemas';

// The task actions' forms, opened from the detail screen's header: the spec's messages with
// nothing typed, the call sent with the officer's values, the server's refusal kept in the dialog.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const btnsList = [
  ['切换程序', 'changeProcedure'],
  ['恢复计时', 'resumeClock'],
  ['申请延期', 'postpone'],
  ['执行登记', 'execRegister'],
  ['不检查', 'noInspection'],
  ['修改检查时间', 'inspectionTime'],
].map(([btnName, btnType]) => ({ btnPos: '1', btnName, btnType, color: 'primary' }));
const TASK = { runId: 'run1', RWID: 'rw1' };

function openTask(
  info: Partial<TaskInfo> = {},
  over: FakeHandlers = {},
): ReturnType<typeof renderApp> {
  const config = detailConfig({ btnsList }, info);
  const api = createFakeApi({
    'detail:get': () => ({ data: detail({ config }), source: 'network', updatedAt: 0 }),
    ...over,
  });
  return renderApp({ api, path: PATH });
}
/** The action's form, once its record is read (the dialog shows a spinner until then). */
async function openDialog(button: string, title = button): Promise<HTMLElement> {
  press(await screen.findByRole('button', { name: button }));
  await waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: title, hidden: true });
    within(dialog).getByRole('button', { name: '确定', hidden: true });
  });
  return findDialog(title);
}
const type = (el: HTMLElement, value: string): void =>
  void fireEvent.change(el, { target: { value } });
const field = (dialog: HTMLElement, label: string): HTMLInputElement =>
  within(dialog).getByLabelText(label, {
    exact: false,
    selector: 'input, textarea, select',
  }) as HTMLInputElement;
const pick = (dialog: HTMLElement, label: string): void =>
  void fireEvent.click(within(dialog).getByRole('radio', { name: label, hidden: true }));
const setDate = (dialog: HTMLElement, label: string, value: string): void => {
  const input = within(dialog).getByRole('combobox', { name: label, hidden: true });
  type(input, value);
  fireEvent.blur(input);
};
const setTime = (dialog: HTMLElement, label: string, value: string): void => {
  const input = within(dialog).getByRole('textbox', { name: `${label}（时间）`, hidden: true });
  type(input, value);
  fireEvent.blur(input);
};
const submitEmpty = async (dialog: HTMLElement, ...messages: string[]): Promise<void> => {
  press(dialogButton(dialog, '确定'));
  for (const m of messages) expect(await within(dialog).findByText(m)).toBeTruthy();
};
const closed = (title: string): Promise<void> =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: title, hidden: true })).toBeNull());

describe('切换程序', () => {
  it('needs the mode and the reason, then makes the simple procedure general', async () => {
    const { api } = openTask({ RWLX: 62 });
    const dialog = await openDialog('切换程序');
    expect(within(dialog).getByText('当前程序：简易程序')).toBeTruthy();
    await submitEmpty(dialog, '请选择更改程序类别！', '转换原因不能为空');
    expect(api.callsTo('actions:changeProcedure')).toEqual([]);
    pick(dialog, '简易程序转换为一般程序');
    type(field(dialog, '转换原因'), '案情复杂，需要调查取证');
    press(dialogButton(dialog, '确定'));
    expect(await findToast('操作成功')).toBeTruthy();
    expect(api.callsTo('actions:changeProcedure')).toEqual([
      { ...TASK, CFLCLX: '4', GGLX: '2', ZHYY: '案情复杂，需要调查取证' },
    ]);
    await closed('切换程序');
  });
});

describe('恢复计时', () => {
  it('opens on the running suspension and checks the time against it', async () => {
    const { api } = openTask(
      { sjtbzt: '1' },
      {
        'files:pick': () => ({
          opened: true,
          files: [{ ref: 'f1', name: '整改报告.pdf', size: 9 }],
        }),
      },
    );
    const dialog = await openDialog('恢复计时');
    expect(api.callsTo('actions:suspension')).toEqual([TASK]);
    expect(field(dialog, '任务名称').value).toBe('某商场消防监督抽查');
    expect(field(dialog, '中止时间').value).toBe('2024-05-06 09:30:00');
    expect(within(dialog).getByText('中止原因：等待检验结果')).toBeTruthy();
    await submitEmpty(dialog, '请填写恢复计时时间', '请填写恢复计时原因');
    setDate(dialog, '恢复计时时间', '2024-05-06');
    expect(await within(dialog).findByText('恢复时间不可小于中止时间')).toBeTruthy();
    setTime(dialog, '恢复计时时间', '10:00');
    await waitFor(() => expect(within(dialog).queryByText('恢复时间不可小于中止时间')).toBeNull());
    type(field(dialog, '恢复计时原因'), '检验结果已出');
    press(dialogButton(dialog, '选择文件'));
    await within(dialog).findByText('整改报告.pdf');
    press(dialogButton(dialog, '确定'));
    expect(await findToast('恢复成功')).toBeTruthy();
    expect(api.callsTo('actions:resumeClock')).toEqual([
      { ...TASK, HFJSSJ: '2024-05-06 10:00:00', HFJSSM: '检验结果已出', files: ['f1'] },
    ]);
  });

  it("refuses a task whose clock runs: '案件未中止计时，无需恢复'", async () => {
    const { api } = openTask({ sjtbzt: '2' });
    press(await screen.findByRole('button', { name: '恢复计时' }));
    expect(await findToast('案件未中止计时，无需恢复')).toBeTruthy();
    expect(api.callsTo('actions:suspension')).toEqual([]);
  });

  it('says why the suspension could not be read, and reads it again on retry', async () => {
    let failing = true;
    const { api } = openTask(
      { sjtbzt: '1' },
      {
        'actions:suspension': () => {
          if (failing) fail('server', '未找到中止计时记录');
          return fresh({ RWMC: '某商场', sjtbzt: '1', LDSPSJ: '2024-05-06 09:30:00', ZZYY: null });
        },
      },
    );
    press(await screen.findByRole('button', { name: '恢复计时' }));
    const loading = await findDialog('恢复计时');
    expect(await within(loading).findByText('未找到中止计时记录')).toBeTruthy();
    expect(api.callsTo('actions:suspension')).toHaveLength(1);
    failing = false;
    press(dialogButton(loading, '重试'));
    await waitFor(() => {
      const dialog = screen.getByRole('dialog', { name: '恢复计时', hidden: true });
      expect(field(dialog, '任务名称').value).toBe('某商场');
    });
  });
});

describe('申请延期', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the current deadline, needs the date and the reason, and asks for sfyq 1', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-03T10:00:00+08:00'));
    const { api } = openTask(
      { RWLX: 61 },
      { 'actions:deadlines': () => fresh(deadlines({ RWLX: 61, rwzt: '1', LARQ: '2024-05-01' })) },
    );
    const dialog = await openDialog('申请延期');
    expect(
      await within(dialog).findByText(/^办案期限：2024-06-30（剩余\d+个工作日）$/),
    ).toBeTruthy();
    await submitEmpty(dialog, '请选择申请截止时间', '请填写延期原因');
    setDate(dialog, '申请截止时间', '2024-07-30');
    type(field(dialog, '延期原因'), '需等待鉴定结论');
    press(dialogButton(dialog, '确定'));
    expect(await findToast('操作成功')).toBeTruthy();
    expect(api.callsTo('actions:postpone')).toEqual([
      { ...TASK, jhjsrq: '2024-07-30', yqyy: '需等待鉴定结论', sfyq: '1' },
    ]);
  });

  it('shows a paused clock in one pair of brackets (issue 29: not （已中止计时（剩余N天））)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-03T10:00:00+08:00'));
    const paused = {
      RWLX: 61,
      rwzt: '1',
      LARQ: '2024-05-01',
      sjtbzt: '1',
      LDSPSJ: '2024-06-01 09:00:00',
    };
    openTask({ RWLX: 61 }, { 'actions:deadlines': () => fresh(deadlines(paused)) });
    const dialog = await openDialog('申请延期');
    // On 06-01, 29 days were left to 06-30; two days later still 29, the deadline moved to 07-02.
    expect(
      await within(dialog).findByText('办案期限：2024-07-02（已中止计时 · 剩余29天）'),
    ).toBeTruthy();
  });

  it('names the task’s approved postponement form (wsid, its FLWSID), the latest approved one', async () => {
    const form = (FLWSID: string, STATUS: string, SPSJ: string | null, RWID = 'rw1') =>
      docRow({
        UUID: `ws-${FLWSID}`,
        TITLE: '行政处罚延期审批表',
        FLWSID,
        RWID,
        RWWSSZID: '120',
        FLWSLB: 'cqxzcfyqspb',
        STATUS,
        SPSJ,
      });
    // The current task rw1 of the fixture's run, with its approval forms (and one of rw0).
    const tree = [
      {
        ...baseTree[0],
        children: [
          form('yq1', '3', '2024-05-02 10:00:00'),
          form('yq2', '3', '2024-05-20 10:00:00'),
          form('yq3', '2', null),
          form('yq4', '3', '2024-05-30 10:00:00', 'rw0'),
        ],
      },
    ];
    const config = detailConfig({ btnsList }, { RWLX: 61 });
    const api = createFakeApi({
      'detail:get': () => ({ data: detail({ config, tree }), source: 'network', updatedAt: 0 }),
    });
    renderApp({ api, path: PATH });
    const dialog = await openDialog('申请延期');
    setDate(dialog, '申请截止时间', '2099-07-30');
    type(field(dialog, '延期原因'), '需等待鉴定结论');
    press(dialogButton(dialog, '确定'));
    expect(await findToast('操作成功')).toBeTruthy();
    expect(api.callsTo('actions:postpone')).toEqual([
      { ...TASK, jhjsrq: '2099-07-30', yqyy: '需等待鉴定结论', sfyq: '1', wsid: 'yq2' },
    ]);
  });

  it('without a clock shows the planned end date, and the requests already made (3967)', async () => {
    const { api } = openTask(
      {},
      {
        'actions:deadlines': () => fresh(deadlines({ JHJSRQ: '2099-06-30 00:00:00' })),
        'actions:postponements': () =>
          fresh([
            postponement,
            { ...postponement, ID: '6', JHJSRQ: '2024-06-20', SPZT: '1', YQYY: null },
          ]),
      },
    );
    const dialog = await openDialog('申请延期');
    expect(await within(dialog).findByText(/2099-06-30/)).toBeTruthy();
    expect(await within(dialog).findByText('本任务已申请延期2次')).toBeTruthy();
    expect(
      within(dialog).getByText(
        '2024-05-20 张明申请延期至2024-07-01（待延期审批表审批），延期原因：案情复杂，需补充调查取证',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('2024-05-20 张明申请延期至2024-06-20（延期审批表已审批通过）'),
    ).toBeTruthy();
    expect(api.callsTo('actions:postponements')).toEqual([TASK]);
  });
});

describe('执行登记', () => {
  it('needs the status, and date and situation only when fulfilled', async () => {
    const { api } = openTask();
    const dialog = await openDialog('执行登记');
    await submitEmpty(dialog, '请选择执行情况');
    expect(within(dialog).queryByText('请选择履行日期')).toBeNull();
    pick(dialog, '已履行');
    expect(await within(dialog).findByText('请选择履行日期')).toBeTruthy();
    expect(within(dialog).getByText('请填写履行情况')).toBeTruthy();
    pick(dialog, '未履行');
    press(dialogButton(dialog, '确定'));
    expect(await findToast('保存成功!')).toBeTruthy();
    expect(api.callsTo('actions:registerExecution')).toEqual([{ ...TASK, ZXQK: '2' }]);
  });

  it('opens with the existing registration and sends it back changed', async () => {
    const { api } = openTask({}, { 'actions:execution': () => fresh(execution) });
    const dialog = await openDialog('执行登记');
    expect(within(dialog).getByText('行政处罚决定书：宁消行罚决字〔2024〕第009号')).toBeTruthy();
    expect(field(dialog, '履行情况').value).toBe('已缴纳罚款');
    expect((field(dialog, '执行类型') as unknown as HTMLSelectElement).value).toBe('1');
    type(field(dialog, '履行情况'), '已全额缴纳罚款');
    press(dialogButton(dialog, '确定'));
    await waitFor(() =>
      expect(api.callsTo('actions:registerExecution')).toEqual([
        { ...TASK, ZXQK: '1', LXRQ: '2024-05-08', LXQK: '已全额缴纳罚款' },
      ]),
    );
  });
});

describe('不检查', () => {
  it('needs the reason and the description; the refusal stays in the dialog', async () => {
    let refuse = true;
    const { api } = openTask(
      {},
      {
        'actions:noInspection': () =>
          refuse ? fail('server', '任务已结束，不能进行该操作') : { message: '操作成功' },
      },
    );
    const dialog = await openDialog('不检查');
    await submitEmpty(dialog, '请选择不检查原因', '请输入不检查描述');
    pick(dialog, '关门');
    type(field(dialog, '不检查描述'), '多次前往均大门紧锁');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('任务已结束，不能进行该操作')).toBeTruthy();
    refuse = false;
    press(dialogButton(dialog, '确定'));
    expect(await findToast('操作成功')).toBeTruthy();
    expect(api.callsTo('actions:noInspection')).toEqual([
      { ...TASK, type: '2', bjcyy: '3', bjcms: '多次前往均大门紧锁' },
      { ...TASK, type: '2', bjcyy: '3', bjcms: '多次前往均大门紧锁' },
    ]);
    await closed('不检查');
  });
});

describe('修改检查时间', () => {
  it('with no request from the unit: says so and needs applicant, time and the answer', async () => {
    openTask();
    const dialog = await openDialog('修改检查时间');
    expect(
      within(dialog).getByText('单位暂未申请修改检查时间，可直接预约新的检查时间。'),
    ).toBeTruthy();
    await submitEmpty(dialog, '请填写申请人', '请选择预约检查时间', '请选择是否同意');
  });

  it("opens on the unit's request and answers it: '预约成功！'", async () => {
    const { api } = openTask({}, { 'actions:inspectionTime': () => fresh(inspectionRequest) });
    const dialog = await openDialog('修改检查时间');
    expect(within(dialog).getByText('单位申请理由：店庆期间客流较大')).toBeTruthy();
    expect(field(dialog, '申请人').value).toBe('王经理');
    pick(dialog, '同意');
    press(dialogButton(dialog, '确定'));
    expect(await findToast('预约成功！')).toBeTruthy();
    expect(api.callsTo('actions:changeInspectionTime')).toEqual([
      { ...TASK, SQR: '王经理', YYTIME: '2024-05-20 09:00:00', ISTY: '1' },
    ]);
  });
});
