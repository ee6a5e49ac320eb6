import { expect, test, type Page } from '@playwright/test';
import {
  PENALTY_SHORT,
  PENALTY_TASK,
  openTask,
  shot,
  signIn,
  unlabelledControls,
} from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Issue 14, "read everything at a glance": the detail screen of the penalty case at 1280×720
// (header folded, at least 12 tree rows) and at 1440×900; sibling tasks told apart, full names in
// tooltips, statuses only where they mean something, column widths kept for the officer.

const stack = useStack(test);
const tree = (page: Page) => page.getByRole('treegrid', { name: '文书目录' });

/** Tree rows wholly inside the tree's scroll area, under its sticky header. */
function rowsInView(page: Page): Promise<number> {
  return tree(page).evaluate((grid) => {
    const scroller = grid.parentElement as HTMLElement;
    const box = scroller.getBoundingClientRect();
    const head = grid.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    const top = box.top + head;
    const bottom = Math.min(box.top + scroller.clientHeight, window.innerHeight);
    return Array.from(grid.querySelectorAll('[data-testid="doc-tree-row"]')).filter((r) => {
      const b = r.getBoundingClientRect();
      return b.top >= top - 0.5 && b.bottom <= bottom + 0.5;
    }).length;
  });
}

/** The tab's own scroll: the page fits the window when the tree takes only the space left. */
const pageOverflow = (page: Page): Promise<number> =>
  page.getByRole('tabpanel').evaluate((pane) => pane.scrollHeight - pane.clientHeight);

test('detail at a glance: folded header and 12 rows at 1280×720, siblings, tooltips, statuses, widths', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, stack.client().url);
  await openTask(page, PENALTY_TASK);
  const info = page.getByRole('region', { name: '基本信息' });

  await test.step('the header is one line and the tree gets at least 12 rows', async () => {
    await expect(info.getByRole('button', { name: '展开基本信息' })).toBeVisible();
    await expect(info.getByText('行政处罚（一般程序）')).toBeVisible();
    await expect(info.getByText('已中止计时', { exact: false })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: '任务操作' })).toHaveCount(0);
    await expect(tree(page).getByText('当前任务')).toBeVisible();
    await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(12);
    await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(1);
    expect(await unlabelledControls(page)).toEqual([]);
  });

  await test.step('the header’s buttons are one menu away', async () => {
    await info.getByRole('button', { name: '任务操作' }).click();
    await expect(page.getByRole('menuitem', { name: '操作日志' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '恢复计时' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: '操作日志' })).toHaveCount(0);
  });

  await test.step('sibling tasks of the run read differently: type and date', async () => {
    const grid = tree(page);
    for (const type of [
      '重点单位检查',
      '行政处罚（简易程序）',
      '行政处罚（一般程序）',
      '责令改正复查',
    ])
      await expect(grid.getByText(new RegExp(`^${type} · \\d{4}-\\d{2}-\\d{2}$`))).toBeVisible();
  });

  await test.step('the row shows the unit and the matter, the full name in a tooltip', async () => {
    await expect(tree(page).getByText(PENALTY_TASK, { exact: true })).toHaveCount(0);
    await tree(page).getByText(PENALTY_SHORT, { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toContainText(PENALTY_TASK);
    await page.mouse.move(0, 0);
  });

  await test.step('statuses only where they mean something, no "+N"', async () => {
    const grid = tree(page);
    await expect(grid.getByText(/^\+\d+$/)).toHaveCount(0);
    const filing = grid.getByRole('row').filter({ hasText: '立案审批表' });
    await expect(filing).toContainText('审批通过');
    await expect(filing).not.toContainText('送达');
    const decision = grid.getByRole('row').filter({ hasText: '行政处罚决定书' });
    await expect(decision).toContainText('审批中');
    await expect(decision).not.toContainText('未送达');
  });

  await test.step('an empty 文号 is narrow; a dragged width is kept for the officer', async () => {
    const header = (name: string) => tree(page).getByRole('columnheader', { name, exact: true });
    const wh = await header('文号').boundingBox();
    expect(wh?.width ?? 0).toBeLessThan(80);
    const status = await header('状态').boundingBox();
    const edge = await tree(page).getByRole('separator', { name: '调整列宽：状态' }).boundingBox();
    if (!status || !edge) throw new Error('no status column');
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2 + 48, edge.y + edge.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => Math.round((await header('状态').boundingBox())?.width ?? 0))
      .toBe(Math.round(status.width) + 48);
    const kept = await page.evaluate(() =>
      Object.entries(localStorage).filter(([k]) => k.startsWith('xfjd.detail.treeColumns:')),
    );
    expect(kept).toHaveLength(1);
    expect(JSON.parse(kept[0][1])).toEqual({ status: Math.round(status.width) + 48 });
    await shot(page, '97-detail-glance-1280');
  });

  await test.step('at 1440×900 the header unfolds by itself', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(info.getByRole('button', { name: '收起基本信息' })).toBeVisible();
    await expect(info.getByText('计划开始日期')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: '任务操作' })).toBeVisible();
    await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(1);
    await shot(page, '98-detail-glance-1440');
  });
});
