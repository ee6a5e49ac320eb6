import { penaltyMessages as T } from '../../shared/penalty/messages';
import { actionsMessages as A } from '../../shared/actions/messages';

// The reference server's refusals of the penalty area. Texts the spec gives come from the area's
// messages (src/shared/penalty/messages.ts); the rest are the server's, worded for the officer.

export const PENALTY_ERRORS = {
  taskClosed: A.actionTaskClosed,
  itemGenerated: '该任务已生成处罚事项，处罚对象类型和处罚来源类型不可更改',
  alreadyLinked: '该任务已关联该行政处罚案件',
  notLinked: '该任务未关联该行政处罚案件',
  generatedFrom: '该处罚案件由本任务立案生成，不能取消关联',
  caseNotOpen: '该行政处罚案件不存在或已办结',
  sourceIsPenalty: '行政处罚任务不能作为处罚来源任务关联',
  notRegistrationForm: '该文书不能用于行政处罚立案',
  registerFromPenalty: '行政处罚任务不能再立案生成行政处罚案件',
  objectTypeRequired: T.penaltyObjectTypeRequired,
  sourceTypeRequired: T.penaltySourceTypeRequired,
  targetNameRequired: T.penaltyTargetNameRequired,
  targetAddressRequired: T.penaltyTargetAddressRequired,
  badCode: '处罚对象类型或处罚来源类型不正确',
  closeRequired: T.penaltyCloseRequired,
  badDate: '日期格式不正确',
  closeFuture: '实际结束日期不能晚于今天',
  closeBeforeRegistration: (larq: string): string => `实际结束日期不能早于立案日期${larq}`,
  quickOnly: '只有办理中的快速办理案件可以转为一般程序',
  sealOnly: '只有办理中的临时查封任务可以解除临时查封',
  sealLifted: '该临时查封已解除',
  sealFuture: '解除日期不能晚于今天',
  checkNotApplicable: T.checkNotApplicable,
  checkPhone: T.checkPhoneInvalid,
  checkFuture: '申请日期不能晚于今天',
  missingRwid: '查询条件未指定任务',
} as const;
