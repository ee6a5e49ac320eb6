import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshSignIn, openTask, shot } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Issue 18 end to end: a fire case walked through its timeline (the stages' node trees, a case
// transfer and its withdrawal, the procedure change refused and then made, the fire information
// page, the three placeholder buttons); a suggested recorder video bound from the task and a
// waiting one listed in the import centre; the archived task read-only from 历史归档文件.

const stack = useStack(test);
/** The demo officer's fire case (seed 21). */
const FIRE_TASK = '关于呼和浩特市新城区老绥远烧麦馆后厨火灾事故调查';
/** The concert inspection with seeded recorder videos during its inspection (seed 12). */
const CONCERT_TASK = '关于内蒙古塞北国际会展中心“草原之夜”大型演唱会举办前消防安全检查';
/** The demo officer's archived task (seed 6). */
const ARCHIVED_TASK = '关于呼和浩特市新城区老绥远烧麦馆消防违法行为的简易程序处罚';
const RECEIVER = '呼和浩特市公安局新城区分局';

const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.fui-ToastTitle').filter({ hasText: text }).last();
const dialog = (page: Page, name: string): Locator =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name })).last();
const confirm = async (page: Page): Promise<void> => {
  await page.getByRole('alertdialog').last().getByRole('button', { name: '确定' }).click();
};

async function atBothSizes(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a fire case: the timeline, a transfer withdrawn, the procedure, the fire information', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, FIRE_TASK);
  const tab = page.getByRole('tabpanel');
  // The task list opens a fire case in the detail screen's fire variant.
  await expect(page).toHaveURL(/\/xfjd\/hzdc\/fireDetail\?/);
  const fire = tab.getByRole('region', { name: '火灾调查', exact: true });
  await expect(fire.getByText('火灾调查', { exact: true }).nth(1)).toBeVisible();
  await expect(fire.getByText('一般调查')).toBeVisible();

  await test.step('the timeline: six stages, none chosen, each showing only its own tree', async () => {
    const stages = fire.getByRole('list', { name: '火灾调查流程' }).getByRole('button');
    await expect(stages).toHaveCount(6);
    await expect(stages).toHaveText([
      /火灾接警/,
      /火灾登记/,
      /火灾调查/,
      /案件移送/,
      /延伸调查/,
      /火灾复核/,
    ]);
    for (let i = 0; i < 6; i += 1)
      await expect(stages.nth(i)).toHaveAttribute('aria-pressed', 'false');
    await expect(fire.getByText('点击阶段查看该阶段的流程节点。')).toBeVisible();
    await stages.nth(0).click();
    const alarm = fire.getByRole('region', { name: '火灾接警流程节点' });
    await expect(alarm.getByRole('treeitem', { name: /接警登记/ })).toBeVisible();
    await expect(alarm.getByRole('treeitem', { name: /火灾扑灭/ })).toBeVisible();
    await atBothSizes(page, '55-fire-timeline');
    await stages.nth(2).click();
    await expect(alarm).toHaveCount(0);
    await expect(fire.getByRole('region', { name: '火灾调查流程节点' })).toBeVisible();
    await stages.nth(3).click();
    await expect(
      fire.getByRole('region', { name: '案件移送流程节点' }).getByText('该阶段暂无流程节点。'),
    ).toBeVisible();
  });

  await test.step('a transfer: its messages, made, refused for the simple procedure, withdrawn', async () => {
    await fire.getByRole('button', { name: '移送调查' }).click();
    const form = dialog(page, '火灾调查移送调查');
    await form.getByRole('button', { name: '确定移送' }).click();
    await expect(form.getByText('请选择移送类别')).toBeVisible();
    await expect(form.getByText('请填写接收单位')).toBeVisible();
    await form.getByLabel('移送类别').selectOption({ label: '涉嫌失火罪移送公安机关' });
    await form.getByLabel('接收单位').fill(RECEIVER);
    await form.getByLabel('移送原因').fill('经调查，后厨员工违规操作液化石油气灶具，涉嫌失火罪。');
    await shot(page, '55-fire-transfer');
    await form.getByRole('button', { name: '确定移送' }).click();
    await expect(toast(page, '移送成功')).toBeVisible();
    await expect(fire.getByText('案件移送', { exact: true }).first()).toBeVisible();
    const transfers = fire.getByRole('table', { name: '移送调查任务' });
    await expect(transfers.getByRole('row', { name: new RegExp(RECEIVER) })).toContainText(
      '待接收',
    );

    await fire.getByRole('button', { name: '变更程序类别' }).click();
    const proc = dialog(page, '变更程序类别');
    await proc.getByRole('radio', { name: '简易调查' }).check();
    await proc.getByLabel('变更原因').fill('火灾情况简单，无人员伤亡。');
    await proc.getByRole('button', { name: '确定' }).click();
    await expect(proc.getByText('案件已移送调查，不适用简易调查程序')).toBeVisible();
    await proc
      .getByRole('button', { name: '取消' })
      .or(proc.getByRole('button', { name: '关闭' }))
      .first()
      .click();
    const discard = page.getByRole('alertdialog');
    if (await discard.count()) await discard.getByRole('button', { name: '确定' }).click();
    await expect(proc).toHaveCount(0);

    await transfers.getByRole('button', { name: `撤回移送至${RECEIVER}的移送调查任务` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`确定撤回移送至“${RECEIVER}”`);
    await confirm(page);
    await expect(toast(page, '撤回成功')).toBeVisible();

    await fire.getByRole('button', { name: '变更程序类别' }).click();
    await proc.getByRole('radio', { name: '简易调查' }).check();
    await proc.getByLabel('变更原因').fill('火灾情况简单，无人员伤亡，移送已撤回。');
    await proc.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '程序类别变更成功')).toBeVisible();
    await expect(fire.getByText('简易调查')).toBeVisible();
  });

  await test.step('the placeholder buttons say the function is not connected yet', async () => {
    // The header folds to one line (a 任务操作 menu) once the page scrolled to the fire panel.
    const header = tab.getByRole('toolbar', { name: '任务操作' });
    const menu = tab.getByRole('button', { name: '任务操作' });
    for (const name of ['非消防管辖', '委托公安处罚', '移送刑事']) {
      const direct = header.getByRole('button', { name, exact: true });
      await expect(direct.or(menu).first()).toBeVisible();
      if (await direct.isVisible()) await direct.click();
      else {
        await menu.click();
        await page.getByRole('menuitem', { name }).click();
      }
      const d = page.getByRole('dialog').last();
      await expect(d).toContainText('因当前不具备对接条件，待需求明确后再实现该功能。');
      if (name === '非消防管辖') await shot(page, '55-fire-placeholder');
      await d.getByRole('button', { name: '关闭', exact: true }).last().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  await test.step('the fire information page: the grade follows the casualties, the cause rule', async () => {
    await fire.getByRole('button', { name: '火灾信息' }).click();
    await expect(page).toHaveURL(/\/xfjd\/hzdc\/hzxxdj\/djhzxx\?.*TYPE=HD/);
    const info = page.getByRole('tabpanel');
    await info.getByLabel('死亡人数').fill('3');
    await expect(info.getByLabel('火灾等级').locator('option:checked')).toHaveText('较大火灾');
    await info.getByRole('radio', { name: '已认定' }).check();
    await info.getByRole('button', { name: '保存' }).click();
    await expect(info.getByText('起火原因已认定，请选择起火原因').first()).toBeVisible();
    await atBothSizes(page, '55-fire-info');
    await info.getByRole('radio', { name: '尚在调查' }).check();
    await info.getByLabel('死亡人数').fill('0');
    await info.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '保存成功')).toBeVisible();
  });
});

test('a suggested recorder video is bound from the task, a waiting one shows in the import centre', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, CONCERT_TASK);
  await page
    .getByRole('tabpanel')
    .getByRole('toolbar', { name: '任务操作' })
    .getByRole('button', { name: '执法视频' })
    .click();
  const bound = dialog(page, '已绑定执法记录仪视频');
  const suggested = bound.getByRole('region', { name: '推荐绑定' });
  const exit = bound.getByText('塞北会展中心疏散通道检查视频');
  await expect(suggested.getByText('塞北会展中心演唱会主舞台区域检查视频')).toBeVisible();
  await expect(suggested.getByText('塞北会展中心疏散通道检查视频')).toBeVisible();
  // Half an hour before the inspection is too early: not suggested.
  await expect(suggested.getByText('塞北会展中心周边道路巡查视频')).toHaveCount(0);
  await expect(suggested).toContainText('承办人');
  await atBothSizes(page, '56-suggested-videos');
  await suggested.getByRole('button', { name: '绑定 塞北会展中心疏散通道检查视频' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('是否绑定该视频?');
  await confirm(page);
  await expect(toast(page, '绑定成功')).toBeVisible();
  await expect(suggested.getByText('塞北会展中心疏散通道检查视频')).toHaveCount(0);
  await expect(exit).toHaveCount(1);
  await bound.getByRole('button', { name: '关闭', exact: true }).last().click();

  await page.getByRole('button', { name: /导入中心/ }).click();
  await page.getByRole('tab', { name: /待绑定视频/ }).click();
  const waiting = page.getByText('北辰消防器材门店灭火器抽查视频');
  await expect(waiting).toBeVisible();
  await expect(page.getByText(/已 \d+ 个工作日未绑定/).first()).toBeVisible();
  await shot(page, '56-import-centre-waiting');
});

test('历史归档文件: the archived task is found and opened read-only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await page.getByRole('navigation').getByRole('button', { name: '历史归档文件' }).click();
  const list = page.getByRole('table', { name: '历史归档任务' });
  const row = list.getByRole('row', { name: new RegExp(ARCHIVED_TASK) });
  await expect(row).toBeVisible();
  await atBothSizes(page, '57-history');
  await row.getByRole('button', { name: `${ARCHIVED_TASK} 的附件` }).click();
  const files = page.getByRole('dialog').last();
  await expect(files).toContainText('查看附件');
  await files.getByRole('button', { name: '关闭', exact: true }).last().click();

  await row.getByRole('button', { name: `查看 ${ARCHIVED_TASK}` }).click();
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByText('历史数据，仅供查看')).toBeVisible();
  await expect(tab.getByRole('button', { name: /^归档前待办/ })).toHaveCount(0);
  await expect(tab.getByRole('button', { name: '新增文书' })).toHaveCount(0);
  await shot(page, '57-history-detail');
  await tab.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/xfjd\/lsgdwj/);
});

test('several dangers confirmed rectified in one transaction (saveEntities)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, '关于呼和浩特市鼎盛购物中心有限公司的责令改正复查');
  await page
    .getByRole('tabpanel')
    .getByRole('toolbar', { name: '任务操作' })
    .getByRole('button', { name: '隐患信息' })
    .click();
  const dangers = dialog(page, '隐患信息');
  const batch = dangers.getByRole('button', { name: '批量确认整改' });
  await expect(batch).toHaveAttribute('aria-disabled', 'true');
  await dangers.getByRole('checkbox', { name: '全选未整改隐患' }).check();
  await shot(page, '58-dangers-batch');
  await batch.click();
  const step = dialog(page, '批量确认隐患已整改');
  await expect(step.getByRole('listitem')).toHaveCount(2);
  await step.getByRole('button', { name: '确认整改', exact: true }).click();
  await expect(toast(page, '已确认整改2项隐患')).toBeVisible();
  await expect(dangers.getByRole('button', { name: '批量确认整改' })).toHaveCount(0);
});
