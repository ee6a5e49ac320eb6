import { describe, expect, it } from 'vitest';
import { addDays, chinaDateTime, chinaToday, quickRange, toDate, weekday } from './dates';

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

describe('quick ranges', () => {
  // 2026-03-01 01:30 in China (still 28 February in UTC): the ranges count from China's day.
  const NOW = Date.parse('2026-02-28T17:30:00Z');

  it('date-and-time ranges end now and start N days before, 今天 at midnight', () => {
    expect(quickRange('today', NOW, 'datetime')).toEqual({
      start: '2026-03-01 00:00:00',
      end: '2026-03-01 01:30:00',
    });
    expect(quickRange('week', NOW, 'datetime')).toEqual({
      start: '2026-02-22 01:30:00',
      end: '2026-03-01 01:30:00',
    });
    expect(quickRange('month', NOW, 'datetime').start).toBe('2026-01-30 01:30:00');
    expect(quickRange('threeMonths', NOW, 'datetime').start).toBe('2025-12-01 01:30:00');
    expect(quickRange('year', NOW, 'datetime').start).toBe('2025-03-01 01:30:00');
    expect(quickRange('twoYears', NOW, 'datetime').start).toBe('2024-03-01 01:30:00');
  });

  it('date ranges end today and start N days before, 今天 alone', () => {
    expect(quickRange('today', NOW, 'date')).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    expect(quickRange('week', NOW, 'date')).toEqual({ start: '2026-02-22', end: '2026-03-01' });
    expect(quickRange('month', NOW, 'date').start).toBe('2026-01-30');
    expect(quickRange('threeMonths', NOW, 'date').start).toBe('2025-12-01');
  });
});
