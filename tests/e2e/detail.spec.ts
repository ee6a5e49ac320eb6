import { expect, test } from '@playwright/test';
import { PENALTY_TASK, openTask, shot, signIn, unlabelledControls } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';
import { DIALOGS, expectAccessible } from './axe';

guardDialogDepth(test);

const stack = useStack(test);
const INSPECTION_TASK = '关于内蒙古塞北国际会展中心“草原之夜”大型演唱会举办前消防安全检查';

test('project detail: base information, buttons, three-level tree, operation log', async ({
  page,
}) => {
  await signIn(page, stack.client().url);
  await openTask(page, PENALTY_TASK);

  const info = page.getByRole('region', { name: '基本信息' });
  await expect(info.getByText('行政处罚（一般程序）')).toBeVisible();
  await expect(info.getByRole('button', { name: '呼和浩特市鼎盛购物中心有限公司' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '当前位置' }).getByText('我的任务'),
  ).toBeVisible();

  // Three levels: the run's tasks, categories, documents; the current task is marked.
  const tree = page.getByRole('treegrid', { name: '文书目录' });
  await expect(tree.getByText('当前任务')).toHaveCount(1);
  await expect(tree.getByText('关于呼和浩特市鼎盛购物中心有限公司的责令改正复查')).toBeVisible();
  await expect(tree.getByText('行政处罚决定书').first()).toBeVisible();
  await expect(tree.getByText('已作废').first()).toBeVisible();
  expect(await unlabelledControls(page)).toEqual([]);
  await shot(page, '05-project-detail');

  // Collapse and expand the current task.
  const currentRow = tree.getByRole('row').filter({ hasText: '当前任务' });
  const collapse = currentRow.getByRole('button', { name: `收起 ${PENALTY_TASK}` });
  await collapse.click();
  await expect(tree.getByText('行政处罚决定书')).toHaveCount(0);
  await currentRow.getByRole('button', { name: `展开 ${PENALTY_TASK}` }).click();
  await expect(tree.getByText('行政处罚决定书').first()).toBeVisible();
  await page.getByRole('button', { name: '全部收起' }).click();
  await expect(tree.getByRole('row')).toHaveCount(1 + 4);
  await page.getByRole('button', { name: '全部展开' }).click();
  expect(await tree.getByRole('row').count()).toBeGreaterThan(12);

  // The server offers only buttons this client handles, the task actions among them (every one is
  // pressed in task-actions.spec.ts); the suspended clock offers 恢复计时, not 暂停计时.
  const header = page.getByRole('toolbar', { name: '任务操作' });
  await expect(header.getByRole('button', { name: '操作日志' })).toBeVisible();
  await expect(header.getByRole('button', { name: '结束任务' })).toBeVisible();
  await expect(header.getByRole('button', { name: '恢复计时' })).toBeVisible();
  await expect(header.getByRole('button', { name: '暂停计时' })).toHaveCount(0);

  // Operation log: newest first, with today's "查看任务详情" entry from opening the task.
  await page.getByRole('button', { name: '操作日志' }).click();
  const dialog = page.getByRole('dialog', { name: '操作日志' });
  await expect(dialog.getByRole('row').nth(1)).toContainText('查看任务详情');
  await expect(dialog.getByRole('row')).toHaveCount(11);
  await expectAccessible(page, '操作日志', { within: DIALOGS });
  await shot(page, '06-operation-log');
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await expect(dialog).toHaveCount(0);

  // Back closes the tab and returns to the task list.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByRole('table', { name: '任务列表' })).toBeVisible();

  // An inspection task (type 11–19) has 帮助: every button it shows is explained by its handler.
  await openTask(page, INSPECTION_TASK);
  await page
    .getByRole('toolbar', { name: '任务操作' })
    .getByRole('button', { name: '帮助' })
    .click();
  const help = page.getByRole('dialog', { name: '帮助：任务详情' });
  const listed = help.getByRole('region', { name: '本任务的按钮' }).getByRole('listitem');
  await expect(listed.filter({ hasText: '操作日志' })).toContainText('查看本任务的全部操作记录');
  await expect(listed.filter({ hasText: '新增文书' })).toContainText('按文书类别选择要新增的文书');
  await expect(help.getByText('该按钮由服务器配置，本客户端暂不支持。')).toHaveCount(0);
  await expectAccessible(page, '帮助：任务详情', { within: DIALOGS });
  await shot(page, '07-help');
  await help.getByRole('button', { name: '关闭' }).last().click();
  await expect(help).toHaveCount(0);
});
