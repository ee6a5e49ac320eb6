import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi } from '../test/fakeApi';
import { bootstrap, session } from '../platform/testing';
import { renderApp } from '../test/render';
import { AppProviders } from '../platform/providers';
import { createQueryClient } from '../platform/queryClient';
import { BackendProvider } from './backend';
import { NetBadge } from './NetBadge';
import type { IpcResult } from '../../shared/contract';
import type { SessionInfo } from '../../shared/session/contract';

// Issue 14, desktop habits in the frame: the keyboard map, the tab menu and tooltips, tabs that
// belong to one officer, and a connection badge that knows when the client's back end is gone.

const tabs = (): string[] => screen.getAllByRole('tab').map((t) => t.textContent ?? '');
const ctrl = (key: string, over: Partial<KeyboardEventInit> = {}): void => {
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ctrlKey: true, ...over });
};

/** Opens a page in a tab as a typed address would (pages of their own: these tests are the frame's). */
async function openPage(path: string): Promise<void> {
  const before = tabs().length;
  act(() => {
    location.hash = `#${path}`;
  });
  await waitFor(() => expect(tabs()).toHaveLength(before + 1));
}

/** Two pages besides 我的任务, the second one active. */
async function openTwoTasks(): Promise<void> {
  await screen.findByRole('button', { name: '办理 任务1' });
  await openPage('/page-one');
  await openPage('/page-two');
}

const activeTab = (): string =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent ??
  '';

describe('tabs from the keyboard', () => {
  it('Ctrl+Tab / Ctrl+Shift+Tab cycle, Ctrl+W closes the current tab and never 我的任务', async () => {
    renderApp();
    await openTwoTasks();
    const [, first, second] = tabs();
    expect(activeTab()).toBe(second);
    ctrl('Tab');
    expect(activeTab()).toBe('我的任务');
    ctrl('Tab');
    expect(activeTab()).toBe(first);
    ctrl('Tab', { shiftKey: true });
    expect(activeTab()).toBe('我的任务');
    ctrl('Tab', { shiftKey: true });
    expect(activeTab()).toBe(second);

    ctrl('w');
    expect(tabs()).toEqual(['我的任务', first]);
    // Back on the tab used before it; Ctrl+W never closes 我的任务.
    expect(activeTab()).toBe('我的任务');
    ctrl('w');
    expect(tabs()).toEqual(['我的任务', first]);
    ctrl('Tab');
    ctrl('w');
    expect(tabs()).toEqual(['我的任务']);
  });

  it('Ctrl+W waits while a dialog is open', async () => {
    renderApp();
    await openTwoTasks();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.appendChild(dialog);
    ctrl('w');
    expect(tabs()).toHaveLength(3);
    dialog.remove();
    ctrl('w');
    expect(tabs()).toHaveLength(2);
  });

  it('Ctrl+F goes to the task list and puts the cursor in its search, text selected', async () => {
    renderApp();
    await openTwoTasks();
    // The task list's panel is hidden while another tab is active.
    const search = document.querySelector<HTMLInputElement>('[role="search"] input')!;
    fireEvent.change(search, { target: { value: '宾馆' } });
    ctrl('f');
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(activeTab()).toBe('我的任务');
    expect(search.selectionStart).toBe(0);
    expect(search.selectionEnd).toBe(2);
    // On the task list itself too.
    search.blur();
    ctrl('f');
    expect(document.activeElement).toBe(search);
  });
});

describe('the tab menu and tooltips', () => {
  const menu = async (tab: string, item: string): Promise<void> => {
    fireEvent.contextMenu(screen.getByRole('tab', { name: tab }));
    fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  };

  it('关闭其他 keeps 我的任务 and that tab; 关闭右侧 closes the ones after it; 关闭 closes it', async () => {
    renderApp();
    await openTwoTasks();
    const [, first, second] = tabs();
    await menu(first, '关闭其他');
    expect(tabs()).toEqual(['我的任务', first]);
    expect(activeTab()).toBe(first);

    await openPage('/page-two');
    expect(tabs()).toEqual(['我的任务', first, second]);
    await menu('我的任务', '关闭右侧');
    expect(tabs()).toEqual(['我的任务']);
    expect(activeTab()).toBe('我的任务');

    await openPage('/page-one');
    await menu(first, '关闭');
    expect(tabs()).toEqual(['我的任务']);
  });

  it('on 我的任务, 关闭 and (alone) 关闭其他 / 关闭右侧 are disabled', async () => {
    renderApp();
    fireEvent.contextMenu(await screen.findByRole('tab', { name: '我的任务' }));
    const item = async (name: string): Promise<HTMLElement> =>
      screen.findByRole('menuitem', { name });
    expect((await item('关闭')).getAttribute('aria-disabled')).toBe('true');
    expect((await item('关闭其他')).getAttribute('aria-disabled')).toBe('true');
    expect((await item('关闭右侧')).getAttribute('aria-disabled')).toBe('true');
    expect((await item('刷新')).getAttribute('aria-disabled')).toBeNull();
  });

  it('刷新 mounts the page afresh and fetches its data again', async () => {
    const { api } = renderApp();
    await screen.findByRole('button', { name: '办理 任务1' });
    const before = api.callsTo('tasks:list').length;
    await menu('我的任务', '刷新');
    await waitFor(() => expect(api.callsTo('tasks:list').length).toBeGreaterThan(before));
    expect(await screen.findByRole('button', { name: '办理 任务1' })).toBeTruthy();
  });

  it('shows the full name of a tab in a tooltip', async () => {
    renderApp();
    await openTwoTasks();
    const [, first] = tabs();
    fireEvent.pointerEnter(screen.getByRole('tab', { name: first }));
    fireEvent.mouseEnter(screen.getByRole('tab', { name: first }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(first);
    // The right-click menu opens over where the tooltip was: the tooltip gives way.
    fireEvent.contextMenu(screen.getByRole('tab', { name: first }));
    await screen.findByRole('menuitem', { name: '关闭其他' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});

describe('tabs belong to one officer on one server', () => {
  const lisi: SessionInfo = {
    ...session,
    account: 'lisi',
    realName: '李思远',
    scope: 'lisi-scope',
    user: { ...session.user, account: 'lisi', real_name: '李思远' },
  };

  async function signInAs(account: string, password = 'pw'): Promise<void> {
    fireEvent.change(await screen.findByLabelText(/账号/), { target: { value: account } });
    fireEvent.change(screen.getByLabelText(/密码/), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
  }

  it('another account never sees them; the same account gets them back, also after a restart', async () => {
    const demo: SessionInfo = { ...session, scope: 'demo-scope' };
    const api = createFakeApi({
      'shell:bootstrap': () => bootstrap({ session: demo }),
      'session:login': (req) => (req.username === 'lisi' ? lisi : demo),
    });
    const first = renderApp({ api });
    await openTwoTasks();
    const demoTabs = tabs();
    expect(location.hash).toBe('#/page-two');

    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await screen.findByRole('button', { name: '登录' });
    // The login page carries no address of the last officer's page.
    await waitFor(() => expect(location.hash).toBe(''));
    await signInAs('lisi');
    expect(await screen.findByText('李思远')).toBeTruthy();
    expect(tabs()).toEqual(['我的任务']);
    expect(activeTab()).toBe('我的任务');

    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await signInAs('zhangwei');
    expect(await screen.findByText('张伟')).toBeTruthy();
    await waitFor(() => expect(tabs()).toEqual(demoTabs));

    // A restart: a new window signed in as the same officer opens on the same tabs.
    first.unmount();
    history.replaceState(null, '', '/');
    renderApp({ api });
    await screen.findByText('张伟');
    await waitFor(() => expect(tabs()).toEqual(demoTabs));
  });
});

describe('the connection badge and the client’s back end', () => {
  const FAST = { everyMs: 20, whenDownMs: 20, timeoutMs: 200 };

  it('says 后台已断开 while the back end does not answer, and 在线 again once it does', async () => {
    let down = false;
    const api: FakeApi = createFakeApi();
    const invoke = api.invoke.bind(api);
    api.invoke = ((channel: string, req: unknown) =>
      channel === 'shell:ping' && down
        ? Promise.resolve<IpcResult<never>>({
            ok: false,
            error: { kind: 'internal', message: '与客户端后台的连接已断开' },
          })
        : invoke(channel as never, req as never)) as FakeApi['invoke'];
    render(
      <AppProviders api={api} queryClient={createQueryClient()}>
        <BackendProvider timing={FAST}>
          <NetBadge />
        </BackendProvider>
      </AppProviders>,
    );
    const badge = (): HTMLElement => screen.getByRole('status', { name: '网络状态' });
    expect(badge().textContent).toBe('在线');
    act(() => {
      down = true;
    });
    await waitFor(() => expect(badge().textContent).toBe('后台已断开'));
    expect(badge().getAttribute('title')).toContain('与客户端后台的连接已断开');
    down = false;
    await waitFor(() => expect(badge().textContent).toBe('在线'));
    expect(await screen.findByText('已重新连接客户端后台')).toBeTruthy();
  });

  it('counts a back end that does not answer in time as gone (a hung main process)', async () => {
    const api: FakeApi = createFakeApi();
    const invoke = api.invoke.bind(api);
    api.invoke = ((channel: string, req: unknown) =>
      channel === 'shell:ping'
        ? new Promise<never>(() => undefined)
        : invoke(channel as never, req as never)) as FakeApi['invoke'];
    render(
      <AppProviders api={api} queryClient={createQueryClient()}>
        <BackendProvider timing={{ everyMs: 10, whenDownMs: 10, timeoutMs: 30 }}>
          <NetBadge />
        </BackendProvider>
      </AppProviders>,
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '网络状态' }).textContent).toBe('后台已断开'),
    );
  });
});
