import { describe, expect, it } from 'vitest';
import { WorkCalendar } from '../common/calendar';
import { NO_CLOCK_FIELDS, type ClockFields } from './clock-fields';
import { inspectionWord } from '../actions/constants';
import {
  compareClocks,
  isDueSoon,
  isOverdue,
  suspensionDays,
  taskClock,
  workingDaysBetween,
  type TaskClock,
} from './clock';

const cal = new WorkCalendar();

const fields = (over: Partial<ClockFields>): ClockFields => ({
  ...NO_CLOCK_FIELDS,
  rwzt: '1',
  RW_ISDELETED: '0',
  ...over,
});

const penalty = (over: Partial<ClockFields>): ClockFields =>
  fields({ RWLX: 61, CRT_TIME: '2026-02-27 09:00:00', LARQ: '2026-03-02', ...over });

const clock = (f: ClockFields, today: string): TaskClock => {
  const c = taskClock(f, today, cal);
  if (!c) throw new Error('expected a clock');
  return c;
};

describe('the penalty case period (办案期限)', () => {
  it('runs 60 calendar days from registration and ends on its date even on a holiday', () => {
    // 2026-03-02 + 60 days = 2026-05-01, Labour Day: the date stays.
    expect(clock(penalty({}), '2026-03-10')).toEqual({
      kind: 'penalty',
      label: '办案期限',
      deadline: '2026-05-01',
      state: 'running',
      workingDaysLeft: 36,
      calendarDaysLeft: 52,
      extended: false,
      text: '剩余36个工作日',
    });
  });

  it('counts working days left across National Day (2026-10-01..07)', () => {
    // 2026-08-02 + 60 = 2026-10-01; from Monday 09-28 only 09-29 and 09-30 are working days.
    const c = clock(penalty({ LARQ: '2026-08-02' }), '2026-09-28');
    expect(c.deadline).toBe('2026-10-01');
    expect(c.workingDaysLeft).toBe(2);
    expect(c.calendarDaysLeft).toBe(3);
    expect(c.state).toBe('dueSoon');
    expect(c.text).toBe('剩余2个工作日');
  });

  it('falls back to the creation date without LARQ', () => {
    expect(clock(penalty({ LARQ: null }), '2026-03-10').deadline).toBe('2026-04-28');
  });

  it('pauses while suspended: the days left stay what they were and the deadline moves', () => {
    const suspended = penalty({ sjtbzt: '1', LDSPSJ: '2026-03-20 10:00:00' });
    // On 03-20 42 days were left (to 05-01); on 04-10, 21 days later, still 42.
    const onDay = clock(suspended, '2026-03-20');
    expect(onDay).toMatchObject({ state: 'paused', deadline: '2026-05-01', calendarDaysLeft: 42 });
    const later = clock(suspended, '2026-04-10');
    expect(later).toMatchObject({
      state: 'paused',
      deadline: '2026-05-22',
      calendarDaysLeft: 42,
      text: '已中止计时 · 剩余42天',
    });
    expect(isOverdue(later) || isDueSoon(later)).toBe(false);
  });

  it('carries the days that were left on after resume (ZZTS holds the ended suspension)', () => {
    const ZZTS = suspensionDays('2026-03-20 10:00:00', '2026-04-10 09:00:00');
    expect(ZZTS).toBe(21);
    const resumed = clock(
      penalty({ sjtbzt: '2', LDSPSJ: '2026-03-20 10:00:00', ZZTS }),
      '2026-04-10',
    );
    expect(resumed).toMatchObject({
      state: 'running',
      deadline: '2026-05-22',
      calendarDaysLeft: 42,
    });
    // The next day the clock runs again.
    expect(clock(penalty({ sjtbzt: '2', ZZTS }), '2026-04-11').calendarDaysLeft).toBe(41);
  });

  it('says each state without brackets of its own: other texts bracket it (issue 29)', () => {
    const texts = [
      clock(penalty({}), '2026-03-10'),
      clock(penalty({}), '2026-05-01'),
      clock(penalty({}), '2026-05-06'),
      clock(penalty({ sjtbzt: '1', LDSPSJ: '2026-03-20 10:00:00' }), '2026-04-10'),
      clock(penalty({ ISSTOP: '1' }), '2026-03-10'),
    ].map((c) => c.text);
    expect(texts).toEqual([
      '剩余36个工作日',
      '今日到期',
      '已超期1个工作日',
      '已中止计时 · 剩余42天',
      '案件已暂停',
    ]);
    expect(texts.filter((t) => /[（）()]/.test(t))).toEqual([]);
  });

  it('adds several ended suspensions and pauses again in a new one', () => {
    // Ended: 21 + 10 days, so 05-01 becomes 06-01; suspended again on 05-15 with 17 days left.
    const f = penalty({ ZZTS: 31, sjtbzt: '1', LDSPSJ: '2026-05-15 08:30:00' });
    expect(clock(f, '2026-06-10')).toMatchObject({
      state: 'paused',
      deadline: '2026-06-27',
      calendarDaysLeft: 17,
      text: '已中止计时 · 剩余17天',
    });
    expect(clock(penalty({ ZZTS: 31, sjtbzt: '2' }), '2026-05-15').deadline).toBe('2026-06-01');
  });

  it('takes an approved postponement (JHJSRQ) as the deadline, marked extended', () => {
    // Wednesday 05-27: Thursday and Friday are left before Sunday 05-31.
    const c = clock(penalty({ JHJSRQ: '2026-05-31', ZZTS: 5 }), '2026-05-27');
    expect(c).toMatchObject({
      kind: 'penalty',
      deadline: '2026-05-31',
      extended: true,
      workingDaysLeft: 2,
      state: 'dueSoon',
      text: '剩余2个工作日',
    });
    // Suspended after the postponement: the approved date moves too.
    const paused = clock(
      penalty({ JHJSRQ: '2026-05-31', sjtbzt: '1', LDSPSJ: '2026-05-21' }),
      '2026-05-25',
    );
    expect(paused).toMatchObject({ deadline: '2026-06-04', calendarDaysLeft: 10, extended: true });
  });

  it('counts overdue working days, at least one over a weekend', () => {
    // 2026-01-05 + 60 = Friday 2026-03-06.
    const late = clock(penalty({ LARQ: '2026-01-05' }), '2026-03-10');
    expect(late).toMatchObject({ state: 'overdue', deadline: '2026-03-06', workingDaysLeft: -2 });
    expect(late.text).toBe('已超期2个工作日');
    expect(isOverdue(late)).toBe(true);
    expect(clock(penalty({ LARQ: '2026-01-05' }), '2026-03-07').text).toBe('已超期1个工作日');
    const due = clock(penalty({ LARQ: '2026-01-05' }), '2026-03-06');
    expect(due).toMatchObject({ state: 'dueSoon', workingDaysLeft: 0, text: '今日到期' });
  });

  it('shows a stopped case (ISSTOP 1) as stopped, neither overdue nor due soon', () => {
    const c = clock(penalty({ LARQ: '2026-01-05', ISSTOP: '1' }), '2026-03-10');
    expect(c).toMatchObject({ state: 'stopped', text: '案件已暂停', deadline: '2026-03-06' });
    expect(isOverdue(c)).toBe(false);
  });
});

describe('product supervision (types 2, 6, 7)', () => {
  it('gives 3 working days to accept, across a weekend', () => {
    // Created Friday 03-06: Monday, Tuesday, Wednesday.
    const c = clock(fields({ RWLX: 2, rwzt: '0', CRT_TIME: '2026-03-06 16:00:00' }), '2026-03-09');
    expect(c).toMatchObject({
      kind: 'acceptance',
      label: '受理期限',
      deadline: '2026-03-11',
      workingDaysLeft: 2,
      state: 'dueSoon',
    });
  });

  it('counts the make-up working day and skips Spring Festival (2026-02-15..23)', () => {
    // Thursday 02-12: Friday 02-13, Saturday 02-14 (调休上班), then Tuesday 02-24.
    const c = clock(fields({ RWLX: 6, rwzt: '0', CRT_TIME: '2026-02-12 09:00:00' }), '2026-02-13');
    expect(c.deadline).toBe('2026-02-24');
    expect(c.workingDaysLeft).toBe(2);
    expect(c.calendarDaysLeft).toBe(11);
    expect(workingDaysBetween('2026-02-24', '2026-02-13', cal)).toBe(-2);
  });

  it('gives 3 working days to inspect after acceptance, across National Day', () => {
    // Accepted Wednesday 09-30: 10-08, 10-09 and Saturday 10-10 (调休上班).
    const accepted = fields({ RWLX: 7, rwzt: '1', SLSJ: '2026-09-30 10:00:00' });
    expect(clock(accepted, '2026-09-30')).toMatchObject({
      kind: 'inspection',
      // Spec 02 §9: task types 2, 6 and 7 say 抽样 (sampling) where others say 检查.
      label: '抽样期限',
      deadline: '2026-10-10',
      workingDaysLeft: 3,
      state: 'dueSoon',
    });
    // The acceptance's planned end wins when the server set one.
    expect(clock({ ...accepted, JHJSRQ: '2026-10-09' }, '2026-09-30').deadline).toBe('2026-10-09');
  });
});

describe('re-inspection (type 45) and other tasks', () => {
  it('runs 3 working days from the planned start', () => {
    // Friday 10-09: Saturday 10-10 (调休上班), Monday 10-12, Tuesday 10-13.
    const c = clock(fields({ RWLX: 45, JHKSRQ: '2026-10-09' }), '2026-10-08');
    expect(c).toMatchObject({
      kind: 'reinspection',
      label: '复查期限',
      deadline: '2026-10-13',
      workingDaysLeft: 4,
      state: 'running',
      text: '剩余4个工作日',
    });
  });

  it('shows the planned end of other open tasks', () => {
    const c = clock(fields({ RWLX: 12, JHJSRQ: '2026-06-30 00:00:00' }), '2026-06-01');
    expect(c).toMatchObject({ kind: 'planned', label: '计划完成', deadline: '2026-06-30' });
    expect(c.text).toBe('剩余20个工作日');
  });
});

describe('tasks without a clock', () => {
  const today = '2026-03-10';
  it('closed, deleted and not-inspected tasks run none', () => {
    expect(taskClock(penalty({ rwzt: '2' }), today, cal)).toBeNull();
    expect(taskClock(penalty({ rwzt: '3' }), today, cal)).toBeNull();
    expect(taskClock(penalty({ rwzt: '5' }), today, cal)).toBeNull();
    expect(taskClock(penalty({ RW_ISDELETED: '1' }), today, cal)).toBeNull();
    expect(taskClock(fields({ RWLX: 45, JHKSRQ: '2026-03-09', BJC: '1' }), today, cal)).toBeNull();
  });

  it('missing or broken dates give no clock rather than a wrong one', () => {
    expect(taskClock(fields({}), today, cal)).toBeNull();
    expect(taskClock(fields({ RWLX: 61 }), today, cal)).toBeNull();
    expect(taskClock(fields({ RWLX: 61, LARQ: '2026-13-01' }), today, cal)).toBeNull();
    expect(taskClock(fields({ RWLX: 2, rwzt: '0' }), today, cal)).toBeNull();
    expect(taskClock(fields({ RWLX: 2, rwzt: '1' }), today, cal)).toBeNull();
    expect(taskClock(fields({ RWLX: 45 }), today, cal)).toBeNull();
    expect(taskClock(fields({ RWLX: 12 }), today, cal)).toBeNull();
    expect(suspensionDays(null, '2026-03-01')).toBe(0);
  });
});

describe('sorting and filtering', () => {
  it('sorts by deadline, then paused, stopped and no clock', () => {
    const today = '2026-03-10';
    const running = taskClock(penalty({}), today, cal);
    const late = taskClock(penalty({ LARQ: '2026-01-05' }), today, cal);
    const paused = taskClock(penalty({ sjtbzt: '1', LDSPSJ: '2026-03-01' }), today, cal);
    const stopped = taskClock(penalty({ ISSTOP: '1', LARQ: '2026-01-01' }), today, cal);
    const sorted = [null, stopped, paused, running, late].sort(compareClocks);
    expect(sorted).toEqual([late, running, paused, stopped, null]);
    expect([late, running, paused, stopped, null].map(isOverdue)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('says 抽样 for the product task types 2, 6 and 7 only (spec 02 §9)', () => {
    expect(inspectionWord(2)).toBe('抽样');
    expect(inspectionWord(6)).toBe('抽样');
    expect(inspectionWord(7)).toBe('抽样');
    expect(inspectionWord(31)).toBe('检查');
    expect(inspectionWord(null)).toBe('检查');
  });
});
