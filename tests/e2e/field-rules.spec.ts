import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshSignIn, openTask, PENALTY_TASK, shot } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Issue 29: one rule per kind of field. The 询问笔录 of the 鼎盛 penalty case refuses a wrong ID
// check digit, a 7-digit phone and an end before its start at the field, with the shared messages,
// and saves once they are fixed; 育才小学's unit record (its credit code now right) saves unchanged.

const stack = useStack(test);
const RECORD = '询问笔录';
const SCHOOL_TASK = '关于呼和浩特市新城区育才小学的冬春火灾防控专项检查';
const ID = '身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字';
const PHONE = '联系电话格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）';
const TIME = '询问结束时间不能早于询问开始时间';

const toast = (page: Page, text: string): Locator =>
  page.locator('.fui-ToastTitle').filter({ hasText: text }).last();
const header = (page: Page): Locator =>
  page.getByRole('tabpanel').getByRole('toolbar', { name: '任务操作' });

async function atBothSizes(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Types a value and leaves the box, as an officer does (the rules run on leaving). */
async function enter(box: Locator, value: string): Promise<void> {
  await box.fill(value);
  await box.press('Tab');
}

test('询问笔录: a bad ID, a 7-digit phone and an end before start are refused at the field, then saved', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, PENALTY_TASK);

  const form = page.getByRole('tabpanel');
  await test.step('新增文书 → 询问笔录', async () => {
    await page.getByRole('button', { name: '新增文书' }).click();
    const add = page.getByRole('dialog', { name: '新增文书' });
    await add.getByRole('radio', { name: RECORD, exact: true }).check();
    await add.getByRole('button', { name: '确定' }).click();
    await expect(form.getByRole('heading', { name: RECORD })).toBeVisible();
  });

  await test.step('fill it with a wrong check digit, a 7-digit phone and an end before start', async () => {
    await enter(form.getByRole('combobox', { name: '询问开始时间' }), '2026-03-20');
    await enter(form.getByLabel('询问开始时间（时间）'), '10:00');
    await enter(form.getByRole('combobox', { name: '询问结束时间' }), '2026-03-20');
    await enter(form.getByLabel('询问结束时间（时间）'), '09:30');
    await enter(form.getByLabel(/^询问地点/), '呼和浩特市新城区消防救援大队询问室');
    await enter(form.getByLabel(/^记录人/), '李强');
    await enter(form.getByLabel(/^被询问人姓名/), '赵建国');
    await form.getByLabel(/^性别/).selectOption({ label: '男' });
    await enter(form.getByLabel(/^身份证号/), '150102198203150315');
    await enter(form.getByLabel(/^联系电话/), '6923188');
    await enter(form.getByLabel(/^住址/), '内蒙古自治区呼和浩特市新城区锡林郭勒北路17号');
    await enter(form.getByLabel(/^问答内容/), '问：你是否知道疏散通道被堵塞？\n答：知道。');
    await expect(form.getByText(ID)).toBeVisible();
    await expect(form.getByText(PHONE)).toBeVisible();
    await expect(form.getByText(TIME)).toBeVisible();
    await form.getByRole('button', { name: '保存' }).click();
    // Refused on the page: the messages stay, nothing is saved.
    await expect(form.getByText(ID)).toBeVisible();
    await expect(toast(page, '保存成功!')).toHaveCount(0);
    await atBothSizes(page, 'i29-field-rules-refused');
  });

  await test.step('fix them and save', async () => {
    await enter(form.getByLabel(/^身份证号/), '150102198203150314');
    await enter(form.getByLabel(/^联系电话/), '13847100316');
    await enter(form.getByLabel('询问结束时间（时间）'), '11:20');
    for (const message of [ID, PHONE, TIME]) await expect(form.getByText(message)).toBeHidden();
    // 询问人 is the signed-in officer unless the page already chose one.
    const officers = form.getByRole('toolbar', { name: '询问人' });
    if ((await officers.getByRole('button').count()) === 0) {
      await form.getByRole('button', { name: '选择询问人' }).click();
      const picker = page.getByRole('dialog', { name: '选择询问人' });
      await picker.getByRole('checkbox', { name: '张伟' }).check();
      await picker.getByRole('button', { name: '关闭' }).click();
    }
    await expect(form.getByText(/不能为空$/)).toHaveCount(0);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '保存成功!')).toBeVisible();
    await expect(page).toHaveURL(/#\/ws\/xwbl\?.*FLWSID=/);
    await atBothSizes(page, 'i29-field-rules-saved');
  });
});

test('育才小学: 修改单位信息 saves the seeded record unchanged', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, SCHOOL_TASK);
  await header(page).getByRole('button', { name: '修改单位信息', exact: true }).click();
  const d = page.getByRole('dialog').last();
  const code = d.getByRole('textbox', { name: /^统一社会信用代码/ });
  await expect(code).toHaveValue('12150102460012345T');
  await atBothSizes(page, 'i29-field-rules-unit');
  await d.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, '保存成功!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
