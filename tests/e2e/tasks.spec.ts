import { expect, test } from '@playwright/test';
import { PENALTY_SHORT, PENALTY_TASK, shot, signIn, unlabelledControls } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

const stack = useStack(test);

test('我的任务: pages, searches by name, filters by type and opens a task', async ({ page }) => {
  await signIn(page, stack.client().url);
  const table = page.getByRole('table', { name: '任务列表' });
  await expect(table.getByRole('row')).toHaveCount(11); // header + 10
  await expect(page.getByText('共 32 条')).toBeVisible();
  await expect(page.getByText('第 1 / 4 页')).toBeVisible();
  expect(await unlabelledControls(page)).toEqual([]);
  await shot(page, '04-task-list');

  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page.getByText('第 2 / 4 页')).toBeVisible();

  await page.getByLabel('任务名称').fill('鼎盛购物中心');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 5 条')).toBeVisible();
  for (const name of await table.getByRole('row').allInnerTexts())
    if (!name.startsWith('任务名称')) expect(name).toContain('鼎盛购物中心');

  await page.getByRole('button', { name: '重置' }).click();
  await expect(page.getByText('共 32 条')).toBeVisible();

  await page.getByLabel('任务类型').selectOption({ label: '行政处罚（一般程序）' });
  await expect(page.getByText('共 5 条')).toBeVisible();
  await expect(table.getByText(PENALTY_SHORT, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `办理 ${PENALTY_TASK}` }).click();
  await expect(page.getByRole('heading', { name: PENALTY_TASK })).toBeVisible();
  await expect(page).toHaveURL(/#\/xfjd\/projectDetail\?runId=\d+&RWID=\d+/);
});
