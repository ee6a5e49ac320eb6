import type { Page } from '../../../shared/common/schemas';
import { compareClocks, isDueSoon, isOverdue, type TaskClock } from '../../../shared/tasks/clock';
import type { TaskRecord } from '../../../shared/tasks/schemas';
import type { ClockFilter } from './ClockBanner';

/** The officer's tasks counted by clock, for the banner. */
export function clockCounts(
  rows: readonly TaskRecord[],
  clockOf: (t: TaskRecord) => TaskClock | null,
): { overdue: number; dueSoon: number } {
  let overdue = 0;
  let dueSoon = 0;
  for (const t of rows) {
    const c = clockOf(t);
    if (isOverdue(c)) overdue++;
    else if (isDueSoon(c)) dueSoon++;
  }
  return { overdue, dueSoon };
}

/** One page of the locally filtered and (stably) deadline-sorted rows. */
export function clockPage(
  rows: readonly TaskRecord[],
  clockOf: (t: TaskRecord) => TaskClock | null,
  { filter, byDeadline }: { filter: ClockFilter; byDeadline: boolean },
  current: number,
  size: number,
): Page<TaskRecord> {
  let withClock = rows.map((t) => ({ t, c: clockOf(t) }));
  if (filter === 'overdue') withClock = withClock.filter((r) => isOverdue(r.c));
  if (filter === 'dueSoon') withClock = withClock.filter((r) => isDueSoon(r.c));
  // Array.prototype.sort is stable: equal deadlines keep the server's order.
  if (byDeadline) withClock.sort((a, b) => compareClocks(a.c, b.c));
  const start = (current - 1) * size;
  return {
    records: withClock.slice(start, start + size).map((r) => r.t),
    total: withClock.length,
    current,
    size,
  };
}
