import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { fresh, pageOf } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { clockTasks, fixTodayForEachTest, task, taskNames, taskTable } from './testing';
import type { TaskRecord } from '../../../shared/tasks/schemas';
import type { TaskListRequest } from '../../../shared/tasks/contract';

// The 期限 column, the clock filters and the deadline sort, on Tuesday 2026-03-10.

const clockCell = (name: string): HTMLElement => {
  const row = screen.getByRole('button', { name: `办理 ${name}` }).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell')[6];
};

const fakeOf = (rows: TaskRecord[]) =>
  createFakeApi({
    'tasks:list': (req) =>
      fresh({
        ...pageOf(
          rows.filter((t) => !req.RWMC || t.RWMC.includes(req.RWMC)),
          req.current,
          req.size,
        ),
      }),
  });

fixTodayForEachTest();

describe('the task list with statutory clocks', () => {
  it('shows each clock: label, deadline and text; overdue red, due soon amber, paused neutral', async () => {
    renderApp({ api: fakeOf(clockTasks) });
    await taskTable();
    await waitFor(() => expect(clockCell('处罚案件甲').textContent).toContain('2026-03-06'));
    expect(clockCell('处罚案件甲').textContent).toBe('办案期限2026-03-06已超期2个工作日');
    expect(clockCell('受理任务乙').textContent).toBe('受理期限2026-03-11剩余1个工作日');
    expect(clockCell('处罚案件丙').textContent).toBe('办案期限2026-05-01剩余36个工作日');
    expect(clockCell('处罚案件丁').textContent).toBe('办案期限2026-03-20已中止计时 · 剩余10天');
    expect(clockCell('处罚案件戊').textContent).toBe('办案期限2026-03-02案件已暂停');
    expect(clockCell('监督抽查己').textContent).toBe('—');
    expect(clockCell('复查任务庚').textContent).toBe('复查期限2026-03-10今日到期');

    const state = (name: string): string | null =>
      clockCell(name).querySelector('[data-clock-state]')?.getAttribute('data-clock-state') ?? null;
    expect(state('处罚案件甲')).toBe('overdue');
    expect(state('受理任务乙')).toBe('dueSoon');
    expect(state('处罚案件丁')).toBe('paused');
    // The overdue row itself stands out, the others do not.
    const rowOf = (name: string): HTMLElement => clockCell(name).closest('tr') as HTMLElement;
    expect(rowOf('处罚案件甲').className).not.toBe(rowOf('处罚案件丙').className);
    expect(rowOf('受理任务乙').className).toBe(rowOf('处罚案件丙').className);
  });

  it('shows an approved postponement as extended', async () => {
    const extended = task(201, {
      RWMC: '延期案件',
      RWLX: 61,
      LARQ: '2026-01-05',
      JHJSRQ: '2026-04-03',
    });
    renderApp({ api: fakeOf([extended]) });
    await taskTable();
    await waitFor(() =>
      expect(clockCell('延期案件').textContent).toBe('办案期限2026-04-03剩余18个工作日已延期'),
    );
  });

  it('filters by clock with the 期限筛选 select, and back', async () => {
    renderApp({ api: fakeOf(clockTasks) });
    await taskTable();
    fireEvent.change(screen.getByLabelText('期限筛选'), { target: { value: 'dueSoon' } });
    await waitFor(async () =>
      expect(taskNames(await taskTable())).toEqual(['受理任务乙', '复查任务庚']),
    );
    fireEvent.change(screen.getByLabelText('期限筛选'), { target: { value: '' } });
    await waitFor(async () => expect(taskNames(await taskTable())).toHaveLength(7));
    expect(screen.queryByText('已取回全部任务，按本机计算的法定期限排序、筛选和分页。')).toBeNull();
  });

  it('sorts every task by the computed deadline and pages locally', async () => {
    // 205 tasks: two pages of 200 to read; the clock tasks hide behind 198 others.
    const filler = Array.from({ length: 198 }, (_, i) => task(300 + i));
    const api = fakeOf([...filler, ...clockTasks]);
    renderApp({ api });
    await taskTable();
    fireEvent.click(screen.getByRole('checkbox', { name: '按期限排序' }));
    await waitFor(async () =>
      expect(taskNames(await taskTable())).toEqual([
        '处罚案件甲',
        '复查任务庚',
        '受理任务乙',
        '处罚案件丙',
        '处罚案件丁',
        '处罚案件戊',
        // No clock: after every clock, in the server's order.
        '任务300',
        '任务301',
        '任务302',
        '任务303',
      ]),
    );
    expect(screen.getByText('共 205 条')).toBeTruthy();
    expect(api.callsTo('tasks:list')).toContainEqual({ current: 2, size: 200 });
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(async () => expect(taskNames(await taskTable())[0]).toBe('任务304'));
    expect(screen.getByText('已取回全部任务，按本机计算的法定期限排序、筛选和分页。')).toBeTruthy();

    // The name search still applies, and reset turns the sort off.
    fireEvent.change(screen.getByLabelText('任务名称'), { target: { value: '处罚' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(async () =>
      expect(taskNames(await taskTable())).toEqual([
        '处罚案件甲',
        '处罚案件丙',
        '处罚案件丁',
        '处罚案件戊',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: '按期限排序' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
    expect(await screen.findByText('共 205 条')).toBeTruthy();
  });

  it('stops reading at 2000 tasks and says the list was cut', async () => {
    const many = Array.from({ length: 2100 }, (_, i) => task(1000 + i));
    const api = fakeOf(many);
    renderApp({ api });
    await taskTable();
    fireEvent.change(screen.getByLabelText('期限筛选'), { target: { value: 'overdue' } });
    expect(
      await screen.findByText(
        '任务较多，只取回并计算了前 2000 条，其余任务未列出；请按名称、类型或状态缩小范围。',
      ),
    ).toBeTruthy();
    const reads = (api.callsTo('tasks:list') as TaskListRequest[]).filter((r) => r.size === 200);
    expect(Math.max(...reads.map((r) => r.current))).toBe(10);
    expect(await screen.findByText('暂无任务')).toBeTruthy();
  });
});
