import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { createFakeApi } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { dialogButton, findDialog, press, renderApp } from '../../test/render';
import type { WsType } from '../../../shared/detail/schemas';
import { NAMES, PENALTY_TASK_PATH, penaltyItem, penaltyTask } from './testing';

// 行政处罚立案 (spec 01 §2, §4): the wizard is one dialog whose body changes by step, ending in the
// registration document's page with the wizard's choices in its address.

/** The task rw1 of run1 on the detail screen, with the penalty buttons and dictionaries. */
const openTask = (...args: Parameters<typeof penaltyTask>): ReturnType<typeof renderApp> =>
  renderApp({ api: createFakeApi(penaltyTask(...args)), path: PENALTY_TASK_PATH });

const pressButton = async (name: string): Promise<void> =>
  press(await screen.findByRole('button', { name }));

const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');

/** A radio of an open dialog by its label. */
const radio = (dialog: HTMLElement, name: string | RegExp): HTMLElement =>
  within(dialog).getByRole('radio', { name, hidden: true });

/** The entry dialog, then 立案登记: the wizard's first step. */
async function startWizard(): Promise<HTMLElement> {
  await pressButton(NAMES.penaltyEntry);
  const entry = await findDialog('行政处罚');
  press(await within(entry).findByRole('button', { name: /^立案登记/, hidden: true }));
  return findDialog('行政处罚立案');
}

/** Chooses the process and goes on. */
async function chooseProcess(dialog: HTMLElement, process: RegExp): Promise<void> {
  fireEvent.click(radio(dialog, process));
  press(dialogButton(dialog, '下一步'));
}

const text = (dialog: HTMLElement, name: RegExp): HTMLInputElement =>
  within(dialog).getByRole('textbox', { name, hidden: true }) as HTMLInputElement;

const dialogCount = (): number => screen.queryAllByRole('dialog', { hidden: true }).length;

describe('the process chooser', { timeout: 60_000 }, () => {
  it("says '请选择处罚程序' on Next without a choice; 取消 on the first step closes", async () => {
    openTask();
    const dialog = await startWizard();
    expect(within(dialog).getByText(/违法事实清楚、当事人自愿认错认罚的/)).toBeTruthy();
    press(dialogButton(dialog, '下一步'));
    expect(await within(dialog).findByText('请选择处罚程序')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '上一步', hidden: true })).toBeNull();
    press(dialogButton(dialog, '取消'));
    await waitFor(() => expect(dialogCount()).toBe(0));
    expect(route().path).toBe('/xfjd/projectDetail');
  });
});

describe('the simple process', { timeout: 60_000 }, () => {
  it("shows the guide with the object type only, says '请选择处罚对象类型', then opens /ws/dccfjds for a unit", async () => {
    const { api } = openTask();
    const dialog = await startWizard();
    await chooseProcess(dialog, /^简易程序/);
    const guide = await findDialog('简易程序（当场处罚）');
    expect(within(guide).getByText(/违法事实确凿并有法定依据；/)).toBeTruthy();
    expect(within(guide).queryByText('处罚来源类型')).toBeNull();
    press(dialogButton(guide, '下一步'));
    expect(await within(guide).findByText('请选择处罚对象类型')).toBeTruthy();
    fireEvent.click(await within(guide).findByRole('radio', { name: '单位', hidden: true }));
    press(dialogButton(guide, '填写当场行政处罚决定书'));
    await waitFor(() => expect(route().path).toBe('/ws/dccfjds'));
    expect(route().query).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      type: 'GJ',
      rwwsszid: '264',
      name: '当场行政处罚决定书',
    });
    expect(api.callsTo('penalty:item')).toEqual([{ runId: 'run1', RWID: 'rw1' }]);
  });

  it('asks an individual’s name and address (not the task’s unit), with the exact messages, then opens /ws/dccfjdsgr', async () => {
    openTask();
    const dialog = await startWizard();
    await chooseProcess(dialog, /^简易程序/);
    const guide = await findDialog('简易程序（当场处罚）');
    fireEvent.click(await within(guide).findByRole('radio', { name: '个人', hidden: true }));
    press(dialogButton(guide, '下一步'));
    const target = await findDialog('处罚对象信息');
    expect(text(target, /处罚对象名称/).value).toBe('');
    expect(text(target, /处罚对象地址/).value).toBe('');
    press(dialogButton(target, '填写当场行政处罚决定书（个人）'));
    expect(await within(target).findByText('请输入处罚对象名称')).toBeTruthy();
    expect(within(target).getByText('请输入处罚对象地址')).toBeTruthy();
    fireEvent.change(text(target, /处罚对象名称/), { target: { value: '王某某' } });
    fireEvent.change(text(target, /处罚对象地址/), { target: { value: '南京市鼓楼区中山路1号' } });
    press(dialogButton(target, '填写当场行政处罚决定书（个人）'));
    await waitFor(() => expect(route().path).toBe('/ws/dccfjdsgr'));
    expect(route().query).toEqual({
      runId: 'run1',
      GJRWID: 'rw1',
      CFDXLX: '1',
      CFDXMC: '王某某',
      CFDXDZ: '南京市鼓楼区中山路1号',
      type: 'GJ',
      rwwsszid: '299',
      name: '当场行政处罚决定书（个人）',
    });
  });
});

describe('the general and quick processes', { timeout: 60_000 }, () => {
  const laspb: WsType = {
    id: 'w18',
    wsmc: '立案审批表（省定版）',
    tjfs: '1',
    xzurl: '/ws/laspb',
    wsdyid: 'dy',
    kglsh: null,
    rwwslbid: 'lb1',
  };

  it("general: says '请选择处罚对象类型' and '请选择处罚来源类型', then opens /ws/laspb (18) named by the task's document types", async () => {
    openTask({}, {}, { wssList: [laspb] });
    const dialog = await startWizard();
    await chooseProcess(dialog, /^一般程序/);
    const types = await findDialog('行政处罚立案');
    await within(types).findByRole('radio', { name: '监督检查', hidden: true });
    // Where the officer is: 处罚程序 done, 处罚类型 now, then the document.
    const trail = within(types).getByRole('list', { name: '立案步骤', hidden: true });
    const steps = within(trail).getAllByRole('listitem', { hidden: true });
    expect(steps.map((li) => li.textContent)).toEqual([
      '1处罚程序',
      '›2处罚类型',
      '›3填写立案文书',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    press(dialogButton(types, '下一步'));
    expect(await within(types).findByText('请选择处罚对象类型')).toBeTruthy();
    expect(within(types).getByText('请选择处罚来源类型')).toBeTruthy();
    fireEvent.click(radio(types, '单位'));
    fireEvent.click(radio(types, '监督检查'));
    press(dialogButton(types, '填写立案审批表（省定版）'));
    await waitFor(() => expect(route().path).toBe('/ws/laspb'));
    expect(route().query).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      CF_LYTYPE: '1',
      CFDXLX: '2',
      type: 'GJ',
      rwwsszid: '18',
      name: '立案审批表（省定版）',
    });
  });

  it('quick, individual: the target first, then /ws/ladjb (560) with GJRWID and the target', async () => {
    openTask();
    const dialog = await startWizard();
    await chooseProcess(dialog, /^快速办理/);
    const types = await findDialog('行政处罚立案');
    fireEvent.click(await within(types).findByRole('radio', { name: '个人', hidden: true }));
    fireEvent.click(radio(types, '举报投诉'));
    press(dialogButton(types, '下一步'));
    const target = await findDialog('处罚对象信息');
    fireEvent.change(text(target, /处罚对象名称/), { target: { value: '李某' } });
    fireEvent.change(text(target, /处罚对象地址/), { target: { value: '南京市玄武区' } });
    // 上一步 keeps what was chosen.
    press(dialogButton(target, '上一步'));
    const again = await findDialog('行政处罚立案');
    expect((radio(again, '个人') as HTMLInputElement).checked).toBe(true);
    press(dialogButton(again, '下一步'));
    const back = await findDialog('处罚对象信息');
    expect(text(back, /处罚对象名称/).value).toBe('李某');
    press(dialogButton(back, '填写立案登记表'));
    await waitFor(() => expect(route().path).toBe('/ws/ladjb'));
    expect(route().query).toEqual({
      runId: 'run1',
      GJRWID: 'rw1',
      CF_LYTYPE: '2',
      CFDXLX: '1',
      CFDXMC: '李某',
      CFDXDZ: '南京市玄武区',
      type: 'GJ',
      rwwsszid: '560',
      name: '立案登记表',
    });
  });

  it('asks before closing a step with a choice made (two dialogs at most)', async () => {
    openTask();
    const dialog = await startWizard();
    await chooseProcess(dialog, /^一般程序/);
    const types = await findDialog('行政处罚立案');
    fireEvent.click(await within(types).findByRole('radio', { name: '单位', hidden: true }));
    press(dialogButton(types, '上一步'));
    press(dialogButton(await findDialog('行政处罚立案'), '取消'));
    const ask = await findDialog('提示', 'alertdialog');
    expect(within(ask).getByText('填写的内容尚未保存，确定关闭吗？')).toBeTruthy();
    expect(dialogCount() + screen.queryAllByRole('alertdialog', { hidden: true }).length).toBe(2);
    press(dialogButton(ask, '确定'));
    await waitFor(() => expect(dialogCount()).toBe(0));
  });
});

describe('a task whose penalty item exists', { timeout: 60_000 }, () => {
  it('says the case is there, offers no 立案登记, and opens the case', async () => {
    const { api } = openTask({}, { 'penalty:item': () => fresh(penaltyItem()) });
    await pressButton(NAMES.penaltyEntry);
    const entry = await findDialog('行政处罚');
    expect(
      await within(entry).findByText('本任务已生成处罚事项：南京某商贸有限公司消防安全违法行为案'),
    ).toBeTruthy();
    expect(
      within(entry).getByText('本任务已立案，不能再次立案登记；请在案件中继续办理。'),
    ).toBeTruthy();
    expect(within(entry).queryByRole('button', { name: /立案登记/, hidden: true })).toBeNull();
    expect(within(entry).queryByText(/本任务尚未立案/)).toBeNull();
    // Linking to a case of the penalty module stays.
    expect(within(entry).getByRole('button', { name: /^案件关联/, hidden: true })).toBeTruthy();
    expect(api.callsTo('penalty:item')).toEqual([{ runId: 'run1', RWID: 'rw1' }]);
    press(dialogButton(entry, '打开案件'));
    await waitFor(() => expect(route().query).toMatchObject({ runId: 'run1', RWID: 'cf1' }));
    expect(route().path).toBe('/xfjd/projectDetail');
    await waitFor(() => expect(dialogCount()).toBe(0));
  });

  it('opens the case in the run the gateway names', async () => {
    openTask({}, { 'penalty:item': () => fresh(penaltyItem({ runId: 'run7' })) });
    await pressButton(NAMES.penaltyEntry);
    press(dialogButton(await findDialog('行政处罚'), '打开案件'));
    await waitFor(() => expect(route().query).toMatchObject({ runId: 'run7', RWID: 'cf1' }));
  });

  it('a task without one offers 立案登记 with the reason', async () => {
    openTask();
    await pressButton(NAMES.penaltyEntry);
    const entry = await findDialog('行政处罚');
    expect(
      await within(entry).findByRole('button', { name: /^立案登记本任务尚未立案/, hidden: true }),
    ).toBeTruthy();
    expect(within(entry).queryByText(/本任务已生成处罚事项/)).toBeNull();
    expect(within(entry).queryByRole('button', { name: '打开案件', hidden: true })).toBeNull();
  });
});
