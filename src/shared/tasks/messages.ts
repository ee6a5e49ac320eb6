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
  // A finished or voided task (shared/tasks/rules.ts isTaskFinished) is only looked at.
  taskView: '查看',
  taskViewLabel: (name: string): string => `查看 ${name}`,
  // Excel export of the current query (every page)
  taskExport: '导出Excel',
  taskExporting: '正在导出…',
  taskExportEmpty: '没有可导出的任务',
  taskExported: (n: number, path: string): string => `已导出 ${n} 条任务到 ${path}`,
  taskExportedCapped: (n: number, path: string): string =>
    `任务较多，只导出了前 ${n} 条，已保存到 ${path}`,
  taskExportClockKind: '期限类型',
  taskExportClockState: '期限状态',
  taskExportSheet: '任务列表',
  taskTable: '任务列表',
  // Statutory clock in the task list (shared/tasks/clock.ts)
  taskDeadline: '期限',
  taskClockFilter: '期限筛选',
  taskClockOverdue: '已超期',
  taskClockDueSoon: '即将到期',
  taskSortByDeadline: '按期限排序',
  taskClockSortedNote: '已取回全部任务，按本机计算的法定期限排序、筛选和分页。',
  taskClockCapped: (cap: number): string =>
    `任务较多，只取回并计算了前 ${cap} 条，其余任务未列出；请按名称、类型或状态缩小范围。`,
  // The deadline banner's count: "行政处罚案件 1 件已超期，2 件即将到期" (a part of none is left out).
  taskClockBannerOverdue: (n: number): string => `${n} 件已超期`,
  taskClockBannerDueSoon: (n: number): string => `${n} 件即将到期`,
  taskClockNone: '—',
  // The penalty-case reminder (xmrw/cfRwRemind), once after login above the task list
  taskReminderTitle: '办案期限提醒',
  taskReminderCount: (count: string): string => `行政处罚案件 ${count}`,
  taskReminderShowList: '查看名单',
  taskReminderHideList: '收起名单',
  taskReminderOpen: '打开',
  // Not 办理 …: the task table's buttons are named that way.
  taskReminderOpenLabel: (name: string): string => `打开 ${name}`,
  taskReminderDismiss: '知道了',
  taskReminderMore: (n: number): string => `另有 ${n} 件`,
  taskReminderShowAll: '查看全部',
} as const;
