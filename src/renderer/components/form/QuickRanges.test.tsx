import { screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { press, renderWithProviders } from '../../test/render';
import { QuickRanges } from './QuickRanges';
import type { DateRange, QuickRangeKey } from '../../../shared/common/dates';

// 2026-03-01 01:30 in China: a fixed "today".
const NOW = Date.parse('2026-02-28T17:30:00Z');
const ALL: QuickRangeKey[] = ['today', 'week', 'month', 'threeMonths', 'year', 'twoYears'];

/**
 * A filter as screens hold one: a draft the officer edits and 查询 copies into the query. The query
 * records every range it runs with.
 */
function Filter({
  kind,
  onQuery,
}: {
  kind: 'date' | 'datetime';
  onQuery(range: DateRange): void;
}): ReactElement {
  const [draft, setDraft] = useState<DateRange>({ start: '', end: '' });
  const [other, setOther] = useState(0);
  return (
    <div>
      <output aria-label="draft">{`${draft.start}~${draft.end}`}</output>
      <button type="button" onClick={() => setOther((n) => n + 1)}>
        {`rerender ${other}`}
      </button>
      <QuickRanges
        ranges={ALL}
        kind={kind}
        now={() => NOW}
        onPick={setDraft}
        onRun={() => onQuery(draft)}
      />
    </div>
  );
}

function open(kind: 'date' | 'datetime') {
  const onQuery = vi.fn();
  renderWithProviders(<Filter kind={kind} onQuery={onQuery} />);
  const group = screen.getByRole('group', { name: '快捷时间范围' });
  const choose = (label: string): void => press(within(group).getByRole('button', { name: label }));
  return { onQuery, group, choose };
}

describe('quick ranges', () => {
  it('offers the ranges in order, in Chinese', () => {
    const { group } = open('datetime');
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['今天', '最近一周', '最近一个月', '最近三个月', '最近一年', '最近两年']);
  });

  it('a choice fills the range and runs the query once, with the new range', async () => {
    const { onQuery, choose } = open('datetime');
    choose('最近一周');
    await waitFor(() => expect(onQuery).toHaveBeenCalledTimes(1));
    expect(onQuery).toHaveBeenCalledWith({
      start: '2026-02-22 01:30:00',
      end: '2026-03-01 01:30:00',
    });
    expect(screen.getByRole('status', { name: 'draft' }).textContent).toBe(
      '2026-02-22 01:30:00~2026-03-01 01:30:00',
    );
    // Later renders of the filter (a new onRun each time) do not run it again.
    press(screen.getByRole('button', { name: 'rerender 0' }));
    press(screen.getByRole('button', { name: 'rerender 1' }));
    expect(screen.getByRole('button', { name: 'rerender 2' })).toBeTruthy();
    expect(onQuery).toHaveBeenCalledTimes(1);
    choose('今天');
    await waitFor(() => expect(onQuery).toHaveBeenCalledTimes(2));
    expect(onQuery).toHaveBeenLastCalledWith({
      start: '2026-03-01 00:00:00',
      end: '2026-03-01 01:30:00',
    });
    // The same choice again runs again (the officer asks for fresh results).
    choose('今天');
    await waitFor(() => expect(onQuery).toHaveBeenCalledTimes(3));
  });

  it('date filters get whole days counted from China today', async () => {
    const { onQuery, choose } = open('date');
    choose('最近一个月');
    await waitFor(() => expect(onQuery).toHaveBeenCalledTimes(1));
    expect(onQuery).toHaveBeenCalledWith({ start: '2026-01-30', end: '2026-03-01' });
    choose('今天');
    await waitFor(() => expect(onQuery).toHaveBeenCalledTimes(2));
    expect(onQuery).toHaveBeenLastCalledWith({ start: '2026-03-01', end: '2026-03-01' });
  });
});
