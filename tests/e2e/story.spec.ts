import { expect, test, type Page } from '@playwright/test';
import { freshSignIn, openTask, OTHER_TASK, shot } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Issue 29: the demo tasks tell one story. The fire case's timeline shows the dates and officers
// of the documents in its tree; the 鼎盛 re-inspection's record concludes what its dangers' states
// say. (The data is checked exhaustively by src/server/seed/story.test.ts; this walks the screens.)

const stack = useStack(test);
const FIRE_TASK = '关于呼和浩特市新城区老绥远烧麦馆后厨火灾事故调查';

async function atBothSizes(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the fire case: its timeline names the dates and officers of its documents', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, FIRE_TASK);
  const tab = page.getByRole('tabpanel');
  const fire = tab.getByRole('region', { name: '火灾调查', exact: true });
  await fire.getByRole('list', { name: '火灾调查流程' }).getByRole('button').nth(2).click();
  const nodes = fire.getByRole('region', { name: '火灾调查流程节点' });
  await expect(nodes.getByRole('treeitem', { name: /现场勘验笔录/ })).toBeVisible();
  // The same step in the tree: the document row shows the date and officer the node shows.
  for (const name of ['询问笔录（刘海）', '询问笔录（后厨员工刘某某）', '火灾现场勘验笔录']) {
    const step = name.replace(/^火灾/, '');
    const node = nodes.getByRole('treeitem', { name: new RegExp(step.replace(/[()（）]/g, '.')) });
    const text = (await node.first().textContent()) ?? '';
    const [, time, officer] = /办理时间：(\S+ \d\d:\d\d)[:\d]*\s*办理人：(\S+)/.exec(text) ?? [];
    expect(time, text).toBeTruthy();
    const row = tab.getByRole('row', { name: new RegExp(`^${name.replace(/[()（）]/g, '.')}`) });
    await expect(row.first()).toContainText(time);
    await expect(row.first()).toContainText(officer);
  }
  await atBothSizes(page, 'story-fire-timeline');
});

test('the 鼎盛 re-inspection: its record and its dangers agree', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);
  await openTask(page, OTHER_TASK);
  await atBothSizes(page, 'story-reinspection-tree');
});
