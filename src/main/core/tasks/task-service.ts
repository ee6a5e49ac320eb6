import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import { readThrough, type ReadContext } from '../reads';
import type { Cached } from '../../../shared/common/types';
import type { TaskListRequest } from '../../../shared/tasks/contract';
import type { Page } from '../../../shared/common/schemas';
import { taskPageSchema, type TaskRecord } from '../../../shared/tasks/schemas';
import { TASKS_API } from '../../../shared/tasks/constants';

// The officer's task list (one page at a time, through the cache). A task's own screen is core/detail.

export interface TaskService {
  list(req: TaskListRequest): Promise<Cached<Page<TaskRecord>>>;
}

export function createTaskService(
  client: () => BladeClient,
  reads: () => ReadContext,
): TaskService {
  return {
    list: (req) =>
      readThrough(reads(), cacheKey('tasks:list', req), () =>
        client().call({
          path: TASKS_API.taskList,
          form: { ...req },
          schema: taskPageSchema,
          read: true,
        }),
      ),
  };
}
