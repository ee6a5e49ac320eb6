import type { WorkCalendar } from '../common/calendar';
import { compareClocks, isDueSoon, isOverdue, taskClock, type TaskClock } from '../tasks/clock';
import type { Reminder } from './schemas';

// The penalty-case reminder (xmrw/cfRwRemind): the server lists the officer's open penalty cases
// with their clock dates; which of them to remind of is the shared clock's decision, so the
// reminder never disagrees with the task list's 期限 column.

export type DueReminder = { reminder: Reminder; clock: TaskClock };

/**
 * The cases overdue or due within DUE_SOON_WORKING_DAYS working days on `today`, most urgent first
 * (earliest deadline; equal deadlines keep the server's order). Paused and stopped cases are not
 * reminded of: their clocks do not run.
 */
export function dueReminders(
  rows: readonly Reminder[],
  today: string,
  calendar: WorkCalendar,
): DueReminder[] {
  const due: DueReminder[] = [];
  for (const reminder of rows) {
    const clock = taskClock(reminder, today, calendar);
    if (clock && (isOverdue(clock) || isDueSoon(clock))) due.push({ reminder, clock });
  }
  // Array.prototype.sort is stable.
  return due.sort((a, b) => compareClocks(a.clock, b.clock));
}

export type DueCounts = { overdue: number; dueSoon: number };

/**
 * The one count of the deadline banner (issue 29): the cases it lists, split by the shared clock's
 * state. The count and the list are the same cases, so they never disagree.
 */
export function dueCounts(due: readonly DueReminder[]): DueCounts {
  let overdue = 0;
  for (const d of due) if (isOverdue(d.clock)) overdue++;
  return { overdue, dueSoon: due.length - overdue };
}
