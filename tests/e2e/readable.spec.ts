import { expect, test, type Locator, type Page } from '@playwright/test';
import { PENALTY_SHORT, PENALTY_TASK, openTask, signIn } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Issue 29, "readable at a glance", measured at 1280×720 (and looked at in 1440×900 too): the top
// bar never wraps, task names show what tells them apart, the tree shows its tags and 文号 with at
// least 12 rows, the video list's filters do not overlap, one deadline banner over at least 8
// task rows, document tabs name their task, and offline buttons look disabled with the reason.

const stack = useStack(test);
test.describe.configure({ mode: 'serial' });

const SCHOOL_TASK = '关于呼和浩特市新城区育才小学的冬春火灾防控专项检查';
const RECORD = '消防监督检查记录';
const VIDEO_TASK = '关于呼和浩特市青城宾馆有限责任公司消防违法行为的快速办理';
const UNIT = '呼和浩特市新城区消防救援大队';
const SMALL = { width: 1280, height: 720 };
const LARGE = { width: 1440, height: 900 };
const shots = '/work/wt/shots/layout';

async function look(page: Page, name: string): Promise<void> {
  for (const size of [SMALL, LARGE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shots}/${name}-${size.width}.png` });
  }
  await page.setViewportSize(SMALL);
}

/** Opens the client, signing in only when the client holds no session (a test run on its own). */
async function enter(page: Page): Promise<void> {
  await page.goto(stack.client().url);
  const account = page.getByLabel('账号');
  const tasks = page.getByRole('tab', { name: '我的任务' });
  await expect(account.or(tasks).first()).toBeVisible();
  if (await account.isVisible()) await signIn(page, stack.client().url);
}

/** Tree rows wholly inside the tree's scroll area, under its sticky header (as detail-glance). */
function rowsInView(page: Page): Promise<number> {
  return page.getByRole('treegrid', { name: '文书目录' }).evaluate((grid) => {
    const scroller = grid.parentElement as HTMLElement;
    const box = scroller.getBoundingClientRect();
    const head = grid.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    const bottom = Math.min(box.top + scroller.clientHeight, window.innerHeight);
    return Array.from(grid.querySelectorAll('[data-testid="doc-tree-row"]')).filter((r) => {
      const b = r.getBoundingClientRect();
      return b.top >= box.top + head - 0.5 && b.bottom <= bottom + 0.5;
    }).length;
  });
}

/** Every visible text of the top bar that is taller than one line, and whether the unit is cut. */
function headerWraps(page: Page): Promise<{ wrapped: string[]; unitCut: boolean }> {
  return page.getByRole('banner').evaluate((bar) => {
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      const el = n.parentElement;
      if (!text || !el || el.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
      if (tops.size > 1) wrapped.push(text);
    }
    const unit = Array.from(bar.querySelectorAll<HTMLElement>('[title^="所属单位"]'))[0];
    return { wrapped, unitCut: !unit || unit.scrollWidth > unit.clientWidth };
  });
}

test('the top bar stays one line at 1280×720 with 草稿, its tools icons with their names', async ({
  page,
}) => {
  await page.setViewportSize(SMALL);
  await signIn(page, stack.client().url);
  await page.getByRole('tab', { name: '我的任务' }).click();
  await page.getByLabel('任务名称').fill(SCHOOL_TASK);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('button', { name: `办理 ${SCHOOL_TASK}` }).click();
  await page.getByRole('button', { name: '新增文书' }).click();
  const add = page.getByRole('dialog', { name: '新增文书' });
  await add.getByRole('radio', { name: RECORD, exact: true }).check();
  await add.getByRole('button', { name: '确定' }).click();
  await page.getByRole('tabpanel').getByLabel('检查情况').fill('疏散通道畅通。');
  await expect(page.getByRole('button', { name: '草稿（1 份）' })).toBeVisible();

  const bar = page.getByRole('banner');
  await expect(bar.getByText(UNIT)).toBeVisible();
  expect(await headerWraps(page)).toEqual({ wrapped: [], unitCut: false });
  const height = await bar.evaluate((b) => b.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(48);
  // The tools are icons here: their name is their tooltip (and their accessible name).
  await page.getByRole('button', { name: '草稿（1 份）' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('本机草稿');
  await page.getByRole('button', { name: '退出登录' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('退出登录');
  await page.mouse.move(600, 400);
  await look(page, 'topbar-draft');

  await page.setViewportSize(LARGE);
  expect(await headerWraps(page)).toEqual({ wrapped: [], unitCut: false });
  await expect(bar.getByText('上传中心')).toBeVisible();
  await page.setViewportSize(SMALL);
});

test('task names show the unit and the matter in the list, the tree and the tab', async ({
  page,
}) => {
  await page.setViewportSize(SMALL);
  await page.goto(stack.client().url);
  await page.getByRole('tab', { name: '我的任务' }).click();
  await page.getByRole('button', { name: '重置' }).click();
  const table = page.getByRole('table', { name: '任务列表' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  const names = await table.evaluate((t) =>
    Array.from(t.querySelectorAll('tbody tr')).map((r) => {
      const cell = r.querySelector('td') as HTMLElement;
      const box = cell.querySelector('[title]') as HTMLElement;
      return { text: cell.innerText.trim(), title: box.title };
    }),
  );
  expect(names.length).toBeGreaterThan(5);
  for (const n of names) {
    expect(n.text.startsWith('关于')).toBe(false);
    expect(n.title.startsWith('关于')).toBe(true);
  }
  await look(page, 'tasks');

  await openTask(page, PENALTY_TASK);
  const grid = page.getByRole('treegrid', { name: '文书目录' });
  await expect(grid.getByText(PENALTY_SHORT, { exact: true })).toBeVisible();
  const taskRows = await grid.evaluate((g) =>
    Array.from(
      g.querySelectorAll('[data-testid="doc-tree-row"][aria-level="1"] td:first-child'),
    ).map((c) => (c as HTMLElement).innerText.trim()),
  );
  expect(taskRows.length).toBeGreaterThanOrEqual(3);
  for (const t of taskRows) expect(t.startsWith('关于')).toBe(false);
  // Tags stay whole inside their own cell (当前任务 never runs into 文号), at least 12 rows show.
  const spilled = await grid.evaluate((g) => {
    const out: string[] = [];
    for (const badge of Array.from(g.querySelectorAll<HTMLElement>('tbody .fui-Badge'))) {
      const cell = badge.closest('td') as HTMLElement;
      const b = badge.getBoundingClientRect();
      const c = cell.getBoundingClientRect();
      if (b.width > 0 && (b.left < c.left - 0.5 || b.right > c.right + 0.5))
        out.push(badge.innerText);
    }
    return out;
  });
  expect(spilled).toEqual([]);
  await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(12);
  const tab = page.getByRole('tab', { name: PENALTY_TASK });
  await expect(tab).toHaveText(PENALTY_SHORT);
  await look(page, 'detail');
});

/** Pairs of the video filters' controls (inputs, selects, buttons) whose boxes overlap. */
function overlappingControls(scope: Locator): Promise<string[]> {
  return scope
    .locator('form')
    .first()
    .evaluate((form) => {
      const boxes = Array.from(
        form.querySelectorAll<HTMLElement>('.fui-Input, .fui-Select, button, [role="switch"]'),
      )
        .map((el) => ({
          name:
            el.getAttribute('aria-label') ??
            el.querySelector('input,select')?.getAttribute('aria-label') ??
            el.closest('.fui-Field')?.querySelector('label')?.textContent ??
            el.textContent ??
            '?',
          b: el.getBoundingClientRect(),
          el,
        }))
        .filter((x) => x.b.width > 0 && x.b.height > 0);
      const out: string[] = [];
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [p, q] = [boxes[i], boxes[j]];
          if (p.el.contains(q.el) || q.el.contains(p.el)) continue;
          const overlap =
            Math.min(p.b.right, q.b.right) - Math.max(p.b.left, q.b.left) > 0.5 &&
            Math.min(p.b.bottom, q.b.bottom) - Math.max(p.b.top, q.b.top) > 0.5;
          if (overlap) out.push(`${p.name} × ${q.name}`);
        }
      // Nothing sticks out of the form either.
      const f = form.getBoundingClientRect();
      for (const x of boxes)
        if (x.b.right > f.right + 0.5 || x.b.left < f.left - 0.5) out.push(`${x.name} × form`);
      return out;
    });
}

test('the video list: the 创建时间 end box, 绑定状态 and the other filters never overlap', async ({
  page,
}) => {
  // The header shows 执法视频 at 1440 (at 1280 it sits in 任务操作).
  await page.setViewportSize(LARGE);
  await enter(page);
  await openTask(page, VIDEO_TASK);
  await page.getByRole('button', { name: '执法视频', exact: true }).click();
  await page
    .getByRole('dialog', { name: '已绑定执法记录仪视频' })
    .getByRole('button', { name: '视频列表' })
    .click();
  const list = page.getByRole('dialog', { name: '执法记录仪视频列表' });
  await expect(list.getByRole('table', { name: '执法记录仪视频列表' })).toBeVisible();
  await expect(list.getByLabel('结束时间', { exact: true })).toBeVisible();
  for (const size of [SMALL, LARGE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    expect(await overlappingControls(list)).toEqual([]);
    await page.screenshot({ path: `${shots}/video-list-${size.width}.png` });
  }
  await page.setViewportSize(SMALL);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
});

/** Task-list rows wholly on screen. */
function taskRowsInView(page: Page): Promise<number> {
  return page.getByRole('table', { name: '任务列表' }).evaluate(
    (t) =>
      Array.from(t.querySelectorAll('tbody tr')).filter((r) => {
        const b = r.getBoundingClientRect();
        return b.height > 0 && b.top >= 0 && b.bottom <= window.innerHeight + 0.5;
      }).length,
  );
}

test('one deadline banner with one count over at least 8 task rows at 1280×720', async ({
  page,
}) => {
  await page.setViewportSize(SMALL);
  await enter(page);
  await page.getByRole('tab', { name: '我的任务' }).click();
  await page.getByRole('button', { name: '重置' }).click();
  const banner = page.getByRole('group', { name: '办案期限提醒' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('table', { name: '任务列表' }).locator('tbody tr')).not.toHaveCount(
    0,
  );
  // One banner: no second count anywhere above the list.
  await expect(page.getByText(/\d+ 件即将到期/)).toHaveCount(1);
  await expect(page.getByText(/\d+ 件已超期/)).toHaveCount(1);
  const count = (await banner.innerText()).match(/(\d+) 件已超期(?:，(\d+) 件即将到期)?/);
  expect(count).not.toBeNull();
  const listed = Number(count?.[1] ?? 0) + Number(count?.[2] ?? 0);
  expect(await banner.evaluate((b) => b.getBoundingClientRect().height)).toBeLessThanOrEqual(48);
  await expect.poll(() => taskRowsInView(page)).toBeGreaterThanOrEqual(8);
  await look(page, 'tasks-banner');

  // Unfolded, it lists as many cases as it counts, by their short names.
  await banner.getByRole('button', { name: '查看名单' }).click();
  const items = banner.getByRole('listitem');
  await expect(items).toHaveCount(listed);
  for (const text of await items.allInnerTexts()) expect(text.startsWith('关于')).toBe(false);
  await look(page, 'tasks-banner-open');
  await banner.getByRole('button', { name: '收起名单' }).click();
  await expect(items).toHaveCount(0);
});

test('a document tab names its task; the form page has a breadcrumb back to it', async ({
  page,
}) => {
  await page.setViewportSize(SMALL);
  await enter(page);
  await openTask(page, PENALTY_TASK);
  const grid = page.getByRole('treegrid', { name: '文书目录' });
  const docRow = grid.locator('[data-testid="doc-tree-row"]').filter({ hasText: '立案审批表' });
  await docRow.first().getByRole('button', { name: '查看' }).click();
  const tab = page.getByRole('tab', { name: `立案审批表 · ${PENALTY_TASK}` });
  await expect(tab).toHaveText(`立案审批表 · ${PENALTY_SHORT}`);
  const crumbs = page.getByRole('navigation', { name: '当前位置' });
  await expect(crumbs).toContainText(`我的任务${PENALTY_SHORT}立案审批表`);
  await look(page, 'document-tab');
  await crumbs.getByRole('button', { name: PENALTY_TASK }).click();
  await expect(page.getByRole('tab', { name: PENALTY_TASK, selected: true })).toBeVisible();
});
