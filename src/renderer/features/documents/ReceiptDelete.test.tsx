import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { dialogButton, findDialog, press, renderApp } from '../../test/render';
import { detailConfig, docRow, rowButton, treeRow } from '../detail/testing';
import type { TaskDetail } from '../../../shared/detail/contract';
import type { TreeRow } from '../../../shared/detail/schemas';

// Deleting a delivery receipt (送达回证, type 46): base/isDelSdhz first, the server's refusal shown
// instead of deleting; the question names the delivered notice and its deadline (base/getXqBySdhz).

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';

const tree: TreeRow[] = [
  treeRow({
    UUID: 't1',
    TITLE: '监督检查（当前）',
    TREE_LEVEL: 1,
    IS_CURRENT: '1',
    RWID: 'rw1',
    children: [
      treeRow({
        UUID: 'c1',
        TITLE: '送达文书',
        TREE_LEVEL: 2,
        children: [
          docRow({
            UUID: 'r',
            TITLE: '送达回证',
            FLWSID: 'ws46',
            RWWSSZID: '46',
            STATUS: '1',
            XGURL: '/ws/sdhz',
            XGCZ_BUTTONS: [rowButton('删除', 'delete')],
          }),
          docRow({
            UUID: 'k',
            TITLE: '检查记录K',
            FLWSID: 'wsK',
            STATUS: '1',
            XGCZ_BUTTONS: [rowButton('删除', 'delete')],
          }),
        ],
      }),
    ],
  }),
];

const open = (over: FakeHandlers = {}) => {
  const api = createFakeApi({
    'detail:get': () => fresh({ config: detailConfig(), tree } satisfies TaskDetail),
    ...over,
  });
  renderApp({ api, path: PATH });
  return api;
};
const deleteButton = (title: string): Promise<HTMLElement> =>
  screen.findByRole('button', { name: `删除 ${title}` });

const DEADLINE = {
  WSMC: '责令限期改正通知书',
  WH: '新城消限字〔2026〕第0017号',
  SDRQ: '2026-03-18',
  XQRQ: '2026-04-01',
};

describe('deleting a delivery receipt', () => {
  it('shows the server’s refusal instead of deleting', async () => {
    const refusal =
      '该送达回证记录的责令限期改正通知书送达日期已用于计算改正期限，后续复查已据此开展，不可删除';
    const api = open({ 'documents:receiptCheck': () => ({ SFKSC: '0', YY: refusal }) });
    press(await deleteButton('送达回证'));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(api.callsTo('documents:receiptCheck')).toEqual([{ runId: 'run1', FLWSID: 'ws46' }]);
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(api.callsTo('documents:delete')).toEqual([]);
  });

  it('names the delivered notice and its deadline in the question, then deletes', async () => {
    const api = open({ 'documents:receiptDeadline': () => fresh(DEADLINE) });
    press(await deleteButton('送达回证'));
    const dialog = await findDialog('提示', 'alertdialog');
    expect(
      within(dialog).getByText(
        '确定删除该文书吗？该送达回证记录了责令限期改正通知书（新城消限字〔2026〕第0017号）于2026-03-18送达，改正期限据此至2026-04-01；删除后该期限失去送达依据。',
      ),
    ).toBeTruthy();
    press(dialogButton(dialog, '确定'));
    expect(await screen.findByText('删除文书成功!')).toBeTruthy();
    expect(api.callsTo('documents:delete')).toEqual([{ runId: 'run1', FLWSID: 'ws46' }]);
  });

  it('asks the plain question when the deadline cannot be read, and deletes nothing on 取消', async () => {
    const api = open({ 'documents:receiptDeadline': () => fail('offline', '网络不可用') });
    press(await deleteButton('送达回证'));
    const dialog = await findDialog('提示', 'alertdialog');
    expect(within(dialog).getByText('确定删除该文书吗？')).toBeTruthy();
    press(dialogButton(dialog, '取消'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(api.callsTo('documents:delete')).toEqual([]);
  });

  it('does not delete when the check itself fails, and other documents are not checked', async () => {
    const api = open({ 'documents:receiptCheck': () => fail('offline', '网络连接已断开') });
    press(await deleteButton('送达回证'));
    expect(await screen.findByText('网络连接已断开')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();

    press(await deleteButton('检查记录K'));
    const dialog = await findDialog('提示', 'alertdialog');
    expect(within(dialog).getByText('确定删除该文书吗？')).toBeTruthy();
    expect(api.callsTo('documents:receiptCheck')).toHaveLength(1);
    expect(api.callsTo('documents:delete')).toEqual([]);
  });
});
