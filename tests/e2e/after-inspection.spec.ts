import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshSignIn, openTask, shot } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Issue 16, after the inspection, end to end: the re-inspection application refused when every
// danger is rectified and made from a task with open ones (then its registration and the
// re-inspection task); the rectification-notice link of a product task; the unit's record
// corrected; a notice served electronically with its proof (the link opened by the unit) and
// sealed; and sealing by the officer's province (spec 01's variant for province 62).

const stack = useStack(test);
/** Every danger rectified on the spot (seed 7); its unit is the restaurant (a 3014 unit). */
const ALL_RECTIFIED = '关于呼和浩特市新城区老绥远烧麦馆的日常消防监督检查（复核）';
/** A complaint check with two dangers not rectified (seed 14). */
const OPEN_DANGERS = '关于欣悦KTV娱乐会所占用、堵塞疏散通道的举报投诉核查';
/** A product task with a delivered notice to link (seed 17). */
const PRODUCT_TASK = '关于内蒙古北辰消防器材有限公司销售不合格灭火器的质量问题核查';
/** The school: a signed electronic-service consent and an approved notice to serve (seed 20). */
const SERVE_TASK = '关于呼和浩特市新城区育才小学的冬春火灾防控专项检查';
/** The officer of province 62 and his task (seed 71). */
const GANSU = { account: 'liuxin', password: 'liuxin123456', name: '刘欣' };
const GANSU_TASK = '关于兰州市城关区金城百货商场有限公司的日常消防监督检查';

const header = (page: Page): Locator =>
  page.getByRole('tabpanel').getByRole('toolbar', { name: '任务操作' });
const treeTools = (page: Page): Locator =>
  page.getByRole('tabpanel').getByRole('toolbar', { name: '文书目录操作' });
const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.fui-ToastTitle').filter({ hasText: text }).last();
const dialog = (page: Page): Locator => page.getByRole('dialog').last();
/** A confirmation (Fluent's alert dialog) over whatever is open. */
const confirmation = (page: Page): Locator => page.getByRole('alertdialog').last();

async function atBothSizes(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('re-inspection: refused when all are rectified, applied for, registered and started', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);

  await test.step('every danger rectified: the spec refusal', async () => {
    await openTask(page, ALL_RECTIFIED);
    await header(page).getByRole('button', { name: '复查申请', exact: true }).click();
    const d = dialog(page);
    // A rectified danger cannot be ticked (its box disabled, the reason in its name and tag).
    await expect(
      d.getByRole('checkbox', {
        name: '选择隐患：后厨燃气管道未设置可燃气体报警装置（已整改，无需申请复查）',
      }),
    ).toBeDisabled();
    await expect(d.getByText('已整改或已申请复查的隐患不能勾选。')).toBeVisible();
    await d.getByRole('button', { name: '申请复查' }).click();
    await expect(toast(page, '请选择未整改隐患信息！')).toBeVisible();
    await d
      .getByRole('button', { name: /取消|关闭/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the hidden dangers of this and past inspections', async () => {
    await openTask(page, OPEN_DANGERS);
    await header(page).getByRole('button', { name: '隐患信息', exact: true }).click();
    const d = dialog(page);
    await expect(d.getByText('二层东侧疏散通道堆放酒水纸箱，占用疏散通道')).toBeVisible();
    await atBothSizes(page, '42-inspection-dangers');
    await d.getByRole('tab', { name: '历次检查发现' }).click();
    await expect(d.getByText('吧台区域2具灭火器压力不足')).toBeVisible();
    await d
      .getByRole('button', { name: /取消|关闭/ })
      .first()
      .click();
  });

  await test.step('apply for the open ones: 操作成功！ and the registration page', async () => {
    await header(page).getByRole('button', { name: '复查申请', exact: true }).click();
    const d = dialog(page);
    await expect(
      d.getByRole('checkbox', { name: /^选择隐患：消防控制室值班人员未持证上岗（/ }),
    ).toBeDisabled();
    await d
      .getByRole('checkbox', { name: '选择隐患：二层东侧疏散通道堆放酒水纸箱，占用疏散通道' })
      .check();
    await d
      .getByRole('checkbox', { name: '选择隐患：包厢区域疏散指示标志损坏2处，应急照明灯不亮' })
      .check();
    await shot(page, '42-inspection-apply');
    await d.getByRole('button', { name: '申请复查' }).click();
    await expect(toast(page, '操作成功！')).toBeVisible();
    await expect.poll(() => page.url()).toContain('/ws/fcsqdj');
    expect(page.url()).toContain('rwwsszid=601');
    expect(page.url()).toContain('opid=3313');
    const form = page.getByRole('tabpanel').getByRole('region', { name: '复查申请登记' });
    await expect(form).toBeVisible();
    for (const [label, value] of [
      [/^申请人/, '王海'],
      [/^联系电话/, '13904710088'],
      [/^责令改正通知书文号/, '新城消限字〔2026〕第0031号'],
      [/^改正情况说明/, '已清理疏散通道，修复疏散指示标志和应急照明，申请复查。'],
    ] as const) {
      const field = form.getByLabel(label).first();
      if ((await field.inputValue()) === '') await field.fill(value);
    }
    const when = form.getByLabel(/^申请时间/).first();
    if ((await when.inputValue()) === '') await when.fill('2026-11-24');
    await form.getByLabel(/^申请方式/).selectOption({ label: '窗口申请' });
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect(toast(page, '保存成功!')).toBeVisible();
  });

  await test.step('the re-check application page starts the re-inspection task', async () => {
    await page
      .getByRole('tab', { name: new RegExp(OPEN_DANGERS) })
      .first()
      .click();
    await header(page).getByRole('button', { name: '复查立项', exact: true }).click();
    const pageCard = page.getByRole('tabpanel');
    await expect(pageCard.getByRole('heading', { name: '复查申请' })).toBeVisible();
    const start = pageCard.getByRole('button', { name: '发起复查' }).first();
    await expect(start).toBeVisible();
    await atBothSizes(page, '42-inspection-fcsq');
    await start.click();
    await confirmation(page).getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '复查任务创建成功！')).toBeVisible();
  });
});

test('a product task links a delivered rectification notice', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, PRODUCT_TASK);
  await header(page).getByRole('button', { name: '挂接整改通知书', exact: true }).click();
  const d = dialog(page);
  const link = d.getByRole('button', { name: /^挂接/ }).first();
  await expect(link).toBeVisible();
  await shot(page, '42-products-notice-link');
  await link.click();
  const confirm = confirmation(page);
  await expect(confirm.getByText('确定进行关联?')).toBeVisible();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '关联成功')).toBeVisible();
  await expect(d.getByText('已挂接').first()).toBeVisible();
});

test('the unit record is corrected: coordinates checked, saved and logged', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, ALL_RECTIFIED);
  await header(page).getByRole('button', { name: '修改单位信息', exact: true }).click();
  const d = dialog(page);
  const lng = d.getByRole('textbox', { name: /^经度/ });
  await expect(lng).toBeVisible();
  await lng.fill('140');
  await lng.blur();
  await expect(d.getByText('经度应为73至136之间的数字（度，可含小数）').first()).toBeVisible();
  await lng.fill('111.695212');
  await d.getByRole('textbox', { name: /^纬度/ }).fill('40.818311');
  await atBothSizes(page, '42-units-edit');
  await d.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, '保存成功!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a notice served electronically with its proof, then sealed', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, SERVE_TASK);
  const notice = page.getByRole('tabpanel').getByText('未送达：缺到达时间').first();
  await expect(notice).toBeVisible();

  let served = '';
  await test.step('preview, send, copy the link', async () => {
    await treeTools(page).getByRole('button', { name: '文书送达', exact: true }).click();
    const d = dialog(page);
    const send = d.getByRole('button', { name: /^发送 责令限期改正通知书/ }).first();
    await expect(send).toBeVisible();
    await atBothSizes(page, '42-service-records');
    await send.click();
    await expect(d.getByText('受送达人收到的送达内容如下（只读）：')).toBeVisible();
    await shot(page, '42-service-preview');
    await d.getByRole('button', { name: '确认发送' }).click();
    await expect(toast(page, '发送成功！')).toBeVisible();
    const linkBox = d.getByRole('textbox', { name: '送达链接' });
    await expect(linkBox).toBeVisible();
    served = await linkBox.inputValue();
    expect(served).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/preview\/dzsd\/[0-9a-f]{64}$/);
    await d.getByRole('button', { name: '复制链接' }).click();
    await expect(toast(page, '复制成功！')).toBeVisible();
  });

  await test.step('the unit opens the link: arrival recorded, the notice delivered', async () => {
    const unit = await context.newPage();
    await unit.goto(served);
    await expect(unit.getByText(/责令限期改正通知书/).first()).toBeVisible();
    await unit.close();
    const d = dialog(page);
    await d.getByRole('button', { name: '返回' }).click();
    await expect(d.getByText('已送达').first()).toBeVisible();
    await shot(page, '42-service-delivered');
    await d
      .getByRole('button', { name: /取消|关闭/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByText('未送达：缺到达时间')).toHaveCount(0);
  });

  await test.step('sealed (spec 02, province 15)', async () => {
    await treeTools(page).getByRole('button', { name: '文书盖章', exact: true }).click();
    const d = dialog(page);
    const seal = d.getByRole('button', { name: /^盖章/ }).first();
    await expect(seal).toBeVisible();
    await shot(page, '42-stamping-15');
    await seal.click();
    const confirm = confirmation(page);
    await expect(confirm.getByText('此操作将进行盖章操作, 是否继续?')).toBeVisible();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '盖章成功')).toBeVisible();
  });
});

test('an officer of province 62 seals with spec 01 sealing', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url, GANSU);
  await openTask(page, GANSU_TASK);
  await treeTools(page).getByRole('button', { name: '文书盖章', exact: true }).click();
  const d = dialog(page);
  const seal = d.getByRole('button', { name: /^盖章/ }).first();
  await expect(seal).toBeVisible();
  await shot(page, '42-stamping-62');
  await seal.click();
  const confirm = confirmation(page);
  await expect(confirm.getByText('此操作将进行盖章操作, 是否继续?')).toBeVisible();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '盖章成功')).toBeVisible();
  await expect(d.getByRole('button', { name: /^重新盖章/ }).first()).toBeVisible();
});
