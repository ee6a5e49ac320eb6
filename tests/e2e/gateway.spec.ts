import { expect, test } from '@playwright/test';
import { DEMO, PENALTY_TASK, openTask, shot, signIn } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Against the reference server in strict mode, which answers like a real BladeX gateway: an
// expired token is HTTP 200 with body code 401, errors in Spring's shape, nulls sent as "".
const stack = useStack(test, { strict: true });

test('a strict BladeX: sign in, open a task, survive an expiry signalled in the body', async ({
  page,
}) => {
  await signIn(page, stack.client().url);
  const header = page.getByRole('banner');
  await expect(header.getByText(DEMO.name)).toBeVisible();
  await expect(header.getByText(DEMO.unit)).toBeVisible();
  await openTask(page, PENALTY_TASK);
  await expect(page.getByRole('region', { name: '基本信息' })).toBeVisible();

  // The access token runs out while the officer works: the next call is answered {code: 401}; the
  // client renews the token once and carries on, without asking for the password.
  await stack.server().expireTokens('access');
  await page.getByRole('button', { name: '操作日志' }).click();
  const log = page.getByRole('dialog', { name: '操作日志' });
  await expect(log.getByRole('row').nth(1)).toContainText('查看任务详情');
  await expect(page.getByRole('alertdialog', { name: '登录已过期，请重新登录' })).toHaveCount(0);
  await shot(page, '90-strict-refreshed');
  await log.getByRole('button', { name: '关闭' }).first().click();
  await expect(log).toHaveCount(0);

  // The refresh token has run out too: the officer signs in again in place and the tab stays.
  await stack.server().expireTokens('all');
  await page.getByRole('button', { name: '操作日志' }).click();
  const relogin = page.getByRole('alertdialog', { name: '登录已过期，请重新登录' });
  await expect(relogin).toBeVisible();
  await expect(relogin.getByText(`账号 ${DEMO.account} 的登录已失效`)).toBeVisible();
  await shot(page, '91-strict-relogin');
  await relogin.getByLabel('密码').fill(DEMO.password);
  await relogin.getByRole('button', { name: '登录', exact: true }).click();
  await expect(relogin).toHaveCount(0);
  await expect(page.getByRole('heading', { name: PENALTY_TASK })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: '操作日志' }).getByRole('row').nth(1),
  ).toContainText('查看任务详情');
});
