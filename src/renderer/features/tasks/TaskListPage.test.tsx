import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../platform/format';
import { createFakeApi, fail } from '../../test/fakeApi';
import { pageOf } from '../../test/fakes';
import { task, tasks } from './testing';
import { renderApp } from '../../test/render';

const table = (): Promise<HTMLElement> => screen.findByRole('table', { name: '任务列表' });
const bodyRows = (t: HTMLElement): HTMLElement[] => within(t).getAllByRole('row').slice(1);

describe('TaskListPage', () => {
  it('lists tasks with dictionary labels, a coloured state and the dates', async () => {
    const api = createFakeApi({
      'tasks:list': () => ({
        data: pageOf([task(1, { RWLX: 12, rwzt: '2', DWMC: '南京某商贸有限公司' })], 1, 10),
        source: 'network',
        updatedAt: 0,
      }),
    });
    renderApp({ api });
    const t = await table();
    const headers = within(t)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '任务名称',
      '任务类型',
      '检查对象',
      '任务状态',
      '计划开始日期',
      '创建时间',
      '期限',
      '操作',
    ]);
    const cells = within(bodyRows(t)[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    await waitFor(() =>
      expect(within(bodyRows(t)[0]).getAllByRole('cell')[1].textContent).toBe(
        '公众聚集场所投入使用营业前消防安全检查',
      ),
    );
    expect(cells[0]).toBe('任务1');
    expect(cells[2]).toBe('南京某商贸有限公司');
    expect(within(bodyRows(t)[0]).getByText('已办结')).toBeTruthy();
    expect(cells[4]).toBe('2024-05-01');
    expect(cells[5]).toBe('2024-04-20 09:30:00');
    expect(api.callsTo('tasks:list')[0]).toEqual({ current: 1, size: 10 });
  });

  it('pages with total, page size and previous/next', async () => {
    const api = createFakeApi();
    renderApp({ api });
    const t = await table();
    expect(bodyRows(t)).toHaveLength(10);
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 2 / 3 页')).toBeTruthy();
    await screen.findByRole('button', { name: '办理 任务11' });
    expect(api.callsTo('tasks:list').at(-1)).toEqual({ current: 2, size: 10 });

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByRole('button', { name: '办理 任务25' });
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '20' } });
    expect(await screen.findByText('第 1 / 2 页')).toBeTruthy();
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: '任务列表' }))).toHaveLength(20),
    );
    expect(api.callsTo('tasks:list').at(-1)).toEqual({ current: 1, size: 20 });
  });

  it('searches by name, filters by type and state, and resets', async () => {
    const api = createFakeApi();
    renderApp({ api });
    await table();
    fireEvent.change(screen.getByLabelText('任务名称'), { target: { value: '任务2' } });
    expect((screen.getByLabelText('任务名称') as HTMLInputElement).placeholder).toBe(
      '输入任务名称查询',
    );
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(api.callsTo('tasks:list').at(-1)).toEqual({ current: 1, size: 10, RWMC: '任务2' }),
    );
    await waitFor(() => expect(screen.getByText('共 7 条')).toBeTruthy());

    const type = screen.getByLabelText('任务类型') as HTMLSelectElement;
    await waitFor(() =>
      expect(within(type).getByRole('option', { name: '监督抽查' })).toBeTruthy(),
    );
    expect(within(type).getAllByRole('option')[0].textContent).toBe('全部');
    fireEvent.change(type, { target: { value: '2' } });
    await waitFor(() =>
      expect(api.callsTo('tasks:list').at(-1)).toEqual({
        current: 1,
        size: 10,
        RWMC: '任务2',
        RWLX: '2',
      }),
    );

    const state = screen.getByLabelText('任务状态') as HTMLSelectElement;
    await waitFor(() => expect(within(state).getByRole('option', { name: '已办结' })).toBeTruthy());
    fireEvent.change(state, { target: { value: '2' } });
    await waitFor(() =>
      expect(api.callsTo('tasks:list').at(-1)).toEqual({
        current: 1,
        size: 10,
        RWMC: '任务2',
        RWLX: '2',
        rwzt: '2',
      }),
    );
    expect(await screen.findByText('暂无任务')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect((screen.getByLabelText('任务名称') as HTMLInputElement).value).toBe('');
    expect(type.value).toBe('');
    expect(state.value).toBe('');
    expect(await screen.findByText('共 25 条')).toBeTruthy();
  });

  it('opens a task in its own tab with 办理 and with a double click', async () => {
    const api = createFakeApi();
    renderApp({ api });
    fireEvent.click(await screen.findByRole('button', { name: '办理 任务3' }));
    await waitFor(() =>
      expect(api.callsTo('detail:get')).toEqual([{ runId: 'run3', RWID: 'rw3' }]),
    );
    expect(location.hash).toBe('#/xfjd/projectDetail?runId=run3&RWID=rw3');
    expect(
      await screen.findByRole('tab', { name: '某商场消防监督抽查', selected: true }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '我的任务' }));
    const row = (await screen.findByRole('button', { name: '办理 任务4' })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.doubleClick(row);
    await waitFor(() =>
      expect(api.callsTo('detail:get')).toContainEqual({ runId: 'run4', RWID: 'rw4' }),
    );
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('shows cached data with the offline notice', async () => {
    const updatedAt = Date.parse('2024-05-06T14:05:09+08:00');
    renderApp({
      api: createFakeApi({
        'tasks:list': (req) => ({
          data: pageOf(tasks, req.current, req.size),
          source: 'cache',
          updatedAt,
        }),
      }),
    });
    expect(await screen.findByText('离线，数据更新于 2024-05-06 14:05:09')).toBeTruthy();
    expect(formatDateTime(updatedAt)).toBe('2024-05-06 14:05:09');
    expect(screen.getByRole('button', { name: '办理 任务1' })).toBeTruthy();
  });

  it('explains that an uncached list needs the network', async () => {
    renderApp({ api: createFakeApi({ 'tasks:list': () => fail('needs-network', '未缓存') }) });
    expect(await screen.findByText('该数据尚未在本机缓存，需联网后打开')).toBeTruthy();
    expect(screen.queryByRole('table', { name: '任务列表' })).toBeNull();
  });

  it('shows a failure with its message and retries', async () => {
    let broken = true;
    const api = createFakeApi({
      'tasks:list': (req) =>
        broken
          ? fail('server', '服务器错误（HTTP 500）')
          : { data: pageOf(tasks, req.current, req.size), source: 'network', updatedAt: 0 },
    });
    renderApp({ api });
    expect(await screen.findByText('服务器错误（HTTP 500）')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '办理 任务1' })).toBeTruthy();
  });
});
