import { describe, expect, it } from 'vitest';
import {
  addDays,
  chinaClock,
  chinaDateTime,
  chinaFileStamp,
  chinaInstant,
  chinaIso,
  chinaToday,
  quickRange,
  toDate,
  weekday,
} from './dates';

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

describe('China wall clock (issue 29: dates mix time zones)', () => {
  // 17:30 UTC on 1 March is 12:30 in New York (1 March) and 01:30 on 2 March in China.
  const CLIP = Date.parse('2026-03-01T17:30:00Z');

  it('reads an instant as China time, not as the machine zone or UTC', () => {
    expect(new Date(CLIP).toISOString().slice(0, 10)).toBe('2026-03-01');
    expect(chinaToday(CLIP)).toBe('2026-03-02');
    expect(chinaDateTime(CLIP)).toBe('2026-03-02 01:30:00');
    expect(chinaClock(CLIP)).toBe('01:30:00');
    expect(chinaFileStamp(CLIP)).toBe('20260302-013000');
    expect(chinaIso(CLIP)).toBe('2026-03-02T01:30:00+08:00');
    // The ISO text names the same instant.
    expect(Date.parse(chinaIso(CLIP))).toBe(CLIP);
  });

  it('agrees with Intl for the same zone, whatever zone the machine is in', () => {
    const newYork = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(CLIP);
    expect(newYork).toBe('2026-03-01');
    expect(chinaToday(CLIP)).not.toBe(newYork);
  });

  it('shows midnight as 00, never 24, and pads every field', () => {
    const midnight = Date.parse('2026-12-31T16:00:00Z');
    expect(chinaDateTime(midnight)).toBe('2027-01-01 00:00:00');
    expect(chinaClock(midnight + 9_999)).toBe('00:00:09');
    expect(chinaDateTime(Date.parse('2026-01-04T21:03:09Z'))).toBe('2026-01-05 05:03:09');
  });

  it('gives nothing for no instant instead of throwing', () => {
    expect(chinaToday(Number.NaN)).toBe('');
    expect(chinaDateTime(Number.POSITIVE_INFINITY)).toBe('');
    expect(chinaClock(Number.NaN)).toBe('');
    expect(chinaFileStamp(Number.NaN)).toBe('');
    expect(chinaIso(Number.NaN)).toBe('');
  });

  it('turns a picked China date or date-time back into its instant', () => {
    expect(chinaInstant('2026-03-02 01:30:00')).toBe(CLIP);
    expect(chinaInstant('2026-03-02T01:30')).toBe(CLIP);
    expect(chinaInstant('2026-03-02')).toBe(Date.parse('2026-03-01T16:00:00Z'));
    expect(chinaToday(chinaInstant('2026-03-02') ?? 0)).toBe('2026-03-02');
    for (const bad of [
      '2026-02-30',
      '2026-03-02 24:00:00',
      '2026-03-02 10:60',
      '03/02/2026',
      '',
      null,
    ])
      expect(chinaInstant(bad)).toBeNull();
  });

  it('knows the summer time China kept until 1991', () => {
    // 1988-07-01 12:00 in Beijing was daylight time, UTC+9.
    const summer = chinaInstant('1988-07-01 12:00:00');
    expect(summer).toBe(Date.parse('1988-07-01T03:00:00Z'));
    expect(chinaIso(summer ?? 0)).toBe('1988-07-01T12:00:00+09:00');
  });
});
