import { expect, test, type Locator, type Page } from '@playwright/test';
import { PENALTY_TASK, openTask, signIn } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';
import { DIALOGS, expectAccessible } from './axe';

guardDialogDepth(test);

// Issue 29, WCAG 2.1 AA (GB/T 37668): every top-level screen and the main dialogs have no serious
// or critical axe-core finding. One sign-in, then each screen is opened as an officer opens it and
// scanned as it stands; a finding names its screen, and the walk goes on to list every screen's.

const stack = useStack(test);

const INSPECTION_TASK = '关于内蒙古塞北国际会展中心“草原之夜”大型演唱会举办前消防安全检查';
/** A daily inspection with no penalty case yet: 行政处罚立案 offers the wizard (seed 30). */
const SOURCE_TASK = '关于内蒙古塞北国际会展中心有限公司B馆的日常消防监督检查';
const FIRE_TASK = '关于呼和浩特市新城区老绥远烧麦馆后厨火灾事故调查';
/** A task whose detail offers 执法视频 (recorder.spec.ts). */
const VIDEO_TASK = '关于呼和浩特市青城宾馆有限责任公司消防违法行为的快速办理';
const RECORD = '消防监督检查记录';
const WITH_FILES = '询问笔录（赵建国）';

const tabpanel = (page: Page): Locator => page.getByRole('tabpanel');
const header = (page: Page): Locator => tabpanel(page).getByRole('toolbar', { name: '任务操作' });
const dialog = (page: Page, name: string): Locator =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name })).last();

/** Scans `dialog` once it has finished loading, then closes it with its 关闭/取消. */
async function scanDialog(page: Page, d: Locator, label: string): Promise<void> {
  await expect(d).toBeVisible();
  await expect(d.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page, label, { within: DIALOGS });
}

async function closeDialog(d: Locator): Promise<void> {
  await d
    .getByRole('button', { name: /^(关闭|取消)$/ })
    .last()
    .click();
  await expect(d).toHaveCount(0);
}

async function backToList(page: Page): Promise<void> {
  await tabpanel(page).getByRole('button', { name: '返回' }).click();
  await expect(page.getByRole('table', { name: '任务列表' })).toBeVisible();
}

test('every screen and main dialog has no serious or critical WCAG 2.1 AA finding', async ({
  page,
}) => {
  test.setTimeout(600_000);

  await test.step('login page and its server settings', async () => {
    await page.goto(stack.client().url);
    await expect(page.getByRole('heading', { name: '消防监督执法客户端' })).toBeVisible();
    await expectAccessible(page, '登录页');
    await page.getByRole('button', { name: '服务器设置' }).click();
    const d = page.getByRole('dialog');
    await scanDialog(page, d, '登录页：服务器设置');
    await closeDialog(d);
  });

  await test.step('task list', async () => {
    await signIn(page, stack.client().url);
    await expect(
      page.getByRole('table', { name: '任务列表' }).getByRole('row').nth(1),
    ).toBeVisible();
    await expectAccessible(page, '我的任务');
  });

  await test.step('an inspection task: detail, 新增文书, a document form page', async () => {
    await openTask(page, INSPECTION_TASK);
    await expect(tabpanel(page).getByRole('treegrid', { name: '文书目录' })).toBeVisible();
    await expectAccessible(page, '任务详情（检查任务）');

    await page.getByRole('button', { name: '新增文书' }).click();
    const add = dialog(page, '新增文书');
    await expect(add.getByRole('radio', { name: RECORD, exact: true })).toBeVisible();
    await scanDialog(page, add, '新增文书');
    await add.getByRole('radio', { name: RECORD, exact: true }).check();
    await add.getByRole('button', { name: '确定' }).click();
    await expect(tabpanel(page).getByRole('heading', { name: RECORD })).toBeVisible();
    await expectAccessible(page, `文书页：${RECORD}`);
    await page
      .getByRole('button', { name: /^关闭标签 / })
      .last()
      .click();
    await page.getByRole('tab', { name: INSPECTION_TASK }).click();
    await backToList(page);
  });

  await test.step('a penalty task: detail, send page, attachments, a form action', async () => {
    await openTask(page, PENALTY_TASK);
    await expectAccessible(page, '任务详情（处罚任务）');

    await tabpanel(page).getByRole('button', { name: '发送 送达回证', exact: true }).click();
    await expect(tabpanel(page).getByRole('button', { name: '确认发送' })).toBeVisible();
    await expectAccessible(page, '文书发送');
    await page
      .getByRole('button', { name: /^关闭标签 / })
      .last()
      .click();
    await page.getByRole('tab', { name: PENALTY_TASK }).click();

    await tabpanel(page)
      .getByRole('button', { name: `附件 ${WITH_FILES}`, exact: true })
      .click();
    const manager = dialog(page, `附件管理：${WITH_FILES}`);
    await expect(manager.getByRole('table')).toBeVisible();
    await scanDialog(page, manager, '附件管理');
    await closeDialog(manager);

    await header(page).getByRole('button', { name: '申请延期', exact: true }).click();
    const form = page.getByRole('dialog').last();
    await scanDialog(page, form, '申请延期（表单对话框）');
    await closeDialog(form);
    await backToList(page);
  });

  await test.step('行政处罚立案', async () => {
    await openTask(page, SOURCE_TASK);
    await header(page).getByRole('button', { name: '行政处罚立案', exact: true }).click();
    const d = page.getByRole('dialog').last();
    await expect(d.getByRole('button', { name: /立案登记/ })).toBeVisible();
    await scanDialog(page, d, '行政处罚立案');
    await d.getByRole('button', { name: /立案登记/ }).click();
    await expect(d.getByRole('radio', { name: /一般程序/ })).toBeVisible();
    await expectAccessible(page, '行政处罚立案：选择程序', { within: DIALOGS });
    await closeDialog(d);
    await backToList(page);
  });

  await test.step('a fire case', async () => {
    await openTask(page, FIRE_TASK);
    await expect(
      tabpanel(page).getByRole('region', { name: '火灾调查', exact: true }),
    ).toBeVisible();
    await expectAccessible(page, '火灾调查任务详情');
    await backToList(page);
  });

  await test.step('video list and the prompt dialog', async () => {
    await openTask(page, VIDEO_TASK);
    await page.getByRole('button', { name: '执法视频', exact: true }).click();
    const bound = dialog(page, '已绑定执法记录仪视频');
    await scanDialog(page, bound, '已绑定执法记录仪视频');
    await bound.getByRole('button', { name: '视频列表' }).click();
    const list = dialog(page, '执法记录仪视频列表');
    await expect(list.getByRole('table', { name: '执法记录仪视频列表' })).toBeVisible();
    await scanDialog(page, list, '执法记录仪视频列表');
    // The prompt dialog (PromptDialog): a video's remark.
    await list
      .getByRole('button', { name: /^备注 / })
      .first()
      .click();
    const prompt = page.getByRole('dialog', { name: /^修改备注/ });
    await expect(prompt.getByRole('textbox', { name: '请输入要修改的备注' })).toBeVisible();
    await scanDialog(page, prompt, '修改备注（输入对话框）');
    await closeDialog(prompt);
    await closeDialog(list);
    await closeDialog(bound);
    await backToList(page);
  });

  await test.step('upload centre, import centre, settings, 历史归档文件', async () => {
    await page.getByRole('button', { name: /^上传中心/ }).click();
    const uploads = dialog(page, '上传中心');
    await scanDialog(page, uploads, '上传中心');
    await closeDialog(uploads);

    await page.getByRole('button', { name: /^导入中心/ }).click();
    const imports = dialog(page, '执法记录仪导入中心');
    await scanDialog(page, imports, '执法记录仪导入中心');
    await closeDialog(imports);

    await page.getByRole('button', { name: '设置', exact: true }).click();
    await expect(page.getByRole('form', { name: '执法记录仪' })).toBeVisible();
    await expectAccessible(page, '设置');

    await page.getByRole('navigation').getByRole('button', { name: '历史归档文件' }).click();
    await expect(
      page.getByRole('table', { name: '历史归档任务' }).getByRole('row').nth(1),
    ).toBeVisible();
    await expectAccessible(page, '历史归档文件');
  });
});
