import { describe, expect, it } from 'vitest';
import {
  comparableDate,
  datePart,
  parseDateTimeValue,
  parseDateValue,
  parseTimeValue,
  parseTypedDate,
  resolveBound,
  timePart,
} from './dates';

describe('form date values', () => {
  it('reads YYYY-MM-DD strictly and refuses dates the calendar does not have', () => {
    expect(parseDateValue('2024-02-29')).toBe('2024-02-29');
    expect(parseDateValue('2023-02-29')).toBeNull();
    expect(parseDateValue('2024-5-1')).toBeNull();
    expect(parseDateValue('2024-05-01 10:00:00')).toBeNull();
  });

  it('reads a date and time on a 24-hour clock, with or without seconds', () => {
    expect(parseDateTimeValue('2024-05-01 18:30')).toBe('2024-05-01 18:30:00');
    expect(parseDateTimeValue('2024-05-01T08:05:09')).toBe('2024-05-01 08:05:09');
    expect(parseDateTimeValue('2024-05-01 24:00')).toBeNull();
    expect(parseDateTimeValue('2024-05-01')).toBeNull();
    expect(timePart('2024-05-01 18:30:00')).toBe('18:30');
    expect(datePart('2024-05-01 18:30:00')).toBe('2024-05-01');
    expect(comparableDate('2024-05-01')).toBe('2024-05-01 00:00:00');
  });

  it('parses what an officer types for a date', () => {
    for (const typed of [
      '2024-05-01',
      '2024/5/1',
      '2024.05.01',
      '20240501',
      '2024年5月1日',
      ' 2024-5-01 ',
    ])
      expect(parseTypedDate(typed)).toBe('2024-05-01');
    for (const typed of ['2024-13-01', '2024-02-30', '24-5-1', '五月一日', ''])
      expect(parseTypedDate(typed)).toBeNull();
  });

  it('parses what an officer types for a time', () => {
    expect(parseTimeValue('9:05')).toBe('09:05');
    expect(parseTimeValue('18：30')).toBe('18:30');
    expect(parseTimeValue('0930')).toBe('09:30');
    expect(parseTimeValue('23:59:59')).toBe('23:59');
    for (const typed of ['24:00', '12:60', '9', 'noon', ''])
      expect(parseTimeValue(typed)).toBeNull();
  });

  it('resolves a bound from a fixed date or another field, moved by days', () => {
    expect(resolveBound({ date: '2024-03-01', offsetDays: -1 }, {})).toBe('2024-02-29');
    expect(
      resolveBound({ field: 'LDSPSJ', offsetDays: -1 }, { LDSPSJ: '2024-05-10 09:30:00' }),
    ).toBe('2024-05-09');
    expect(resolveBound({ field: 'LDSPSJ' }, {})).toBeNull();
    expect(resolveBound(undefined, {})).toBeNull();
  });
});
