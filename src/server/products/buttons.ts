import type { TaskRow } from '../tasks/tables';
import type { TaskButton } from '../detail/buttons';
import { isProductTask, isQualityTask } from '../../shared/products/constants';

const header = (btnName: string, btnType: string, color: TaskButton['color']): TaskButton => ({
  btnPos: '1',
  btnName,
  btnType,
  color,
});

/**
 * The products area's header buttons on open product-supervision tasks: 挂接整改通知书 and 检查产品
 * on each; 送检, 检验结果 and 复检费用 where quality is checked (the market-access check, type 7,
 * sends no sample). Each dialog says when no product is due; the routes check everything again.
 */
export function productsButtons(task: TaskRow): TaskButton[] {
  if (!isProductTask(task.type)) return [];
  const buttons = [
    header('挂接整改通知书', 'noticeLink', 'primary'),
    header('检查产品', 'inspectedProducts', 'primary'),
  ];
  if (isQualityTask(task.type))
    buttons.push(
      header('送检', 'sampleDispatch', 'primary'),
      header('检验结果', 'testResult', 'primary'),
      header('复检费用', 'retestFee', 'warning'),
    );
  return buttons;
}
