import type { TaskRow } from '../tasks/tables';
import type { TaskButton } from '../detail/buttons';
import { isProductTask } from '../../shared/products/constants';

/** The products area's header buttons: 挂接整改通知书 on open product-supervision tasks. */
export function productsButtons(task: TaskRow): TaskButton[] {
  if (!isProductTask(task.type)) return [];
  return [{ btnPos: '1', btnName: '挂接整改通知书', btnType: 'noticeLink', color: 'primary' }];
}
