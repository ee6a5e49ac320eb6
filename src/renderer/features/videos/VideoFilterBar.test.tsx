import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { press, renderWithProviders } from '../../test/render';
import { defaultFilters, type VideoFilters } from './filters';
import { VideoFilterBar } from './VideoFilterBar';

// 2026-11-20 12:00:00 in China.
const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);
const unit = { id: '3201', name: '南京市消防救援支队' };

/** The bar as the list holds it: a draft, and 查询 runs the query with the draft. */
function Harness({ onSearch }: { onSearch(f: VideoFilters): void }): ReactElement {
  const [draft, setDraft] = useState(() => defaultFilters(unit, NOW));
  return (
    <VideoFilterBar
      value={draft}
      onChange={setDraft}
      onSearch={() => onSearch(draft)}
      onClear={() => setDraft(defaultFilters(unit, NOW))}
      now={() => NOW}
    />
  );
}

function open() {
  const onSearch = vi.fn();
  const view = renderWithProviders(<Harness onSearch={onSearch} />);
  const box = (role: 'combobox' | 'textbox', name: string): HTMLInputElement =>
    screen.getByRole(role, { name, hidden: true });
  return { ...view, onSearch, box };
}

afterEach(() => vi.restoreAllMocks());

describe('video list filters: the creation range', () => {
  it('is the Chinese date picker with a 24-hour time, whatever the machine locale', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    vi.spyOn(Date.prototype, 'toLocaleString').mockReturnValue('08/26/2026, 02:24:54 AM');
    vi.spyOn(Date.prototype, 'toLocaleDateString').mockReturnValue('10/13/2026');
    const { container, box } = open();
    expect(
      container.querySelectorAll('input[type=date], input[type=datetime-local], input[type=time]'),
    ).toHaveLength(0);
    // The default range: the last 90 days, to the minute.
    expect(box('combobox', '开始时间').value).toBe('2026-08-22');
    expect(box('textbox', '开始时间（时间）').value).toBe('12:00');
    expect(box('combobox', '结束时间').value).toBe('2026-11-20');
    expect(box('textbox', '结束时间（时间）').value).toBe('12:00');
  });

  it('typed dates and times go into the search as YYYY-MM-DD HH:mm:ss', async () => {
    const { box, onSearch } = open();
    const leave = (el: HTMLElement, value: string): void => {
      fireEvent.change(el, { target: { value } });
      fireEvent.blur(el);
    };
    leave(box('combobox', '开始时间'), '2026/10/1');
    leave(box('textbox', '开始时间（时间）'), '0830');
    press(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0][0]).toMatchObject({
      kssj: '2026-10-01 08:30:00',
      jssj: '2026-11-20 12:00:00',
    });
    // Text that is no date: said under the range, and the range keeps its last good value.
    leave(box('combobox', '结束时间'), '2026-02-30');
    expect(await screen.findByText('请输入正确的日期，格式为 YYYY-MM-DD')).toBeTruthy();
  });

  it('a quick range fills the range and searches at once, once', async () => {
    const { onSearch } = open();
    const quick = screen.getByRole('group', { name: '快捷时间范围' });
    press(within(quick).getByRole('button', { name: '今天' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0][0]).toMatchObject({
      kssj: '2026-11-20 00:00:00',
      jssj: '2026-11-20 12:00:00',
    });
    press(within(quick).getByRole('button', { name: '最近一个月' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2));
    expect(onSearch.mock.calls[1][0]).toMatchObject({
      kssj: '2026-10-21 12:00:00',
      jssj: '2026-11-20 12:00:00',
    });
  });
});
