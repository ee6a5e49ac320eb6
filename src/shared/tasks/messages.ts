// The tasks area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const tasksMessages = {
  // Task list
  taskListTitle: '我的任务',
  taskName: '任务名称',
  taskType: '任务类型',
  taskState: '任务状态',
  taskUnit: '检查对象',
  taskPlannedStart: '计划开始日期',
  taskCreated: '创建时间',
  taskOfficer: '承办人',
  taskOpen: '办理',
  taskSearchPlaceholder: '输入任务名称查询',
  taskEmpty: '暂无任务',
  // Renderer: task list
  taskFilters: '任务筛选',
  taskOpenLabel: (name: string): string => `办理 ${name}`,
  taskTable: '任务列表',
} as const;
