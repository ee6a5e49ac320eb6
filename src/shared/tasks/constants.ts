export const TASKS_API = {
  taskList: '/api/blade-xfjd/api/xmrw/getMyRwList',
} as const;

export const PENALTY_TASK_TYPES: readonly number[] = [
  61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 75, 76,
];
