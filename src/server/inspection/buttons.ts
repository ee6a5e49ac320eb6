import type { ActionFacts } from '../actions/state';
import type { TaskButton } from '../detail/buttons';
import type { TaskRow } from '../tasks/tables';
import { isFindingTask } from '../../shared/inspection/rules';
import { REINSPECTION_TASK_TYPE } from '../../shared/tasks/clock';

// The inspection area's header buttons (src/shared/inspection/buttons.ts), called by buttonRules
// on every task that is not voided. Reads (隐患信息, 单位隐患, 复查立项) are offered in every state;
// 复查申请 only on an open inspection that found dangers (its route checks the rest).

const header = (btnName: string, btnType: string, color: TaskButton['color']): TaskButton => ({
  btnPos: '1',
  btnName,
  btnType,
  color,
});

export function inspectionButtons(task: TaskRow, facts: ActionFacts): TaskButton[] {
  const out: TaskButton[] = [];
  const open = task.deleted === 0 && (task.state === '0' || task.state === '1');
  const finding = isFindingTask(task.type);
  const inspection = finding || task.type === REINSPECTION_TASK_TYPE;
  if (inspection && task.unitId) out.push(header('隐患信息', 'hiddenDangers', 'warning'));
  if (open && finding && facts.inspection?.foundDangers)
    out.push(header('复查申请', 'reinspectionApply', 'primary'));
  if (facts.inspection?.applications) out.push(header('复查立项', 'reinspectionTasks', 'primary'));
  if (inspection && task.unitId) out.push(header('单位隐患', 'unitHazards', 'info'));
  return out;
}
