import { actionsMessages as A } from '../../shared/actions/messages';

// The reference server's refusals of the task actions. Texts the spec gives, and the client's own
// refusals, come from the area's messages (src/shared/actions/messages.ts); the rest are the
// server's, worded for the officer.

export const ACTIONS_ERRORS = {
  taskClosed: A.actionTaskClosed,
  clockSuspended: A.actionClockSuspended,
  clockNotSuspended: A.actionClockNotSuspended,
  acceptRefused: A.acceptRefused,
  serviceUnitRequired: A.serviceUnitRequired,
  procedureType: '只有简易程序或快速办理的处罚案件可以切换程序',
  procedureTarget: '只能切换为一般程序',
  resumeFuture: '恢复计时时间不能晚于当前时间',
  badFileIds: '附件不存在或不属于该任务',
  suspensionUnknown: '中止计时记录不存在或已恢复',
  postponeType: '只有行政处罚案件可以申请延期',
  postponeBadDate: '申请截止时间格式不正确',
  postponeNotLater: (deadline: string): string => `申请截止时间须晚于当前办案期限${deadline}`,
  postponeTooLate: (max: string): string =>
    `申请截止时间不能晚于法定最长办案期限${max}（立案之日起60日，经批准可延长30日，中止计时期间不计入）`,
  postponeBadFlag: '是否延期只能为1',
  postponeUnknownDoc: '延期审批表不存在',
  stopBadValue: '请选择暂停或恢复案件',
  stopType: '该任务不能暂停或恢复',
  alreadyStopped: '案件已暂停，无需重复暂停',
  notStopped: '案件未暂停，无需恢复',
  noDecision: '该任务没有已审批的行政处罚决定书，不能执行登记',
  badExecution: '执行情况不正确',
  executionUnknown: '执行登记不存在',
  noInspectionBadType: '请选择不检查操作类型',
  noInspectionTaskType: '该任务不能登记不检查',
  noInspectionSet: '该任务已登记不检查，请勿重复登记',
  noInspectionNotSet: '该任务未登记不检查，无需撤销',
  inspectionTimeType: '只有双随机抽查任务可以修改检查时间',
  inspectionTimePending: '该任务已有待处理的修改检查时间申请',
  inspectionTimeBad: '预约检查时间格式不正确',
  reminderDays: '提醒间隔天数须为1至30的整数',
  serviceType: '该任务不能指派技术服务机构',
  licenceType: '只有已办结的公众聚集场所投入使用、营业前消防安全检查任务可以制证',
  licenceMade: '该任务已制证，请勿重复制证',
  licenceNone: '该任务尚未制证',
  licenceFileMissing: '证照文件不存在',
  approvalUnknown: '文书不存在',
  approvalNotSent: '只有审批中的文书可以审批通过',
} as const;
