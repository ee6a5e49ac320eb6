import { expect, test, type Locator, type Page } from '@playwright/test';
import { PENALTY_TASK, freshSignIn, openTask, shot } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Issue 29 §2, the wrong answers, walked as an officer meets them: what 发送 preselects on a
// 送达回证, 行政处罚 on a task whose case is registered, the officer pickers, and the suggested
// videos of lisi's penalty case.

const stack = useStack(test);

const ACCOUNTS = {
  demo: { account: 'demo', password: 'demo123456', name: '张伟' },
  lisi: { account: 'lisi', password: 'lisi123456', name: '李思远' },
};
/** lisi's penalty case: a 送达回证 marked 已送达, no service registration (seed 32). */
const LISI_CASE = '关于石家庄市长安区恒信商务酒店有限公司消防违法行为的行政处罚';
/** A daily inspection with no penalty case yet (seed 30). */
const SOURCE_TASK = '关于内蒙古塞北国际会展中心有限公司B馆的日常消防监督检查';

const panel = (page: Page): Locator => page.getByRole('tabpanel');
const header = (page: Page): Locator => panel(page).getByRole('toolbar', { name: '任务操作' });
const tree = (page: Page): Locator => panel(page).getByRole('treegrid', { name: '文书目录' });
const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.fui-ToastTitle').filter({ hasText: text }).last();
const dialog = (page: Page): Locator => page.getByRole('dialog').last();

/** Screenshots of one screen at 1440×900 and 1280×720, kept for people to look at. */
async function atBothSizes(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, `answers-${name}-1440`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await shot(page, `answers-${name}-1280`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Clicks a row button, inline or under the row's 更多 menu. */
async function rowAction(page: Page, row: Locator, name: string, title: string): Promise<void> {
  const inline = row.getByRole('button', { name: `${name} ${title}`, exact: true });
  const more = row.getByRole('button', { name: `${title} 的更多操作` });
  await expect(inline.or(more).first()).toBeVisible();
  if (await inline.count()) return inline.click();
  await more.click();
  await page.getByRole('menuitem', { name }).click();
}

/** 新增文书 → the type, 确定: the new document's page. */
async function addDocument(page: Page, type: string): Promise<Locator> {
  await panel(page).getByRole('button', { name: '新增文书' }).click();
  const d = page.getByRole('dialog', { name: '新增文书' });
  await d.getByRole('radio', { name: type, exact: true }).check();
  await d.getByRole('button', { name: '确定' }).click();
  const form = panel(page);
  await expect(form.getByRole('heading', { name: type })).toBeVisible();
  return form;
}

test('(a) 发送 on a 送达回证 preselects 直接下达 and the document ends 无需审批', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await freshSignIn(page, stack.client().url, ACCOUNTS.demo);
  await openTask(page, PENALTY_TASK);

  const draft = tree(page)
    .getByRole('row')
    .filter({ hasText: '送达回证' })
    .filter({ hasText: '草稿' });
  await test.step('发送: 直接下达 chosen, 提交审批 not offered, the page says what happens', async () => {
    await page.getByRole('tab', { name: PENALTY_TASK }).click();
    // The case's receipt, still a draft (seeded).
    await expect(draft).toHaveCount(1);
    await rowAction(page, draft, '发送', '送达回证');
    const send = panel(page).getByRole('region', { name: '发送文书' });
    await expect(
      send.getByText('本类文书无需审批：发送后直接下达，状态为“无需审批”。'),
    ).toBeVisible();
    await expect(send.getByRole('radio', { name: '直接下达' })).toBeChecked();
    await expect(send.getByRole('radio', { name: '提交审批' })).not.toBeChecked();
    await expect(send.getByRole('radio', { name: '提交审批' })).toBeDisabled();
    await atBothSizes(page, 'a-send-page');
    await send.getByRole('button', { name: '确认发送' }).click();
    await expect(toast(page, '发送成功！')).toBeVisible();
  });

  await test.step('the receipt ends 无需审批, as the page said', async () => {
    await page.getByRole('tab', { name: PENALTY_TASK }).click();
    await expect(draft).toHaveCount(0);
    const rows = tree(page).getByRole('row').filter({ hasText: '送达回证' });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('无需审批');
  });
});

test('(b) 行政处罚 once the case is registered: names it, no 立案登记, opens it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await freshSignIn(page, stack.client().url, ACCOUNTS.demo);
  await openTask(page, SOURCE_TASK);

  await test.step('register a case through the wizard and its approval form', async () => {
    await header(page).getByRole('button', { name: '行政处罚立案', exact: true }).click();
    const d = dialog(page);
    await d.getByRole('button', { name: /立案登记/ }).click();
    await d.getByRole('radio', { name: /一般程序/ }).check();
    await d.getByRole('button', { name: '下一步' }).click();
    await d.getByRole('button', { name: '下一步' }).click();
    await d.getByRole('radio', { name: '单位' }).check();
    await d.getByRole('radio', { name: '监督检查发现' }).check();
    // A unit is the task's own: no target step.
    await d.getByRole('button', { name: '填写立案审批表' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const form = panel(page).getByRole('region', { name: '立案审批表' });
    await expect(form).toBeVisible();
    await form.getByLabel(/^案件名称/).fill('塞北国际会展中心占用疏散通道案');
    const source = form.getByLabel(/^案件来源/);
    if ((await source.inputValue()) === '') await source.selectOption({ label: '监督检查发现' });
    await form.getByLabel(/^简要案情/).fill('经查，会展中心B馆东侧疏散通道被货物占用。');
    await form.getByLabel(/^承办人意见/).fill('建议立案调查。');
    for (const [label, value] of [
      [/^当事人/, '内蒙古塞北国际会展中心有限公司'],
      [/^地址/, '内蒙古自治区呼和浩特市赛罕区会展中心B馆'],
      [/^法定代表人/, '刘某'],
    ] as const) {
      const field = form.getByLabel(label);
      if ((await field.inputValue()) === '') await field.fill(value);
    }
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect(toast(page, '保存成功!')).toBeVisible();
    await expect.poll(() => page.url()).not.toContain('type=GJ');
  });

  await test.step('the entry names the case, offers no 立案登记, and 打开案件 opens it', async () => {
    await page.getByRole('tab', { name: SOURCE_TASK }).click();
    await header(page).getByRole('button', { name: '行政处罚立案', exact: true }).click();
    const d = dialog(page);
    const named = d.getByText(/^本任务已生成处罚事项：.+/);
    await expect(named).toBeVisible();
    await expect(d.getByText('本任务尚未立案')).toHaveCount(0);
    await expect(d.getByRole('button', { name: /立案登记/ })).toHaveCount(0);
    await expect(d.getByRole('button', { name: /案件关联/ })).toBeVisible();
    await atBothSizes(page, 'b-penalty-entry');
    const caseName = ((await named.innerText()).split('：')[1] ?? '').trim();
    await d.getByRole('button', { name: '打开案件' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: caseName })).toBeVisible();
  });
});

test('(c) the officer pickers list the task’s officers first; 李强 is found by name and 警号', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await freshSignIn(page, stack.client().url, ACCOUNTS.demo);
  await openTask(page, PENALTY_TASK);
  const form = await addDocument(page, '询问笔录');
  await form.getByRole('button', { name: '选择询问人' }).click();
  const d = page.getByRole('dialog', { name: '选择询问人' });
  const options = d.getByRole('checkbox');
  await expect(options.first()).toBeVisible();

  await test.step('the task’s officers lead, marked 本任务, each with his 警号', async () => {
    await expect(options.nth(0)).toHaveAccessibleName(/张伟/);
    const lead = d.locator('.fui-Checkbox').filter({ hasText: '本任务' });
    await expect(lead).toHaveCount(2);
    await expect(lead.nth(0)).toContainText('张伟');
    await expect(lead.nth(1)).toContainText('李强');
    await expect(lead.nth(1)).toContainText('警号 1502121');
    await atBothSizes(page, 'c-officer-picker');
  });

  const search = d.getByRole('textbox', { name: '请搜索询问人' });
  const only = async (): Promise<void> => {
    await expect(d.locator('.fui-Checkbox')).toHaveCount(1);
    await expect(d.locator('.fui-Checkbox').first()).toContainText('李强');
    await expect(d.getByRole('status').filter({ hasText: '查询结果' })).toHaveText('查询结果 1 条');
  };
  await test.step('李强 found by name', async () => {
    await search.fill('李强');
    await d.getByRole('button', { name: '查询' }).click();
    await only();
  });
  await test.step('李强 found by police number, and chosen', async () => {
    await search.fill('1502121');
    await d.getByRole('button', { name: '查询' }).click();
    await only();
    await d.getByRole('checkbox', { name: /李强/ }).check();
    await atBothSizes(page, 'c-officer-picker-number');
    await d.getByRole('button', { name: '关闭' }).click();
    await expect(d).toBeHidden();
    await expect(form.getByText('李强').first()).toBeVisible();
    await shot(page, 'answers-c-officer-chosen');
  });
});

test('(d) lisi’s penalty case: 推荐绑定 has the receipt’s delivery time to match', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await freshSignIn(page, stack.client().url, ACCOUNTS.lisi);
  await openTask(page, LISI_CASE);
  await header(page).getByRole('button', { name: '执法视频', exact: true }).click();
  const bound = page.getByRole('dialog', { name: '已绑定执法记录仪视频' });
  await expect(bound).toBeVisible();
  const suggested = bound.getByRole('region', { name: '推荐绑定' });
  await expect(suggested).toBeVisible();
  await expect(
    suggested.getByText('该任务暂无现场检查、询问、勘验、抽样或文书送达的时间，无法推荐视频'),
  ).toHaveCount(0);
  // The receipt's in-person delivery gives the rule a time: it compares lisi's unbound videos
  // with it. None of the seeded ones lies within 15 minutes of it, so the list is empty for that
  // reason, not for want of a time (a seeded clip at the delivery is left for the demo data).
  await expect(suggested.getByText('暂无推荐绑定的视频')).toBeVisible();
  await atBothSizes(page, 'd-suggested-videos');
});
