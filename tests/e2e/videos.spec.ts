import { expect, test, type Locator, type Page } from '@playwright/test';
import { PENALTY_TASK, openTask, shot, signIn, unlabelledControls } from './fixtures';
import { useStack } from './harness';
import { bodyRows, confirmDialog, dialog, expectPlays, row, toast } from './video-steps';
import { guardDialogDepth } from './dialogDepth';

guardDialogDepth(test);

// An officer works with the law-enforcement recorder videos of a task in browser mode against the
// reference server: bound videos, the collection platform's list (filters, unit tree, bind state),
// binding, the player (no download), remarks, unbinding, the missing-video correction with every
// message in the spec's order, the enforcement videos, and the evidence management of spec 02.

const stack = useStack(test);
test.describe.configure({ mode: 'serial' });

const QUICK_TASK = '关于呼和浩特市青城宾馆有限责任公司消防违法行为的快速办理';
const EVENT_TASK = '关于内蒙古塞北国际会展中心“草原之夜”大型演唱会举办前消防安全检查';
const OWN_UNIT = '呼和浩特市新城区消防救援大队';
const TO_BIND = '青城宾馆客房区域检查视频03';
const BOUND_ELSEWHERE = '青城宾馆客房区域检查视频01';
const BOUND_HERE = '当事人询问视频01';
const PHOTO = '当事人询问照片03';

const validation = (scope: Locator): Locator => scope.locator('.fui-Field__validationMessage');

/** Later tests find the session of the first one kept by main: sign in only when asked. */
async function open(page: Page, task: string): Promise<void> {
  await page.goto(stack.client().url);
  const account = page.getByLabel('账号');
  const tasks = page.getByRole('tab', { name: '我的任务' });
  await expect(account.or(tasks).first()).toBeVisible();
  if (await account.isVisible()) await signIn(page, stack.client().url);
  await openTask(page, task);
}

async function openBoundVideos(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '执法视频', exact: true }).click();
  const bound = dialog(page, '已绑定执法记录仪视频');
  await expect(bound).toBeVisible();
  // The bound table, or its empty state (推荐绑定 below has its own table and status).
  await expect(
    bound
      .getByRole('table', { name: '已绑定执法记录仪视频' })
      .or(bound.getByText('该任务暂未绑定执法记录仪视频')),
  ).toBeVisible();
  return bound;
}

/** Picks an option of a Fluent <Select> by its text. */
async function choose(select: Locator, label: string): Promise<void> {
  await select.selectOption({ label });
}

test('bound videos, the video list with its filters, binding, the player, a remark and unbinding', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await open(page, QUICK_TASK);
  const bound = await openBoundVideos(page);
  await expect(bodyRows(bound.getByRole('table', { name: '已绑定执法记录仪视频' }))).toHaveCount(1);
  await expect(
    row(bound, BOUND_HERE).getByRole('button', { name: `解绑 ${BOUND_HERE}` }),
  ).toBeVisible();

  await bound.getByRole('button', { name: '视频列表' }).click();
  const list = dialog(page, '执法记录仪视频列表');
  await expect(list).toBeVisible();
  await expect(bound).toBeHidden();
  const table = list.getByRole('table', { name: '执法记录仪视频列表' });
  await expect(bodyRows(table).first()).toBeVisible();
  // The defaults: the officer's unit, own level, the last 90 days.
  const unit = list.getByRole('combobox', { name: '所属单位' });
  await expect(unit).toHaveValue(OWN_UNIT);
  await expect(list.getByRole('switch', { name: '含下级单位' })).not.toBeChecked();
  expect(await unlabelledControls(page)).toEqual([]);

  await test.step('filters: the unit tree, sub-units, name, bind state', async () => {
    await unit.click();
    const options = page.getByRole('listbox');
    await expect(options.getByRole('option', { name: '内蒙古自治区消防救援总队' })).toBeVisible();
    await expect(
      options.getByRole('option', { name: '呼和浩特市新城区消防救援大队海东路消防救援站' }),
    ).toBeVisible();
    await shot(page, '40-video-list-unit-picker');
    await options.getByRole('option', { name: OWN_UNIT, exact: true }).click();
    await list.getByRole('switch', { name: '含下级单位' }).check();
    await list.getByRole('textbox', { name: '视频名称' }).fill('青城宾馆');
    await list.getByRole('button', { name: '查询' }).click();
    await expect(bodyRows(table)).toHaveCount(2);
    // A row bound to another task offers nothing but says so (spec 01 §2).
    await expect(row(table, BOUND_ELSEWHERE)).toContainText('视频已绑定');
    await expect(row(table, BOUND_ELSEWHERE).getByRole('button')).toHaveCount(0);
    await expect(
      row(table, TO_BIND).getByRole('button', { name: `绑定 ${TO_BIND}` }),
    ).toBeVisible();

    await choose(list.getByRole('combobox', { name: '绑定状态' }), '未绑定');
    await list.getByRole('button', { name: '查询' }).click();
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(row(table, TO_BIND)).toBeVisible();
    await shot(page, '41-video-list-filtered');
  });

  await test.step('bind after the confirmation; the lists refresh', async () => {
    await row(table, TO_BIND)
      .getByRole('button', { name: `绑定 ${TO_BIND}` })
      .click();
    await expect(confirmDialog(page)).toContainText('是否绑定该视频?');
    await shot(page, '42-video-bind-confirm');
    await confirmDialog(page).getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '绑定成功')).toBeVisible();
    // Filtered on 未绑定, the row leaves the list; on 已绑定 it is there with 解绑.
    await expect(list.getByText('未查询到符合条件的视频')).toBeVisible();
    await choose(list.getByRole('combobox', { name: '绑定状态' }), '已绑定');
    await list.getByRole('button', { name: '查询' }).click();
    await expect(
      row(table, TO_BIND).getByRole('button', { name: `解绑 ${TO_BIND}` }),
    ).toBeVisible();
    await expect(row(table, BOUND_ELSEWHERE)).toContainText('视频已绑定');
  });

  await test.step('the management dialog plays the video without a download control', async () => {
    await row(table, TO_BIND)
      .getByRole('button', { name: `查看 ${TO_BIND}` })
      .click();
    const manage = dialog(page, `视频管理：${TO_BIND}`);
    const video = manage.locator('video');
    await expect(video).toBeVisible();
    await expectPlays(video);
    await expect(manage.getByRole('button', { name: '解绑' })).toBeVisible();
    await expect(manage.getByText(`单位名称：${OWN_UNIT}`)).toBeVisible();
    await shot(page, '43-video-manage-playing');
    await manage.getByRole('button', { name: '返回' }).click();
    await expect(manage).toBeHidden();
  });

  await test.step('a photo shows as an image', async () => {
    await choose(list.getByRole('combobox', { name: '绑定状态' }), '全部');
    await list.getByRole('textbox', { name: '视频名称' }).fill(PHOTO);
    await list.getByRole('button', { name: '查询' }).click();
    await expect(bodyRows(table)).toHaveCount(1);
    await row(table, PHOTO)
      .getByRole('button', { name: `查看 ${PHOTO}` })
      .click();
    const manage = dialog(page, `视频管理：${PHOTO}`);
    const image = manage.getByRole('img', { name: PHOTO });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
      .toBe(true);
    await expect(manage.locator('video')).toHaveCount(0);
    await expect(manage.getByRole('button', { name: '绑定' })).toBeVisible();
    await shot(page, '44-video-manage-image');
    await manage.getByRole('button', { name: '返回' }).click();
  });

  await test.step('a remark through the prompt', async () => {
    await list.getByRole('textbox', { name: '视频名称' }).fill(TO_BIND);
    await list.getByRole('button', { name: '查询' }).click();
    await row(table, TO_BIND)
      .getByRole('button', { name: `备注 ${TO_BIND}` })
      .click();
    const prompt = dialog(page, `修改备注：${TO_BIND}`);
    await prompt
      .getByRole('textbox', { name: '请输入要修改的备注' })
      .fill('客房走道疏散指示标志损坏，已责令整改');
    await shot(page, '45-video-remark-prompt');
    await prompt.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '备注修改成功')).toBeVisible();
    await expect(prompt).toBeHidden();
    await expect(row(table, TO_BIND)).toContainText('客房走道疏散指示标志损坏，已责令整改');
  });

  await test.step('closing the list reopens the bound videos, refreshed; unbind there', async () => {
    await list.getByRole('button', { name: '关闭' }).last().click();
    await expect(list).toBeHidden();
    const again = dialog(page, '已绑定执法记录仪视频');
    const boundTable = again.getByRole('table', { name: '已绑定执法记录仪视频' });
    await expect(bodyRows(boundTable)).toHaveCount(2);
    await expect(row(boundTable, TO_BIND)).toContainText('客房走道疏散指示标志损坏，已责令整改');
    await shot(page, '46-bound-videos');
    await row(boundTable, TO_BIND)
      .getByRole('button', { name: `解绑 ${TO_BIND}` })
      .click();
    await expect(confirmDialog(page)).toContainText('是否解绑该视频?');
    await shot(page, '47-video-unbind-confirm');
    await confirmDialog(page).getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '解绑成功')).toBeVisible();
    await expect(bodyRows(boundTable)).toHaveCount(1);
    await expect(row(boundTable, TO_BIND)).toHaveCount(0);
    await again.getByRole('button', { name: '关闭' }).last().click();
    await expect(again).toBeHidden();
  });
});

test('missing-video correction: the messages in the spec order, then a search and a sync', async ({
  page,
}) => {
  await open(page, QUICK_TASK);
  const bound = await openBoundVideos(page);
  await bound.getByRole('button', { name: '视频列表' }).click();
  const list = dialog(page, '执法记录仪视频列表');
  await list.getByRole('button', { name: '缺失视频补录' }).click();
  const missing = dialog(page, '缺失视频补录查询');
  await expect(missing.getByText('填写以上条件后点击查询')).toBeVisible();

  const fileName = missing.getByRole('textbox', { name: '采集平台原始文件名' });
  const sn = missing.getByRole('textbox', { name: '执法记录仪编号' });
  const police = missing.getByRole('textbox', { name: '警号' });
  // Each time is the Chinese date picker (YYYY-MM-DD) and a 24-hour HH:mm box beside it.
  const start = missing.getByRole('combobox', { name: '采集开始时间' });
  const end = missing.getByRole('combobox', { name: '采集结束时间' });
  const startTime = missing.getByRole('textbox', { name: '采集开始时间（时间）' });
  const endTime = missing.getByRole('textbox', { name: '采集结束时间（时间）' });
  const enter = async (box: Locator, text: string): Promise<void> => {
    await box.fill(text);
    await box.press('Tab');
  };
  // The defaults: the last 30 days.
  const defaultStart = await start.inputValue();
  const defaultEnd = await end.inputValue();
  const defaultStartTime = await startTime.inputValue();
  const defaultEndTime = await endTime.inputValue();
  expect(defaultStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(defaultStartTime).toMatch(/^\d{2}:\d{2}$/);
  expect(
    Date.parse(`${defaultEnd}T${defaultEndTime}`) -
      Date.parse(`${defaultStart}T${defaultStartTime}`),
  ).toBe(30 * 86_400_000);

  const search = missing.getByRole('button', { name: '查询' });
  const expectOnly = async (message: string): Promise<void> => {
    await search.click();
    await expect(validation(missing)).toHaveText([message]);
  };
  // Everything empty (the police number opens as the officer's own, issue 29), then filled one
  // field at a time: each time only the next field's message.
  await expect(police).toHaveValue('1502117');
  await police.fill('');
  await enter(start, '');
  await enter(end, '');
  await expectOnly('请输入采集平台原始视频文件名');
  await shot(page, '48-missing-video-validation');
  await fileName.fill('ZFJLY-150102-02');
  await expectOnly('请输入执法记录仪编号');
  await sn.fill('ZFJLY-150102-02');
  await expectOnly('请输入警号');
  await police.fill('1502121');
  await expectOnly('请选择采集开始时间');
  // A date chosen with the time box empty counts from 00:00.
  await enter(start, defaultStart);
  await expectOnly('请选择采集结束时间');
  await enter(end, defaultStart);
  await enter(startTime, '12:00');
  await expectOnly('采集开始时间不能晚于采集结束时间');
  // Shown under the start time, the field it concerns.
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(end).not.toHaveAttribute('aria-invalid', 'true');
  await enter(startTime, defaultStartTime);
  await enter(end, defaultEnd);
  await enter(endTime, defaultEndTime);
  await search.click();
  await expect(validation(missing)).toHaveCount(0);

  const results = missing.getByRole('table', { name: '缺失视频补录查询' });
  // The recorder's three files of the last 30 days that the platform has not imported.
  await expect(bodyRows(results)).toHaveCount(3);
  await expect(results.getByText('1502121')).toHaveCount(3);
  await shot(page, '49-missing-video-results');

  const first = bodyRows(results)
    .first()
    .getByRole('button', { name: /^同步 / });
  const synced = ((await first.getAttribute('aria-label')) ?? '').replace(/^同步 /, '');
  expect(synced).toMatch(/补录\d{2}$/);
  await first.click();
  await expect(confirmDialog(page)).toContainText('此操作将同步该视频, 是否继续?');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '同步成功')).toBeVisible();
  await expect(bodyRows(results)).toHaveCount(2);
  await expect(results.getByText(synced)).toHaveCount(0);

  // Closing refreshes the list: the synced file is on the platform now, created just now, and the
  // default range reaches it.
  await missing.getByRole('button', { name: '关闭' }).last().click();
  await expect(missing).toBeHidden();
  await list.getByRole('textbox', { name: '视频名称' }).fill(synced);
  await list.getByRole('button', { name: '查询' }).click();
  const table = list.getByRole('table', { name: '执法记录仪视频列表' });
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(row(table, synced).getByRole('button', { name: `绑定 ${synced}` })).toBeVisible();
  await list.getByRole('button', { name: '关闭' }).last().click();
  await dialog(page, '已绑定执法记录仪视频').getByRole('button', { name: '关闭' }).last().click();
});

test('enforcement videos: the empty state, pages of 5, 10 and 20, and the player', async ({
  page,
}) => {
  await open(page, EVENT_TASK);
  const empty = await openBoundVideos(page);
  await expect(empty.getByText('该任务暂未绑定执法记录仪视频')).toBeVisible();
  await shot(page, '50-bound-videos-empty');
  await empty.getByRole('button', { name: '执法视频记录' }).click();
  const none = dialog(page, '执法视频记录');
  await expect(none.getByText('暂无执法视频')).toBeVisible();
  await shot(page, '51-enforcement-videos-empty');
  await none.getByRole('button', { name: '关闭' }).last().click();
  await expect(dialog(page, '已绑定执法记录仪视频')).toBeVisible();
  await dialog(page, '已绑定执法记录仪视频').getByRole('button', { name: '关闭' }).last().click();

  await open(page, QUICK_TASK);
  const bound = await openBoundVideos(page);
  await bound.getByRole('button', { name: '执法视频记录' }).click();
  const records = dialog(page, '执法视频记录');
  const table = records.getByRole('table', { name: '执法视频记录' });
  await expect(bodyRows(table)).toHaveCount(5);
  await expect(records.getByText('共 7 条')).toBeVisible();
  await expect(records.getByText('第 1 / 2 页')).toBeVisible();
  const size = records.getByRole('combobox', { name: '每页条数' });
  await expect(size.locator('option')).toHaveText(['5 条/页', '10 条/页', '20 条/页']);
  await records.getByRole('button', { name: '下一页' }).click();
  await expect(bodyRows(table)).toHaveCount(2);
  await expect(records.getByText('第 2 / 2 页')).toBeVisible();
  await choose(size, '10 条/页');
  await expect(bodyRows(table)).toHaveCount(7);
  await expect(records.getByText('第 1 / 1 页')).toBeVisible();
  await choose(size, '20 条/页');
  await expect(bodyRows(table)).toHaveCount(7);
  // Newest first.
  const times = await bodyRows(table).locator('td:nth-child(3)').allInnerTexts();
  expect([...times].sort().reverse()).toEqual(times);

  await expect(records.getByText('请在左侧列表中选择要播放的视频')).toBeVisible();
  await bodyRows(table)
    .first()
    .getByRole('button', { name: /^播放 / })
    .click();
  const video = records.locator('video');
  await expectPlays(video);
  await shot(page, '52-enforcement-videos');
  await records.getByRole('button', { name: '关闭' }).last().click();
  await dialog(page, '已绑定执法记录仪视频').getByRole('button', { name: '关闭' }).last().click();
});

test('evidence management: select, confirm and sync; a file without a viewable copy says so', async ({
  page,
}) => {
  await open(page, PENALTY_TASK);
  await page.getByRole('tabpanel').getByRole('button', { name: '证据同步', exact: true }).click();
  const evidence = dialog(page, '执法证据管理');
  const tree = evidence.getByRole('tree', { name: '执法证据管理' });
  await expect(tree).toBeVisible();
  expect(await unlabelledControls(page)).toEqual([]);

  // Nothing selected: a warning, no confirmation.
  await evidence.getByRole('button', { name: '同步', exact: true }).click();
  await expect(toast(page, '请选择需要同步的文件')).toBeVisible();
  await expect(confirmDialog(page)).toHaveCount(0);

  const selectAll = evidence.getByRole('checkbox', { name: /^全选 / }).first();
  await selectAll.check();
  await expect(evidence.getByText(/^已选 [1-9]\d* 个文件$/)).toBeVisible();
  await shot(page, '53-evidence-management');
  await evidence.getByRole('button', { name: '同步', exact: true }).click();
  await expect(confirmDialog(page)).toContainText('是否继续进行数据同步?');
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '数据同步成功！')).toBeVisible();
  await expect(evidence.getByText('已选 0 个文件')).toBeVisible();

  // The last file of each document has no viewable copy yet (.avi without fileUrl).
  await evidence
    .getByRole('button', { name: /^查看 现场执法记录\d+\.avi$/ })
    .first()
    .click();
  await expect(toast(page, '该文件暂不支持查看，请稍后重试！')).toBeVisible();
  await evidence
    .getByRole('button', { name: /^查看 现场执法记录\d+\.mp4$/ })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: /^现场执法记录\d+\.mp4$/ });
  await expectPlays(viewer.locator('video'));
  await shot(page, '54-evidence-viewer');
  await viewer.getByRole('button', { name: '关闭' }).last().click();
  await evidence.getByRole('button', { name: '关闭' }).last().click();
  await expect(evidence).toBeHidden();
});
