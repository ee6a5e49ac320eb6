import type { TaskService } from './task-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { TASKS_CHANNELS } from '../../../shared/tasks/channels';

/** The tasks area's part of the handler map. */
export function tasksHandlers(tasks: TaskService): AreaHandlers<(typeof TASKS_CHANNELS)[number]> {
  return {
    'tasks:list': async (req) => tasks.list(req),
    'tasks:export': async (req) => tasks.exportRows(req),
  };
}
