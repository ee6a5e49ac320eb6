import type { TaskRow } from '../tasks/tables';
import type { TaskButton } from '../detail/buttons';

// The service area's toolbar button (src/shared/service/buttons.ts): 文书送达 on every task that is
// not voided. The records only read; the writes behind it check an open task themselves.

export function serviceButtons(task: TaskRow): TaskButton[] {
  if (task.deleted !== 0 || task.state === '5') return [];
  return [{ btnPos: '2', btnName: '文书送达', btnType: 'service', color: 'primary' }];
}
