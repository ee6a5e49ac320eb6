import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { createFakeApi, fail } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import { ALL, NAMES, PENALTY_TASK_PATH, penaltyCase, penaltyTask } from './testing';

// The penalty header buttons (spec 01 §2, §4) pressed on the detail screen: the entry's link
// table, 快速转一般, 三停核查, and every one disabled offline with the reason.

/** The task rw1 of run1 on the detail screen, with the penalty buttons and dictionaries. */
const openTask = (...args: Parameters<typeof penaltyTask>): ReturnType<typeof renderApp> =>
  renderApp({ api: createFakeApi(penaltyTask(...args)), path: PENALTY_TASK_PATH });

const pressButton = async (name: string): Promise<void> =>
  press(await screen.findByRole('button', { name }));

const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');

/** Answers the detail screen's question after checking its exact text. */
async function confirmWith(text: string, answer = '确定'): Promise<void> {
  const ask = await findDialog('提示', 'alertdialog');
  expect(within(ask).getByText(text)).toBeTruthy();
  press(dialogButton(ask, answer));
}

async function openLinkTable(): Promise<HTMLElement> {
  await pressButton(NAMES.penaltyEntry);
  const entry = await findDialog('行政处罚');
  press(await within(entry).findByRole('button', { name: /^案件关联/, hidden: true }));
  return findDialog('关联行政处罚案件');
}

const rowOf = async (dialog: HTMLElement, name: string): Promise<HTMLElement> => {
  const cell = await within(dialog).findByText(name);
  return cell.closest('tr') as HTMLElement;
};

const reads = (api: ReturnType<typeof openTask>['api']): number =>
  api.callsTo('penalty:cases').length;

describe('案件关联', () => {
  it('lists the cases with their columns; a row linked to this task says so and offers 取消关联', async () => {
    const { api } = openTask();
    const dialog = await openLinkTable();
    const headers = within(dialog)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '处罚案件',
      '处罚对象',
      '处罚程序',
      '状态',
      '立案日期',
      '承办人',
      '操作',
    ]);
    const first = await rowOf(dialog, '南京某商贸有限公司消防安全违法行为案');
    expect(within(first).getByText('一般程序')).toBeTruthy();
    expect(await within(first).findByText('办理中')).toBeTruthy();
    expect(within(first).getByText('2024-05-08')).toBeTruthy();
    expect(within(first).getByRole('button', { name: '关联', hidden: true })).toBeTruthy();
    expect(within(first).queryByText('已关联')).toBeNull();
    const second = await rowOf(dialog, '王某某消防违法行为案');
    expect(within(second).getByText('快速办理')).toBeTruthy();
    expect(within(second).getByText('已关联')).toBeTruthy();
    expect(within(second).getByRole('button', { name: '取消关联', hidden: true })).toBeTruthy();
    expect(api.callsTo('penalty:cases')).toEqual([{ runId: 'run1', RWID: 'rw1', RWFLID: null }]);
  });

  it('a product task (class 19) is matched by LYCPRWID', async () => {
    const { api } = openTask(
      { RWFLID: '19' },
      {
        'penalty:cases': () => fresh([penaltyCase({ LYRWID: 'rw1', LYCPRWID: 'rw8' })]),
      },
    );
    const dialog = await openLinkTable();
    const row = await rowOf(dialog, '南京某商贸有限公司消防安全违法行为案');
    expect(within(row).getByRole('button', { name: '关联', hidden: true })).toBeTruthy();
    expect(api.callsTo('penalty:cases')).toEqual([{ runId: 'run1', RWID: 'rw1', RWFLID: '19' }]);
  });

  it("关联 asks with the spec's text, links, says '关联成功!' and reads the table and the task again", async () => {
    const { api } = openTask();
    const dialog = await openLinkTable();
    const row = await rowOf(dialog, '南京某商贸有限公司消防安全违法行为案');
    const before = reads(api);
    const tasks = api.callsTo('detail:get').length;
    press(within(row).getByRole('button', { name: '关联', hidden: true }));
    const ask = await findDialog('提示', 'alertdialog');
    expect(
      within(ask).getByText('该任务与行政处罚任务进行关联！, 你确定要进行关联吗?'),
    ).toBeTruthy();
    // The table and the question: two dialogs, never three.
    expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(1);
    press(dialogButton(ask, '确定'));
    expect(await findToast('关联成功!')).toBeTruthy();
    expect(api.callsTo('penalty:link')).toEqual([{ runId: 'run1', lyrwid: 'rw1', cfrwid: 'cf1' }]);
    await waitFor(() => expect(reads(api)).toBeGreaterThan(before));
    await waitFor(() => expect(api.callsTo('detail:get').length).toBeGreaterThan(tasks));
  });

  it("取消关联 asks with the spec's text, unlinks and says '取消成功'; cancelling sends nothing", async () => {
    const { api } = openTask();
    const dialog = await openLinkTable();
    const row = await rowOf(dialog, '王某某消防违法行为案');
    press(within(row).getByRole('button', { name: '取消关联', hidden: true }));
    await confirmWith('该任务与行政处罚任务将取消关联！, 你确定要取消吗?', '取消');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(api.callsTo('penalty:unlink')).toEqual([]);
    press(within(row).getByRole('button', { name: '取消关联', hidden: true }));
    await confirmWith('该任务与行政处罚任务将取消关联！, 你确定要取消吗?');
    expect(await findToast('取消成功')).toBeTruthy();
    expect(api.callsTo('penalty:unlink')).toEqual([
      { runId: 'run1', lyrwid: 'rw1', cfrwid: 'cf2' },
    ]);
  });

  it("a refusal is the server's warning and nothing is said done", async () => {
    openTask({}, { 'penalty:link': () => fail('server', '该案件已办结，不能关联') });
    const dialog = await openLinkTable();
    const row = await rowOf(dialog, '南京某商贸有限公司消防安全违法行为案');
    press(within(row).getByRole('button', { name: '关联', hidden: true }));
    await confirmWith('该任务与行政处罚任务进行关联！, 你确定要进行关联吗?');
    expect(await findToast('该案件已办结，不能关联')).toBeTruthy();
    expect(screen.queryByText('关联成功!')).toBeNull();
  });

  it('says when there is no case to link', async () => {
    openTask({}, { 'penalty:cases': () => fresh([]) });
    const empty = await openLinkTable();
    expect(await within(empty).findByText('暂无可关联的行政处罚案件')).toBeTruthy();
    press(dialogButton(empty, '关闭'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('shows a failed read with a retry', async () => {
    let n = 0;
    openTask(
      {},
      {
        'penalty:cases': () => {
          n += 1;
          if (n === 1) fail('offline', '网络连接失败');
          return fresh([penaltyCase()]);
        },
      },
    );
    const dialog = await openLinkTable();
    press(await within(dialog).findByRole('button', { name: /重试/, hidden: true }));
    expect(await within(dialog).findByText('南京某商贸有限公司消防安全违法行为案')).toBeTruthy();
  });
});

describe('快速转一般', () => {
  it('asks with the case name, converts and refreshes the task', async () => {
    const { api } = openTask({ RWMC: '李某消防违法行为案', RWLX: 63 });
    await pressButton(NAMES.quickToGeneral);
    await confirmWith(
      '确定将“李某消防违法行为案”由快速办理转为一般程序办理吗？转换后按一般程序的期限和文书办理。',
    );
    expect(await findToast('操作成功!')).toBeTruthy();
    expect(api.callsTo('penalty:quickToGeneral')).toEqual([{ runId: 'run1', RWID: 'rw1' }]);
  });
});

describe('三停核查', () => {
  it('opens the three-stop check application page of the task', async () => {
    openTask({ RWLX: 65 });
    await pressButton(NAMES.threeStopCheck);
    await waitFor(() => expect(route().path).toBe('/xfjd/xzcf/sthc/sthcsq'));
    expect(route().query).toEqual({ runId: 'run1', RWID: 'rw1' });
  });
});

describe('offline', () => {
  it('disables every penalty button with the reason', async () => {
    const { api } = openTask();
    await screen.findByRole('button', { name: NAMES.penaltyEntry });
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    for (const b of ALL) {
      const el = screen.getByRole('button', { name: b.btnName });
      await waitFor(() => expect(el.getAttribute('aria-disabled')).toBe('true'));
      const id = el.getAttribute('aria-describedby');
      expect(id && document.getElementById(id)?.textContent).toBe(
        '离线时无法办理行政处罚，联网后重试',
      );
    }
    press(screen.getByRole('button', { name: NAMES.penaltyEntry }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(api.callsTo('penalty:item')).toEqual([]);
  });

  it('disables 关联 in an open table when the network goes', async () => {
    const { api } = openTask();
    const dialog = await openLinkTable();
    const row = await rowOf(dialog, '南京某商贸有限公司消防安全违法行为案');
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    const link = within(row).getByRole('button', { name: '关联', hidden: true });
    await waitFor(() => expect(link.getAttribute('aria-disabled')).toBe('true'));
    press(link);
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });
});
