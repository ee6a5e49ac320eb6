import { expect, test, type Locator, type Page } from '@playwright/test';
import { PENALTY_TASK, openTask, shot, signIn } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// The task actions of the header (issue 13): every header button of the seeded tasks does
// something (a dialog, a document page, a page or a message), none answers '操作按钮暂未维护!';
// then the officer's everyday actions end to end, each with its spec messages.

const stack = useStack(test);

/** The demo officer's seeded tasks that show action buttons (docs/reference-server.md). */
const TASKS = [
  PENALTY_TASK,
  '关于呼和浩特市青城宾馆有限责任公司消防违法行为的快速办理',
  '关于呼和浩特市新城区欣悦KTV娱乐会所投入使用、营业前消防安全检查',
  '关于内蒙古北辰消防器材有限公司的消防产品监督抽查',
  '关于呼和浩特市新城区育才小学的冬春火灾防控专项检查',
  '关于刘某某违规使用液化石油气引发火灾的个人行政处罚',
  '关于内蒙古塞北国际会展中心有限公司消防设施未保持完好有效的行政处罚',
  '关于呼和浩特市新城区欣悦KTV娱乐会所消防安全疏散指示标志缺失的行政处罚',
  '关于呼和浩特市青城宾馆有限责任公司消防控制室值班人员无证上岗的行政处罚',
  '关于内蒙古北辰消防器材有限公司在售消防应急照明灯具质量抽样检验',
  '关于呼和浩特市新城区老绥远烧麦馆占用疏散通道的行政处罚',
  '关于呼和浩特市新城区育才小学的双随机抽查',
  '关于呼和浩特市新城区欣悦KTV娱乐会所消防器材配置不足的简易程序处罚',
  '关于内蒙古塞北国际会展中心有限公司B馆的日常消防监督检查',
];

const header = (page: Page): Locator =>
  page.getByRole('tabpanel').getByRole('toolbar', { name: '任务操作' });
const toasts = (page: Page): Locator => page.locator('.fui-ToastTitle');
const toast = (page: Page, text: string | RegExp): Locator =>
  toasts(page).filter({ hasText: text }).last();
const openDialog = (page: Page): Locator =>
  page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

/** Back to the task's tab after a button opened another tab (a document page, the unit page). */
async function backToTask(page: Page, task: string): Promise<void> {
  await page
    .getByRole('button', { name: /^关闭标签 / })
    .last()
    .click();
  await page.getByRole('tab', { name: task }).click();
  await expect(page.getByRole('heading', { name: task })).toBeVisible();
}

/** Signs in, unless this browser-mode client's session is still signed in from the test before. */
async function ensureSignedIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const account = page.getByLabel('账号');
  const tasks = page.getByRole('tab', { name: '我的任务' });
  await expect(account.or(tasks).first()).toBeVisible();
  if (await account.count()) await signIn(page, url);
}

/**
 * Presses a header button, pictures what it opened and closes it. Returns
 * what it did.
 */
async function press(page: Page, task: string, name: string): Promise<string> {
  const url = page.url();
  const before = await toasts(page).count();
  await header(page).getByRole('button', { name, exact: true }).click();
  let outcome = '';
  await expect
    .poll(async () => {
      if (await openDialog(page).count()) outcome = 'dialog';
      else if (page.url() !== url) outcome = 'page';
      else if ((await toasts(page).count()) > before) outcome = 'toast';
      return outcome;
    })
    .not.toBe('');
  if (outcome === 'dialog') {
    const dialog = openDialog(page);
    // A dialog that loads a record first shows it before it is pictured.
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    const label = (await dialog.getAttribute('aria-label')) ?? name;
    await shot(page, `90-action-${name}`);
    const cancel = dialog.getByRole('button', { name: /^(取消|关闭)$/ });
    await cancel.last().click();
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
    return `${name}: ${label}`;
  }
  if (outcome === 'page') {
    await shot(page, `90-action-${name}`);
    await backToTask(page, task);
  }
  return `${name}: ${outcome}`;
}

test('every header button of the seeded tasks does something', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, stack.client().url);
  const seen = new Set<string>();
  for (const task of TASKS) {
    await test.step(task, async () => {
      await openTask(page, task);
      await expect(header(page).getByRole('button', { name: '操作日志' })).toBeVisible();
      const names = (await header(page).getByRole('button').allInnerTexts()).map((t) => t.trim());
      // A button's handler is chosen by its name (the registry), so each name is pressed once: on
      // the first task that shows it. Every task is still opened and its buttons read.
      for (const name of names.filter((n) => n && !seen.has(n))) {
        seen.add(name);
        await press(page, task, name);
        await expect(toasts(page).filter({ hasText: '操作按钮暂未维护!' })).toHaveCount(0);
      }
      await page.getByRole('button', { name: `关闭标签 ${task}` }).click();
    });
  }
  // Every action of the issue appeared on some seeded task.
  expect([...seen].sort()).toEqual(
    expect.arrayContaining([
      '结束任务',
      '切换程序',
      '暂停计时',
      '恢复计时',
      '申请延期',
      '暂停案件',
      '恢复案件',
      '申请作废',
      '受理任务',
      '执行登记',
      '不检查',
      '撤销不检查',
      '修改检查时间',
      '口头告知',
      '强制执行',
      '技术服务',
      '电子证照',
      '单位信息',
      '帮助',
    ]),
  );
});

test('resume the clock, register execution, change the procedure, accept, postpone, end a task', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await ensureSignedIn(page, stack.client().url);

  await test.step('resume the suspended clock of the penalty case', async () => {
    await openTask(page, PENALTY_TASK);
    const info = page.getByRole('tabpanel').getByRole('region', { name: '基本信息' });
    await expect(info.getByText(/已中止计时 · 剩余\d+天/)).toBeVisible();
    await header(page).getByRole('button', { name: '恢复计时', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '恢复计时' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请填写恢复计时时间')).toBeVisible();
    await expect(dialog.getByText('请填写恢复计时原因')).toBeVisible();
    const suspended = await dialog.getByLabel('中止时间', { exact: true }).inputValue();
    const day = suspended.slice(0, 10);
    const date = dialog.getByRole('combobox', { name: '恢复计时时间' });
    // The day before the suspension may be picked, but a time before it is refused.
    const before = new Date(`${day}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    await date.fill(before.toISOString().slice(0, 10));
    await date.press('Tab');
    await dialog.getByLabel('恢复计时时间（时间）').fill('0900');
    await dialog.getByLabel('恢复计时时间（时间）').press('Tab');
    await expect(dialog.getByText('恢复时间不可小于中止时间')).toBeVisible();
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    await date.fill(today);
    await date.press('Tab');
    await dialog.getByLabel('恢复计时时间（时间）').fill('0000');
    await dialog.getByLabel('恢复计时时间（时间）').press('Tab');
    await expect(dialog.getByText('恢复时间不可小于中止时间')).toBeHidden();
    await dialog.getByLabel('恢复计时原因').fill('听证已结束，恢复办案计时');
    await shot(page, '91-resume-clock');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '恢复成功')).toBeVisible();
    await expect(header(page).getByRole('button', { name: '暂停计时', exact: true })).toBeVisible();
    await expect(info.getByText(/剩余\d+个工作日|已超期\d+个工作日|今日到期/)).toBeVisible();
  });

  await test.step('execution registration', async () => {
    const task = '关于呼和浩特市新城区老绥远烧麦馆占用疏散通道的行政处罚';
    await openTask(page, task);
    await header(page).getByRole('button', { name: '执行登记', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '执行登记' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请选择执行情况')).toBeVisible();
    await dialog.getByRole('radio', { name: '已履行' }).check();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请选择履行日期')).toBeVisible();
    await expect(dialog.getByText('请填写履行情况')).toBeVisible();
    const done = dialog.getByRole('combobox', { name: '履行日期' });
    await done.fill('2026-11-20');
    await done.press('Tab');
    await dialog.getByLabel('履行情况').fill('当事人已于银行缴纳罚款，缴款凭证已归档。');
    await shot(page, '92-execution');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '保存成功!')).toBeVisible();
  });

  await test.step('change the procedure of a simple-procedure case', async () => {
    const task = '关于呼和浩特市新城区欣悦KTV娱乐会所消防器材配置不足的简易程序处罚';
    await openTask(page, task);
    await header(page).getByRole('button', { name: '切换程序', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '切换程序' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请选择更改程序类别！')).toBeVisible();
    await expect(dialog.getByText('转换原因不能为空')).toBeVisible();
    await dialog.getByRole('radio', { name: '简易程序升级为一般程序' }).check();
    await dialog.getByLabel('转换原因').fill('经调查，违法行为拟处罚款超过简易程序限额');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('region', { name: '基本信息' })
        .getByText('行政处罚（一般程序）'),
    ).toBeVisible();
  });

  await test.step('accept a product-supervision task', async () => {
    const task = '关于内蒙古北辰消防器材有限公司在售消防应急照明灯具质量抽样检验';
    await openTask(page, task);
    await header(page).getByRole('button', { name: '受理任务', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('受理后须在3个工作日内完成抽样');
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '受理成功!')).toBeVisible();
    await expect(header(page).getByRole('button', { name: '受理任务', exact: true })).toHaveCount(
      0,
    );
  });

  await test.step('postpone a case that is due soon', async () => {
    const task = '关于内蒙古塞北国际会展中心有限公司消防设施未保持完好有效的行政处罚';
    await openTask(page, task);
    await header(page).getByRole('button', { name: '申请延期', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '申请延期' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请选择申请截止时间')).toBeVisible();
    await expect(dialog.getByText('请填写延期原因')).toBeVisible();
    const until = new Date(Date.now() + 20 * 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Asia/Shanghai',
    });
    const deadline = dialog.getByRole('combobox', { name: '申请截止时间' });
    await deadline.fill(until);
    await deadline.press('Tab');
    await dialog.getByLabel('延期原因').fill('案情复杂，需要补充调查取证');
    await shot(page, '93-postpone');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    const info = page.getByRole('tabpanel').getByRole('region', { name: '基本信息' });
    await expect(info.getByText(until)).toBeVisible();
    await expect(info.getByText('已延期')).toBeVisible();
  });

  await test.step('end a task: the tree and the task list show it finished', async () => {
    const task = '关于内蒙古塞北国际会展中心有限公司B馆的日常消防监督检查';
    await openTask(page, task);
    await header(page).getByRole('button', { name: '结束任务', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(task);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(header(page).getByRole('button', { name: '结束任务', exact: true })).toHaveCount(
      0,
    );
    await page.getByRole('tab', { name: '我的任务' }).click();
    const row = page
      .getByRole('table', { name: '任务列表' })
      .getByRole('row')
      .filter({ hasText: task });
    await expect(row).toContainText('已完成');
  });

  await test.step('the task list shows the clocks and filters overdue cases', async () => {
    await page.getByRole('tab', { name: '我的任务' }).click();
    await page.getByLabel('任务名称').fill('');
    await page.getByRole('button', { name: '查询' }).click();
    const table = page.getByRole('table', { name: '任务列表' });
    await expect(table.getByText(/剩余\d+个工作日/).first()).toBeVisible();
    await shot(page, '94-task-list-clocks');
    // 期限筛选 keeps only overdue tasks.
    await page.getByLabel('期限筛选').selectOption({ label: '已超期' });
    await expect(table.getByText(/已超期\d+个工作日/).first()).toBeVisible();
    await expect(table.getByText(/剩余\d+个工作日/)).toHaveCount(0);
    await shot(page, '95-task-list-overdue');
  });
});
