import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const DEMO = {
  account: 'demo',
  password: 'demo123456',
  name: '张伟',
  unit: '呼和浩特市新城区消防救援大队',
};
export const PENALTY_TASK = '关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚';
/** What the list, the tree and the tabs show of it (shared/tasks/names.ts: the unit and the matter). */
export const PENALTY_SHORT = '鼎盛购物中心有限公司消防违法行为的行政处罚';
export const OTHER_TASK = '关于呼和浩特市鼎盛购物中心有限公司的责令改正复查';

const shotDir = resolve(import.meta.dirname, '../../test-results/screenshots');

/** Screenshots kept for people to look at (CI artefacts), not compared pixel by pixel. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotDir, { recursive: true });
  // Dialogs and drawers fade and slide in: wait for running animations so the picture is the screen at rest.
  // Spinners run forever: only finite animations are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: join(shotDir, `${name}.png`), fullPage: true });
}

export async function signIn(page: Page, url: string, password = DEMO.password): Promise<void> {
  await page.goto(url);
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
}

export async function signInAs(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Signs an officer in (the demo officer by default) from the login page, signing out first whoever
 * the client still holds: browser mode keeps the session in the client, not in the browser page.
 */
export async function freshSignIn(
  page: Page,
  url: string,
  who: { account: string; password: string; name: string } = DEMO,
): Promise<void> {
  await page.goto(url);
  const account = page.getByLabel('账号');
  const out = page.getByRole('button', { name: '退出登录' });
  await expect(account.or(out).first()).toBeVisible();
  if (await out.count()) await logout(page);
  await signInAs(page, who.account, who.password);
  await expect(page.getByRole('banner').getByText(who.name)).toBeVisible();
}

export async function openTask(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: '我的任务' }).click();
  await page.getByLabel('任务名称').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  // A finished or voided task's button says 查看 instead of 办理 (shared/tasks/rules.ts).
  const label = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('button', { name: new RegExp(`^(办理|查看) ${label}$`) }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** Every interactive control on screen must carry an accessible name (tests and screen readers need it). */
export async function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, input, select, textarea, [role="button"], [role="combobox"], [role="tab"], [role="checkbox"], a[href]';
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[aria-hidden="true"]') || el.offsetParent === null) continue;
      const labelledBy = el.getAttribute('aria-labelledby');
      const byId = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join('')
        : '';
      const labels =
        'labels' in el
          ? Array.from((el as HTMLInputElement).labels ?? [])
              .map((l) => l.textContent ?? '')
              .join('')
          : '';
      const name =
        (el.getAttribute('aria-label') ?? '') +
        byId +
        labels +
        (el.textContent ?? '') +
        (el.getAttribute('title') ?? '');
      if (!name.trim()) bad.push(el.outerHTML.slice(0, 120));
    }
    return bad;
  });
}
