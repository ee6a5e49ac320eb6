import { expect, test, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DEMO, openTask, shot, signIn } from './fixtures';
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

// The shared form machinery on a real document page in browser mode: the inspection record
// (消防监督检查记录) drawn from the server's definition by the shared field renderer, its date and
// time in the Chinese date picker (calendar popup and typing), its officers chosen with the
// searchable table picker, '<label>不能为空' from the shared rules, and the saved values read back.

const SCHOOL_TASK = '关于呼和浩特市新城区育才小学的冬春火灾防控专项检查';
const RECORD = '消防监督检查记录';
/** Officers of the demo officer's brigade besides 张伟 (the seed has one per brigade): two pages of them. */
const COLLEAGUES = [
  '李强',
  '刘志刚',
  '陈晓明',
  '杨帆',
  '黄海涛',
  '周磊',
  '吴昊',
  '徐静',
  '孙浩',
  '马丽娜',
  '朱建华',
  '胡伟',
  '郭亮',
  '何晓东',
];

let server: ServerProc | undefined;
let client: ClientProc | undefined;

// An English machine: the calendar must stay Chinese whatever the locale.
test.use({ locale: 'en-US' });

test.beforeAll(async () => {
  server = await startReferenceServer(await freePort(), tempDir('xfjd-e2e-server-'));
  // Test data beside the seed, written into the running server's database (WAL: it sees them at once).
  const db = new Database(join(server.dataDir, 'reference.sqlite'));
  db.pragma('busy_timeout = 5000');
  const add = db.prepare(
    `INSERT INTO blade_user (ID, TENANT_ID, ACCOUNT, PASSWORD_MD5, REAL_NAME, COMPANY_ID, DEPT_ID, POLICE_NUMBER, ROLE_NAME, PERMISSIONS)
     SELECT ?, TENANT_ID, ?, PASSWORD_MD5, ?, COMPANY_ID, DEPT_ID, ?, ROLE_NAME, '[]' FROM blade_user WHERE ACCOUNT = ?`,
  );
  COLLEAGUES.forEach((name, i) =>
    add.run(
      `19000000000000000${String(i + 10)}`,
      `officer${i + 10}`,
      name,
      `15021${String(i + 30)}`,
      DEMO.account,
    ),
  );
  db.close();
  client = await startClient(server.url);
});
test.afterAll(async () => {
  await client?.stop();
  await server?.stop();
});

const toast = (page: Page, text: string): Locator =>
  page.locator('.fui-ToastTitle').filter({ hasText: text }).last();
const pad = (n: number): string => String(n).padStart(2, '0');

test('the inspection record: Chinese date picker, officer picker, shared rules, save and view', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, client!.url);
  await openTask(page, SCHOOL_TASK);

  const form = page.getByRole('tabpanel');
  await test.step('open a new inspection record and see the rules name every empty required field', async () => {
    await page.getByRole('button', { name: '新增文书' }).click();
    const add = page.getByRole('dialog', { name: '新增文书' });
    await add.getByRole('radio', { name: RECORD, exact: true }).check();
    await add.getByRole('button', { name: '确定' }).click();
    await expect(form.getByRole('heading', { name: RECORD })).toBeVisible();
    // Date and time are the Chinese picker and a 24-hour box, never the browser's native inputs.
    await expect(
      form.locator('input[type=date], input[type=datetime-local], input[type=time]'),
    ).toHaveCount(0);
    // The unit and the officer come pre-filled from the task (shared/documents/prefill.ts).
    await expect(form.getByLabel('被检查单位')).toHaveValue('呼和浩特市新城区育才小学');
    await expect(form.getByRole('toolbar', { name: '检查人员' })).toContainText(DEMO.name);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('被检查单位不能为空')).toBeHidden();
    await expect(form.getByText('检查人员不能为空')).toBeHidden();
    for (const label of [
      '检查时间',
      '检查地点',
      '现场负责人',
      '检查类型',
      '检查情况',
      '检查结论',
    ]) {
      await expect(form.getByText(`${label}不能为空`)).toBeVisible();
    }
    await shot(page, '80-forms-required');
  });

  await test.step('pick the date in the calendar popup (Chinese, Monday first), then type one', async () => {
    const date = form.getByRole('combobox', { name: '检查时间' });
    await date.click();
    const calendar = page.getByRole('dialog', { name: '日历' });
    await expect(calendar).toBeVisible();
    const today = new Date();
    await expect(
      calendar.getByText(`${today.getFullYear()}年${today.getMonth() + 1}月`).first(),
    ).toBeVisible();
    const weekdays = await calendar.locator('th').allTextContents();
    expect(weekdays.slice(0, 7)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    const day = `${today.getFullYear()}年${today.getMonth() + 1}月15日`;
    await shot(page, '81-forms-calendar');
    await calendar.getByRole('button', { name: day }).click();
    await expect(calendar).toBeHidden();
    await expect(date).toHaveValue(`${today.getFullYear()}-${pad(today.getMonth() + 1)}-15`);
    await expect(form.getByText('检查时间不能为空')).toBeHidden();

    // Typed the way officers write dates: read and shown as YYYY-MM-DD once the box is left.
    await date.fill('2026年3月18日');
    await date.press('Tab');
    await expect(date).toHaveValue('2026-03-18');
    const time = form.getByLabel('检查时间（时间）');
    await time.fill('1430');
    await time.press('Tab');
    await expect(time).toHaveValue('14:30');
    await date.fill('2026-02-30');
    await date.press('Tab');
    await expect(form.getByText('请输入正确的日期，格式为 YYYY-MM-DD')).toBeVisible();
    await date.fill('2026-03-18');
    await date.press('Tab');
    await expect(form.getByText('请输入正确的日期，格式为 YYYY-MM-DD')).toBeHidden();
  });

  await test.step('choose officers with the picker: search, page, tick, tags', async () => {
    await form.getByRole('button', { name: '选择检查人员' }).click();
    const picker = page.getByRole('dialog', { name: '选择检查人员' });
    await expect(picker.getByPlaceholder('请搜索检查人员')).toBeVisible();
    await expect(picker.getByText(`查询结果 ${COLLEAGUES.length + 1} 条`)).toBeVisible();
    await expect(picker.getByText('第 1 / 2 页')).toBeVisible();
    await picker.getByRole('button', { name: '下一页' }).click();
    await expect(picker.getByText('第 2 / 2 页')).toBeVisible();
    const onPageTwo = (await picker.getByRole('row').nth(1).innerText()).trim();
    await picker.getByRole('checkbox', { name: onPageTwo }).check();
    await picker.getByPlaceholder('请搜索检查人员').fill('张');
    await picker.getByRole('button', { name: '查询' }).click();
    await expect(picker.getByText('查询结果 1 条')).toBeVisible();
    await picker.getByRole('checkbox', { name: DEMO.name }).check();
    await picker.getByPlaceholder('请搜索检查人员').fill('李');
    await picker.getByRole('button', { name: '查询' }).click();
    await picker.getByRole('checkbox', { name: '李强' }).check();
    const tags = picker.getByRole('toolbar', { name: '检查人员' });
    await expect(tags.getByRole('button')).toHaveCount(3);
    await shot(page, '82-forms-picker');
    // A tag removed in the search takes the officer off the choice.
    await tags.getByRole('button', { name: `${onPageTwo} 移除 ${onPageTwo}` }).click();
    await expect(tags.getByRole('button')).toHaveCount(2);
    await picker.getByRole('button', { name: '关闭' }).click();
    await expect(picker).toBeHidden();
    const chosen = form.getByRole('toolbar', { name: '检查人员' });
    await expect(chosen).toContainText(DEMO.name);
    await expect(chosen).toContainText('李强');
    await expect(form.getByText('检查人员不能为空')).toBeHidden();
  });

  await test.step('fill in the rest and save', async () => {
    await form.getByLabel('检查地点').fill('呼和浩特市新城区育才路18号');
    await form.getByLabel('被检查单位').fill('呼和浩特市新城区育才小学');
    await form.getByLabel(/^现场负责人[\s*]*$/).fill('王校长');
    await form.getByLabel('检查类型').selectOption({ label: '专项检查' });
    await form
      .getByLabel('检查情况')
      .fill('教学楼消防设施完好，疏散通道畅通，宿舍楼应急照明抽查12处均正常。');
    await form.getByLabel('检查结论').selectOption({ label: '合格' });
    await expect(form.getByText(/不能为空$/)).toHaveCount(0);
    await shot(page, '83-forms-filled');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '保存成功!')).toBeVisible();
    // The page now shows the saved document under its own id.
    await expect(page).toHaveURL(/#\/ws\/xfjdjcjl\?.*FLWSID=/);
  });

  await test.step('view the saved values read-only', async () => {
    await page.getByRole('tab', { name: SCHOOL_TASK }).click();
    const tree = page.getByRole('tabpanel').getByRole('treegrid', { name: '文书目录' });
    const row = tree
      .getByRole('row')
      .filter({ hasText: RECORD })
      .filter({ hasText: '草稿' })
      .last();
    // 查看 is inline or under the row's 更多 menu, as the row's width allows.
    const inline = row.getByRole('button', { name: `查看 ${RECORD}`, exact: true });
    await expect(
      inline.or(row.getByRole('button', { name: `${RECORD} 的更多操作` })).first(),
    ).toBeVisible();
    if (await inline.count()) await inline.click();
    else {
      await row.getByRole('button', { name: `${RECORD} 的更多操作` }).click();
      await page.getByRole('menuitem', { name: '查看' }).click();
    }
    const view = page.getByRole('tabpanel');
    await expect(view.getByText('只读')).toBeVisible();
    await expect(view.getByLabel('检查时间', { exact: true })).toHaveValue('2026-03-18 14:30:00');
    await expect(view.getByLabel('检查地点')).toHaveValue('呼和浩特市新城区育才路18号');
    const officers = view.getByRole('toolbar', { name: '检查人员' });
    await expect(officers).toContainText(DEMO.name);
    await expect(officers).toContainText('李强');
    await expect(view.getByRole('button', { name: '选择检查人员' })).toHaveCount(0);
    await expect(view.getByRole('button', { name: '保存' })).toHaveCount(0);
    await shot(page, '84-forms-saved-view');
    await page.setViewportSize({ width: 1280, height: 720 });
    await shot(page, '85-forms-saved-view-1280');
  });
});
