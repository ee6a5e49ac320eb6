import { describe, expect, it } from 'vitest';
import { WorkCalendar } from './calendar';
import { addDays, chinaDateTime, chinaToday, toDate, weekday } from './dates';
describe('dates', () => {
  it('takes today in China time whatever the clock zone', () => {
    expect(chinaToday(Date.parse('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(chinaToday(Date.parse('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });

  it("writes the server's date-time in China time", () => {
    expect(chinaDateTime(Date.parse('2026-11-22T16:05:09Z'))).toBe('2026-11-23 00:05:09');
  });

  it('reads dates and datetimes, refuses impossible ones', () => {
    expect(toDate('2026-02-28 09:30:00')).toBe('2026-02-28');
    expect(toDate('2026-02-30')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate(null)).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekday('2026-11-22')).toBe(0);
  });
});

describe('WorkCalendar', () => {
  const cal = new WorkCalendar();

  it('knows weekends, public holidays and make-up working days', () => {
    expect(cal.isWorkingDay('2026-11-20')).toBe(true); // Friday
    expect(cal.isWorkingDay('2026-11-21')).toBe(false); // Saturday
    expect(cal.isWorkingDay('2026-10-05')).toBe(false); // 国庆 Monday
    expect(cal.isWorkingDay('2026-10-10')).toBe(true); // 调休 Saturday
    expect(cal.isWorkingDay('2026-02-16')).toBe(false); // 春节
    expect(cal.isWorkingDay('2026-02-14')).toBe(true); // 春节调休
    expect(cal.isWorkingDay('2025-01-26')).toBe(true); // 2025 春节调休 Sunday
    expect(cal.isWorkingDay('2025-10-08')).toBe(false);
  });

  it('counts working days over a holiday', () => {
    // Wed 2026-09-30 + 3 working days: Oct 1-7 off, Thu 8, Fri 9, Sat 10 (调休).
    expect(cal.addWorkingDays('2026-09-30', 3)).toBe('2026-10-10');
    expect(cal.addWorkingDays('2026-11-20', 1)).toBe('2026-11-23');
    expect(cal.addWorkingDays('2026-11-20', 0)).toBe('2026-11-20');
  });

  it('takes a year from configuration', () => {
    const custom = new WorkCalendar({
      2027: { holidays: ['2027-01-01'], workdays: ['2027-01-02'] },
    });
    expect(custom.isWorkingDay('2027-01-01')).toBe(false); // Friday, holiday
    expect(custom.isWorkingDay('2027-01-02')).toBe(true); // Saturday, working
    expect(cal.isWorkingDay('2027-01-01')).toBe(true); // unknown year: weekends only
  });
});
