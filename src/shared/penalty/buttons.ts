import type { ButtonDef } from '../common/buttons';

/**
 * Header buttons of the penalty area (spec 01 §2, §4; spec 02 §1), with the names province servers
 * give them. Names match by inclusion: none of these is part of another area's name.
 */
export const PENALTY_TASK_BUTTONS = [
  /** 行政处罚: the entry dialog (立案登记 / 案件关联) on a task that can lead to a penalty case. */
  { type: 'penaltyEntry', aliases: ['xzcf', 'xzcfla'], names: ['行政处罚立案', '立案关联'] },
  /** 减轻处罚: the read-only reduction of a penalty case (queryJmqk). */
  { type: 'penaltyReduction', aliases: ['jqcf', 'cfjm'], names: ['减轻处罚', '处罚减免'] },
  /** 处罚结案: the case-closing form (xzcf_cjwb). */
  { type: 'penaltyClose', aliases: ['cjwb', 'xzcfja'], names: ['处罚结案', '案件办结'] },
  /** 快速转一般: a quick-process case continues in the general process (xzcf_kszyb). */
  { type: 'quickToGeneral', aliases: ['kszyb'], names: ['快速转一般'] },
  /** 解除临时查封: the temporary-seal lifting form. */
  { type: 'sealLift', aliases: ['jcsf', 'jclscf'], names: ['解除临时查封', '解除查封'] },
  /** 三停核查申请: the route /xfjd/xzcf/sthc/sthcsq. */
  { type: 'threeStopCheck', aliases: ['sthc', 'sthcsq'], names: ['三停核查'] },
] as const satisfies readonly ButtonDef[];
