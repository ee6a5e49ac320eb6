import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PENALTY_TASK, OTHER_TASK, freshSignIn, openTask, shot } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Every claim of README.md's demo tables, walked as an officer would (issue 29: the temporary
// seizure record could not be saved and no walk had ever pressed 保存 on it). The README is read
// here, so a row that changes without its walk fails.

const stack = useStack(test);
const README = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');

const KTV_TASK = '关于呼和浩特市新城区欣悦KTV娱乐会所消防器材配置不足的简易程序处罚';
const HEARING_TASK = '关于包头市昆都仑区鑫达汽车修理厂擅自停用消防设施的行政处罚（听证程序）';
const ACCOUNTS = {
  demo: { account: 'demo', password: 'demo123456', name: '张伟' },
  wangwu: { account: 'wangwu', password: 'wangwu123456', name: '王晓东' },
  lisi: { account: 'lisi', password: 'lisi123456', name: '李思远' },
};

const panel = (page: Page): Locator => page.getByRole('tabpanel');
const tree = (page: Page): Locator => panel(page).getByRole('treegrid', { name: '文书目录' });
const row = (page: Page, title: string): Locator =>
  tree(page).getByRole('row').filter({ hasText: title });
const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.fui-ToastTitle').filter({ hasText: text }).last();
/** A message the page shows, as a toast or inline. */
const said = (page: Page, text: string): Locator =>
  page.getByText(text, { exact: true }).filter({ visible: true }).first();

/** A README demo-task row's claim for the task, checked to still be written as walked here. */
function readmeClaims(task: string, ...claims: string[]): void {
  const line = README.split('\n').find((l) => l.startsWith(`| ${task}`));
  expect(line, `README has a demo-task row for ${task}`).toBeDefined();
  for (const c of claims) expect(line, `README's row for ${task}`).toContain(c);
}

/** 临时查封 → 现场临时查封: the seizure record's page, opened from the task's header. */
async function openSeizureRecord(page: Page): Promise<Locator> {
  await panel(page).getByRole('button', { name: '临时查封', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '选择临时查封类型' });
  await dialog.getByRole('radio', { name: '现场临时查封' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/ws\/lscfxcbl\?/);
  const form = panel(page);
  await expect(form.getByRole('heading', { name: '临时查封现场笔录' })).toBeVisible();
  return form;
}

/** Fills what the seizure record leaves empty, keeping what the page filled in. */
async function fillSeizureRecord(form: Locator): Promise<void> {
  const moment = async (label: string, day: string, time: string): Promise<void> => {
    const date = form.getByRole('combobox', { name: label, exact: true });
    if ((await date.inputValue()) === '') {
      await date.fill(day);
      await date.press('Tab');
    }
    const clock = form.getByLabel(`${label}（时间）`);
    if ((await clock.inputValue()) === '') {
      await clock.fill(time);
      await clock.press('Tab');
    }
  };
  const text = async (label: string, value: string): Promise<void> => {
    const field = form.getByLabel(new RegExp(`^${label}[\\s*]*$`));
    if ((await field.inputValue()) === '') await field.fill(value);
  };
  await moment('查封开始时间', '2026-11-20', '0930');
  await moment('查封结束时间', '2026-11-20', '1100');
  await text('查封地点', '呼和浩特市新城区中山西路88号');
  await text('当事人', '呼和浩特市鼎盛购物中心有限公司');
  await text(
    '查封理由及依据',
    '疏散通道被占用，依据《中华人民共和国消防法》第五十四条实施临时查封。',
  );
  await text('查封范围', '地下一层超市区域');
  await text('现场情况', '执法人员出示执法证件，告知当事人查封理由和依据，当事人无异议。');
  await text('当事人现场负责人', '赵刚');
  await text('现场负责人联系电话', '13904710000');
  await form.getByLabel('当事人意见').selectOption({ label: '无异议' });
  // 执法人员 comes pre-filled with the signed-in officer (shared/documents/prefill.ts).
  await expect(form.getByRole('toolbar', { name: '执法人员' })).toContainText(ACCOUNTS.demo.name);
  await expect(form.getByText(/不能为空$/)).toHaveCount(0);
}

test('demo: the everyday documents of the 鼎盛 case, the seizure record, and the guards', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await freshSignIn(page, stack.client().url, ACCOUNTS.demo);

  await test.step('the account has as many tasks as README says', async () => {
    const m = README.match(/\| `demo` \|[^\n]*?(\d+) tasks/);
    expect(m, 'README names the demo account’s task count').not.toBeNull();
    await page.getByRole('tab', { name: '我的任务' }).click();
    await expect(page.getByText(`共 ${m?.[1]} 条`)).toBeVisible();
  });

  await test.step('鼎盛 case: 新增文书 guards, and offers 询问笔录 and 其他材料', async () => {
    readmeClaims(PENALTY_TASK, '询问笔录', '其他材料', '请选择需要新增的文书!', '强制措施文书');
    await openTask(page, PENALTY_TASK);
    await panel(page).getByRole('button', { name: '新增文书' }).click();
    const dialog = page.getByRole('dialog', { name: '新增文书' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(said(page, '请选择需要新增的文书!')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '询问笔录' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '其他材料' })).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('鼎盛 case: the first seizure record saves and adds 强制措施文书', async () => {
    await expect(row(page, '强制措施文书')).toHaveCount(0);
    const form = await openSeizureRecord(page);
    // Not a registration: the page says nothing of registering a case.
    await expect(form.getByText(/保存本文书即立案登记/)).toHaveCount(0);
    await fillSeizureRecord(form);
    await shot(page, '60-seizure-record');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '保存成功!')).toBeVisible();
    await page.getByRole('tab', { name: PENALTY_TASK }).click();
    await expect(row(page, '强制措施文书')).toHaveCount(1);
    await expect(row(page, '临时查封现场笔录')).toBeVisible();
    await shot(page, '61-seizure-in-tree');
  });

  await test.step('KTV simple procedure: the seizure record is the spec’s refusal', async () => {
    readmeClaims(KTV_TASK, '暂无配置RWID文书设置');
    await openTask(page, KTV_TASK);
    const form = await openSeizureRecord(page);
    await fillSeizureRecord(form);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(said(page, '暂无配置RWID文书设置')).toBeVisible();
    await expect(form.getByText(/保存本文书即立案登记/)).toHaveCount(0);
  });

  await test.step('鼎盛 re-inspection: 复查申请登记 is a registration form', async () => {
    readmeClaims(OTHER_TASK, '该表单是登记表单，不可直接添加!');
    await openTask(page, OTHER_TASK);
    await panel(page).getByRole('button', { name: '新增文书' }).click();
    const dialog = page.getByRole('dialog', { name: '新增文书' });
    await dialog.getByRole('radio', { name: '复查申请登记' }).check();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(said(page, '该表单是登记表单，不可直接添加!')).toBeVisible();
  });
});

test('wangwu: the hearing case’s documents still to be configured', async ({ page }) => {
  test.setTimeout(120_000);
  const refusals: [string, string][] = [
    ['听证告知书', '该文书暂未配置新增页面!'],
    ['听证通知书', '该文书暂未配置文书定义!'],
    ['听证笔录', '文书设置id未配置!'],
    ['听证报告书', '缺少模板ID!'],
    ['证据先行登记保存决定书', '文书模板暂未绑定!'],
  ];
  readmeClaims(HEARING_TASK, '待配置文书', ...refusals.flat());
  await freshSignIn(page, stack.client().url, ACCOUNTS.wangwu);
  await openTask(page, HEARING_TASK);
  for (const [type, message] of refusals) {
    await test.step(`${type}: ${message}`, async () => {
      await panel(page).getByRole('button', { name: '新增文书' }).click();
      const dialog = page.getByRole('dialog', { name: '新增文书' });
      await dialog.getByRole('radio', { name: type }).check();
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(said(page, message)).toBeVisible();
      if (await dialog.isVisible()) await dialog.getByRole('button', { name: '取消' }).click();
      await expect(dialog).toBeHidden();
    });
  }
});

test('lisi: regional unit 13 always sees the execution-video button', async ({ page }) => {
  expect(README).toMatch(/\| `lisi` \|[^\n]*13: always sees the execution-video button/);
  await freshSignIn(page, stack.client().url, ACCOUNTS.lisi);
  await page.getByRole('tab', { name: '我的任务' }).click();
  await page
    .getByRole('button', { name: /^办理 / })
    .first()
    .click();
  await expect(panel(page).getByRole('button', { name: '执法视频', exact: true })).toBeVisible();
});

test('a bare browser-mode address says to open the full one, and connects nothing', async ({
  page,
}) => {
  expect(README).toContain("'请使用启动时给出的完整地址打开'");
  const full = new URL(stack.client().url);
  expect(full.searchParams.get('token')).toBeTruthy();
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto(`${full.origin}/`);
  await expect(page.getByText('请使用启动时给出的完整地址打开')).toBeVisible();
  await expect(page.getByText(/Browser mode ready:/)).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await shot(page, '62-bare-address');
  expect(sockets).toEqual([]);
});
