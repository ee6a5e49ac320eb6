import { expect, test } from '@playwright/test';
import { DEMO, shot, signIn } from './fixtures';
import { freePort, startClient, useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';
import { expectAccessible } from './axe';

guardDialogDepth(test);

const stack = useStack(test);

test('empty fields are named, a wrong password is refused, the demo officer signs in', async ({
  page,
}) => {
  await page.goto(stack.client().url);
  await expect(page.getByRole('heading', { name: '消防监督执法客户端' })).toBeVisible();
  await shot(page, '01-login');

  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
  await expectAccessible(page, '登录页（未填账号和密码）');

  await signIn(page, stack.client().url, 'wrong-password');
  await expect(page.getByText('用户名或密码不正确')).toBeVisible();
  await shot(page, '02-login-wrong-password');

  await page.getByLabel('密码').fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const header = page.getByRole('banner');
  await expect(header.getByText(DEMO.name)).toBeVisible();
  await expect(header.getByText(DEMO.unit)).toBeVisible();
  await expect(page.getByLabel('网络状态')).toHaveText('在线');
});

test('an unreachable server is named at login', async ({ page }) => {
  const deadPort = await freePort();
  const lonely = await startClient(`http://127.0.0.1:${deadPort}`);
  try {
    await signIn(page, lonely.url);
    await expect(page.getByText(`无法连接服务器（http://127.0.0.1:${deadPort}）`)).toBeVisible();
    await shot(page, '03-login-unreachable');
  } finally {
    await lonely.stop();
  }
});
