import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { choose, findDialog, press, renderApp } from '../../test/render';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { HISTORY_RECORDS, historyPage } from './testing';

// 历史归档文件 (/xfjd/lsgdwj) in the whole app against the fake Api: reached from the navigation,
// the archived tasks with their archive and counts, the filters (name, type at once, archive
// date with its rule's message, quick ranges, reset), a row opening read-only with the way back,
// its attachments with the historical data, and the loading states (empty, offline, failure).

const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');
const open = (handlers: FakeHandlers = {}) =>
  renderApp({ api: createFakeApi(handlers), path: '/xfjd/lsgdwj' });
const table = (): Promise<HTMLElement> => screen.findByRole('table', { name: '历史归档任务' });
const names = (t: HTMLElement): string[] =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent ?? '');
const lastCall = (api: ReturnType<typeof createFakeApi>): unknown =>
  api.callsTo('history:list').at(-1);
const search = (): void => {
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
};

describe('HistoryPage', () => {
  it('is reached from the navigation and lists the archived tasks with their archive and files', async () => {
    const { api } = renderApp({ api: createFakeApi(), path: '/tasks' });
    press(await screen.findByRole('button', { name: '历史归档文件' }));
    const t = await table();
    expect(route().path).toBe('/xfjd/lsgdwj');
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '任务名称',
      '任务类型',
      '单位名称',
      '承办人',
      '归档时间',
      '案卷类别',
      '文书与附件',
      '操作',
    ]);
    expect(names(t)).toEqual(HISTORY_RECORDS.map((r) => r.RWMC));
    // A long name is cut with an ellipsis by the link itself (e2e text.spec); whole on hover.
    const links = HISTORY_RECORDS.map((r) => within(t).getByRole('button', { name: r.RWMC }));
    expect(links.map((l) => l.getAttribute('title'))).toEqual(HISTORY_RECORDS.map((r) => r.RWMC));
    const first = within(t).getAllByRole('row')[1];
    await waitFor(() =>
      expect(within(first).getAllByRole('cell')[1].textContent).toBe('一般程序行政处罚'),
    );
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(2, 7),
    ).toEqual([
      '呼和浩特市新城区老绥远烧麦馆',
      '张伟',
      '2024-04-20 16:30:00',
      '一般程序案卷',
      '文书 2 份 · 附件 1 个',
    ]);
    expect(within(t).getAllByRole('row')[3].textContent).toContain('—');
    expect(api.callsTo('history:list')).toEqual([{ current: 1, size: 10 }]);
    expect(screen.getByText('共 3 条')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '历史归档文件', selected: true })).toBeTruthy();
  });

  it('searches by name and archive date on 查询, by type at once; refuses a reversed range; resets', async () => {
    const { api } = open();
    await table();
    fireEvent.change(screen.getByRole('textbox', { name: '任务或单位名称' }), {
      target: { value: ' 鑫达 ' },
    });
    search();
    await waitFor(() => expect(lastCall(api)).toEqual({ current: 1, size: 10, RWMC: '鑫达' }));
    expect(names(await table())).toEqual(['关于鑫达汽车修理厂的投入使用营业前消防安全检查']);

    fireEvent.change(screen.getByRole('textbox', { name: '任务或单位名称' }), {
      target: { value: '' },
    });
    choose(screen.getByRole('combobox', { name: '任务类型' }), '61');
    await waitFor(() => expect(lastCall(api)).toEqual({ current: 1, size: 10, RWLX: '61' }));

    const start = screen.getByRole('combobox', { name: '归档开始日期' });
    const end = screen.getByRole('combobox', { name: '归档结束日期' });
    fireEvent.change(start, { target: { value: '2024-05-01' } });
    fireEvent.change(end, { target: { value: '2024-04-01' } });
    expect(await screen.findByText('归档开始日期不能晚于结束日期')).toBeTruthy();
    const calls = api.callsTo('history:list').length;
    search();
    fireEvent.change(start, { target: { value: '2024-01-01' } });
    await waitFor(() => expect(screen.queryByText('归档开始日期不能晚于结束日期')).toBeNull());
    expect(api.callsTo('history:list')).toHaveLength(calls);
    search();
    await waitFor(() =>
      expect(lastCall(api)).toEqual({
        current: 1,
        size: 10,
        RWLX: '61',
        GDKSRQ: '2024-01-01',
        GDJSRQ: '2024-04-01',
      }),
    );
    expect(await screen.findByText('暂无历史归档任务')).toBeTruthy();
    expect(screen.getByText(/这里列出您承办并已归档结案的任务及其文件/)).toBeTruthy();

    // A quick range fills both ends and searches at once.
    fireEvent.click(screen.getByRole('button', { name: '最近两年' }));
    await waitFor(() =>
      expect(lastCall(api)).toMatchObject({ GDKSRQ: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
    );
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(async () => expect(names(await table())).toHaveLength(3));
    expect((start as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: '任务类型' }) as HTMLSelectElement).value).toBe(
      '',
    );
  });

  it('opens a task read-only with its history and the way back; a fire case in its variant', async () => {
    open();
    const t = await table();
    press(within(t).getByRole('button', { name: '查看 关于老绥远烧麦馆占用疏散通道的行政处罚' }));
    await waitFor(() => expect(route().path).toBe('/xfjd/projectDetail'));
    expect(route().query).toEqual({
      runId: 'run2',
      RWID: 'rw6',
      pagetype: '2',
      SFCXLSSJ: '1',
      parentName: '历史归档文件',
      path: '/xfjd/lsgdwj',
      MODULE_ID: 'xfjd_lsgdwj',
    });
    press(screen.getByRole('tab', { name: /历史归档文件/ }));
    press(within(await table()).getByRole('button', { name: '关于某仓库火灾事故调查' }));
    await waitFor(() => expect(route().path).toBe('/xfjd/hzdc/fireDetail'));
    expect(route().query).toMatchObject({ RWID: 'rw80', pagetype: '2', SFCXLSSJ: '1' });
  });

  it('shows a task’s attachments with its historical data', async () => {
    const { api } = open();
    press(
      within(await table()).getByRole('button', {
        name: '关于鑫达汽车修理厂的投入使用营业前消防安全检查 的附件',
      }),
    );
    const dialog = await findDialog('查看附件');
    await waitFor(() =>
      expect(api.callsTo('attachments:groups')).toEqual([{ RWID: 'rw49', SFCXLSSJ: '1' }]),
    );
    press(
      within(dialog).getAllByRole('button', { name: '关闭', hidden: true }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('shows the cached page offline with its time, and a failure with its message and retry', async () => {
    const updatedAt = Date.parse('2024-05-06T14:05:09+08:00');
    let broken = false;
    open({
      'history:list': (req) =>
        broken
          ? fail('server', '服务器错误（HTTP 500）')
          : { data: historyPage(req), source: 'cache', updatedAt },
    });
    expect(await screen.findByText('离线，数据更新于 2024-05-06 14:05:09')).toBeTruthy();
    expect(names(await table())).toHaveLength(3);
    broken = true;
    choose(screen.getByRole('combobox', { name: '任务类型' }), '12');
    expect(await screen.findByText('服务器错误（HTTP 500）')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(names(await table())).toEqual(['关于鑫达汽车修理厂的投入使用营业前消防安全检查']);
  });
});
