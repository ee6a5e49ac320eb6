import { useMemo } from 'react';
import { useBootstrap } from './bootstrap';
import { WorkCalendar } from '../../shared/common/calendar';

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
