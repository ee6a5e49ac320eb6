import { expect, test, type Page } from '@playwright/test';
import { openTask, shot, signIn } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Issue 14, never lose typed work and forms that start where the officer is: a new inspection
// record opens pre-filled from the task and says so; typed input is kept as a local draft; closing
// its tab asks first; the draft comes back from 草稿 and restores what was typed; the notification
// centre keeps the session's messages.

const stack = useStack(test);

const SCHOOL_TASK = '关于呼和浩特市新城区育才小学的冬春火灾防控专项检查';
const RECORD = '消防监督检查记录';
const TYPED = '教学楼消防设施完好，疏散通道畅通。';

async function newRecord(page: Page): Promise<void> {
  await page.getByRole('button', { name: '新增文书' }).click();
  const add = page.getByRole('dialog', { name: '新增文书' });
  await add.getByRole('radio', { name: RECORD, exact: true }).check();
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: RECORD })).toBeVisible();
}

test('a pre-filled record, its draft kept when the tab is closed, restored from 草稿; the notification centre', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, stack.client().url);
  await openTask(page, SCHOOL_TASK);
  await newRecord(page);
  const form = page.getByRole('tabpanel');

  await test.step('the form opens pre-filled from the task and names what it filled', async () => {
    const note = form.getByText(/^已根据任务和当前账号预填：.+（可修改）$/);
    await expect(note).toBeVisible();
    await expect(note).toContainText('被检查单位');
    await expect(form.getByLabel('被检查单位')).toHaveValue('呼和浩特市新城区育才小学');
    await expect(form.getByText('预填', { exact: true }).first()).toBeVisible();
    await shot(page, '99-prefilled-form-1440');
    await page.setViewportSize({ width: 1280, height: 720 });
    await shot(page, '99-prefilled-form-1280');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('typed input is saved as a local draft; closing the tab asks first', async () => {
    await form.getByLabel('检查情况').fill(TYPED);
    await expect(
      form.getByText(/^已自动保存本机草稿 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '草稿（1 份）' })).toBeVisible();

    await page.keyboard.press('Control+w');
    const ask = page.getByRole('alertdialog', { name: '尚未保存的修改' });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('以下内容尚未保存，离开后所做的修改将丢失：');
    await expect(ask).toContainText(RECORD);
    await shot(page, '99-unsaved-question');
    await ask.getByRole('button', { name: '继续编辑' }).click();
    await expect(ask).toBeHidden();
    await expect(form.getByLabel('检查情况')).toHaveValue(TYPED);

    await page.keyboard.press('Control+w');
    await page
      .getByRole('alertdialog', { name: '尚未保存的修改' })
      .getByRole('button', { name: '放弃修改' })
      .click();
    await expect(page.getByRole('tab', { name: RECORD })).toHaveCount(0);
  });

  await test.step('the draft comes back from 草稿 and restores what was typed', async () => {
    await page.getByRole('button', { name: '草稿（1 份）' }).click();
    const list = page.getByRole('dialog', { name: '本机草稿' });
    await expect(list.getByRole('row').filter({ hasText: RECORD })).toBeVisible();
    await shot(page, '99-drafts-list');
    await list.getByRole('button', { name: /^打开/ }).click();
    const reopened = page.getByRole('tabpanel');
    await expect(reopened.getByText(/^本机有该文书的草稿，保存于 /)).toBeVisible();
    await reopened.getByRole('button', { name: '恢复草稿' }).click();
    await expect(reopened.getByLabel('检查情况')).toHaveValue(TYPED);
  });

  await test.step('saving the restored record submits it and removes its draft', async () => {
    const page2 = page.getByRole('tabpanel');
    const date = page2.getByRole('combobox', { name: '检查时间' });
    await date.fill('2026-03-18');
    await date.press('Tab');
    await page2.getByLabel('检查地点').fill('呼和浩特市新城区育才路18号');
    await page2.getByLabel(/^现场负责人[\s*]*$/).fill('王校长');
    await page2.getByLabel('检查类型').selectOption({ label: '专项检查' });
    await page2.getByLabel('检查结论').selectOption({ label: '合格' });
    await page2.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/#\/ws\/xfjdjcjl\?.*FLWSID=/);
    await expect(page.getByRole('button', { name: /^草稿（/ })).toHaveCount(0);
  });

  await test.step('a file dropped on 附件上传 goes to the document chosen under 所属文书', async () => {
    await page.getByRole('tab', { name: SCHOOL_TASK }).click();
    const taskPanel = page.getByRole('tabpanel');
    await taskPanel.getByRole('button', { name: '附件上传', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '附件上传' });
    await dialog.getByRole('combobox', { name: '所属文书' }).selectOption({ label: RECORD });
    // What the officer's drag from Explorer hands the page: a DataTransfer holding a file.
    const files = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      const jpeg = new Uint8Array([
        0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 0xff, 0xd9,
      ]);
      dt.items.add(new File([jpeg], '疏散通道照片.jpg', { type: 'image/jpeg' }));
      return dt;
    });
    // Dropped anywhere on the dialog's body (here on its warning line).
    const body = dialog.getByText('上传过程中请勿刷新页面！');
    await body.dispatchEvent('dragenter', { dataTransfer: files });
    await expect(dialog.getByText('松开鼠标即可添加文件')).toBeVisible();
    await shot(page, '99-drop-files');
    await body.dispatchEvent('dragover', { dataTransfer: files });
    await body.dispatchEvent('drop', { dataTransfer: files });
    await expect(dialog.getByRole('table').getByText('等待上传')).toHaveCount(1);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    const row = taskPanel
      .getByRole('treegrid', { name: '文书目录' })
      .getByRole('row')
      .filter({ hasText: RECORD })
      .filter({ hasText: '草稿' });
    const inline = row.getByRole('button', { name: `附件 ${RECORD}`, exact: true });
    if (await inline.count()) await inline.click();
    else {
      await row.getByRole('button', { name: `${RECORD} 的更多操作` }).click();
      await page.getByRole('menuitem', { name: '附件' }).click();
    }
    const manager = page.getByRole('dialog', { name: `附件管理：${RECORD}` });
    await expect(manager.getByRole('table').getByText('疏散通道照片.jpg')).toBeVisible({
      timeout: 30_000,
    });
    await manager.getByRole('button', { name: '关闭' }).last().click();
    await expect(manager).toBeHidden();
  });

  await test.step('the notification centre keeps the session’s messages', async () => {
    await page.getByRole('button', { name: /^通知/ }).click();
    const centre = page.getByRole('dialog', { name: /通知/ });
    await expect(centre).toBeVisible();
    await expect(centre.getByText('保存成功!').first()).toBeVisible();
    await shot(page, '99-notification-centre');
  });
});
