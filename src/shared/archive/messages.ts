// The archive area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const archiveMessages = {
  archiveTitle: '案卷分类',
  archiveRwmc: '项目名称',
  archiveType: '项目类型',
  archiveCategory: '案卷类别',
  archiveFormat: '归档格式',
  archiveSubmit: '归档结案',
  archiveNoCategories: '暂无案卷类别',
  archiveSelectCategory: '请选择案卷类别!',
  archiveDone: '操作成功!',
  archiveFollowUpFailed: (failures: string): string =>
    `案卷已归档，但归档后的后续处理未完成：${failures}。请联系管理员处理`,
  helpArchive: '选择案卷类别和归档格式，归档并结案。',
} as const;
