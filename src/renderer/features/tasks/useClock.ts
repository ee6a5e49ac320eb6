import { useClockContext } from '../../platform/calendar';
import type { ClockFields } from '../../../shared/tasks/clock-fields';
import { taskClock, type TaskClock } from '../../../shared/tasks/clock';

/** One task's clock on today's date (null: the task runs none). */
export function useTaskClock(fields: ClockFields): TaskClock | null {
  const { today, calendar } = useClockContext();
  return taskClock(fields, today, calendar);
}
