import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterProvider } from '../../platform/router';
import { hashToPath } from '../../platform/routes';
import { createFakeApi, fail } from '../../test/fakeApi';
import { dialogButton, findDialog, findToast, press, renderWithProviders } from '../../test/render';
import { DraftsButton } from './index';
import { draftsFakes, storedDraft } from './testing';
import type { Draft } from '../../../shared/drafts/contract';

const first = storedDraft();
const second = storedDraft({
  key: 'new:xfjdjcjl:rw2:420',
  path: '/ws/xfjdjcjl?runId=run2&RWID=rw2&rwwsszid=420',
  title: '责令限期改正通知书',
  task: '',
  FLWSID: null,
  offline: true,
  savedAt: Date.parse('2024-05-03T14:00:00+08:00'),
});

const show = (drafts: Draft[]) => {
  history.replaceState(null, '', '/#/tasks');
  return renderWithProviders(
    <RouterProvider>
      <DraftsButton />
    </RouterProvider>,
    { api: createFakeApi(draftsFakes(drafts)) },
  );
};

describe('DraftsButton and DraftsDialog', () => {
  it('shows nothing while there are no drafts', async () => {
    const { api } = show([]);
    await waitFor(() => expect(api.callsTo('drafts:list')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /草稿/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts the drafts and lists them newest first with task, time and the offline mark', async () => {
    show([first, second]);
    press(await screen.findByRole('button', { name: '草稿（2 份）' }));
    const dialog = await findDialog('本机草稿');
    const rows = within(dialog).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '责令限期改正通知书—2024-05-03 14:00:00离线保存打开丢弃草稿',
      '消防监督检查记录南京某商场监督检查2024-05-02 09:30:05打开丢弃草稿',
    ]);
  });

  it('打开 goes to the draft’s document page and closes the list', async () => {
    show([first, second]);
    press(await screen.findByRole('button', { name: '草稿（2 份）' }));
    const dialog = await findDialog('本机草稿');
    const row = within(dialog).getByRole('row', { name: /消防监督检查记录/, hidden: true });
    press(within(row).getByRole('button', { name: '打开', hidden: true }));
    await waitFor(() => expect(hashToPath(location.hash)).toBe(first.path));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('丢弃 asks first; cancelling keeps the draft, confirming removes it and the count follows', async () => {
    const { api } = show([first, second]);
    press(await screen.findByRole('button', { name: '草稿（2 份）' }));
    const dialog = await findDialog('本机草稿');
    const row = (): HTMLElement =>
      within(dialog).getByRole('row', { name: /责令限期改正通知书/, hidden: true });
    press(within(row()).getByRole('button', { name: '丢弃草稿', hidden: true }));
    let ask = await findDialog('丢弃草稿', 'alertdialog');
    expect(ask.textContent).toContain('确定丢弃“责令限期改正通知书”的本机草稿吗？丢弃后无法找回。');
    press(dialogButton(ask, '取消'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(api.callsTo('drafts:discard')).toEqual([]);
    press(within(row()).getByRole('button', { name: '丢弃草稿', hidden: true }));
    ask = await findDialog('丢弃草稿', 'alertdialog');
    press(dialogButton(ask, '确定'));
    expect(await findToast('草稿已丢弃')).toBeTruthy();
    expect(api.callsTo('drafts:discard')).toEqual([{ key: second.key }]);
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('row', { name: /责令限期改正通知书/, hidden: true }),
      ).toBeNull(),
    );
    expect(screen.getByRole('button', { name: '草稿（1 份）', hidden: true })).toBeTruthy();
  });

  it('says why a discard failed and keeps the row', async () => {
    history.replaceState(null, '', '/#/tasks');
    renderWithProviders(
      <RouterProvider>
        <DraftsButton />
      </RouterProvider>,
      {
        api: createFakeApi({
          ...draftsFakes([first]),
          'drafts:discard': () => fail('internal', '本机数据库不可用'),
        }),
      },
    );
    press(await screen.findByRole('button', { name: '草稿（1 份）' }));
    const dialog = await findDialog('本机草稿');
    press(within(dialog).getByRole('button', { name: '丢弃草稿', hidden: true }));
    press(dialogButton(await findDialog('丢弃草稿', 'alertdialog'), '确定'));
    expect(await findToast('本机数据库不可用')).toBeTruthy();
    expect(
      within(dialog).getByRole('row', { name: /消防监督检查记录/, hidden: true }),
    ).toBeTruthy();
  });
});
