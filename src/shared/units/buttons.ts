import type { ButtonDef } from '../common/buttons';

/**
 * Header buttons of the units area (spec 02 §2 "Unit information edit: a large form"). Merged
 * before the actions area's: 单位信息 (unitInfo, the unit page) is part of these names.
 */
export const UNITS_TASK_BUTTONS = [
  /** 修改单位信息: the unit information edit form of the task's unit. */
  { type: 'unitEdit', aliases: ['dwxxxg', 'xgdwxx'], names: ['修改单位信息', '单位信息修改'] },
] as const satisfies readonly ButtonDef[];
