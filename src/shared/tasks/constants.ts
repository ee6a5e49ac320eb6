export const TASKS_API = {
  taskList: '/api/blade-xfjd/api/xmrw/getMyRwList',
} as const;

export const PENALTY_TASK_TYPES: readonly number[] = [
  61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 75, 76,
];

/**
 * The task list's sortable columns and the names sent in BladeX's Query `ascs` / `descs`. BladeX
 * turns camelCase into snake_case (humpToUnderline), so the lower-case column names of the list's
 * query go as they are. The 期限 column is not here: the server cannot sort by the computed clock.
 */
export const TASK_SORT_COLUMNS = {
  name: 'rwmc',
  type: 'rwlx',
  unit: 'dwmc',
  state: 'rwzt',
  plannedStart: 'jhksrq',
  created: 'crt_time',
} as const;

export type TaskSortColumn = keyof typeof TASK_SORT_COLUMNS;

/** The most rows one export takes (the list reads no further either). */
export const TASK_EXPORT_MAX = 2000;
