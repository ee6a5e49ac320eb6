import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';
import { dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import { licence } from './testing';

// The choosers that open document pages (口头告知, 强制执行), the agency picker (技术服务) and
// the electronic licence (电子证照), from the detail screen's header.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const btnsList = [
  ['口头告知', 'verbalNotice'],
  ['强制执行', 'enforcement'],
  ['技术服务', 'techService'],
  ['电子证照', 'licence'],
].map(([btnName, btnType]) => ({ btnPos: '1', btnName, btnType, color: 'primary' }));
const TASK = { runId: 'run1', RWID: 'rw1' };

function openTask(over: FakeHandlers = {}): ReturnType<typeof renderApp> {
  const config = detailConfig({ btnsList });
  const api = createFakeApi({
    'detail:get': () => ({ data: detail({ config }), source: 'network', updatedAt: 0 }),
    ...over,
  });
  return renderApp({ api, path: PATH });
}
async function openDialog(button: string): Promise<HTMLElement> {
  press(await screen.findByRole('button', { name: button }));
  return findDialog(button);
}
const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');

describe('口头告知', () => {
  it("needs the type ('请选择口头告知类型'), then opens the unit's notice (xzcfjds, 579)", async () => {
    openTask();
    const dialog = await openDialog('口头告知');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择口头告知类型')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: '单位', hidden: true }));
    press(dialogButton(dialog, '确定'));
    await waitFor(() => expect(route().path).toBe('/ws/xzcfjds'));
    expect(route().query).toEqual({ ...TASK, rwwsszid: '579' });
  });

  it("opens the individual's notice (xzcfjdsgr, 580)", async () => {
    const { api } = openTask({ 'shell:openWindow': () => ({ opened: true }) });
    const dialog = await openDialog('口头告知');
    fireEvent.click(within(dialog).getByRole('radio', { name: '个人', hidden: true }));
    press(dialogButton(dialog, '确定'));
    await waitFor(() =>
      expect(api.callsTo('shell:openWindow')).toEqual([
        { path: '/ws/xzcfjdsgr?runId=run1&RWID=rw1&rwwsszid=580' },
      ]),
    );
  });
});

describe('强制执行', () => {
  it("needs at least one document ('请选择文书') and opens a cgs page for each chosen", async () => {
    const { api } = openTask({ 'shell:openWindow': () => ({ opened: true }) });
    const dialog = await openDialog('强制执行');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择文书')).toBeTruthy();
    const box = (name: string): HTMLElement =>
      within(dialog).getByRole('checkbox', { name, hidden: true });
    fireEvent.click(box('催告书（三停）'));
    fireEvent.click(box('催告书（罚款）'));
    press(dialogButton(dialog, '确定'));
    await waitFor(() =>
      expect(api.callsTo('shell:openWindow')).toEqual([
        { path: '/ws/cgs?runId=run1&RWID=rw1&rwwsszid=101' },
        { path: '/ws/cgs?runId=run1&RWID=rw1&rwwsszid=421' },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '强制执行', hidden: true })).toBeNull(),
    );
  });
});

describe('技术服务', () => {
  it("needs the agency ('请选择单位'), chosen through the picker, and assigns it", async () => {
    const { api } = openTask();
    const dialog = await openDialog('技术服务');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择单位')).toBeTruthy();
    press(dialogButton(dialog, '选择技术服务机构'));
    const picker = await findDialog('选择技术服务机构');
    press(await within(picker).findByRole('button', { name: '机构3', hidden: true }));
    await waitFor(() => expect(within(dialog).queryByText('请选择单位')).toBeNull());
    expect(api.callsTo('generic:lookup')[0]).toMatchObject({
      table: 'XFJD_JSFW_DW',
      labelField: 'DWMC',
      runId: 'run1',
    });
    press(dialogButton(dialog, '确定'));
    expect(await findToast('操作成功')).toBeTruthy();
    expect(api.callsTo('actions:assignService')).toEqual([{ ...TASK, dwid: 'id3', dwmc: '机构3' }]);
  });
});

describe('电子证照', () => {
  it("without a licence says '尚未制证' and makes one: '制证成功!'", async () => {
    let made = false;
    const { api } = openTask({
      'actions:licence': () => fresh(made ? licence : null),
      'actions:makeLicence': () => {
        made = true;
        return { message: '制证成功!' };
      },
    });
    const dialog = await openDialog('电子证照');
    expect(await within(dialog).findByText('尚未制证')).toBeTruthy();
    press(dialogButton(dialog, '制证'));
    expect(await findToast('制证成功!')).toBeTruthy();
    expect(api.callsTo('actions:makeLicence')).toEqual([TASK]);
    expect(await within(dialog).findByText('XF-2024-000123')).toBeTruthy();
    expect(dialogButton(dialog, '下载证照')).toBeTruthy();
  });

  it('shows the licence made and tells where the download was saved', async () => {
    const { api } = openTask({ 'actions:licence': () => fresh(licence) });
    const dialog = await openDialog('电子证照');
    const info = await within(dialog).findByText('XF-2024-000123');
    expect(info.previousElementSibling?.textContent).toBe('证照编号');
    expect(within(dialog).getByText('2024-05-10 10:00:00')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '制证', hidden: true })).toBeNull();
    press(dialogButton(dialog, '下载证照'));
    expect(await findToast('证照已保存到 C:\\下载\\电子证照.pdf')).toBeTruthy();
    expect(api.callsTo('actions:downloadLicence')).toEqual([TASK]);
  });

  it("shows the server's refusal to make one", async () => {
    openTask({ 'actions:makeLicence': () => fail('server', '任务未办结，不能制证') });
    const dialog = await openDialog('电子证照');
    press(await within(dialog).findByRole('button', { name: '制证', hidden: true }));
    expect(await findToast('任务未办结，不能制证')).toBeTruthy();
    expect(within(dialog).getByText('尚未制证')).toBeTruthy();
  });
});
