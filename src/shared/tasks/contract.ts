import { z } from 'zod';
import { type TASKS_CHANNELS } from './channels';
import { type Cached } from '../common/types';
import { type Page } from '../common/schemas';
import { type TaskRecord } from './schemas';

export const taskListRequest = z.object({
  current: z.number().int().min(1),
  size: z.number().int().min(1).max(200),
  RWMC: z.string().max(100).optional(),
  RWLX: z.string().max(10).optional(),
  rwzt: z.string().max(10).optional(),
});

export type TaskListRequest = z.infer<typeof taskListRequest>;

export const tasksRequests = {
  'tasks:list': taskListRequest,
} as const satisfies Record<(typeof TASKS_CHANNELS)[number], unknown>;

export type TasksResponses = {
  'tasks:list': Cached<Page<TaskRecord>>;
};
