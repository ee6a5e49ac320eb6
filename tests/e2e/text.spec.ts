import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PENALTY_TASK, freshSignIn, openTask } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Issue 29 §3 "Text", what the officer reads: 申请延期's clock line with one pair of brackets,
// 帮助 without 文书送达：文书送达：, 文书盖章 naming the province and no raw 项目编号, 历史归档文件
// names cut with an ellipsis (whole on hover), 操作日志 not filled with views after opening a task
// three times, 复查申请 not letting a rectified danger be ticked, and the bell's badge whole.

const stack = useStack(test);
/** Every danger rectified on the spot (seed 7). */
const ALL_RECTIFIED = '关于呼和浩特市新城区老绥远烧麦馆的日常消防监督检查（复核）';
const SCHOOL_TASK = '关于呼和浩特市新城区育才小学的冬春火灾防控专项检查';
/** An inspection task (types 11–19 have 帮助). */
const HELP_TASK = '关于内蒙古塞北国际会展中心“草原之夜”大型演唱会举办前消防安全检查';
const shots = resolve(import.meta.dirname, '../../../shots/text2');

async function picture(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: `${shots}/${name}.png` });
}

/** Pictures the screen as it is at 1440×900 and at 1280×720, then back to 1440×900. */
async function atBothSizes(page: Page, name: string): Promise<void> {
  await picture(page, `${name}-1440`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await picture(page, `${name}-1280`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

const header = (page: Page): Locator =>
  page.getByRole('tabpanel').getByRole('toolbar', { name: '任务操作' });
const toast = (page: Page, text: string): Locator =>
  page.locator('.fui-ToastTitle').filter({ hasText: text }).last();
const closeDialog = async (page: Page): Promise<void> => {
  await page
    .getByRole('dialog')
    .last()
    .getByRole('button', { name: /^(关闭|取消)$/ })
    .last()
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

/**
 * How much of the bell's badge is cut: its box against the window, the header, and every ancestor
 * that clips (overflow other than visible). 0 when the badge is whole.
 */
function badgeClipped(page: Page): Promise<number> {
  return page
    .getByRole('banner')
    .getByRole('button', { name: /^通知/ })
    .evaluate((button) => {
      const badge = button.querySelector('.fui-CounterBadge');
      if (!badge) return -1;
      const b = badge.getBoundingClientRect();
      let cut = 0;
      const against = (r: { top: number; left: number; right: number; bottom: number }): void => {
        cut = Math.max(cut, r.top - b.top, r.left - b.left, b.right - r.right, b.bottom - r.bottom);
      };
      against({ top: 0, left: 0, right: window.innerWidth, bottom: window.innerHeight });
      for (let el = badge.parentElement; el && el !== document.body; el = el.parentElement) {
        const s = getComputedStyle(el);
        if (el.tagName === 'HEADER' || s.overflowX !== 'visible' || s.overflowY !== 'visible')
          against(el.getBoundingClientRect());
      }
      return b.width > 0 && b.height > 0 ? Math.max(0, cut) : -1;
    });
}

test('the text points: brackets, help, stamping, archive names, operation log, dangers, the bell', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshSignIn(page, stack.client().url);

  await test.step('复查申请: a rectified danger cannot be ticked, the reason on screen', async () => {
    await openTask(page, ALL_RECTIFIED);
    await header(page).getByRole('button', { name: '复查申请', exact: true }).click();
    const d = page.getByRole('dialog', { name: '复查申请' });
    const box = d.getByRole('checkbox', { name: /^选择隐患：.+（已整改，无需申请复查）$/ }).first();
    await expect(box).toBeDisabled();
    await expect(d.getByText('已整改或已申请复查的隐患不能勾选。')).toBeVisible();
    await expect(d.getByRole('checkbox', { name: /^选择隐患：[^（]+$/ })).toHaveCount(0);
    await box.click({ force: true });
    await expect(box).not.toBeChecked();
    await atBothSizes(page, '1-apply-locked');
    // Nothing tickable: the spec's refusal, which also goes to the notification centre.
    await d.getByRole('button', { name: '申请复查' }).click();
    await expect(toast(page, '请选择未整改隐患信息！')).toBeVisible();
    await closeDialog(page);
  });

  await test.step('the bell’s badge is whole, at both sizes', async () => {
    const bell = page.getByRole('banner').getByRole('button', { name: /^通知/ });
    await expect(bell.locator('.fui-CounterBadge')).toBeVisible();
    expect(await badgeClipped(page)).toBe(0);
    await picture(page, '2-bell-1440');
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(bell.locator('.fui-CounterBadge')).toBeVisible();
    expect(await badgeClipped(page)).toBe(0);
    await picture(page, '2-bell-1280');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('帮助 does not repeat a button’s name', async () => {
    await openTask(page, HELP_TASK);
    await header(page).getByRole('button', { name: '帮助', exact: true }).click();
    const help = page.getByRole('dialog', { name: /^帮助/ });
    await expect(help.getByRole('listitem').first()).toBeVisible();
    const text = await help.innerText();
    expect(text).not.toContain('文书送达：文书送达：');
    expect(text).not.toMatch(/([^\s：]{2,})：\1：/);
    await atBothSizes(page, '3-help');
    await closeDialog(page);
  });

  await test.step('文书盖章 names the province and shows no raw 项目编号', async () => {
    await openTask(page, SCHOOL_TASK);
    await page.getByRole('tabpanel').getByRole('button', { name: '文书盖章' }).click();
    const d = page.getByRole('dialog', { name: '文书盖章' });
    await expect(d.getByRole('table')).toBeVisible();
    await expect(d.getByText(/^所属任务：/)).toBeVisible();
    const text = await d.innerText();
    expect(text).not.toContain('区域代码');
    expect(text).not.toMatch(/\d{16}/);
    expect(text).not.toContain('项目编号');
    const note = d.getByText(/^当前账号所属省份/);
    if (await note.count()) await expect(note).toContainText('内蒙古');
    await atBothSizes(page, '4-stamping');
    await closeDialog(page);
  });

  await test.step('操作日志 after opening a task three times: one line of views', async () => {
    for (let i = 0; i < 2; i += 1) {
      await page.getByRole('tabpanel').getByRole('button', { name: '返回' }).click();
      await expect(page.getByRole('table', { name: '任务列表' })).toBeVisible();
      await openTask(page, SCHOOL_TASK);
    }
    await header(page).getByRole('button', { name: '操作日志', exact: true }).click();
    const log = page.getByRole('dialog', { name: '操作日志' });
    await expect(log.getByRole('row').nth(1)).toBeVisible();
    const rows = (await log.getByRole('row').allInnerTexts()).slice(1);
    // No two lines in a row are views: a run of views is one line.
    const views = rows.map((r) => r.includes('查看任务详情'));
    expect(views.some((v, i) => v && views[i + 1])).toBe(false);
    expect(views.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    await atBothSizes(page, '5-oplog');
    await closeDialog(page);
  });

  await test.step('申请延期 on a paused case: one pair of brackets', async () => {
    await openTask(page, PENALTY_TASK);
    const info = page.getByRole('tabpanel').getByRole('region', { name: '基本信息' });
    await expect(info.getByText(/已中止计时 · 剩余\d+天/)).toBeVisible();
    expect(await info.innerText()).not.toMatch(/（[^）]*（/);
    const postpone = header(page).getByRole('button', { name: '申请延期', exact: true });
    if (await postpone.count()) {
      await postpone.click();
      const d = page.getByRole('dialog', { name: '申请延期' });
      const line = d.getByText(/^办案期限：/);
      await expect(line).toHaveText(/^办案期限：\d{4}-\d{2}-\d{2}（已中止计时 · 剩余\d+天）$/);
      await atBothSizes(page, '6-postpone');
      await closeDialog(page);
    } else await atBothSizes(page, '6-paused-clock');
  });

  await test.step('历史归档文件: long names cut with an ellipsis, whole on hover', async () => {
    await page.getByRole('navigation').getByRole('button', { name: '历史归档文件' }).click();
    const list = page.getByRole('table', { name: '历史归档任务' });
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });
    const names = await list.locator('tbody button[title]').evaluateAll((links) =>
      links.map((l) => ({
        title: l.getAttribute('title') ?? '',
        text: l.textContent ?? '',
        cut: l.scrollWidth > l.clientWidth,
        ellipsis: getComputedStyle(l).textOverflow,
      })),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) {
      expect(n.title).toBe(n.text);
      expect(n.ellipsis).toBe('ellipsis');
    }
    // At 1280 at least one name is longer than its column: it is the one cut with the ellipsis.
    expect(names.some((n) => n.cut)).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await atBothSizes(page, '7-history');
  });
});
