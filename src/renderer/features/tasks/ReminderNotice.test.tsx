import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { fixTodayForEachTest, reminder } from './testing';
import type { Reminder } from '../../../shared/actions/schemas';

// The penalty-case reminder (xmrw/cfRwRemind) above the task list, on Tuesday 2026-03-10.

const rows: Reminder[] = [
  reminder(1, { LARQ: '2026-01-10' }), // due 2026-03-11
  reminder(2, { LARQ: '2026-03-02' }), // 2026-05-01: not reminded of
  reminder(3, { LARQ: '2026-01-05' }), // overdue since 2026-03-06
  reminder(4, { LARQ: '2026-01-05', sjtbzt: '1', LDSPSJ: '2026-03-01 10:00:00' }), // paused
];

const notice = (): Promise<HTMLElement> => screen.findByRole('group', { name: '办案期限提醒' });

fixTodayForEachTest();

describe('the penalty-case reminder', () => {
  it('lists the overdue and due-soon cases, most urgent first, and opens one', async () => {
    const api = createFakeApi({ 'actions:reminders': () => fresh(rows) });
    renderApp({ api });
    const n = await notice();
    expect(n.textContent).toContain('您有 2 件行政处罚案件已超期或即将到期：');
    const items = within(n).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '处罚案件3办案期限2026-03-06已超期2个工作日打开',
      '处罚案件1办案期限2026-03-11剩余1个工作日打开',
    ]);
    expect(n.textContent).not.toContain('处罚案件2');
    expect(n.textContent).not.toContain('处罚案件4');
    fireEvent.click(within(n).getByRole('button', { name: '打开 处罚案件1' }));
    await waitFor(() => expect(location.hash).toBe('#/xfjd/projectDetail?runId=run1&RWID=rw1'));
  });

  it('stays closed after 知道了, also when the task list refreshes', async () => {
    const api = createFakeApi({ 'actions:reminders': () => fresh(rows) });
    const { queryClient } = renderApp({ api });
    const n = await notice();
    fireEvent.click(within(n).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: '办案期限提醒' })).toBeNull());
    const before = api.callsTo('actions:reminders').length;
    await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    await waitFor(() => expect(api.callsTo('actions:reminders').length).toBeGreaterThan(before));
    expect(screen.queryByRole('group', { name: '办案期限提醒' })).toBeNull();
    expect(await screen.findByRole('table', { name: '任务列表' })).toBeTruthy();
  });

  it('lists five and shows the rest on 查看全部', async () => {
    const many = Array.from({ length: 7 }, (_, i) => reminder(i + 1, { LARQ: '2026-01-05' }));
    renderApp({ api: createFakeApi({ 'actions:reminders': () => fresh(many) }) });
    const n = await notice();
    expect(within(n).getAllByRole('listitem')).toHaveLength(5);
    expect(n.textContent).toContain('另有 2 件');
    fireEvent.click(within(n).getByRole('button', { name: '查看全部' }));
    await waitFor(() => expect(within(n).getAllByRole('listitem')).toHaveLength(7));
  });

  it('shows nothing when nothing is due or the reminder fails, and the list still works', async () => {
    const quiet = createFakeApi({ 'actions:reminders': () => fresh([rows[1], rows[3]]) });
    const first = renderApp({ api: quiet });
    await screen.findByRole('button', { name: '办理 任务1' });
    await waitFor(() => expect(quiet.callsTo('actions:reminders')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: '办案期限提醒' })).toBeNull();
    first.unmount();

    const failing = createFakeApi({
      'actions:reminders': () => fail('server', '网络连接失败'),
    });
    renderApp({ api: failing });
    await screen.findByRole('button', { name: '办理 任务1' });
    await waitFor(() => expect(failing.callsTo('actions:reminders')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: '办案期限提醒' })).toBeNull();
    expect(screen.queryByText('网络连接失败')).toBeNull();
  });
});
