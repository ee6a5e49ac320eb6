import type { TaskButton } from '../detail/buttons';
import type { TaskRow } from '../tasks/tables';
import { isOpen } from '../actions/state';
import { FIRE_TASK_TYPE } from '../../shared/fire/constants';

// The fire area's header buttons (src/shared/fire/buttons.ts), called by buttonRules: on an open
// fire case, the three functions not yet connected (spec 01 §2), each answering with the
// placeholder dialog.

const header = (btnName: string, btnType: string): TaskButton => ({
  btnPos: '1',
  btnName,
  btnType,
  color: 'info',
});

export function fireButtons(task: TaskRow): TaskButton[] {
  if (task.type !== FIRE_TASK_TYPE || !isOpen(task)) return [];
  return [
    header('非消防管辖', 'fireNonJurisdiction'),
    header('委托公安处罚', 'firePolicePenalty'),
    header('移送刑事', 'fireCriminalTransfer'),
  ];
}
