import { useEffect, useMemo, useState } from 'react';
import { useWorkCalendar } from '../../platform/calendar';
import type { WorkCalendar } from '../../../shared/common/calendar';
import { chinaToday } from '../../../shared/common/dates';
import type { ClockFields } from '../../../shared/tasks/clock-fields';
import { taskClock, type TaskClock } from '../../../shared/tasks/clock';

const TODAY_CHECK_MS = 60_000;

export type ClockContext = { today: string; calendar: WorkCalendar };

/**
 * Today's China date (chinaToday of the system clock, the one "today" the app uses; tests fix it
 * with a fake Date) and the calendar the statutory clocks count with.
 */
export function useClockContext(): ClockContext {
  const calendar = useWorkCalendar();
  const [today, setToday] = useState(() => chinaToday(Date.now()));
  useEffect(() => {
    // A window left open overnight moves on to the new day (every clock counts from it).
    const timer = setInterval(() => setToday(chinaToday(Date.now())), TODAY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => ({ today, calendar }), [today, calendar]);
}

/** One task's clock on today's date (null: the task runs none). */
export function useTaskClock(fields: ClockFields): TaskClock | null {
  const { today, calendar } = useClockContext();
  return taskClock(fields, today, calendar);
}
