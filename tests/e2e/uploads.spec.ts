import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeSync, mkdtempSync, openSync, ftruncateSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
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

// An officer uploads through each attachment dialog in browser mode (files staged through the
// bridge, uploaded by main's queue over the chunked protocol to the reference server), sees every
// validation message, and has the server taken away mid-upload.

const MIB = 1024 * 1024;
const CHECK_DOC = '消防监督检查记录（复查）';
const INSPECTION_TASK = '关于呼和浩特市鼎盛购物中心有限公司的消防安全重点单位检查';

let files: string;
let server: ServerProc | undefined;
let client: ClientProc | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startReferenceServer(await freePort(), tempDir('xfjd-e2e-server-'));
  client = await startClient(server.url);
  files = mkdtempSync(join(tmpdir(), 'xfjd-e2e-files-'));
  const sparse = (name: string, size: number): void => {
    const fd = openSync(join(files, name), 'w');
    ftruncateSync(fd, size);
    closeSync(fd);
  };
  sparse('整栋楼监控录像.mp4', 100 * MIB + 1);
  sparse('全天录像.mp4', 500 * MIB + 1);
  writeFileSync(
    join(files, '整改情况说明.pdf'),
    Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200 * 1024)]),
  );
  writeFileSync(join(files, '整改后照片.jpg'), randomBytes(300 * 1024));
  writeFileSync(join(files, '检查工具.exe'), randomBytes(1024));
  writeFileSync(join(files, '复查现场录像.mp4'), randomBytes(3 * MIB + 17));
  writeFileSync(join(files, '复查现场录像.mov'), randomBytes(1024));
  writeFileSync(join(files, '听证现场录像.mp4'), randomBytes(40 * MIB + 5));
  for (let i = 1; i <= 6; i++) writeFileSync(join(files, `照片${i}.jpg`), randomBytes(1024 + i));
});

test.afterAll(async () => {
  await client?.stop();
  await server?.stop();
  rmSync(files, { recursive: true, force: true });
});

const file = (name: string): string => join(files, name);

/** Clicks the read-only choose field and answers the browser's file chooser with `names`. */
async function choose(page: Page, dialog: Locator, names: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('textbox', { name: '点击选择文件' }).click();
  await (await chooser).setFiles(names.map(file));
}

/** Later tests find the session of the first one kept by main: sign in only when asked. */
async function open(page: Page): Promise<void> {
  await page.goto(client!.url);
  const account = page.getByLabel('账号');
  const tasks = page.getByRole('tab', { name: '我的任务' });
  await expect(account.or(tasks).first()).toBeVisible();
  if (await account.isVisible()) await signIn(page, client!.url);
}

const treeToolbarButton = (page: Page, name: string): Locator =>
  page.getByRole('tabpanel').getByRole('button', { name, exact: true });

test('attachment upload dialog: every rule, then two files uploaded and listed in the viewer', async ({
  page,
}) => {
  await open(page);
  await openTask(page, OTHER_TASK);

  await treeToolbarButton(page, '附件上传').click();
  const dialog = page.getByRole('dialog', { name: '附件上传' });
  await expect(dialog.getByText('上传过程中请勿刷新页面！')).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请上传附件!')).toBeVisible();

  await choose(page, dialog, [
    '照片1.jpg',
    '照片2.jpg',
    '照片3.jpg',
    '照片4.jpg',
    '照片5.jpg',
    '照片6.jpg',
  ]);
  await expect(dialog.getByText('超出最大上传文件数量 5')).toBeVisible();
  await choose(page, dialog, ['整栋楼监控录像.mp4']);
  await expect(
    dialog.getByText('您的附件【整栋楼监控录像.mp4】过大，系统限制为100M，请缩小后再上传'),
  ).toBeVisible();
  await choose(page, dialog, ['检查工具.exe']);
  await expect(
    dialog.getByText('您的附件【检查工具.exe】后缀系统不支持，请修改后缀后重新上传'),
  ).toBeVisible();

  await choose(page, dialog, ['整改情况说明.pdf', '整改后照片.jpg']);
  const table = dialog.getByRole('table');
  await expect(table.getByText('等待上传')).toHaveCount(2);
  await table.getByRole('textbox').nth(1).fill('东侧通道已清理，防火门闭门器已更换');
  await shot(page, '20-attachment-upload-dialog');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  await treeToolbarButton(page, '附件查看').click();
  const viewer = page.getByRole('dialog', { name: '查看附件' });
  await viewer.getByRole('tab', { name: /文件/ }).click();
  await expect(viewer.getByText('整改情况说明').first()).toBeVisible();
  await viewer.getByRole('tab', { name: /图片/ }).click();
  await expect(viewer.getByText('整改后照片').first()).toBeVisible();
  await shot(page, '21-attachment-viewer');
  await viewer.getByRole('button', { name: '关闭' }).last().click();
});

test('attachment manager and the upload form: messages in order, then a video uploaded to a document', async ({
  page,
}) => {
  await open(page);
  await openTask(page, OTHER_TASK);
  const row = page
    .getByRole('tabpanel')
    .getByRole('treegrid', { name: '文书目录' })
    .getByRole('row')
    .filter({ hasText: CHECK_DOC });
  const inline = row.getByRole('button', { name: `附件 ${CHECK_DOC}`, exact: true });
  if (await inline.count()) await inline.click();
  else {
    await row.getByRole('button', { name: `${CHECK_DOC} 的更多操作` }).click();
    await page.getByRole('menuitem', { name: '附件' }).click();
  }
  const manager = page.getByRole('dialog', { name: `附件管理：${CHECK_DOC}` });
  await expect(manager.getByText('暂无附件').or(manager.getByRole('table'))).toBeVisible();

  await manager.getByRole('button', { name: '上传' }).click();
  const form = page.getByRole('dialog', { name: '上传附件' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请选择附件!')).toBeVisible();
  // Spec 01 §5: the files field refuses the empty list too.
  await expect(form.getByText('请上传附件!')).toBeVisible();
  await shot(page, '22-upload-form-empty');
  await choose(page, form, ['检查工具.exe']);
  await expect(
    form.getByText(/^您上传的附件\(检查工具\.exe\)不符合要求\(上传类型是.*\)，请重新上传!$/),
  ).toBeVisible();
  await choose(page, form, ['复查现场录像.mp4']);
  const title = form.getByRole('textbox', { name: '标题' });
  await expect(title).toHaveValue('复查现场录像');
  await choose(page, form, ['复查现场录像.mov']);
  await expect(form.getByText('只能上传一个附件')).toBeVisible();
  await title.fill('');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('标题不能为空!')).toBeVisible();
  await title.fill('复查现场录像');
  await shot(page, '22-upload-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(manager.getByRole('table').getByText('复查现场录像.mp4')).toBeVisible({
    timeout: 30_000,
  });
  await expect(manager.getByRole('table').getByText('3.00')).toBeVisible();
  await shot(page, '23-attachment-manager');

  // The same file again is a duplicate of the stored one.
  await manager.getByRole('button', { name: '上传' }).click();
  await choose(page, form, ['复查现场录像.mp4']);
  await expect(form.getByText('当前文件已存在!')).toBeVisible();
  await form.getByRole('button', { name: '取消' }).click();
});

test('attachment viewer: the mobile photos, recording and recorder clip of an inspection; the mobile package', async ({
  page,
}) => {
  await open(page);
  await openTask(page, INSPECTION_TASK);
  await treeToolbarButton(page, '附件查看').click();
  const viewer = page.getByRole('dialog', { name: '查看附件' });
  await expect(
    viewer
      .getByRole('region', { name: '移动端附件' })
      .getByRole('button', { name: /移动端现场照片/ }),
  ).toBeVisible();
  await expect(viewer.locator('img').first()).toHaveJSProperty('complete', true);
  await shot(page, '28-viewer-images');

  await viewer.getByRole('button', { name: /东侧疏散通道现场照片/ }).click();
  const image = page.getByRole('dialog', { name: '东侧疏散通道现场照片.png' });
  await expect(image.locator('img')).toHaveJSProperty('naturalWidth', 320);
  await shot(page, '29-viewer-image-open');
  await image.getByRole('button', { name: '关闭' }).last().click();

  await viewer.getByRole('tab', { name: /视频/ }).click();
  await viewer
    .getByRole('button', { name: /执法记录仪视频/ })
    .first()
    .click();
  const player = page.getByRole('dialog', { name: '执法记录仪视频.mp4' });
  const video = player.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
  await shot(page, '30-viewer-video');
  await player.getByRole('button', { name: '关闭' }).last().click();

  await viewer.getByRole('button', { name: '打包下载移动端附件' }).click();
  await expect(
    page
      .getByText(/已下载到 .*\.zip/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
});

test('chunked uploader: rules, then the server goes away mid-upload and the file still arrives', async ({
  page,
}) => {
  // A slow link (each slice held 3 s, the file needs three rounds); the server is stopped as soon as
  // it holds the first slice and the dialog says 上传中, so the file cannot have arrived.
  const port = server!.port;
  const dataDir = server!.dataDir;
  await server!.stop();
  server = await startReferenceServer(port, dataDir, { sliceDelayMs: 3000 });

  await open(page);
  await openTask(page, PENALTY_TASK);
  await treeToolbarButton(page, '附件上传').click();
  const dialog = page.getByRole('dialog', { name: '附件上传（断点续传）' });
  await expect(dialog.getByText('上传过程中请勿刷新页面！')).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请选择上传的文件')).toBeVisible();
  await choose(page, dialog, ['全天录像.mp4']);
  await expect(
    dialog.getByText('您的附件【全天录像.mp4】过大，系统限制为500M，请缩小后再上传'),
  ).toBeVisible();

  const firstSlice = server!.prints(/slice \d+ held/);
  await choose(page, dialog, ['听证现场录像.mp4']);
  await firstSlice;
  await expect(dialog.getByText('上传中').first()).toBeVisible({ timeout: 30_000 });
  const stopping = server!.stop();
  await shot(page, '24-chunked-uploading');
  await stopping;
  await expect(page.getByLabel('网络状态')).toHaveText('离线', { timeout: 30_000 });

  await expect(dialog.getByText('等待网络恢复')).toBeVisible({ timeout: 30_000 });
  await shot(page, '25-chunked-offline');
  // Closing the dialog does not stop the upload: the queue in main carries on.
  await dialog.getByRole('button', { name: '关闭' }).click();
  await page.getByRole('button', { name: /^上传中心/ }).click();
  const centre = page.getByRole('dialog', { name: '上传中心' });
  await expect(centre.getByText('听证现场录像.mp4')).toBeVisible();
  await expect(centre.getByText('等待网络恢复')).toBeVisible({ timeout: 30_000 });
  await shot(page, '26-upload-centre-offline');

  server = await startReferenceServer(port, dataDir, { sliceDelayMs: 600 });
  await expect(page.getByLabel('网络状态')).toHaveText('在线', { timeout: 30_000 });
  await expect(
    page.getByText('网络已恢复，1 个文件已全部上传完成').filter({ visible: true }).first(),
  ).toBeVisible({ timeout: 60_000 });
  await expect(
    centre.getByRole('listitem', { name: '听证现场录像.mp4' }).getByText('已完成', { exact: true }),
  ).toBeVisible();
  await shot(page, '27-upload-centre-drained');
});
