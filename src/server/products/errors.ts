// The reference server's refusals of the products area (what a province server would answer; the
// rules' own texts come from shared/products/messages.ts).

export const SUPERVISION_ERRORS = {
  notProductTask: '该任务不是产品监督任务',
  notQualityTask: '市场准入抽查任务不抽样送检',
  taskClosed: '任务已结束，不能再登记',
  unknownProduct: '该产品不是本任务的检查产品',
  notDue: '该产品无需送检：现场检查结论为“送检”的产品方可送检，复检须先登记复检费用',
  wrongKind: '检验类型与该产品的检验进度不符，请刷新后重试',
  badState: '送检时检验任务状态应为“已送检”',
  unknownAgency: '检验机构不存在，请重新选择',
  noPendingTest: '该产品没有待登记结果的送检',
  notReport: '所选文书不是本任务的检验报告',
  reportUsed: '该检验报告已用于登记其他检验结果',
  feeNotDue: '该产品检验合格或已送复检，无需登记复检费用',
  wrongTest: '检验记录与该产品不符，请刷新后重试',
  wrongSource: '来源任务与当前任务不符',
  unknownDoc: '文书未找到!',
  missingRwid: '缺少任务参数RWID',
} as const;
