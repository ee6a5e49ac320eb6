import type { ActionFacts } from '../actions/state';
import type { TaskButton } from '../detail/buttons';
import type { TaskRow } from '../tasks/tables';
import { REINSPECTION_TASK_TYPE } from '../../shared/tasks/clock';
import { PENALTY_CASE_TASK_TYPES } from '../../shared/penalty/constants';

// The credit area's header buttons (src/shared/credit/buttons.ts), called by buttonRules on every
// task that is neither archived nor voided (a record is often made after the case is decided):
// - 个人失信 on the penalty cases whose decision names a party (general, simple, quick, hearing
//   and individual penalties: 61-64, 75);
// - 一般失信 and 严重失信 where a unit may have failed to rectify: the re-inspection (45) and the
//   inspections that found hidden dangers (the dialog says whether an entry is due).

/** Penalty cases decided against a party: their individual may be recorded as dishonest. */
export const PERSON_CREDIT_TASK_TYPES = PENALTY_CASE_TASK_TYPES;

const header = (btnName: string, btnType: string, color: TaskButton['color']): TaskButton => ({
  btnPos: '1',
  btnName,
  btnType,
  color,
});

export function creditButtons(task: TaskRow, facts: ActionFacts): TaskButton[] {
  if (task.deleted !== 0 || task.state === '5') return [];
  const out: TaskButton[] = [];
  if (PERSON_CREDIT_TASK_TYPES.includes(task.type))
    out.push(header('个人失信', 'creditPerson', 'warning'));
  const unitCase =
    task.unitId !== null &&
    (task.type === REINSPECTION_TASK_TYPE || facts.inspection?.foundDangers === true);
  if (unitCase) {
    out.push(header('一般失信', 'creditGeneral', 'warning'));
    out.push(header('严重失信', 'creditSerious', 'danger'));
  }
  return out;
}
