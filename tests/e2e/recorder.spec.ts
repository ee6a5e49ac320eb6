import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { openTask, shot, signIn, unlabelledControls } from './fixtures';
import { tempDir, useStack } from './harness';
import { bodyRows, confirmDialog, dialog, expectPlays, row, toast } from './video-steps';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// An officer docks a body-worn recorder in browser mode: adds its folder and recorder number in the
// settings, the dock importer copies, hashes, probes and logs each file (a GA/T 947-named MP4 still
// being written, an AVI in a recorder/date folder, a photo nobody is named for, a duplicate), the
// upload queue sends them to the reference server's collection platform, and the video appears in
// a task's 执法视频 → 视频列表, where the officer binds it, plays it, remarks it and unbinds it.

const stack = useStack(test);
test.describe.configure({ mode: 'serial' });

const ffmpegBin = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;
const ffmpeg = (args: string[]): Promise<void> =>
  new Promise((resolve, reject) => {
    execFile(ffmpegBin, ['-v', 'error', '-y', ...args], { timeout: 60_000 }, (err, _o, stderr) =>
      err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(),
    );
  });
const clip = (size: string): string[] => [
  '-f',
  'lavfi',
  '-i',
  `testsrc=size=${size}:rate=25`,
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=440',
  '-t',
  '2',
];

// Recorder names carry the recorder's wall clock (China time): today, so the platform's default range finds them.
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
const POLICE = 'P100234';
const RECORDER = '0012345';
const MP4 = `${POLICE}_${RECORDER}_${today}093000_0001.MP4`;
const MP4_STEM = MP4.replace(/\.MP4$/, '');
const AVI = '093500_0002.AVI';
const JPG = `IMG_${today}_094000.JPG`;
const DUP = `${MP4_STEM} - 副本.MP4`;
/** A task whose detail offers 执法视频 (the same one the video spec uses). */
const VIDEO_TASK = '关于呼和浩特市青城宾馆有限责任公司消防违法行为的快速办理';

let staging: string;
let dock: string;

test.beforeAll(async () => {
  staging = tempDir('xfjd-e2e-media-');
  dock = tempDir('xfjd-e2e-dock-');
  await Promise.all([
    ffmpeg([
      ...clip('1280x720'),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      join(staging, 'clip.mp4'),
    ]),
    ffmpeg([...clip('640x480'), '-c:v', 'mpeg4', '-c:a', 'pcm_s16le', join(staging, 'clip.avi')]),
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=1920x1080',
      '-frames:v',
      '1',
      join(staging, 'photo.jpg'),
    ]),
  ]);
});

test.afterAll(() => {
  for (const d of [staging, dock]) if (d) rmSync(d, { recursive: true, force: true });
});

/** Writes `src` to `dest` in slices over `ms`, with the file held open, as a recorder's USB copy does. */
async function slowCopy(src: string, dest: string, ms: number): Promise<void> {
  const bytes = readFileSync(src);
  const parts = 8;
  const fh = await openFile(dest, 'w');
  try {
    for (let i = 0; i < parts; i++) {
      await fh.write(
        bytes.subarray(
          Math.floor((i * bytes.length) / parts),
          Math.floor(((i + 1) * bytes.length) / parts),
        ),
      );
      await new Promise((r) => setTimeout(r, ms / parts));
    }
  } finally {
    await fh.close();
  }
}

async function open(page: Page): Promise<void> {
  await page.goto(stack.client().url);
  const account = page.getByLabel('账号');
  const tasks = page.getByRole('tab', { name: '我的任务' });
  await expect(account.or(tasks).first()).toBeVisible();
  if (await account.isVisible()) await signIn(page, stack.client().url);
  await expect(tasks).toBeVisible();
}

const centre = (page: Page): Locator => page.getByRole('dialog', { name: '执法记录仪导入中心' });
const fileRow = (scope: Locator, name: string): Locator =>
  scope.getByRole('listitem', { name, exact: true });

async function openCentre(page: Page, tab: '本次接入' | '导入记录'): Promise<Locator> {
  if (!(await centre(page).isVisible()))
    await page.getByRole('button', { name: /^导入中心/ }).click();
  const drawer = centre(page);
  await expect(drawer).toBeVisible();
  await drawer.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  return drawer;
}

test('settings: the dock folder typed in browser mode, the recorder map with its messages', async ({
  page,
}) => {
  await open(page);
  await page.getByRole('button', { name: '设置', exact: true }).click();
  const form = page.getByRole('form', { name: '执法记录仪' });
  await expect(form.getByText('本机证据库目录')).toBeVisible();
  await expect(form.getByText('尚未添加记录仪目录')).toBeVisible();

  await form.getByRole('button', { name: '添加目录' }).click();
  const path = form.getByRole('textbox', { name: '目录路径' });
  await expect(path).toBeFocused();
  await form.getByRole('button', { name: '添加', exact: true }).click();
  await expect(form.getByText('请输入目录路径')).toBeVisible();
  await path.fill('DCIM');
  await form.getByRole('button', { name: '添加', exact: true }).click();
  await expect(form.getByText('请填写完整的目录路径：DCIM')).toBeVisible();
  await path.fill(dock);
  await path.press('Enter');
  await expect(form.getByRole('listitem', { name: dock })).toBeVisible();

  await form.getByRole('button', { name: '添加记录仪' }).click();
  await form.getByRole('button', { name: '添加记录仪' }).click();
  await form.getByRole('textbox', { name: '第 2 行记录仪编号' }).fill(RECORDER);
  await form.getByRole('button', { name: '保存记录仪设置' }).click();
  await expect(form.getByText('请输入警号')).toHaveCount(2);
  await expect(form.getByText('请输入记录仪编号')).toBeVisible();
  await form.getByRole('textbox', { name: '第 1 行记录仪编号' }).fill(RECORDER);
  await form.getByRole('textbox', { name: '第 1 行警号' }).fill(POLICE);
  await form.getByRole('textbox', { name: '第 2 行警号' }).fill('P100999');
  await form.getByRole('button', { name: '保存记录仪设置' }).click();
  await expect(form.getByText(`记录仪编号重复：${RECORDER}`)).toBeVisible();
  await shot(page, '70-recorder-settings-messages');
  await form.getByRole('button', { name: '删除第 2 行' }).click();
  await form.getByRole('button', { name: '保存记录仪设置' }).click();
  await expect(toast(page, '设置已保存')).toBeVisible();
  await expect(form.getByText('有未保存的更改')).toBeHidden();
  expect(await unlabelledControls(page)).toEqual([]);
  await shot(page, '71-recorder-settings');
});

test('dock import: files importing, imported, uploaded; 指定警号; the dock-finished notice', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await open(page);
  const drawer = await openCentre(page, '本次接入');
  const docks = drawer.getByRole('list', { name: '记录仪目录' });
  await expect(fileRow(docks, dock)).toContainText('已接入');
  await expect(drawer.getByText('暂无待导入文件，接入记录仪后将自动导入')).toBeVisible();

  // The recorder is plugged in: its files appear, the MP4 still being written.
  mkdirSync(join(dock, 'DCIM', '100MEDIA'), { recursive: true });
  mkdirSync(join(dock, RECORDER, today), { recursive: true });
  copyFileSync(join(staging, 'clip.avi'), join(dock, RECORDER, today, AVI));
  copyFileSync(join(staging, 'photo.jpg'), join(dock, JPG));
  const writing = slowCopy(join(staging, 'clip.mp4'), join(dock, 'DCIM', '100MEDIA', MP4), 6000);

  const files = drawer.getByRole('list', { name: '本次接入的文件' });
  await expect(fileRow(files, MP4)).toContainText('等待写入完成', { timeout: 20_000 });
  // The header sits behind the open drawer (aria-hidden while it is modal).
  await expect(
    page.getByRole('button', { name: /^导入中心（\d+ 个文件正在导入）$/, includeHidden: true }),
  ).toHaveCount(1);
  await shot(page, '72-import-centre-importing');
  await writing;
  // The officer copied the same clip once more under another name.
  copyFileSync(join(staging, 'clip.mp4'), join(dock, 'DCIM', '100MEDIA', DUP));

  await expect(toast(page, /^记录仪导入完成：/)).toBeVisible({ timeout: 60_000 });
  await expect(toast(page, /^记录仪导入完成：/)).toHaveText(
    '记录仪导入完成：导入 3 个，重复 1 个，失败 0 个',
  );
  await expect(fileRow(files, MP4)).toContainText('已导入');
  await expect(fileRow(files, AVI)).toContainText('已导入');
  await expect(fileRow(files, JPG)).toContainText('已导入');
  await expect(fileRow(files, JPG)).toContainText('无法从文件名识别警号，请指定执法人员');
  await expect(fileRow(files, DUP)).toContainText('重复文件');
  await expect(fileRow(docks, dock)).toContainText(
    '发现 4 · 已导入 3 · 重复 1 · 失败 0 · 进行中 0',
  );
  await expect(fileRow(docks, dock)).toContainText(`记录仪：${RECORDER}`);
  await expect(
    page.getByRole('button', { name: '导入中心', exact: true, includeHidden: true }),
  ).toHaveCount(1);
  await shot(page, '73-import-centre-imported');

  // 指定警号 is done in the history: the session's row leads there.
  await fileRow(files, JPG).getByRole('button', { name: '去指定警号' }).click();
  const list = drawer.getByRole('list', { name: '导入记录' });
  const mp4 = fileRow(list, MP4);
  await expect(mp4).toContainText(`记录仪 ${RECORDER}`);
  await expect(mp4).toContainText(`警号 ${POLICE}`);
  await expect(mp4).toContainText('时长 00:02');
  await expect(mp4).toContainText('1280×720');
  await expect(mp4.getByText('已上传')).toBeVisible({ timeout: 60_000 });
  // The AVI's police number comes from the recorder map of the settings.
  await expect(fileRow(list, AVI)).toContainText(`警号 ${POLICE}`);
  await expect(fileRow(list, AVI).getByText('已上传')).toBeVisible({ timeout: 60_000 });
  await expect(fileRow(list, DUP)).toContainText('重复文件');

  const photo = fileRow(list, JPG);
  await expect(photo).toContainText('警号未指定');
  await expect(photo).toContainText('指定警号后上传');
  await photo.getByRole('button', { name: `指定警号 ${JPG}` }).click();
  const prompt = page.getByRole('dialog', { name: `指定警号：${JPG}` });
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(prompt.getByText('请输入警号')).toBeVisible();
  await prompt.getByRole('textbox', { name: /警号/ }).fill('P100235');
  await shot(page, '74-assign-officer');
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(prompt).toBeHidden();
  await expect(toast(page, '已指定警号 P100235')).toBeVisible();
  await expect(photo).toContainText('警号 P100235');
  await expect(photo.getByText('已上传')).toBeVisible({ timeout: 60_000 });
  expect(await unlabelledControls(page)).toEqual([]);
  await shot(page, '75-import-history');
});

test('custody log verified and exported; an uploaded original deleted from the recorder', async ({
  page,
}) => {
  await open(page);
  const drawer = await openCentre(page, '导入记录');
  await drawer.getByRole('button', { name: '校验保管链' }).click();
  await expect(drawer.getByText(/^保管链完整，共 \d+ 条记录$/)).toBeVisible();
  await shot(page, '76-custody-verified');
  await drawer.getByRole('button', { name: '导出保管链' }).click();
  const exported = drawer.getByText(/^保管链已导出到 /);
  await expect(exported).toBeVisible();
  const savedTo = ((await exported.textContent()) ?? '').replace(/^保管链已导出到 /, '');
  expect(existsSync(savedTo)).toBe(true);
  expect(readFileSync(savedTo, 'utf8').trim().split('\n').length).toBeGreaterThan(3);

  const list = drawer.getByRole('list', { name: '导入记录' });
  const original = join(dock, RECORDER, today, AVI);
  expect(existsSync(original)).toBe(true);
  await fileRow(list, AVI)
    .getByRole('button', { name: `删除记录仪原文件 ${AVI}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '删除记录仪原文件' });
  await expect(confirm).toContainText(
    `服务器已确认收到文件“${AVI}”，其 MD5 与本机证据库中的副本一致。`,
  );
  await shot(page, '77-delete-original-confirm');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '已删除记录仪上的原始文件')).toBeVisible();
  await expect(fileRow(list, AVI)).toContainText('原文件已删除');
  await expect(
    fileRow(list, AVI).getByRole('button', { name: `删除记录仪原文件 ${AVI}` }),
  ).toHaveCount(0);
  expect(existsSync(original)).toBe(false);
});

test('the uploaded recorder video: found in 视频列表, bound to the task, played, remarked, unbound', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page);
  await openTask(page, VIDEO_TASK);
  await page.getByRole('button', { name: '执法视频', exact: true }).click();
  const bound = dialog(page, '已绑定执法记录仪视频');
  await bound.getByRole('button', { name: '视频列表' }).click();
  const list = dialog(page, '执法记录仪视频列表');
  await list.getByRole('textbox', { name: '视频名称' }).fill(MP4_STEM);
  await list.getByRole('button', { name: '查询' }).click();
  const table = list.getByRole('table', { name: '执法记录仪视频列表' });
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(
    row(table, MP4_STEM).getByRole('button', { name: `绑定 ${MP4_STEM}` }),
  ).toBeVisible();
  await shot(page, '78-recorder-video-in-platform-list');

  await row(table, MP4_STEM)
    .getByRole('button', { name: `绑定 ${MP4_STEM}` })
    .click();
  await expect(confirmDialog(page)).toContainText('是否绑定该视频?');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '绑定成功')).toBeVisible();
  await expect(
    row(table, MP4_STEM).getByRole('button', { name: `解绑 ${MP4_STEM}` }),
  ).toBeVisible();

  // The docked H.264 clip plays from the platform, without a download control.
  await row(table, MP4_STEM)
    .getByRole('button', { name: `查看 ${MP4_STEM}` })
    .click();
  const manage = dialog(page, `视频管理：${MP4_STEM}`);
  await expectPlays(manage.locator('video'));
  await shot(page, '79-recorder-video-playing');
  await manage.getByRole('button', { name: '返回' }).click();
  await expect(manage).toBeHidden();

  await row(table, MP4_STEM)
    .getByRole('button', { name: `备注 ${MP4_STEM}` })
    .click();
  const prompt = dialog(page, `修改备注：${MP4_STEM}`);
  await prompt.getByRole('textbox', { name: '请输入要修改的备注' }).fill('现场检查全程记录');
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '备注修改成功')).toBeVisible();
  await expect(row(table, MP4_STEM)).toContainText('现场检查全程记录');

  // Closing the list reopens the bound videos with the new one; unbind it there.
  await list.getByRole('button', { name: '关闭' }).last().click();
  const again = dialog(page, '已绑定执法记录仪视频');
  const boundTable = again.getByRole('table', { name: '已绑定执法记录仪视频' });
  await expect(row(boundTable, MP4_STEM)).toContainText('现场检查全程记录');
  await row(boundTable, MP4_STEM)
    .getByRole('button', { name: `解绑 ${MP4_STEM}` })
    .click();
  await expect(confirmDialog(page)).toContainText('是否解绑该视频?');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '解绑成功')).toBeVisible();
  await expect(row(boundTable, MP4_STEM)).toHaveCount(0);
});
