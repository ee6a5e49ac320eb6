import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { press, renderWithProviders } from '../../test/render';
import { DateInput } from './DateInput';

const TODAY = new Date(2024, 4, 10);

function Harness({
  initial = '',
  min,
  max,
  onChange,
  onInvalid,
}: {
  initial?: string;
  min?: string;
  max?: string;
  onChange(v: string): void;
  onInvalid?(m: string | null): void;
}): ReactElement {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      aria-label="日期"
      value={value}
      min={min}
      max={max}
      today={TODAY}
      onInvalid={onInvalid}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function open(props: { initial?: string; min?: string; max?: string } = {}) {
  const onChange = vi.fn();
  const onInvalid = vi.fn();
  renderWithProviders(<Harness {...props} onChange={onChange} onInvalid={onInvalid} />);
  const input = screen.getByRole('combobox', { name: '日期' }) as HTMLInputElement;
  return { input, onChange, onInvalid };
}

async function openCalendar(input: HTMLElement): Promise<HTMLElement> {
  press(input);
  return screen.findByRole('dialog', { name: '日历', hidden: true });
}

const weekdayHeaders = (calendar: HTMLElement): string[] =>
  within(calendar)
    .getAllByRole('columnheader', { hidden: true })
    .map((th) => th.textContent ?? '');

afterEach(() => vi.restoreAllMocks());

describe('Chinese date picker', () => {
  it('shows Chinese month and weekday names with Monday first under an English machine locale', async () => {
    // The machine speaks English: any use of the locale would show it.
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    vi.spyOn(Date.prototype, 'toLocaleDateString').mockReturnValue('Friday, May 10, 2024');
    vi.spyOn(Date.prototype, 'toLocaleString').mockReturnValue('5/10/2024, 12:00:00 AM');
    const { input } = open({ initial: '2024-05-10' });
    expect(input.value).toBe('2024-05-10');
    const calendar = await openCalendar(input);
    expect(weekdayHeaders(calendar)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(within(calendar).getByText('2024年5月')).toBeTruthy();
    expect(
      within(calendar).getByRole('button', { name: /^2024年5月10日/, hidden: true }),
    ).toBeTruthy();
    expect(calendar.textContent).not.toMatch(/May|Mon|Sun|Go to today/);
    expect(within(calendar).getByText('今天')).toBeTruthy();
    // The first week shown starts on Monday 29 April (rows kept for the slide animation are aria-hidden).
    const firstWeek = [...calendar.querySelectorAll('tr')].find(
      (tr) => tr.querySelector('td') && tr.getAttribute('aria-hidden') !== 'true',
    );
    expect(firstWeek?.querySelector('button')?.getAttribute('aria-label')).toBe('2024年4月29日');
  });

  it('has a calendar button with a name of its own that opens the calendar', async () => {
    open();
    const button = screen.getByRole('button', { name: '打开日历' });
    expect(button.getAttribute('aria-labelledby')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: '日历', hidden: true })).toBeTruthy();
  });

  it('selects a date clicked in the calendar as YYYY-MM-DD', async () => {
    const { input, onChange } = open();
    const calendar = await openCalendar(input);
    press(within(calendar).getByRole('button', { name: /^2024年5月15日/, hidden: true }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2024-05-15'));
    expect(input.value).toBe('2024-05-15');
  });

  it('is usable from the keyboard: ArrowDown opens on today, Enter chooses the focused day, Escape closes', async () => {
    const { input, onChange } = open();
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const calendar = await screen.findByRole('dialog', { name: '日历', hidden: true });
    // Focus moves into the calendar, on today (arrow keys then move it: Fluent's grid navigation).
    const today = await waitFor(() => {
      const focused = document.activeElement as HTMLElement;
      if (!calendar.contains(focused)) throw new Error('focus is not in the calendar yet');
      return focused;
    });
    expect(
      today.querySelector('button')?.getAttribute('aria-label') ?? today.getAttribute('aria-label'),
    ).toBe('2024年5月10日');
    fireEvent.keyDown(today, { key: 'Enter' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2024-05-10'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '日历', hidden: true })).toBeNull(),
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const again = await screen.findByRole('dialog', { name: '日历', hidden: true });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(again.isConnected).toBe(false));
    expect(input.value).toBe('2024-05-10');
  });

  it('parses typed dates and refuses what is no date', async () => {
    const { input, onChange, onInvalid } = open();
    fireEvent.change(input, { target: { value: '2024/6/1' } });
    fireEvent.blur(input);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2024-06-01'));
    expect(input.value).toBe('2024-06-01');
    fireEvent.change(input, { target: { value: '2024年6月31日' } });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(onInvalid).toHaveBeenLastCalledWith('请输入正确的日期，格式为 YYYY-MM-DD'),
    );
    // The value stays the last good date, and the text returns to it.
    expect(onChange).toHaveBeenLastCalledWith('2024-06-01');
    await waitFor(() => expect(input.value).toBe('2024-06-01'));
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('takes a whole YYYY-MM-DD date as it is typed; other spellings on leaving the box', async () => {
    const { input, onChange } = open({ min: '2024-05-01' });
    fireEvent.change(input, { target: { value: '2024-05-2' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2024-05-20' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2024-05-20'));
    expect(input.value).toBe('2024-05-20');
    // Before the earliest day: judged on leaving, never taken while typing.
    fireEvent.change(input, { target: { value: '2024-04-30' } });
    fireEvent.change(input, { target: { value: '2024/5/21' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.blur(input);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2024-05-21'));
  });

  it('withdraws its complaint when the text is typed back to the date the field holds', async () => {
    const { input, onChange, onInvalid } = open({ initial: '2024-05-10' });
    fireEvent.change(input, { target: { value: '2024-02-30' } });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(onInvalid).toHaveBeenLastCalledWith('请输入正确的日期，格式为 YYYY-MM-DD'),
    );
    // The picker put the text back to the date held; leaving it withdraws the complaint.
    await waitFor(() => expect(input.value).toBe('2024-05-10'));
    input.focus();
    fireEvent.blur(input);
    await waitFor(() => expect(onInvalid).toHaveBeenLastCalledWith(null));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps within min and max: earlier days are disabled and typed ones refused', async () => {
    const { input, onChange, onInvalid } = open({ min: '2024-05-09', max: '2024-05-20' });
    const calendar = await openCalendar(input);
    const day = (name: string): HTMLButtonElement =>
      within(calendar).getByRole('button', { name, hidden: true }) as HTMLButtonElement;
    expect(day('2024年5月8日').disabled).toBe(true);
    expect(day('2024年5月9日').disabled).toBe(false);
    expect(day('2024年5月21日').disabled).toBe(true);
    fireEvent.keyDown(calendar, { key: 'Escape' });
    fireEvent.change(input, { target: { value: '2024-05-01' } });
    fireEvent.blur(input);
    await waitFor(() => expect(onInvalid).toHaveBeenLastCalledWith('日期不能早于2024-05-09'));
    fireEvent.change(input, { target: { value: '2024-05-21' } });
    fireEvent.blur(input);
    await waitFor(() => expect(onInvalid).toHaveBeenLastCalledWith('日期不能晚于2024-05-20'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the calendar’s today is China’s (issue 29)', () => {
  afterEach(() => vi.useRealTimers());

  it('marks and opens on China’s date when the workstation’s date is still the day before', async () => {
    // 17:30 UTC on 1 March: 1 March on a machine in UTC or Los Angeles, 2 March (01:30) in China.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-01T17:30:00Z'));
    const onChange = vi.fn();
    renderWithProviders(<DateInput aria-label="日期" value="" onChange={onChange} />);
    const calendar = await openCalendar(screen.getByRole('combobox', { name: '日期' }));
    const today = calendar.querySelector('[aria-current="date"] button');
    expect(today?.getAttribute('aria-label')).toBe('2026年3月2日');
    fireEvent.click(today as HTMLElement);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-03-02'));
  });

  it('opens on China’s month on New Year’s night', async () => {
    // 17:30 UTC on 31 December 2026 is already 1 January 2027 in China.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-12-31T17:30:00Z'));
    renderWithProviders(<DateInput aria-label="日期" value="" onChange={vi.fn()} />);
    const calendar = await openCalendar(screen.getByRole('combobox', { name: '日期' }));
    expect(within(calendar).getByText('2027年1月')).toBeTruthy();
    expect(calendar.querySelector('[aria-current="date"] button')?.getAttribute('aria-label')).toBe(
      '2027年1月1日',
    );
  });
});
