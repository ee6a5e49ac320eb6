import { expect, test, type Locator, type Page } from '@playwright/test';
import { OTHER_TASK, freshSignIn, openTask, shot } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Issue 17 end to end: the archive readiness of a re-inspection shrinking as its blockers are
// fixed (the general dishonesty entry due for 逾期不改, then the dangers); an individual and a
// serious dishonesty entry (each range message, the ID check digit, the read-only serious record
// in approval); a product-supervision task from the products table to sample dispatch, test
// result and re-test fee.

const stack = useStack(test);
/** An individual penalty with a seeded individual record (seed 22). */
const PERSON_TASK = '关于刘某某违规使用液化石油气引发火灾的个人行政处罚';
/** The complaint check whose serious record is in approval (seed 14). */
const PENDING_TASK = '关于欣悦KTV娱乐会所占用、堵塞疏散通道的举报投诉核查';
/** The sampling task with a product sent for testing (seed 18). */
const SAMPLING_TASK = '关于呼和浩特市鼎盛购物中心有限公司在用消防产品质量抽样检验';
const EXTINGUISHER = '手提式干粉灭火器（MFZ/ABC4）';

const header = (page: Page): Locator =>
  page.getByRole('tabpanel').getByRole('toolbar', { name: '任务操作' });
const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.fui-ToastTitle').filter({ hasText: text }).last();
const dialog = (page: Page, name: string): Locator =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name })).last();
/** A field's own message under it (the form's validation text). */
const fieldSays = (d: Locator, text: string): Locator => d.getByText(text, { exact: true }).first();

async function atBothSizes(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function closeDialog(page: Page, d: Locator): Promise<void> {
  await d.getByRole('button', { name: '关闭', exact: true }).last().click();
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
}

test('archive readiness: the re-inspection’s list shrinks as its blockers are fixed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, OTHER_TASK);
  const panel = page.getByRole('tabpanel');
  const badge = panel.getByRole('button', { name: /^归档前待办 \d+/ }).first();
  await expect(badge).toHaveText(/归档前待办 4/);
  await badge.click();
  const list = dialog(page, '归档前待办');
  await expect(list.getByText('逾期不改的失信信息录入')).toBeVisible();
  await expect(list.getByText(/^隐患「.*」整改$/)).toHaveCount(2);
  await atBothSizes(page, '43-readiness');

  await test.step('the general record, opened from the list: none yet, 3 to 12 months, saved', async () => {
    await list
      .getByRole('listitem')
      .filter({ hasText: '逾期不改的失信信息录入' })
      .getByRole('button')
      .click();
    const d = dialog(page, '一般失信信息');
    await expect(d.getByText('暂无一般失信数据！')).toBeVisible();
    await expect(
      d.getByText('本任务有2项隐患逾期未整改（逾期不改），应录入一般失信信息。'),
    ).toBeVisible();
    await expect(d.getByRole('textbox', { name: /^单位名称/ })).toHaveValue(
      '呼和浩特市鼎盛购物中心有限公司',
    );
    await d.getByRole('button', { name: '确定' }).click();
    await expect(fieldSays(d, '失信行为不能为空')).toBeVisible();
    await atBothSizes(page, '43-credit-general');
    const months = d
      .getByRole('spinbutton', { name: /^公示期（月）/ })
      .or(d.getByRole('textbox', { name: /^公示期（月）/ }));
    await months.fill('2');
    await months.blur();
    await expect(toast(page, '请输入数字3至12！')).toBeVisible();
    await expect(months).toHaveValue('');
    await months.fill('6');
    await d.getByRole('textbox', { name: /^失信行为/ }).fill('逾期未改正消防安全违法行为');
    await d
      .getByRole('textbox', { name: /^违法事实/ })
      .fill('经复查，该单位两项火灾隐患逾期未整改。');
    const refused = d.getByText(/不能为空$/);
    await d.getByRole('button', { name: '确定' }).click();
    // Any other required field the form still lacks says its name; it is filled and saved again.
    for (let i = 0; i < 6 && (await refused.count()) > 0; i += 1) {
      const text = (await refused.first().innerText()).replace(/不能为空$/, '');
      await d.getByRole('textbox', { name: new RegExp(`^${text}`) }).fill('见复查记录');
      await d.getByRole('button', { name: '确定' }).click();
    }
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(badge).toHaveText(/归档前待办 3/);
  });

  await test.step('the dangers: rectification confirmed, two items fewer', async () => {
    await badge.click();
    await list
      .getByRole('listitem')
      .filter({ hasText: /^隐患/ })
      .first()
      .getByRole('button')
      .click();
    // One dialog: the list, then its 确认整改 step (the date is today), then the list again.
    const d = page.getByRole('dialog').last();
    await expect(d).toHaveAccessibleName('隐患信息');
    for (let i = 0; i < 2; i += 1) {
      await d.getByRole('button', { name: '确认整改' }).first().click();
      await expect(d).toHaveAccessibleName('确认隐患已整改');
      if (i === 0) await shot(page, '43-readiness-rectify');
      await d.getByRole('button', { name: '确认整改' }).click();
      await expect(toast(page, '已确认整改')).toBeVisible();
      await expect(d).toHaveAccessibleName('隐患信息');
    }
    await closeDialog(page, d);
    await expect(badge).toHaveText(/归档前待办 1/);
    await badge.click();
    await expect(list.getByText(/^文书「消防监督检查记录（复查）」审批通过/)).toBeVisible();
    await atBothSizes(page, '43-readiness-shrunk');
    await closeDialog(page, list);
  });
});

test('credit: an individual and a serious dishonesty entry, one in approval read-only', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);

  await test.step('the individual record: ID check digit, 1 to 12 months, saved', async () => {
    await openTask(page, PERSON_TASK);
    await header(page).getByRole('button', { name: '个人失信', exact: true }).click();
    const d = dialog(page, '个人失信基本信息');
    const id = d.getByRole('textbox', { name: /^身份证号/ });
    await expect(id).toHaveValue('150102198003151232');
    await atBothSizes(page, '43-credit-person');
    // The dialog moves by its title bar, to see the task underneath, and stays whole in the
    // window (its buttons never leave the screen).
    const before = await d.boundingBox();
    const grip = await d.getByRole('heading', { name: '个人失信基本信息' }).boundingBox();
    if (!before || !grip) throw new Error('the dialog is not laid out');
    await page.mouse.move(grip.x + 40, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + 140, grip.y + grip.height / 2 + 60, { steps: 5 });
    await page.mouse.up();
    const after = await d.boundingBox();
    if (!after) throw new Error('the dialog is gone');
    expect(Math.round(after.x - before.x)).toBe(100);
    expect(after.y).toBeGreaterThanOrEqual(0);
    expect(after.y + after.height).toBeLessThanOrEqual(900);
    await id.fill('150102198003151231');
    await id.blur();
    await expect(
      fieldSays(d, '身份证号第18位校验码应为“2”，现为“1”，请核对前17位数字'),
    ).toBeVisible();
    await id.fill('150102198003151232');
    const months = d
      .getByRole('spinbutton', { name: /^公示期（月）/ })
      .or(d.getByRole('textbox', { name: /^公示期（月）/ }));
    await months.fill('13');
    await months.blur();
    await expect(toast(page, '请输入数字1至12！')).toBeVisible();
    await expect(months).toHaveValue('');
    await months.fill('6');
    await d.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the serious record returned for correction: 6 to 36 months', async () => {
    await openTask(page, OTHER_TASK);
    await header(page).getByRole('button', { name: '严重失信', exact: true }).click();
    const d = dialog(page, '严重失信信息');
    await expect(d.getByText('已退回')).toBeVisible();
    const months = d
      .getByRole('spinbutton', { name: /^公示期（月）/ })
      .or(d.getByRole('textbox', { name: /^公示期（月）/ }));
    await months.fill('40');
    await months.blur();
    await expect(toast(page, '请输入数字6至36！')).toBeVisible();
    await expect(months).toHaveValue('');
    await months.fill('12');
    await d.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('a serious record in approval is read-only and says why', async () => {
    await openTask(page, PENDING_TASK);
    await header(page).getByRole('button', { name: '严重失信', exact: true }).click();
    const d = dialog(page, '严重失信信息');
    await expect(d.getByText('该严重失信信息正在审批中，审批结束前不能修改。')).toBeVisible();
    await expect(d.getByRole('button', { name: '确定' })).toBeDisabled();
    await atBothSizes(page, '43-credit-serious-readonly');
    await closeDialog(page, d);
  });
});

test('products: the table, sample dispatch, test result and re-test fee', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, SAMPLING_TASK);
  await header(page).getByRole('button', { name: '检查产品', exact: true }).click();
  const table = dialog(page, '检查产品');
  const row = table.getByRole('row').filter({ hasText: '手提式干粉灭火器' });
  await expect(row).toContainText('待送检');
  await expect(table.getByRole('row').filter({ hasText: '消防应急标志灯具' })).toContainText(
    '不合格',
  );
  await atBothSizes(page, '43-products-table');

  await test.step('dispatch the sample: the agency is required', async () => {
    await row.getByRole('button', { name: `送检 ${EXTINGUISHER}` }).click();
    const d = dialog(page, '样品送检');
    await expect(d.getByText(EXTINGUISHER)).toBeVisible();
    await d.getByRole('button', { name: '送检', exact: true }).click();
    await expect(fieldSays(d, '请选择检验机构')).toBeVisible();
    await shot(page, '43-products-dispatch');
    await d.getByRole('button', { name: '选择检验机构' }).click();
    const picker = dialog(page, '选择检验机构');
    await picker.getByRole('button', { name: '国家消防装备质量检验检测中心' }).first().click();
    await expect(picker).toHaveCount(0);
    await d.getByRole('button', { name: '送检', exact: true }).click();
    await expect(toast(page, '送检成功')).toBeVisible();
    await expect(row).toContainText('检验中');
  });

  await test.step('record the test result from the task’s report', async () => {
    await row.getByRole('button', { name: `检验结果 ${EXTINGUISHER}` }).click();
    const d = dialog(page, '检验结果登记');
    await d.getByRole('radio', { name: '不合格' }).check();
    await d.getByRole('combobox', { name: /^检验报告/ }).selectOption('1782341919000382');
    await shot(page, '43-products-result');
    await d.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '检验结果登记成功')).toBeVisible();
    await expect(row).toContainText('检验不合格');
  });

  await test.step('the re-test fee: the method, then date and amount when collected', async () => {
    await row.getByRole('button', { name: `复检费用 ${EXTINGUISHER}` }).click();
    const d = dialog(page, '复检费用');
    await d.getByRole('button', { name: '确定' }).click();
    await expect(fieldSays(d, '请选择收取方式')).toBeVisible();
    await d.getByRole('radio', { name: '正常收取' }).check();
    await d.getByRole('button', { name: '确定' }).click();
    await expect(d.getByText('请填写必填项').first()).toBeVisible();
    await shot(page, '43-products-fee');
    const date = d.getByRole('combobox', { name: /^收取日期/ });
    await date.fill('2026-11-20');
    await date.press('Tab');
    await d.getByRole('textbox', { name: /^收取金额（元）/ }).fill('1200');
    await d.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '保存成功!')).toBeVisible();
    await expect(row).toContainText('已申请复检');
    await expect(row.getByRole('button', { name: `送检 ${EXTINGUISHER}` })).toBeVisible();
  });
  await closeDialog(page, table);
});
