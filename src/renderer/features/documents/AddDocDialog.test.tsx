import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashToPath, parseRoute } from '../../platform/routes';
import { createFakeApi, fail, type FakeApi, type FakeHandlers } from '../../test/fakeApi';
import { detail, detailConfig, tree } from '../detail/testing';
import { dialogButton, findDialog, press, renderApp } from '../../test/render';
import type { Cached } from '../../../shared/common/types';
import type { WsCategory, WsType } from '../../../shared/detail/schemas';

// The 新增文书 chooser: categories (getRwDetailWslb) on the left with counts, the types of the
// selected one (getRwDetailWs) on the right, 全部 first, a search over every category, and the
// task config's lists when the server cannot answer.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const T = { runId: 'run1', RWID: 'rw1' };
const ws = (id: string, wsmc: string, rwwslbid: string, over: Partial<WsType> = {}): WsType => ({
  id,
  wsmc,
  tjfs: '1',
  xzurl: '/ws/xfjdjcjl',
  wsdyid: 'dy',
  kglsh: null,
  rwwslbid,
  ...over,
});
const CATS: WsCategory[] = [
  { id: 'lb1', wslbmc: '检查文书' },
  { id: 'lb2', wslbmc: '处罚文书' },
];
const SERVER_TYPES: Record<string, WsType[]> = {
  lb1: [ws('ok', '消防监督检查记录', 'lb1'), ws('reg', '复查申请登记', 'lb1', { tjfs: '2' })],
  lb2: [
    ws('p1', '行政处罚决定书', 'lb2'),
    ws('p2', '询问笔录', 'lb2'),
    ws('p3', '现场检查记录（处罚）', 'lb2'),
  ],
};
// What the task config said when the task opened: an older list.
const CONFIG = detailConfig({
  btnsList: [{ btnPos: '2', btnName: '新增文书', btnType: 'addDoc', color: 'primary' }],
  wslbsList: CATS,
  wssList: [ws('ok', '消防监督检查记录', 'lb1'), ws('old', '旧版告知书', 'lb2')],
});

const net = <D,>(data: D): Cached<D> => ({ data, source: 'network', updatedAt: Date.now() });

type Deferred<V> = { promise: Promise<V>; resolve(v: V): void };
function deferred<V>(): Deferred<V> {
  let resolve: (v: V) => void = () => undefined;
  const promise = new Promise<V>((r) => (resolve = r));
  return { promise, resolve };
}

const online: FakeHandlers = {
  'detail:docCategories': () => net(CATS),
  'detail:docTypes': (req) => net(SERVER_TYPES[req.wslbid] ?? []),
};

async function openChooser(
  over: FakeHandlers = {},
): Promise<{ dialog: HTMLElement; api: FakeApi; unmount(): void }> {
  const api = createFakeApi({
    'detail:get': () => net(detail({ config: CONFIG, tree })),
    ...online,
    ...over,
  });
  const { unmount } = renderApp({ api, path: PATH });
  await screen.findByRole('treegrid');
  press(screen.getByRole('button', { name: '新增文书' }));
  return { dialog: await findDialog('新增文书'), api, unmount };
}

const radio = (dialog: HTMLElement, name: string): HTMLElement =>
  within(dialog).getByRole('radio', { name, hidden: true });
const radioNames = (dialog: HTMLElement): string[] =>
  within(dialog)
    .queryAllByRole('radio', { hidden: true })
    .map((r) => document.querySelector(`label[for="${r.id}"]`)?.textContent ?? '');
const category = (dialog: HTMLElement, name: string | RegExp): HTMLElement =>
  within(within(dialog).getByRole('navigation', { name: '文书类别', hidden: true })).getByRole(
    'button',
    { name, hidden: true },
  );
const categoryNames = (dialog: HTMLElement): string[] =>
  within(within(dialog).getByRole('navigation', { name: '文书类别', hidden: true }))
    .getAllByRole('button', { hidden: true })
    // Named by their content (no aria-label): the name, the count badge and the unit read after it.
    .map((b) => {
      expect(b.getAttribute('aria-label')).toBeNull();
      return (b.textContent ?? '').replace(/\s+/g, ' ').trim();
    });

describe('新增文书: the two-pane chooser', () => {
  it('reads the categories when it opens, then every type under 全部; a type is picked at once and added', async () => {
    const cats = deferred<Cached<WsCategory[]>>();
    const punish = deferred<Cached<WsType[]>>();
    const { dialog, api } = await openChooser({
      'detail:docCategories': () => cats.promise,
      'detail:docTypes': (req) =>
        req.wslbid === 'lb2' ? punish.promise : net(SERVER_TYPES[req.wslbid]),
    });
    expect(within(dialog).getByText('正在读取文书目录…')).toBeTruthy();
    expect(within(dialog).queryAllByRole('radio', { hidden: true })).toEqual([]);
    expect(api.callsTo('detail:docCategories')).toEqual([T]);

    await act(async () => cats.resolve(net(CATS)));
    // 全部 is selected: every category's types are read, one call each with its wslbid.
    await waitFor(() => expect(radioNames(dialog)).toContain('消防监督检查记录'));
    expect(api.callsTo('detail:docTypes')).toEqual([
      { ...T, wslbid: 'lb1' },
      { ...T, wslbid: 'lb2' },
    ]);
    // 处罚文书 is still being read: no count yet, for it or for 全部, and the loading state.
    expect(categoryNames(dialog)).toEqual(['全部', '检查文书 2 种', '处罚文书']);
    expect(category(dialog, '全部').getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByText('正在读取文书目录…')).toBeTruthy();

    await act(async () => punish.resolve(net(SERVER_TYPES.lb2)));
    await waitFor(() =>
      expect(categoryNames(dialog)).toEqual(['全部 5 种', '检查文书 2 种', '处罚文书 3 种']),
    );
    expect(within(dialog).queryByText('正在读取文书目录…')).toBeNull();
    expect(within(dialog).getByRole('radiogroup', { name: '检查文书', hidden: true })).toBeTruthy();
    expect(within(dialog).getByRole('radiogroup', { name: '处罚文书', hidden: true })).toBeTruthy();
    // The server's list, not the config's older one; and no note.
    expect(within(dialog).queryByRole('radio', { name: '旧版告知书', hidden: true })).toBeNull();
    expect(within(dialog).queryByText(/显示上次打开任务时的文书目录/)).toBeNull();

    fireEvent.click(radio(dialog, '询问笔录'));
    expect(within(dialog).getByText('已选择：询问笔录')).toBeTruthy();
    press(dialogButton(dialog, '确定'));
    await waitFor(() =>
      expect(parseRoute(hashToPath(location.hash) ?? '').path).toBe('/ws/xfjdjcjl'),
    );
    expect(api.callsTo('documents:beforeAdd')).toEqual([{ ...T, wssid: 'p2' }]);
  });

  it('shows the selected category’s types, searches every category by name, and keeps the add guards', async () => {
    const { dialog, api } = await openChooser();
    await waitFor(() => expect(categoryNames(dialog)[0]).toBe('全部 5 种'));

    fireEvent.click(category(dialog, /^处罚文书/));
    expect(category(dialog, /^处罚文书/).getAttribute('aria-pressed')).toBe('true');
    expect(category(dialog, /^全部/).getAttribute('aria-pressed')).toBe('false');
    expect(radioNames(dialog)).toEqual(['行政处罚决定书', '询问笔录', '现场检查记录（处罚）']);
    expect(within(dialog).queryByRole('radiogroup', { name: '检查文书', hidden: true })).toBeNull();

    // A search looks through every category (全部 again) and the counts say where the matches are.
    const search = within(dialog).getByRole('searchbox', { name: '搜索文书名称', hidden: true });
    fireEvent.change(search, { target: { value: '记录' } });
    expect(category(dialog, /^全部/).getAttribute('aria-pressed')).toBe('true');
    expect(radioNames(dialog)).toEqual(['消防监督检查记录', '现场检查记录（处罚）']);
    expect(categoryNames(dialog)).toEqual(['全部 2 种', '检查文书 1 种', '处罚文书 1 种']);
    fireEvent.click(category(dialog, /^检查文书/));
    expect(radioNames(dialog)).toEqual(['消防监督检查记录']);
    fireEvent.change(search, { target: { value: '不存在的文书' } });
    expect(within(dialog).getByText('没有名称包含“不存在的文书”的文书')).toBeTruthy();
    expect(categoryNames(dialog)).toEqual(['全部 0 种', '检查文书 0 种', '处罚文书 0 种']);
    fireEvent.change(search, { target: { value: '' } });

    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择需要新增的文书!')).toBeTruthy();
    fireEvent.click(radio(dialog, '复查申请登记'));
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('该表单是登记表单，不可直接添加!')).toBeTruthy();
    expect(api.callsTo('documents:beforeAdd')).toEqual([]);
  });

  it('falls back to the task config’s lists with a note when the catalogue cannot be read', async () => {
    const offline = await openChooser({
      'detail:docCategories': () => fail('needs-network', '需要联网'),
    });
    const d1 = offline.dialog;
    expect(await within(d1).findByText('离线：显示上次打开任务时的文书目录')).toBeTruthy();
    expect(radioNames(d1)).toEqual(['消防监督检查记录', '旧版告知书']);
    expect(categoryNames(d1)).toEqual(['全部 2 种', '检查文书 1 种', '处罚文书 1 种']);
    expect(offline.api.callsTo('detail:docTypes')).toEqual([]);
    // The fallback is still a working chooser.
    fireEvent.click(radio(d1, '旧版告知书'));
    press(dialogButton(d1, '确定'));
    await waitFor(() =>
      expect(offline.api.callsTo('documents:beforeAdd')).toEqual([{ ...T, wssid: 'old' }]),
    );
  });

  it('says why when the server refuses, and falls back per category when only its types fail', async () => {
    const refused = await openChooser({
      'detail:docCategories': () => fail('server', '无权查看该任务'),
    });
    expect(
      await within(refused.dialog).findByText(
        '文书目录读取失败（无权查看该任务），显示上次打开任务时的文书目录',
      ),
    ).toBeTruthy();
    refused.unmount();

    const partial = await openChooser({
      'detail:docTypes': (req) =>
        req.wslbid === 'lb2' ? fail('offline', '网络不可用') : net(SERVER_TYPES.lb1),
    });
    const d = partial.dialog;
    expect(await within(d).findByText('离线：显示上次打开任务时的文书目录')).toBeTruthy();
    // 检查文书 from the server, 处罚文书 from the task config.
    expect(radioNames(d)).toEqual(['消防监督检查记录', '复查申请登记', '旧版告知书']);
  });

  it('marks an answer from the local cache with the time it was read', async () => {
    const { dialog } = await openChooser({
      'detail:docCategories': () => ({ data: CATS, source: 'cache', updatedAt: Date.now() }),
    });
    expect(await within(dialog).findByText(/^离线，数据更新于 /)).toBeTruthy();
    await waitFor(() => expect(radioNames(dialog)).toContain('询问笔录'));
    expect(within(dialog).queryByText(/显示上次打开任务时的文书目录/)).toBeNull();
  });
});
