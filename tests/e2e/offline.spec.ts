import { expect, test } from '@playwright/test';
import { OTHER_TASK, PENALTY_TASK, openTask, shot, signIn } from './fixtures';
import {
  freePort,
  startClient,
  startReferenceServer,
  tempDir,
  type ClientProc,
  type ServerProc,
} from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

let server: ServerProc;
let client: ClientProc;

test.afterAll(async () => {
  await client?.stop();
  await server?.stop();
});

test('server stops: cached task with the offline notice, unseen task needs the network; server returns: back online by itself', async ({
  page,
}) => {
  const port = await freePort();
  const dataDir = tempDir('xfjd-e2e-server-');
  server = await startReferenceServer(port, dataDir);
  client = await startClient(server.url);

  await signIn(page, client.url);
  await openTask(page, PENALTY_TASK);
  await expect(
    page.getByRole('treegrid', { name: '文书目录' }).getByText('当前任务'),
  ).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();

  await server.stop();
  await expect(page.getByLabel('网络状态')).toHaveText('离线', { timeout: 30_000 });

  // Reopen the task viewed before: from the cache, with the notice.
  await page.getByRole('button', { name: `办理 ${PENALTY_TASK}` }).click();
  await expect(page.getByRole('heading', { name: PENALTY_TASK })).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: PENALTY_TASK });
  await expect(
    panel.getByText(/^离线，数据更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  ).toBeVisible();
  await expect(
    panel.getByRole('treegrid', { name: '文书目录' }).getByText('当前任务'),
  ).toBeVisible();
  await shot(page, '07-detail-offline');

  // A task never opened on this machine says it needs the network.
  await page.getByRole('tab', { name: '我的任务' }).click();
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page.getByText('共 32 条')).toBeVisible();
  await page.getByRole('button', { name: `办理 ${OTHER_TASK}` }).click();
  await expect(page.getByText('该任务尚未在本机查看过，需要联网后才能打开')).toBeVisible();
  await shot(page, '08-detail-needs-network');

  // The server comes back: the client goes online without a restart and the screen loads.
  server = await startReferenceServer(port, dataDir);
  await expect(page.getByLabel('网络状态')).toHaveText('在线', { timeout: 30_000 });
  const other = page.getByRole('tabpanel', { name: OTHER_TASK });
  await expect(other.getByRole('heading', { name: OTHER_TASK })).toBeVisible({ timeout: 30_000 });
  await expect(other.getByRole('treegrid', { name: '文书目录' })).toBeVisible();
  await expect(page.getByText(/^离线，数据更新于/).filter({ visible: true })).toHaveCount(0);
});
