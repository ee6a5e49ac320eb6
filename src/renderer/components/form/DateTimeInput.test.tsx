import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateTimeInput } from './DateTimeInput';

function Harness({
  initial = '',
  onChange,
  onInvalid,
}: {
  initial?: string;
  onChange(v: string): void;
  onInvalid(m: string | null): void;
}): ReactElement {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeInput
      label="采集时间"
      value={value}
      today={new Date(2024, 4, 10)}
      onInvalid={onInvalid}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function open(initial?: string) {
  const onChange = vi.fn();
  const onInvalid = vi.fn();
  renderWithProviders(<Harness initial={initial} onChange={onChange} onInvalid={onInvalid} />);
  return {
    onChange,
    onInvalid,
    date: screen.getByRole('combobox') as HTMLInputElement,
    time: screen.getByRole('textbox', { name: '采集时间（时间）' }) as HTMLInputElement,
  };
}

const enter = (el: HTMLElement, value: string): void => {
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('date and time input', () => {
  it("shows 'YYYY-MM-DD' and 24-hour 'HH:mm' of the server's 'YYYY-MM-DD HH:mm:ss'", () => {
    const { date, time } = open('2024-05-10 18:05:00');
    expect(date.value).toBe('2024-05-10');
    expect(time.value).toBe('18:05');
  });

  it('a time typed before the date waits for it; the value is whole or nothing', async () => {
    const { date, time, onChange } = open();
    enter(time, '8:30');
    expect(onChange).not.toHaveBeenCalled();
    expect(time.value).toBe('08:30');
    enter(date, '2024-05-11');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2024-05-11 08:30:00'));
    enter(time, '2130');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2024-05-11 21:30:00'));
    enter(date, '');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    expect(time.value).toBe('');
  });

  it('a date chosen without a time counts from 00:00; an unreadable time keeps the last good one', async () => {
    const { date, time, onChange, onInvalid } = open();
    enter(date, '2024/5/12');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2024-05-12 00:00:00'));
    enter(time, '7点');
    expect(onInvalid).toHaveBeenLastCalledWith('请输入正确的时间，格式为 HH:mm（24小时制）');
    expect(time.value).toBe('00:00');
    enter(time, '23:59');
    expect(onInvalid).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2024-05-12 23:59:00'));
  });
});
