import { describe, expect, it } from 'vitest';
import { WorkCalendar } from '../common/calendar';
import { dueCounts, dueReminders } from './reminders';
import type { Reminder } from './schemas';
import { NO_CLOCK_FIELDS } from '../tasks/clock-fields';

const cal = new WorkCalendar();
// Tuesday.
const today = '2026-03-10';

const reminder = (n: number, over: Partial<Reminder>): Reminder => ({
  RWID: `rw${n}`,
  runId: `run${n}`,
  RWMC: `案件${n}`,
  ...NO_CLOCK_FIELDS,
  RWLX: 61,
  rwzt: '1',
  RW_ISDELETED: '0',
  ...over,
});

describe('dueReminders', () => {
  it('keeps the overdue and due-soon cases, most urgent first', () => {
    const rows = [
      reminder(1, { LARQ: '2026-01-10' }), // 2026-03-11: one working day left
      reminder(2, { LARQ: '2026-03-02' }), // 2026-05-01: running
      reminder(3, { LARQ: '2026-01-05' }), // 2026-03-06: overdue
      reminder(4, { LARQ: '2026-01-12' }), // 2026-03-13: three working days left, still due soon
      reminder(5, { LARQ: '2026-01-13' }), // 2026-03-14, a Saturday: 3 working days (to Friday)
      reminder(6, { LARQ: '2026-01-15' }), // 2026-03-16: four working days left
    ];
    const due = dueReminders(rows, today, cal);
    expect(due.map((d) => d.reminder.RWMC)).toEqual(['案件3', '案件1', '案件4', '案件5']);
    expect(due.map((d) => d.clock.text)).toEqual([
      '已超期2个工作日',
      '剩余1个工作日',
      '剩余3个工作日',
      '剩余3个工作日',
    ]);
    expect(due[0].clock.deadline).toBe('2026-03-06');
  });

  it('does not remind of paused, stopped, closed or undated cases', () => {
    const rows = [
      reminder(1, { LARQ: '2026-01-05', sjtbzt: '1', LDSPSJ: '2026-03-01 10:00:00' }),
      reminder(2, { LARQ: '2026-01-05', ISSTOP: '1' }),
      reminder(3, { LARQ: '2026-01-05', rwzt: '2' }),
      reminder(4, {}),
    ];
    expect(dueReminders(rows, today, cal)).toEqual([]);
  });

  it('counts an approved postponement: a case extended past the window is not reminded of', () => {
    const rows = [
      reminder(1, { LARQ: '2026-01-05', JHJSRQ: '2026-04-03' }),
      reminder(2, { LARQ: '2026-01-05', JHJSRQ: '2026-03-12' }),
    ];
    expect(dueReminders(rows, today, cal).map((d) => d.reminder.RWID)).toEqual(['rw2']);
  });
});

describe('dueCounts', () => {
  it('counts exactly the cases the banner lists, by the shared clock: overdue, then the rest due soon', () => {
    const rows = [
      reminder(1, { LARQ: '2026-01-10' }), // due soon
      reminder(2, { LARQ: '2026-03-02' }), // running: neither listed nor counted
      reminder(3, { LARQ: '2026-01-05' }), // overdue
      reminder(4, { LARQ: '2026-01-12' }), // due soon
      reminder(5, { LARQ: '2026-01-05', sjtbzt: '1', LDSPSJ: '2026-03-01 10:00:00' }), // paused
    ];
    const due = dueReminders(rows, today, cal);
    const counts = dueCounts(due);
    expect(counts).toEqual({ overdue: 1, dueSoon: 2 });
    expect(counts.overdue + counts.dueSoon).toBe(due.length);
    expect(dueCounts([])).toEqual({ overdue: 0, dueSoon: 0 });
  });
});
