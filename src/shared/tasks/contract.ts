import { z } from 'zod';
import { type TASKS_CHANNELS } from './channels';
import { type Cached, type Download } from '../common/types';
import { type TaskPage } from './schemas';
import { TASK_EXPORT_MAX, TASK_SORT_COLUMNS } from './constants';
import { TASK_EXPORT_COLUMNS } from './export';

const sortColumn = z.enum(Object.values(TASK_SORT_COLUMNS));

export const taskListRequest = z.object({
  current: z.number().int().min(1),
  size: z.number().int().min(1).max(200),
  RWMC: z.string().max(100).optional(),
  RWLX: z.string().max(10).optional(),
  rwzt: z.string().max(10).optional(),
  /** BladeX Query's sort: one column ascending or descending (TASK_SORT_COLUMNS). */
  ascs: sortColumn.optional(),
  descs: sortColumn.optional(),
});

export type TaskListRequest = z.infer<typeof taskListRequest>;

/** The rows of the current query as the list shows them, one text (or null) per export column. */
export const taskExportRequest = z.object({
  rows: z
    .array(z.array(z.string().max(1000).nullable()).length(TASK_EXPORT_COLUMNS.length))
    .max(TASK_EXPORT_MAX),
});

export type TaskExportRequest = z.infer<typeof taskExportRequest>;

export const tasksRequests = {
  'tasks:list': taskListRequest,
  'tasks:export': taskExportRequest,
} as const satisfies Record<(typeof TASKS_CHANNELS)[number], unknown>;

export type TasksResponses = {
  'tasks:list': Cached<TaskPage>;
  'tasks:export': Download;
};
