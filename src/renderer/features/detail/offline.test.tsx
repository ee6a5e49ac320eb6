import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { detailConfig, docRow as doc, rowButton as B, treeRow } from './testing';
import { press, renderApp } from '../../test/render';
import type { TaskDetail } from '../../../shared/detail/contract';
import type { TreeRow } from '../../../shared/detail/schemas';

// Issue 14: offline, a document row's 编辑 / 查看 / 审批信息 open what this machine cached and are
// disabled, saying why, where nothing is cached; writes are disabled with the common reason.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const OFFLINE = '离线状态下不可操作，请联网后重试';

const rowsOf = (): TreeRow[] => [
  treeRow({
    UUID: 't1',
    TITLE: '监督抽查（当前）',
    TREE_LEVEL: 1,
    IS_CURRENT: '1',
    RWID: 'rw1',
    children: [
      treeRow({
        UUID: 'c1',
        TITLE: '检查记录',
        TREE_LEVEL: 2,
        children: [
          doc({
            UUID: 'a',
            TITLE: '已缓存文书',
            FLWSID: 'wsA',
            STATUS: '2',
            XGCZ_BUTTONS: [B('编辑', 'edit'), B('发送', 'send'), B('审批信息', 'approvalInfo')],
            JBCZ_BUTTONS: [B('查看', 'view')],
          }),
          doc({
            UUID: 'b',
            TITLE: '未缓存文书',
            FLWSID: 'wsB',
            FLWSLB: null,
            STATUS: '2',
            XGCZ_BUTTONS: [B('编辑', 'edit'), B('发送', 'send'), B('审批信息', 'approvalInfo')],
            // Five buttons: 查看 and 下载 go into the row's 更多操作 menu.
            JBCZ_BUTTONS: [B('查看', 'view'), B('下载', 'download')],
          }),
        ],
      }),
    ],
  }),
];

const open = (over: FakeHandlers = {}) =>
  renderApp({
    api: createFakeApi({
      'detail:get': () => ({
        data: { config: detailConfig(), tree: rowsOf() } satisfies TaskDetail,
        source: 'network',
        updatedAt: 0,
      }),
      // This machine holds wsA's form and values, and wsA's approval history; nothing of wsB.
      'documents:cached': () => ({ docs: ['wsA'], approvals: ['wsA'] }),
      ...over,
    }),
    path: PATH,
  });

const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');
const button = (name: string, title: string): HTMLElement =>
  screen.getByRole('button', { name: `${name} ${title}` });
const disabled = (el: HTMLElement): boolean => el.getAttribute('aria-disabled') === 'true';
/** What the officer reads: the tooltip it is described by, and the same text for a screen reader. */
const reason = (el: HTMLElement): string | null => {
  const id = el.getAttribute('aria-describedby');
  const tip = id ? (document.getElementById(id)?.textContent ?? null) : null;
  expect(el.getAttribute('aria-description')).toBe(tip);
  return tip;
};

describe('document rows offline', () => {
  it('online every row button is enabled and nothing is asked about the cache', async () => {
    const { api } = open();
    await screen.findByText('未缓存文书');
    for (const title of ['已缓存文书', '未缓存文书'])
      for (const name of ['编辑', '发送', '审批信息']) {
        expect(disabled(button(name, title))).toBe(false);
        expect(button(name, title).getAttribute('aria-description')).toBeNull();
      }
    expect(api.callsTo('documents:cached')).toEqual([]);
  });

  it('offline a cached document opens; one not cached says why; writes need the network', async () => {
    const { api } = open();
    await screen.findByText('未缓存文书');
    act(() => api.emit('net:changed', { online: false, since: 1 }));

    await waitFor(() => expect(disabled(button('编辑', '未缓存文书'))).toBe(true));
    expect(reason(button('编辑', '未缓存文书'))).toBe('该文书尚未在本机缓存，联网后可编辑');
    expect(reason(button('发送', '未缓存文书'))).toBe(OFFLINE);
    expect(reason(button('发送', '已缓存文书'))).toBe(OFFLINE);
    // Until main answers nothing counts as cached; then the cached document's reads open.
    await waitFor(() => expect(disabled(button('编辑', '已缓存文书'))).toBe(false));
    expect(disabled(button('查看', '已缓存文书'))).toBe(false);

    // One question for the whole tree, naming each document and the form its page opens.
    expect(api.callsTo('documents:cached')).toEqual([
      {
        docs: [
          { FLWSID: 'wsA', form: 'xfjdjcjl', FLWSLB: 'lb1' },
          { FLWSID: 'wsB', form: 'xfjdjcjl', FLWSLB: null },
        ],
      },
    ]);

    // A disabled button does nothing.
    fireEvent.click(button('编辑', '未缓存文书'));
    expect(route().path).toBe('/xfjd/projectDetail');

    press(button('编辑', '已缓存文书'));
    await waitFor(() => expect(route().path).toBe('/ws/xfjdjcjl'));
    expect(route().query).toMatchObject({ FLWSID: 'wsA' });
  });

  it('审批信息 follows the approval history’s cache; the 更多操作 menu says why on its items', async () => {
    const { api } = open();
    await screen.findByText('未缓存文书');
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    await waitFor(() => expect(disabled(button('审批信息', '已缓存文书'))).toBe(false));
    expect(disabled(button('审批信息', '未缓存文书'))).toBe(true);
    expect(reason(button('审批信息', '未缓存文书'))).toBe(
      '该文书的审批信息尚未在本机缓存，联网后可查看',
    );

    press(screen.getByRole('button', { name: '未缓存文书 的更多操作' }));
    const view = await screen.findByRole('menuitem', { name: '查看' });
    expect(view.getAttribute('aria-disabled')).toBe('true');
    expect(view.getAttribute('title')).toBe('该文书尚未在本机缓存，联网后可查看');
    expect(view.getAttribute('aria-description')).toBe('该文书尚未在本机缓存，联网后可查看');
    const download = screen.getByRole('menuitem', { name: '下载' });
    expect(download.getAttribute('title')).toBe(OFFLINE);
    expect(download.getAttribute('aria-description')).toBe(OFFLINE);
  });

  it('back online every row button is enabled again', async () => {
    const { api } = open();
    await screen.findByText('未缓存文书');
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    await waitFor(() => expect(disabled(button('编辑', '未缓存文书'))).toBe(true));
    act(() => api.emit('net:changed', { online: true, since: 2 }));
    await waitFor(() => expect(disabled(button('编辑', '未缓存文书'))).toBe(false));
    expect(button('编辑', '未缓存文书').getAttribute('aria-description')).toBeNull();
  });
});

describe('task buttons offline', () => {
  const JSDOM_HEIGHT = window.innerHeight;
  const setWindowHeight = (h: number): void => {
    Object.defineProperty(window, 'innerHeight', { value: h, configurable: true });
  };
  afterEach(() => setWindowHeight(JSDOM_HEIGHT));

  it('the header and the tree toolbar: writes disabled with the reason, cached reads open', async () => {
    const { api } = open();
    await screen.findByText('未缓存文书');
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    const header = screen.getByRole('toolbar', { name: '任务操作' });
    const end = within(header).getByRole('button', { name: '结束任务' });
    await waitFor(() => expect(disabled(end)).toBe(true));
    expect(reason(end)).toBe(OFFLINE);
    const log = within(header).getByRole('button', { name: '操作日志' });
    expect(disabled(log)).toBe(false);
    expect(log.getAttribute('aria-description')).toBeNull();
    const tree = screen.getByRole('toolbar', { name: '文书目录操作' });
    expect(reason(within(tree).getByRole('button', { name: '新增文书' }))).toBe(OFFLINE);
  });

  it('the folded header’s 任务操作 menu says the same on its items', async () => {
    setWindowHeight(720);
    const { api } = open();
    const info = await screen.findByRole('region', { name: '基本信息' });
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    press(within(info).getByRole('button', { name: '任务操作' }));
    const end = await screen.findByRole('menuitem', { name: '结束任务' });
    expect(end.getAttribute('aria-disabled')).toBe('true');
    expect(end.getAttribute('title')).toBe(OFFLINE);
    expect(end.getAttribute('aria-description')).toBe(OFFLINE);
    const log = screen.getByRole('menuitem', { name: '操作日志' });
    expect(log.getAttribute('aria-disabled')).toBeNull();
    expect(log.getAttribute('title')).toBeNull();
  });
});
