import type { ButtonDef } from '../common/buttons';

/**
 * Header buttons of the inspection area (spec 01 §2, §5; spec 02 §2), with the names province
 * servers give them. Names match by inclusion: none of these is part of another area's name.
 */
export const INSPECTION_TASK_BUTTONS = [
  /** 隐患信息: the hidden-danger dialog (本次检查发现 / 历次检查发现). */
  { type: 'hiddenDangers', aliases: ['yhxx', 'yhcx'], names: ['隐患信息', '火灾隐患'] },
  /** 复查申请: the hidden-danger dialog with a type, choosing the dangers to re-inspect. */
  { type: 'reinspectionApply', aliases: ['sqfc', 'fcsqdj'], names: ['复查申请', '申请复查'] },
  /** 复查立项: the route /xfjd/aqjc/fcsq, the task's applications and their re-inspection tasks. */
  { type: 'reinspectionTasks', aliases: ['fcsq', 'fclx'], names: ['复查立项'] },
  /** 单位隐患: the unit's hazard list (dwId 3825), 未整改 and 已整改. */
  { type: 'unitHazards', aliases: ['dwyh', 'dwyhqd'], names: ['单位隐患'] },
] as const satisfies readonly ButtonDef[];
