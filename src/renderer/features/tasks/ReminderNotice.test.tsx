import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail } from '../../test/fakeApi';
import { fresh, pageOf } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { fixTodayForEachTest, reminder, task } from './testing';
import type { Reminder } from '../../../shared/actions/schemas';

// The one deadline banner (the penalty-case reminder, xmrw/cfRwRemind) above the task list, on
// Tuesday 2026-03-10.

const rows: Reminder[] = [
  reminder(1, { LARQ: '2026-01-10' }), // due 2026-03-11
  reminder(2, { LARQ: '2026-03-02' }), // 2026-05-01: not reminded of
  reminder(3, { LARQ: '2026-01-05' }), // overdue since 2026-03-06
  reminder(4, { LARQ: '2026-01-05', sjtbzt: '1', LDSPSJ: '2026-03-01 10:00:00' }), // paused
];

const notice = (): Promise<HTMLElement> => screen.findByRole('group', { name: '办案期限提醒' });

/** Unfolds the banner's list (it starts as one line). */
async function unfold(n: HTMLElement): Promise<void> {
  const toggle = within(n).getByRole('button', { name: '查看名单' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  await waitFor(() =>
    expect(within(n).getByRole('button', { name: '收起名单' }).getAttribute('aria-expanded')).toBe(
      'true',
    ),
  );
}

fixTodayForEachTest();

describe('the penalty-case reminder', () => {
  it('is one line with one count; unfolded it lists those cases, most urgent first, and opens one', async () => {
    const api = createFakeApi({ 'actions:reminders': () => fresh(rows) });
    renderApp({ api });
    const n = await notice();
    expect(n.textContent).toBe('办案期限提醒行政处罚案件 1 件已超期，1 件即将到期查看名单知道了');
    expect(within(n).queryAllByRole('listitem')).toEqual([]);
    await unfold(n);
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
    expect(n.textContent).toContain('行政处罚案件 7 件已超期查看名单');
    await unfold(n);
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

  it('is the only deadline banner: the list’s own counts (a reference-server addition) show nowhere', async () => {
    const api = createFakeApi({
      'tasks:list': (req) =>
        fresh({
          ...pageOf(
            [task(1, { RWMC: '关于呼和浩特市新城区欣悦KTV娱乐会所消防违法行为的行政处罚' })],
            req.current,
            req.size,
          ),
          clockCounts: { overdue: 1, dueSoon: 3 },
        }),
      'actions:reminders': () =>
        fresh([
          reminder(1, {
            RWMC: '关于呼和浩特市新城区欣悦KTV娱乐会所消防违法行为的行政处罚',
            LARQ: '2026-01-05',
          }),
          reminder(2, { LARQ: '2026-01-10' }),
          reminder(3, { LARQ: '2026-03-02' }), // running: neither counted nor listed
        ]),
    });
    renderApp({ api });
    const n = await notice();
    await screen.findByRole('table', { name: '任务列表' });
    expect(screen.getAllByRole('group')).toEqual([n]);
    expect(document.body.textContent).not.toContain('3 件即将到期');
    expect(n.textContent).toContain('行政处罚案件 1 件已超期，1 件即将到期');
    await unfold(n);
    // The count is the list: one overdue, one due soon, two rows; short names, the full one as title.
    const items = within(n).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const name = items[0].querySelector('[title]') as HTMLElement;
    expect(name.textContent).toBe('欣悦KTV娱乐会所消防违法行为的行政处罚');
    expect(name.title).toBe('关于呼和浩特市新城区欣悦KTV娱乐会所消防违法行为的行政处罚');
    expect(
      within(items[0]).getByRole('button', {
        name: '打开 关于呼和浩特市新城区欣悦KTV娱乐会所消防违法行为的行政处罚',
      }),
    ).toBeTruthy();
    fireEvent.click(within(n).getByRole('button', { name: '收起名单' }));
    await waitFor(() => expect(within(n).queryAllByRole('listitem')).toEqual([]));
  });
});
