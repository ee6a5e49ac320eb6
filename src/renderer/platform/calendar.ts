import { useEffect, useMemo, useState } from 'react';
import { useBootstrap } from './bootstrap';
import { WorkCalendar } from '../../shared/common/calendar';
import { chinaToday } from '../../shared/common/dates';

const TODAY_CHECK_MS = 60_000;

/**
 * The working-day calendar every rule of the renderer counts with: the built-in years plus any IT
 * added in the machine-wide config (docs/decisions.md).
 */
export function useWorkCalendar(): WorkCalendar {
  const years = useBootstrap().settings.workCalendar;
  return useMemo(
    () =>
      new WorkCalendar(
        Object.fromEntries(Object.entries(years ?? {}).map(([y, c]) => [Number(y), c])),
      ),
    [years],
  );
}

/**
 * Today's China date: chinaToday of the system clock, the one "today" the app uses (tests fix it
 * with a fake Date).
 */
export function useToday(): string {
  const [today, setToday] = useState(() => chinaToday(Date.now()));
  useEffect(() => {
    // A window left open overnight moves on to the new day (every clock counts from it).
    const timer = setInterval(() => setToday(chinaToday(Date.now())), TODAY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return today;
}

export type ClockContext = { today: string; calendar: WorkCalendar };

/** Today and the calendar the statutory clocks and the actions' date rules count with. */
export function useClockContext(): ClockContext {
  const calendar = useWorkCalendar();
  const today = useToday();
  return useMemo(() => ({ today, calendar }), [today, calendar]);
}
