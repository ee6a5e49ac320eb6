import { act, render, screen, waitFor, within } from '@testing-library/react';
import { WarningFilled } from '@fluentui/react-icons';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { detail, detailConfig } from '../detail/testing';
import { dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import { ACTIONS_TASK_BUTTONS } from '../../../shared/actions/buttons';
import type { DetailConfig, TaskInfo, WsType } from '../../../shared/detail/schemas';

// The header buttons of the task actions, pressed on the detail screen as an officer does.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const NAMES: Record<(typeof ACTIONS_TASK_BUTTONS)[number]['type'], string> = Object.fromEntries(
  ACTIONS_TASK_BUTTONS.map((b) => [b.type, b.names[0]]),
) as Record<(typeof ACTIONS_TASK_BUTTONS)[number]['type'], string>;
const ALL = ACTIONS_TASK_BUTTONS.map((b) => ({
  btnPos: '1',
  btnName: b.names[0],
  btnType: b.type,
  color: 'primary',
}));
const ws = (id: string, xzurl: string): WsType => ({
  id,
  wsmc: `文书${id}`,
  tjfs: '1',
  xzurl,
  wsdyid: 'dy',
  kglsh: null,
  rwwslbid: 'lb1',
});

function openTask(
  info: Partial<TaskInfo> = {},
  over: FakeHandlers = {},
  cfg: Partial<DetailConfig> = {},
): ReturnType<typeof renderApp> {
  const config = detailConfig({ btnsList: ALL, ...cfg }, info);
  const api = createFakeApi({
    'detail:get': () => ({ data: detail({ config }), source: 'network', updatedAt: 0 }),
    ...over,
  });
  return renderApp({ api, path: PATH });
}
const pressButton = async (name: string): Promise<void> =>
  press(await screen.findByRole('button', { name }));
const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');
const confirmWith = async (text: string): Promise<void> => {
  const ask = await findDialog('提示', 'alertdialog');
  expect(within(ask).getByText(text)).toBeTruthy();
  press(dialogButton(ask, '确定'));
};
const reads = (api: ReturnType<typeof createFakeApi>): number => api.callsTo('detail:get').length;

describe('confirmed task actions', () => {
  it('结束任务: asks with the task name, ends it, shows the server message and refreshes the task and the task list', async () => {
    const { api, queryClient } = openTask();
    await pressButton('结束任务');
    await screen.findByRole('alertdialog', { name: '提示', hidden: true });
    const before = reads(api);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await confirmWith(
      '确定结束任务“某商场消防监督抽查”吗？结束后任务状态变为已完成，不能再新增、编辑或发送文书。',
    );
    expect(await findToast('操作成功')).toBeTruthy();
    expect(api.callsTo('actions:endTask')).toEqual([{ runId: 'run1', RWID: 'rw1' }]);
    await waitFor(() => expect(reads(api)).toBeGreaterThan(before));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tasks'] });
  });

  it('结束任务: cancelling sends nothing; a refusal is the server’s warning', async () => {
    const { api } = openTask({}, { 'actions:endTask': () => fail('server', '尚有文书未审批完成') });
    await pressButton('结束任务');
    press(dialogButton(await findDialog('提示', 'alertdialog'), '取消'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(api.callsTo('actions:endTask')).toEqual([]);
    await pressButton('结束任务');
    press(dialogButton(await findDialog('提示', 'alertdialog'), '确定'));
    expect(await findToast('尚有文书未审批完成')).toBeTruthy();
    expect(api.callsTo('actions:endTask')).toHaveLength(1);
  });

  it('暂停案件 and 恢复案件 send isstop 1 and 0', async () => {
    const { api } = openTask();
    await pressButton(NAMES.caseStop);
    await confirmWith('确定暂停该案件吗？暂停期间不能新增、编辑或发送文书。');
    expect(await findToast('操作成功')).toBeTruthy();
    await pressButton(NAMES.caseResume);
    await confirmWith('确定恢复该案件吗？');
    await waitFor(() => expect(api.callsTo('actions:caseStop')).toHaveLength(2));
    expect(api.callsTo('actions:caseStop')).toEqual([
      { runId: 'run1', RWID: 'rw1', isstop: '1' },
      { runId: 'run1', RWID: 'rw1', isstop: '0' },
    ]);
  });

  it('撤销不检查 sends type 1 after asking', async () => {
    const { api } = openTask();
    await pressButton('撤销不检查');
    await confirmWith('确定撤销不检查吗？撤销后任务恢复为待检查。');
    expect(await findToast('操作成功')).toBeTruthy();
    expect(api.callsTo('actions:noInspection')).toEqual([
      { runId: 'run1', RWID: 'rw1', type: '1' },
    ]);
  });
});

describe('受理任务', () => {
  afterEach(() => vi.useRealTimers());

  it('names the inspection date 3 working days ahead (holidays skipped, make-up days counted), then accepts', async () => {
    // 2025-09-30: 10-01…10-08 are the National Day holiday, 10-11 (a Saturday) a make-up working day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-30T10:00:00+08:00'));
    const { api } = openTask();
    await pressButton('受理任务');
    const ask = await findDialog('受理任务', 'alertdialog');
    expect(
      within(ask).getByText('受理后须在3个工作日内完成抽样（2025-10-11前），确定受理吗？'),
    ).toBeTruthy();
    press(dialogButton(ask, '确定'));
    expect(await findToast('受理成功!')).toBeTruthy();
    expect(api.callsTo('actions:accept')).toEqual([{ runId: 'run1', RWID: 'rw1' }]);
  });

  it("shows the server's refusal '暂无法受理!' as a warning", async () => {
    openTask({}, { 'actions:accept': () => fail('server', '暂无法受理!') });
    await pressButton('受理任务');
    press(dialogButton(await findDialog('受理任务', 'alertdialog'), '确定'));
    const toast = await findToast('暂无法受理!');
    // Fluent marks a warning toast with its warning icon (a success has the check mark).
    const icon = (el: Element | null | undefined): string | null | undefined =>
      el?.querySelector('svg path')?.getAttribute('d');
    const { container } = render(<WarningFilled />);
    expect(icon(toast.closest('.fui-Toast'))).toBe(icon(container));
  });
});

describe('application documents', () => {
  const wssList = [
    ws('w1', '/ws/xfjdjcjl'),
    ws('w7', '/ws/sqbaqxzzjsspb'),
    ws('w8', '/ws/sqrwzfspb'),
  ];
  const beforeAdd: FakeHandlers = {
    'documents:beforeAdd': (req) => ({
      rwwsszid: req.wssid === 'w7' ? '701' : '801',
      mbid: 'mb',
      form: req.wssid === 'w7' ? 'sqbaqxzzjsspb' : 'sqrwzfspb',
      wsmc: '申请',
      xzurl: null,
    }),
  };

  it('暂停计时 opens a new clock-suspension approval form of the task', async () => {
    const { api } = openTask({ sjtbzt: '2' }, beforeAdd, { wssList });
    await pressButton('暂停计时');
    await waitFor(() => expect(route().path).toBe('/ws/sqbaqxzzjsspb'));
    expect(route().query).toEqual({ runId: 'run1', RWID: 'rw1', rwwsszid: '701' });
    expect(api.callsTo('documents:beforeAdd')).toEqual([
      { runId: 'run1', RWID: 'rw1', wssid: 'w7' },
    ]);
  });

  it("暂停计时 is refused while the clock is suspended (sjtbzt 1): '案件正在中止计时，不能申请中止计时'", async () => {
    const { api } = openTask({ sjtbzt: '1' }, beforeAdd, { wssList });
    await pressButton('暂停计时');
    expect(await findToast('案件正在中止计时，不能申请中止计时')).toBeTruthy();
    expect(api.callsTo('documents:beforeAdd')).toEqual([]);
    expect(route().path).toBe('/xfjd/projectDetail');
  });

  it('申请作废 opens a new void application; a task without that document type says so', async () => {
    openTask({}, beforeAdd, { wssList });
    await pressButton('申请作废');
    await waitFor(() => expect(route().path).toBe('/ws/sqrwzfspb'));
    expect(route().query).toMatchObject({ RWID: 'rw1', rwwsszid: '801' });
  });

  it('shows the add check’s refusal and stays on the task', async () => {
    openTask(
      {},
      { 'documents:beforeAdd': () => fail('server', '任务已办结，不能新增或修改文书') },
      {
        wssList,
      },
    );
    await pressButton('申请作废');
    expect(await findToast('任务已办结，不能新增或修改文书')).toBeTruthy();
    expect(route().path).toBe('/xfjd/projectDetail');
  });

  it('says when the task has no such document type', async () => {
    openTask();
    await pressButton('申请作废');
    expect(await findToast('该文书暂未配置新增页面!')).toBeTruthy();
  });
});

describe('单位信息', () => {
  it('opens the unit page: zddw for a key unit, fzddw otherwise', async () => {
    openTask({ JGDWLB: '2', shdwid: 'dw9' });
    await pressButton('单位信息');
    await waitFor(() => expect(route().path).toBe('/xfjd/unitDetail'));
    expect(route().query).toEqual({ type: 'fzddw', id: 'dw9', runId: 'run1', RWID: 'rw1' });
  });

  it("says '暂无该单位信息' for a task without a unit", async () => {
    openTask({ shdwid: null });
    await pressButton('单位信息');
    expect(await findToast('暂无该单位信息')).toBeTruthy();
  });
});

describe('offline', () => {
  it('disables every task action with the reason', async () => {
    const { api } = openTask();
    await screen.findByRole('button', { name: '结束任务' });
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    for (const b of ALL) {
      const el = screen.getByRole('button', { name: b.btnName });
      await waitFor(() => expect(el.getAttribute('aria-disabled')).toBe('true'));
      const id = el.getAttribute('aria-describedby');
      expect(id && document.getElementById(id)?.textContent).toBe(
        '离线状态下不可操作，请联网后重试',
      );
    }
    press(screen.getByRole('button', { name: '结束任务' }));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });
});

describe('帮助', () => {
  it('shows the help page of the task type (11–19) with its deadlines and documents', async () => {
    openTask(
      { RWLX: 13 },
      {},
      { btnsList: [...ALL, { btnPos: '1', btnName: '帮助', btnType: 'help', color: 'info' }] },
    );
    await pressButton('帮助');
    const dialog = await findDialog('帮助：任务详情');
    const page = within(dialog).getByRole('region', { name: '举报投诉核查办理须知', hidden: true });
    const deadlines = within(page).getByRole('region', { name: '办理期限', hidden: true });
    expect(deadlines.textContent).toContain('自受理之日起三个工作日内核查');
    expect(deadlines.textContent).toContain('60日内办结');
    const buttons = within(dialog).getByRole('region', { name: '本任务的按钮', hidden: true });
    expect(within(buttons).getByText('受理任务').closest('li')?.textContent).toBe(
      '受理任务：受理消防产品监督任务，受理后须在3个工作日内完成检查。',
    );
  });
});
