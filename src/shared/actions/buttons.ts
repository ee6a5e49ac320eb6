import type { ButtonDef } from '../common/buttons';

/** Header buttons of the task actions (spec 02 §1), with the names province servers give them. */
export const ACTIONS_TASK_BUTTONS = [
  { type: 'endTask', names: ['结束任务'] },
  { type: 'changeProcedure', aliases: ['qhcx', 'ggcx'], names: ['切换程序', '更改程序'] },
  { type: 'suspendClock', aliases: ['zzjs'], names: ['暂停计时', '中止计时'] },
  { type: 'resumeClock', aliases: ['hfjs'], names: ['恢复计时'] },
  { type: 'postpone', aliases: ['yqsq'], names: ['申请延期'] },
  { type: 'caseStop', names: ['暂停案件', '案件暂停'] },
  { type: 'caseResume', names: ['恢复案件', '案件恢复'] },
  { type: 'voidTask', aliases: ['rwzf'], names: ['申请作废'] },
  { type: 'acceptTask', aliases: ['slrw'], names: ['受理任务'] },
  { type: 'execRegister', aliases: ['zxdj'], names: ['执行登记'] },
  // Before 不检查: a name is matched by inclusion, and 撤销不检查 includes it.
  { type: 'noInspectionRevoke', names: ['撤销不检查'] },
  { type: 'noInspection', aliases: ['bjc'], names: ['不检查'] },
  { type: 'inspectionTime', aliases: ['xgjcsj'], names: ['修改检查时间', '预约检查时间'] },
  { type: 'verbalNotice', aliases: ['ktgz'], names: ['口头告知'] },
  { type: 'enforcement', aliases: ['qzzx'], names: ['强制执行'] },
  { type: 'techService', aliases: ['jsfw'], names: ['技术服务'] },
  { type: 'licence', aliases: ['dzzz'], names: ['电子证照'] },
  { type: 'unitInfo', names: ['单位信息'] },
] as const satisfies readonly ButtonDef[];
