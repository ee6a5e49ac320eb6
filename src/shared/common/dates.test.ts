import { describe, expect, it } from 'vitest';
import { addDays, chinaDateTime, chinaToday, toDate, weekday } from './dates';

describe('China dates', () => {
  it('reads the date part of a date or date-time, and refuses dates that do not exist', () => {
    expect(toDate('2026-11-23')).toBe('2026-11-23');
    expect(toDate(' 2026-11-23 08:30:00')).toBe('2026-11-23');
    expect(toDate('2026-02-30')).toBeNull();
    expect(toDate('2024-13-01')).toBeNull();
    expect(toDate('2024-00-10')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate(null)).toBeNull();
    expect(toDate('23/11/2026')).toBeNull();
  });

  it('counts days and weekdays on the calendar, and formats in China time whatever the machine zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekday('2026-11-23')).toBe(1);
    // 2026-11-23 16:30 UTC is 2026-11-24 00:30 in China.
    const ms = Date.parse('2026-11-23T16:30:00Z');
    expect(chinaToday(ms)).toBe('2026-11-24');
    expect(chinaDateTime(ms)).toBe('2026-11-24 00:30:00');
  });
});
