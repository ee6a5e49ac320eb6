import type { TaskButton } from '../detail/buttons';
import type { TaskRow } from '../tasks/tables';

// The units area's header button (src/shared/units/buttons.ts): 修改单位信息 on the open tasks of
// supervision and inspection, re-inspection and fire investigation, where the unit's record is
// checked on site. It is sent whether or not the task names a unit: the client then answers the
// spec's '此任务没有单位基本信息!' (spec 02 §5), as the web system does.

/** Task types whose officers correct the unit's record (inspections, re-inspection, fire). */
export const UNIT_EDIT_TASK_TYPES: ReadonlySet<number> = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 31, 32, 33, 45, 56, 74, 80,
]);

export function unitsButtons(task: TaskRow): TaskButton[] {
  const open = task.state === '0' || task.state === '1';
  if (!open || task.deleted !== 0 || !UNIT_EDIT_TASK_TYPES.has(task.type)) return [];
  return [{ btnPos: '1', btnName: '修改单位信息', btnType: 'unitEdit', color: 'primary' }];
}
