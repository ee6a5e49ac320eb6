import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO, PENALTY_TASK, openTask, shot, signIn } from './fixtures';
import { useStack } from './harness';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// Issue 29 §4, forms that know the case: each form opens with what the client already knows
// (the page's query, the penalty wizard's choice, the task's detail, the signed-in officer) and
// says so with the prefill note. Each value is checked against what the screen itself shows.

const stack = useStack(test);
/** Hidden dangers found by a numbered notice (seed): 复查申请 opens 复查申请登记 with its number. */
const OPEN_DANGERS = '关于呼和浩特市新城区育才小学的冬春火灾防控专项检查';
const DANGER = '教学楼三层疏散楼梯间防火门闭门器损坏';
/** A daily inspection with no penalty case yet: the wizard opens 立案审批表. */
const SOURCE_TASK = '关于内蒙古塞北国际会展中心有限公司B馆的日常消防监督检查';
/** A penalty case whose clock runs: 暂停计时 opens 案件中止计时审批表. */
const RUNNING_CASE = '关于内蒙古塞北国际会展中心有限公司消防设施未保持完好有效的行政处罚';
/** A task with recorder videos: 缺失视频补录 is in its video list. */
const QUICK_TASK = '关于呼和浩特市青城宾馆有限责任公司消防违法行为的快速办理';
/** demo's police number (server/session/seed.ts). */
const POLICE_NUMBER = '1502117';

const header = (page: Page): Locator =>
  page.getByRole('tabpanel').getByRole('toolbar', { name: '任务操作' });
const dialog = (page: Page): Locator => page.getByRole('dialog').last();
const note = (scope: Locator): Locator => scope.getByRole('note').filter({ hasText: '预填' });
const field = (form: Locator, label: string): Locator =>
  form.getByLabel(new RegExp(`^${label}`)).first();

const shots = resolve(import.meta.dirname, '../../../shots/prefill');

async function atBothSizes(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1440`);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}-1440.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  await shot(page, `${name}-1280`);
  await page.screenshot({ path: `${shots}/${name}-1280.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The region of the document form now open in the current tab. */
const docForm = (page: Page, title: string): Locator =>
  page.getByRole('tabpanel').getByRole('region', { name: title });

/** A task's base-information value by its label. */
async function baseInfo(page: Page, label: string): Promise<string> {
  const info = page.getByRole('tabpanel').getByRole('region', { name: '基本信息' });
  const term = info.getByText(label, { exact: true }).first();
  await expect(term).toBeVisible();
  return (await term.locator('xpath=following-sibling::*[1]').innerText()).trim();
}

test('every form that knows the case opens with it, and says so', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, stack.client().url);
  await expect(page.getByRole('banner').getByText(DEMO.name)).toBeVisible();

  await test.step('复查申请登记: the notice number the application was opened with', async () => {
    await openTask(page, OPEN_DANGERS);
    await header(page).getByRole('button', { name: '复查申请', exact: true }).click();
    const d = dialog(page);
    // The danger's source document with its number, as the table shows it: what the form cites.
    const row = d.getByRole('row').filter({ hasText: DANGER });
    await expect(row).toBeVisible();
    const number = (await row.innerText()).match(/[^\s（]+〔\d{4}〕第\d+号/)?.[0] ?? '';
    expect(number).not.toBe('');
    await d.getByRole('checkbox', { name: `选择隐患：${DANGER}` }).check();
    await d.getByRole('button', { name: '申请复查' }).click();
    const form = docForm(page, '复查申请登记');
    await expect(form).toBeVisible();
    await expect(field(form, '责令改正通知书文号')).toHaveValue(number);
    await expect(note(form)).toContainText('责令改正通知书文号');
    await atBothSizes(page, 'prefill-fcsqdj');
  });

  await test.step('立案审批表: the target and the source the wizard chose', async () => {
    await openTask(page, SOURCE_TASK);
    const unit = await baseInfo(page, '单位名称');
    await header(page).getByRole('button', { name: '行政处罚立案', exact: true }).click();
    const d = dialog(page);
    await d.getByRole('button', { name: /立案登记/ }).click();
    await d.getByRole('radio', { name: /一般程序/ }).check();
    await d.getByRole('button', { name: '下一步' }).click();
    await d.getByRole('radio', { name: '单位' }).check();
    await d.getByRole('radio', { name: '举报投诉' }).check();
    await d.getByRole('button', { name: '填写立案审批表' }).click();
    const form = docForm(page, '立案审批表');
    await expect(form).toBeVisible();
    await expect(field(form, '处罚对象名称')).toHaveValue(unit);
    await expect(field(form, '处罚对象地址')).not.toHaveValue('');
    await expect(field(form, '案件来源')).toHaveValue('2');
    await expect(field(form, '案件来源').locator('option:checked')).toHaveText('举报投诉');
    await expect(note(form)).toContainText('处罚对象名称、处罚对象地址');
    await expect(note(form)).toContainText('案件来源');
    await atBothSizes(page, 'prefill-laspb');
  });

  await test.step('临时查封现场笔录: the party is the task unit', async () => {
    await openTask(page, PENALTY_TASK);
    const unit = await baseInfo(page, '单位名称');
    await header(page).getByRole('button', { name: '临时查封', exact: true }).click();
    const d = page.getByRole('dialog', { name: '选择临时查封类型' });
    await d.getByRole('radio', { name: '现场临时查封' }).check();
    await d.getByRole('button', { name: '确定' }).click();
    const form = docForm(page, '临时查封现场笔录');
    await expect(form).toBeVisible();
    await expect(field(form, '当事人')).toHaveValue(unit);
    await expect(note(form)).toContainText('当事人');
    await atBothSizes(page, 'prefill-lscfxcbl');
  });

  await test.step('任务作废审批表: the task and the officer applying', async () => {
    await openTask(page, PENALTY_TASK);
    await header(page).getByRole('button', { name: '申请作废', exact: true }).click();
    const form = docForm(page, '任务作废审批表');
    await expect(form).toBeVisible();
    await expect(field(form, '任务名称')).toHaveValue(PENALTY_TASK);
    await expect(field(form, '申请人')).toHaveValue(DEMO.name);
    await expect(note(form)).toContainText('任务名称、申请人');
    await atBothSizes(page, 'prefill-sqrwzfspb');
    // Untouched, the prefilled form closes without asking (its 任务名称 would shadow the list's).
    await form.getByRole('button', { name: '返回' }).click();
    await expect(form).toBeHidden();
  });

  await test.step('案件中止计时审批表: the case and its filing date', async () => {
    await openTask(page, RUNNING_CASE);
    await header(page).getByRole('button', { name: '暂停计时', exact: true }).click();
    const form = docForm(page, '案件中止计时审批表');
    await expect(form).toBeVisible();
    await expect(field(form, '案件名称')).toHaveValue(RUNNING_CASE);
    await expect(form.getByRole('combobox', { name: /立案日期/ })).toHaveValue(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await expect(note(form)).toContainText('案件名称、立案日期');
    await atBothSizes(page, 'prefill-sqbaqxzzjsspb');
  });

  await test.step('缺失视频补录: the officer own police number', async () => {
    await openTask(page, QUICK_TASK);
    await page.getByRole('button', { name: '执法视频', exact: true }).click();
    await dialog(page).getByRole('button', { name: '视频列表' }).click();
    await dialog(page).getByRole('button', { name: '缺失视频补录' }).click();
    const missing = page.getByRole('dialog', { name: '缺失视频补录查询' });
    await expect(missing.getByRole('textbox', { name: '警号' })).toHaveValue(POLICE_NUMBER);
    await expect(note(missing)).toContainText('警号');
    await atBothSizes(page, 'prefill-missing-video');
  });
});
