import type { Page } from '../../../shared/common/schemas';
import {
  clockSortKey,
  compareClocks,
  isDueSoon,
  isOverdue,
  type TaskClock,
} from '../../../shared/tasks/clock';
import type { TaskRecord } from '../../../shared/tasks/schemas';

/** The task list's clock filter (期限筛选): every task, the overdue ones, the ones due soon. */
export type ClockFilter = '' | 'overdue' | 'dueSoon';

/**
 * Latest deadline first among running clocks; paused, stopped and no-clock tasks stay after them
 * (a descending sort is about the deadlines, not about putting tasks without one on top).
 */
function compareClocksDesc(a: TaskClock | null, b: TaskClock | null): number {
  const [ra, da = ''] = clockSortKey(a).split('|');
  const [rb, db = ''] = clockSortKey(b).split('|');
  if (ra !== rb) return ra < rb ? -1 : 1;
  return da > db ? -1 : da < db ? 1 : 0;
}

export type ClockView = {
  filter: ClockFilter;
  byDeadline: boolean;
  /** The deadline sort's direction (ascending when not given). */
  dir?: 'asc' | 'desc';
};

/** Every row the clock filter keeps, (stably) deadline-sorted when asked: the current query. */
export function clockRows(
  rows: readonly TaskRecord[],
  clockOf: (t: TaskRecord) => TaskClock | null,
  { filter, byDeadline, dir = 'asc' }: ClockView,
): TaskRecord[] {
  let withClock = rows.map((t) => ({ t, c: clockOf(t) }));
  if (filter === 'overdue') withClock = withClock.filter((r) => isOverdue(r.c));
  if (filter === 'dueSoon') withClock = withClock.filter((r) => isDueSoon(r.c));
  // Array.prototype.sort is stable: equal deadlines keep the server's order.
  if (byDeadline)
    withClock.sort((a, b) =>
      dir === 'asc' ? compareClocks(a.c, b.c) : compareClocksDesc(a.c, b.c),
    );
  return withClock.map((r) => r.t);
}

/** One page of the locally filtered and (stably) deadline-sorted rows. */
export function clockPage(
  rows: readonly TaskRecord[],
  clockOf: (t: TaskRecord) => TaskClock | null,
  view: ClockView,
  current: number,
  size: number,
): Page<TaskRecord> {
  const all = clockRows(rows, clockOf, view);
  const start = (current - 1) * size;
  return { records: all.slice(start, start + size), total: all.length, current, size };
}
