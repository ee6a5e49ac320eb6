import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';
import { dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import { gsList, nmgList } from './testing';
import type { StampList } from '../../../shared/stamping/contract';

// 文书盖章 in both sealing variants (spec 01 §4, §8; spec 02 §4, §5): the list the officer's
// province serves, its actions per row, the confirmation and the refresh after sealing.

const TITLE = '文书盖章';

function openStamps(list: StampList, handlers: FakeHandlers = {}): ReturnType<typeof renderApp> {
  const config = detailConfig({
    btnsList: [{ btnPos: '1', btnName: TITLE, btnType: 'stamp', color: 'primary' }],
  });
  return renderApp({
    api: createFakeApi({
      'detail:get': () => fresh(detail({ config })),
      'stamping:list': () => fresh(list),
      ...handlers,
    }),
    path: '/xfjd/projectDetail?runId=run1&RWID=rw1',
  });
}

async function openDialog(): Promise<HTMLElement> {
  press(await screen.findByRole('button', { name: TITLE }));
  const dialog = await findDialog(TITLE);
  await within(dialog).findByRole('table', { name: TITLE, hidden: true });
  return dialog;
}

const buttonsOf = (dialog: HTMLElement, wh: string): string[] => {
  const row = within(dialog).getByText(wh).closest('tr');
  if (!row) throw new Error(`no row ${wh}`);
  return within(row as HTMLElement)
    .queryAllByRole('button', { hidden: true })
    .map((b) => b.textContent ?? '');
};

describe('文书盖章, spec 01 variant (province 62)', () => {
  it('seals when ifAgainSign is 1, previews when ifSign is 1, confirms first', async () => {
    const { api } = openStamps(gsList);
    const dialog = await openDialog();
    expect(buttonsOf(dialog, '城关消限字〔2026〕第0021号')).toEqual(['盖章']);
    expect(buttonsOf(dialog, '城关消限字〔2026〕第0022号')).toEqual(['重新盖章', '预览']);
    expect(buttonsOf(dialog, '城关消限字〔2026〕第0023号')).toEqual(['预览']);

    press(dialogButton(dialog, '重新盖章 城关消限字〔2026〕第0022号'));
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText('此操作将进行盖章操作, 是否继续?')).toBeTruthy();
    const listsBefore = api.callsTo('stamping:list').length;
    press(dialogButton(confirm, '确定'));
    expect(await findToast('盖章成功')).toBeTruthy();
    expect(api.callsTo('stamping:seal')).toEqual([{ runId: 'run1', wssyid: 'g2' }]);
    // The list (and the task's detail and tree) are read again after sealing.
    await within(dialog).findByRole('table', { name: TITLE, hidden: true });
    await screen.findByText('城关消限字〔2026〕第0022号');
    expect(api.callsTo('stamping:list').length).toBeGreaterThan(listsBefore);

    press(dialogButton(dialog, '预览 城关消限字〔2026〕第0022号'));
    const preview = await findDialog('文件预览');
    expect(preview.querySelector('iframe')?.getAttribute('src')).toContain('md5=md5-g2');
  });

  it('a sealed row without md5 cannot be previewed: 该文件暂无法预览', async () => {
    const { api } = openStamps(gsList);
    const dialog = await openDialog();
    press(dialogButton(dialog, '预览 城关消限字〔2026〕第0023号'));
    expect(await findToast('该文件暂无法预览')).toBeTruthy();
    expect(api.callsTo('documents:previewUrl')).toEqual([]);
  });
});

describe('文书盖章, spec 02 variant (province 15)', () => {
  it('stamps when ifSign is 0, downloads by path when ifSign is 1', async () => {
    const { api } = openStamps(nmgList);
    const dialog = await openDialog();
    expect(buttonsOf(dialog, '宁消监检字〔2024〕第001号')).toEqual(['盖章']);
    expect(buttonsOf(dialog, '宁消限字〔2024〕第002号')).toEqual(['预览', '下载']);
    press(dialogButton(dialog, '盖章 宁消监检字〔2024〕第001号'));
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText('此操作将进行盖章操作, 是否继续?')).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    expect(await findToast('盖章成功')).toBeTruthy();
    expect(api.callsTo('stamping:seal')).toEqual([{ runId: 'run1', wssyid: 's1' }]);
    press(dialogButton(dialog, '下载 宁消限字〔2024〕第002号'));
    expect(await findToast('已下载到 C:\\下载\\宁消限字〔2024〕第002号.pdf')).toBeTruthy();
    expect(api.callsTo('stamping:download')).toEqual([
      { RWID: 'rw1', id: 's2', fileName: '宁消限字〔2024〕第002号' },
    ]);
  });

  it('a sealed row without path cannot be downloaded: 该文件暂无法下载 (md5 alone is not enough)', async () => {
    const rows = nmgList.rows.map((r) => (r.id === 's2' ? { ...r, path: null } : r));
    const { api } = openStamps({ ...nmgList, rows });
    const dialog = await openDialog();
    press(dialogButton(dialog, '下载 宁消限字〔2024〕第002号'));
    expect(await findToast('该文件暂无法下载')).toBeTruthy();
    expect(api.callsTo('stamping:download')).toEqual([]);
  });

  it('a province without a service of its own uses the default one and names the province', async () => {
    openStamps({ ...nmgList, own: false, province: '13' });
    const dialog = await openDialog();
    const note = within(dialog).getByText(
      '当前账号所属省份（河北省）未配置专用盖章服务，已使用默认盖章服务；如盖章失败，请联系管理员。',
    );
    // The code itself only on hover (issue 29: not 区域代码 13 in the text).
    expect(note.closest('[title]')?.getAttribute('title')).toBe('区域代码 13');
    expect(dialog.textContent).not.toContain('区域代码');
  });

  it('a province code that names no province says so without the code', async () => {
    openStamps({ ...nmgList, own: false, province: '99' });
    const dialog = await openDialog();
    expect(
      within(dialog).getByText(
        '当前账号所属省份未配置专用盖章服务，已使用默认盖章服务；如盖章失败，请联系管理员。',
      ),
    ).toBeTruthy();
  });
});

describe('文书盖章 names what it seals (issue 29)', () => {
  it('shows the task and each document by name and 文号; 项目编号 only on hover', async () => {
    openStamps(nmgList);
    const dialog = await openDialog();
    expect(within(dialog).getByText('所属任务：某商场消防监督抽查')).toBeTruthy();
    const headers = within(dialog)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(headers).toEqual(['文书名称', '文号', '是否盖章', '操作']);
    const cells = (wh: string): string[] =>
      within(within(dialog).getByText(wh).closest('tr') as HTMLElement)
        .getAllByRole('cell', { hidden: true })
        .map((c) => c.textContent ?? '');
    // s1 has no wsmc: its name comes from the tree row of the same 文号; s2 sends wsmc.
    expect(cells('宁消监检字〔2024〕第001号').slice(0, 3)).toEqual([
      '消防监督检查记录',
      '宁消监检字〔2024〕第001号',
      '否',
    ]);
    expect(cells('宁消限字〔2024〕第002号')[0]).toBe('责令限期改正通知书');
    expect(dialog.textContent).not.toContain('XM2024001');
    const name = within(dialog).getByText('消防监督检查记录');
    expect(name.closest('[title]')?.getAttribute('title')).toBe(
      '消防监督检查记录\n项目编号 XM2024001',
    );
  });
});
