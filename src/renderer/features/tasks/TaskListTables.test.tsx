import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { fresh, pageOf } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { clockTasks, fixTodayForEachTest, task, taskNames, taskTable, tasks } from './testing';
import type { TaskExportRequest, TaskListRequest } from '../../../shared/tasks/contract';
import type { TaskRecord } from '../../../shared/tasks/schemas';

// The task list's one-page read (the banner's counts without reading every page), its sortable
// columns, 查看 for finished tasks and the Excel export; on Tuesday 2026-03-10.

const header = (t: HTMLElement, name: string): HTMLElement =>
  within(t).getByRole('columnheader', { name: new RegExp(`^${name}`) });

const listFake = (rows: TaskRecord[]) => ({
  'tasks:list': (req: TaskListRequest) => {
    const sorted = [...rows];
    if (req.ascs === 'rwmc') sorted.sort((a, b) => a.RWMC.localeCompare(b.RWMC));
    if (req.descs === 'rwmc') sorted.sort((a, b) => b.RWMC.localeCompare(a.RWMC));
    return fresh(pageOf(sorted, req.current, req.size));
  },
});

fixTodayForEachTest();

describe('the task list reads one page', () => {
  it('reads only the page it shows when no clock filter or sort is on', async () => {
    const many = Array.from({ length: 450 }, (_, i) => task(1000 + i));
    const api = createFakeApi(listFake([...clockTasks, ...many]));
    renderApp({ api });
    const t = await taskTable();
    await waitFor(() => expect(taskNames(t)).toHaveLength(10));
    expect(screen.getByText('共 457 条')).toBeTruthy();
    // Page 2: one more page, no read of every page.
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await screen.findByRole('button', { name: '办理 任务1003' });
    expect(api.callsTo('tasks:list')).toEqual([
      { current: 1, size: 10 },
      { current: 2, size: 10 },
    ]);
    // Only the 期限 filter reads every page (3 pages of 200).
    fireEvent.change(screen.getByLabelText('期限筛选'), { target: { value: 'overdue' } });
    await waitFor(async () => expect(taskNames(await taskTable())).toEqual(['处罚案件甲']));
    expect(api.callsTo('tasks:list').slice(2)).toEqual([
      { current: 1, size: 200 },
      { current: 2, size: 200 },
      { current: 3, size: 200 },
    ]);
  });
});

describe('the task list’s columns', () => {
  it('names each task by its unit and matter, the full name in its tooltip and button', async () => {
    const full = '关于呼和浩特市新城区育才小学的双随机抽查';
    const api = createFakeApi(listFake([task(1, { RWMC: full })]));
    renderApp({ api });
    const t = await taskTable();
    await waitFor(() => expect(taskNames(t)).toEqual(['育才小学的双随机抽查']));
    const cell = within(t).getByText('育才小学的双随机抽查');
    expect(cell.closest('[title]')?.getAttribute('title')).toBe(full);
    expect(within(t).getByRole('button', { name: `办理 ${full}` })).toBeTruthy();
  });

  it('sorts by a header through the server (ascs, then descs, then none) and remembers it', async () => {
    const rows = [
      task(1, { RWMC: '乙任务' }),
      task(2, { RWMC: '甲任务' }),
      task(3, { RWMC: '丙' }),
    ];
    const api = createFakeApi(listFake(rows));
    const first = renderApp({ api });
    let t = await taskTable();
    fireEvent.click(within(header(t, '任务名称')).getByRole('button'));
    await waitFor(() =>
      expect(api.callsTo('tasks:list').at(-1)).toEqual({ current: 1, size: 10, ascs: 'rwmc' }),
    );
    expect(header(t, '任务名称').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header(t, '任务名称')).getByRole('button'));
    await waitFor(() =>
      expect(api.callsTo('tasks:list').at(-1)).toEqual({ current: 1, size: 10, descs: 'rwmc' }),
    );
    expect(header(t, '任务名称').getAttribute('aria-sort')).toBe('descending');
    expect(localStorage.getItem('xfjd.sort.tasks.list')).toBe('{"key":"name","dir":"desc"}');

    // The list opens again sorted as the officer left it.
    first.unmount();
    const again = createFakeApi(listFake(rows));
    renderApp({ api: again });
    t = await taskTable();
    expect(again.callsTo('tasks:list')[0]).toEqual({ current: 1, size: 10, descs: 'rwmc' });
    expect(header(t, '任务名称').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header(t, '任务名称')).getByRole('button'));
    await waitFor(() =>
      expect(again.callsTo('tasks:list').at(-1)).toEqual({ current: 1, size: 10 }),
    );
    expect(localStorage.getItem('xfjd.sort.tasks.list')).toBeNull();
  });

  it('sorts by 期限 from its header like the 按期限排序 box, both ways', async () => {
    const api = createFakeApi(listFake(clockTasks));
    renderApp({ api });
    const t = await taskTable();
    fireEvent.click(within(header(t, '期限')).getByRole('button'));
    await waitFor(async () => expect(taskNames(await taskTable())[0]).toBe('处罚案件甲'));
    expect((screen.getByRole('checkbox', { name: '按期限排序' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(header(await taskTable(), '期限')).getByRole('button'));
    // Latest deadline first; paused, stopped and no-clock tasks still after the running ones.
    await waitFor(async () =>
      expect(taskNames(await taskTable())).toEqual([
        '处罚案件丙',
        '受理任务乙',
        '复查任务庚',
        '处罚案件甲',
        '处罚案件丁',
        '处罚案件戊',
        '监督抽查己',
      ]),
    );
  });

  it('offers 查看 for finished, archived, voided and deleted tasks, 办理 for the others', async () => {
    const rows = [
      task(1, { rwzt: '0' }),
      task(2, { rwzt: '1' }),
      task(3, { rwzt: '2' }),
      task(4, { rwzt: '3' }),
      task(5, { rwzt: '5' }),
      task(6, { rwzt: '1', RW_ISDELETED: '2' }),
      task(7, { rwzt: '4' }),
    ];
    renderApp({ api: createFakeApi(listFake(rows)) });
    await taskTable();
    const buttons = (): string[] =>
      screen
        .getAllByRole('button', { name: /^(办理|查看) 任务\d$/ })
        .map((b) => `${b.getAttribute('aria-label')}:${b.textContent}`);
    expect(buttons()).toEqual([
      '办理 任务1:办理',
      '办理 任务2:办理',
      '查看 任务3:查看',
      '查看 任务4:查看',
      '查看 任务5:查看',
      '查看 任务6:查看',
      '办理 任务7:办理',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '查看 任务5' }));
    await waitFor(() => expect(location.hash).toBe('#/xfjd/projectDetail?runId=run5&RWID=rw5'));
  });
});

describe('导出Excel', () => {
  it('exports every row of the current query, as the list shows them', async () => {
    const api = createFakeApi();
    renderApp({ api });
    await taskTable();
    fireEvent.change(screen.getByLabelText('任务名称'), { target: { value: '任务2' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText('共 7 条')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    expect(
      await screen.findByText('已导出 7 条任务到 /home/demo/Downloads/我的任务-2026-03-10.xlsx'),
    ).toBeTruthy();
    // Every page of the query, not the 10 rows shown.
    expect(api.callsTo('tasks:list')).toContainEqual({ current: 1, size: 200, RWMC: '任务2' });
    const [req] = api.callsTo('tasks:export') as TaskExportRequest[];
    expect(req.rows.map((r) => r[0])).toEqual(
      tasks.filter((x) => x.RWMC.includes('任务2')).map((x) => x.RWMC),
    );
    expect(req.rows[0]).toEqual([
      '任务2',
      '监督抽查',
      '单位2',
      '办理中',
      '张伟',
      '2024-05-01',
      '2024-04-20 09:30:00',
      null,
      null,
      null,
    ]);
  });

  it('exports in the clock filter and sort, with the clock’s columns', async () => {
    const api = createFakeApi(listFake(clockTasks));
    renderApp({ api });
    await taskTable();
    fireEvent.change(screen.getByLabelText('期限筛选'), { target: { value: 'dueSoon' } });
    await waitFor(async () =>
      expect(taskNames(await taskTable())).toEqual(['受理任务乙', '复查任务庚']),
    );
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    await screen.findByText('已导出 2 条任务到 /home/demo/Downloads/我的任务-2026-03-10.xlsx');
    const [req] = api.callsTo('tasks:export') as TaskExportRequest[];
    expect(req.rows.map((r) => r.slice(7))).toEqual([
      ['受理期限', '2026-03-11', '剩余1个工作日'],
      ['复查期限', '2026-03-10', '今日到期'],
    ]);
  });

  it('says there is nothing to export instead of writing an empty file', async () => {
    const api = createFakeApi(listFake([]));
    renderApp({ api });
    await screen.findByText('暂无任务');
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    expect(await screen.findByText('没有可导出的任务')).toBeTruthy();
    expect(api.callsTo('tasks:export')).toEqual([]);
  });
});
