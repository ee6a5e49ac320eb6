import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';
import { dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import { notice } from './testing';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';

// 挂接整改通知书 (spec 02 §2, §5, §8): the notices that can be linked, the spec's empty message,
// '确定进行关联?' then '关联成功', 取消挂接 through cancelHook, and the notice page with lyId.

const TITLE = '挂接整改通知书';
const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');

function openLink(handlers: FakeHandlers): ReturnType<typeof renderApp> {
  const config = detailConfig({
    btnsList: [{ btnPos: '1', btnName: TITLE, btnType: 'noticeLink', color: 'primary' }],
  });
  return renderApp({
    api: createFakeApi({ 'detail:get': () => fresh(detail({ config })), ...handlers }),
    path: '/xfjd/projectDetail?runId=run1&RWID=rw1',
  });
}

async function openDialog(): Promise<HTMLElement> {
  press(await screen.findByRole('button', { name: TITLE }));
  return findDialog(TITLE);
}

describe('挂接整改通知书', () => {
  it('says exactly why nothing can be linked', async () => {
    const { api } = openLink({ 'products:notices': () => fresh([]) });
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText(
        '暂无可挂接的文书！ 请将责令限期改正通知书送审通过并送达后才可以进行挂接',
      ),
    ).toBeTruthy();
    expect(api.callsTo('products:notices')).toEqual([{ runId: 'run1', RWID: 'rw1' }]);
  });

  it('links after 确定进行关联?, says 关联成功 and reads the list and the task again', async () => {
    let linked = false;
    const { api } = openLink({
      'products:notices': () => fresh([notice({ SFGJ: linked ? '1' : '0' })]),
      'products:link': () => {
        linked = true;
        return { message: '关联成功' };
      },
    });
    const dialog = await openDialog();
    const table = await within(dialog).findByRole('table', { name: TITLE, hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['文号', '制作人', '制作时间', '审批人', '审批时间', '操作']);
    expect(within(table).getByText('王建军')).toBeTruthy();
    const detailsBefore = api.callsTo('detail:get').length;

    press(dialogButton(dialog, '挂接 新城消限字〔2026〕第0201号'));
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText('确定进行关联?')).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    expect(await findToast('关联成功')).toBeTruthy();
    expect(api.callsTo('products:link')).toEqual([{ runId: 'run1', RWID: 'rw1', id: 'n1' }]);
    expect(await within(dialog).findByText('已挂接')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('detail:get').length).toBeGreaterThan(detailsBefore));
  });

  it('unlinks through cancelHook, and opens the notice page with rwwsszid 404 and lyId', async () => {
    const { api } = openLink({
      'products:notices': () =>
        fresh([notice({ SFGJ: '1' }), notice({ ID: 'n2', WH: '第0202号' })]),
    });
    const dialog = await openDialog();
    await within(dialog).findByText('已挂接');
    // One link per task: the other notice offers nothing until this one is unlinked.
    expect(
      within(dialog).queryByRole('button', { name: '挂接 第0202号', hidden: true }),
    ).toBeNull();
    press(dialogButton(dialog, '取消挂接 新城消限字〔2026〕第0201号'));
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText('确定取消关联?')).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    expect(await findToast('取消成功')).toBeTruthy();
    expect(api.callsTo('products:unlink')).toEqual([{ runId: 'run1', RWID: 'rw1', id: 'n1' }]);

    press(dialogButton(dialog, '查看 新城消限字〔2026〕第0201号'));
    await waitFor(() => expect(route().path).toBe('/ws/cpzlxqgztzs'));
    expect(route().query).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      rwwsszid: '404',
      lyId: 'n1',
      FLWSID: 'f-n1',
    });
  });
});
