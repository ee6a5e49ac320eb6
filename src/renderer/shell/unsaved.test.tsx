import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import { useContext, useState, useSyncExternalStore, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { dialogButton, findDialog, press, renderWithProviders } from '../test/render';
import { BootstrapProvider } from '../platform/bootstrap';
import { TabScope, useRoute, useRouter, useTabs, RouterProvider } from '../platform/router';
import { SessionProvider, useSessionState } from '../platform/session';
import { bootstrap, session } from '../platform/testing';
import { UnsavedContext, createUnsavedRegistry, useUnsavedGuard } from '../platform/unsaved';
import { UnsavedProvider } from '../platform/UnsavedProvider';
import { TabStrip } from './TabStrip';
import { useShellKeys } from './useShellKeys';
import { SmallFormDialog } from '../components/form/SmallFormDialog';
import { SettingsForm } from '../features/settings';
import { dishonestyForm } from '../../shared/forms/testForms';

// Issue 14, never lose typed work: closing a tab, 刷新, logout and a server change ask first when
// a tab holds unsaved input, list what would be lost, and keep everything when the officer keeps
// editing. Clean tabs close at once.

/** A page with a "typed something" switch: dirty while checked. */
function Page(): ReactElement {
  const { path } = useRoute();
  const { closeCurrentTab } = useRouter();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty, `记录 ${path}`);
  return (
    <>
      <label>
        <input type="checkbox" checked={dirty} onChange={(e) => setDirty(e.target.checked)} />
        有修改 {path}
      </label>
      <Button onClick={closeCurrentTab}>返回</Button>
      {/* Saved: the page is clean and closes itself in the same event. */}
      <Button
        onClick={() => {
          setDirty(false);
          closeCurrentTab();
        }}
      >
        保存并返回
      </Button>
    </>
  );
}

function SignOut(): ReactElement {
  const { session: current, logout } = useSessionState();
  return current ? <Button onClick={() => void logout()}>退出登录</Button> : <p>已退出</p>;
}

/** The frame in small: the tab strip, the keys and every tab's page (hidden ones stay mounted). */
function MiniFrame(): ReactElement {
  const { tabs, activeId } = useTabs();
  useShellKeys('test-scope');
  return (
    <>
      <SignOut />
      <TabStrip />
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" hidden={tab.id !== activeId}>
          <TabScope key={tab.rev ?? 0} tabId={tab.id}>
            <Page />
          </TabScope>
        </div>
      ))}
    </>
  );
}

function renderFrame(): void {
  history.replaceState(null, '', '/');
  renderWithProviders(
    <UnsavedProvider>
      <SessionProvider initial={session}>
        <RouterProvider>
          <MiniFrame />
        </RouterProvider>
      </SessionProvider>
    </UnsavedProvider>,
  );
}

const tabs = (): string[] => screen.getAllByRole('tab').map((t) => t.textContent ?? '');

/** Opens pages as a typed address would; each tab is named by its path (the page's default). */
async function open(...paths: string[]): Promise<void> {
  for (const path of paths) {
    const before = tabs().length;
    act(() => {
      location.hash = `#${path}`;
    });
    await waitFor(() => expect(tabs()).toHaveLength(before + 1));
  }
}

/** Goes to the tab of `path` (a typed address) and types something there. */
async function typeIn(path: string): Promise<void> {
  act(() => {
    location.hash = `#${path}`;
  });
  fireEvent.click(await screen.findByRole('checkbox', { name: `有修改 ${path}` }));
}
const closeBox = (path: string): HTMLElement =>
  screen.getByRole('button', { name: `关闭标签 ${path}` });
const question = (): Promise<HTMLElement> => findDialog('尚未保存的修改', 'alertdialog');
const noQuestion = (): void =>
  expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
const gone = (): Promise<void> =>
  waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
const menu = async (tab: string, item: string): Promise<void> => {
  fireEvent.contextMenu(screen.getByRole('tab', { name: tab }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
};
const listed = (dialog: HTMLElement): string[] =>
  within(dialog)
    .getAllByRole('listitem', { hidden: true })
    .map((li) => li.textContent ?? '');

describe('the unsaved-work registry', () => {
  it('lists what a scope would lose, each once, in order; clean guards list nothing', () => {
    const r = createUnsavedRegistry();
    const [a, b, c, d] = [{}, {}, {}, {}];
    r.set(a, { tabId: 't1', what: '询问笔录' });
    r.set(b, { tabId: 't2', what: '现场检查记录' });
    r.set(c, { tabId: 't1', what: '询问笔录' });
    r.set(d, { tabId: null, what: '服务器设置' });
    expect(r.lost(['t1'])).toEqual(['询问笔录']);
    expect(r.lost(['t2', 't3'])).toEqual(['现场检查记录']);
    expect(r.lost('all')).toEqual(['询问笔录', '现场检查记录', '服务器设置']);
    r.set(a, null);
    r.set(c, null);
    expect(r.lost(['t1'])).toEqual([]);
  });
});

describe('closing a tab with unsaved work', () => {
  it('asks, listing it; 继续编辑 keeps the tab and its input, 放弃修改 closes it', async () => {
    renderFrame();
    await open('/a');
    await typeIn('/a');
    press(closeBox('/a'));
    const ask = await question();
    expect(within(ask).getByText('以下内容尚未保存，离开后所做的修改将丢失：')).toBeTruthy();
    expect(listed(ask)).toEqual(['记录 /a']);
    press(dialogButton(ask, '继续编辑'));
    await gone();
    expect(tabs()).toEqual(['我的任务', '/a']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '有修改 /a' }).checked).toBe(
      true,
    );

    press(closeBox('/a'));
    press(dialogButton(await question(), '放弃修改'));
    await waitFor(() => expect(tabs()).toEqual(['我的任务']));
    await gone();
  });

  it('Escape on the question keeps editing; Ctrl+W and a page’s 返回 ask too', async () => {
    renderFrame();
    await open('/a');
    await typeIn('/a');
    fireEvent.keyDown(document.body, { key: 'w', ctrlKey: true });
    fireEvent.keyDown(await question(), { key: 'Escape' });
    await gone();
    expect(tabs()).toEqual(['我的任务', '/a']);

    press(screen.getByRole('button', { name: '返回' }));
    press(dialogButton(await question(), '放弃修改'));
    await waitFor(() => expect(tabs()).toEqual(['我的任务']));
  });

  it('a clean tab closes at once, and a page that saved and closes itself is not asked about', async () => {
    renderFrame();
    await open('/a', '/b');
    press(closeBox('/b'));
    // In the same event: nothing to wait for.
    expect(tabs()).toEqual(['我的任务', '/a']);
    noQuestion();

    await typeIn('/a');
    press(screen.getByRole('button', { name: '保存并返回' }));
    await waitFor(() => expect(tabs()).toEqual(['我的任务']));
    noQuestion();
  });

  it('关闭其他 and 关闭右侧 ask about the dirty tabs among those they close, only', async () => {
    renderFrame();
    await open('/a', '/b', '/c');
    await typeIn('/a');
    // /a is kept by both: nothing to ask.
    await menu('/a', '关闭右侧');
    expect(tabs()).toEqual(['我的任务', '/a']);
    noQuestion();

    await open('/b', '/c');
    await typeIn('/c');
    await menu('/b', '关闭其他');
    const ask = await question();
    expect(listed(ask)).toEqual(['记录 /a', '记录 /c']);
    press(dialogButton(ask, '继续编辑'));
    await gone();
    expect(tabs()).toEqual(['我的任务', '/a', '/b', '/c']);

    await menu('/b', '关闭其他');
    press(dialogButton(await question(), '放弃修改'));
    await waitFor(() => expect(tabs()).toEqual(['我的任务', '/b']));
  });

  it('刷新 of a dirty tab asks; keeping the work keeps the page as it was', async () => {
    renderFrame();
    await open('/a');
    await typeIn('/a');
    await menu('/a', '刷新');
    press(dialogButton(await question(), '继续编辑'));
    await gone();
    const box = (): HTMLInputElement =>
      screen.getByRole<HTMLInputElement>('checkbox', { name: '有修改 /a' });
    expect(box().checked).toBe(true);
    await menu('/a', '刷新');
    press(dialogButton(await question(), '放弃修改'));
    // Mounted afresh: the input is gone.
    await waitFor(() => expect(box().checked).toBe(false));
  });
});

describe('leaving the session', () => {
  it('logout asks when any tab holds unsaved work; keeping it keeps the session', async () => {
    renderFrame();
    await open('/a', '/b');
    await typeIn('/a');
    act(() => {
      location.hash = '#/b';
    });
    press(screen.getByRole('button', { name: '退出登录' }));
    const ask = await question();
    expect(listed(ask)).toEqual(['记录 /a']);
    press(dialogButton(ask, '继续编辑'));
    await gone();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();

    press(screen.getByRole('button', { name: '退出登录' }));
    press(dialogButton(await question(), '放弃修改'));
    expect(await screen.findByText('已退出')).toBeTruthy();
  });

  it('logout without unsaved work signs out without asking', async () => {
    renderFrame();
    await open('/a');
    press(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('已退出')).toBeTruthy();
    noQuestion();
  });

  it('a server change asks before anything is saved; keeping the work saves nothing', async () => {
    const api = createFakeApi();
    function Dirty(): null {
      useUnsavedGuard(true, '现场检查记录');
      return null;
    }
    renderWithProviders(
      <BootstrapProvider value={bootstrap()}>
        <UnsavedProvider>
          <SessionProvider initial={session}>
            <Dirty />
            <SettingsForm />
          </SessionProvider>
        </UnsavedProvider>
      </BootstrapProvider>,
      { api },
    );
    fireEvent.change(screen.getByLabelText(/生产服务器地址/), {
      target: { value: 'https://other.example' },
    });
    press(screen.getByRole('button', { name: '保存设置' }));
    const ask = await question();
    expect(listed(ask)).toEqual(['现场检查记录']);
    press(dialogButton(ask, '继续编辑'));
    await gone();
    expect(api.callsTo('settings:update')).toEqual([]);

    press(screen.getByRole('button', { name: '保存设置' }));
    press(dialogButton(await question(), '放弃修改'));
    await waitFor(() => expect(api.callsTo('settings:update')).toHaveLength(1));
  });
});

describe('forms and the window', () => {
  it('a small form dialog counts as unsaved work while changed', async () => {
    /** What logging out would lose, as the registry says. */
    function Probe(): ReactElement {
      const { registry } = useContext(UnsavedContext);
      const lost = useSyncExternalStore(
        (changed) => registry?.subscribe(changed) ?? (() => undefined),
        () => registry?.lost('all').join('、') ?? '',
      );
      return <output aria-label="未保存">{lost}</output>;
    }
    const lost = (): string =>
      screen.getByRole('status', { name: '未保存', hidden: true }).textContent ?? '';
    renderWithProviders(
      <UnsavedProvider>
        <Probe />
        <SmallFormDialog
          definition={dishonestyForm}
          onSubmit={() => Promise.resolve()}
          onClose={() => undefined}
        />
      </UnsavedProvider>,
    );
    const dialog = await findDialog('个人失信基本信息');
    expect(lost()).toBe('');
    const name = within(dialog).getByLabelText('当事人姓名', {
      exact: false,
      selector: 'input',
    });
    fireEvent.change(name, { target: { value: '张三' } });
    await waitFor(() => expect(lost()).toBe('个人失信基本信息'));
    fireEvent.change(name, { target: { value: '' } });
    await waitFor(() => expect(lost()).toBe(''));
  });

  it('holds the window closing (beforeunload) only while something is unsaved', async () => {
    renderFrame();
    await open('/a');
    const unload = (): boolean => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await typeIn('/a');
    await waitFor(() => expect(unload()).toBe(true));
  });
});
