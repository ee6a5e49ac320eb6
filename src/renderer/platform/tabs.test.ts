import { describe, expect, it } from 'vitest';
import {
  HOME_TAB_ID,
  clearTabs,
  initialTabs,
  isMainWindow,
  loadTabs,
  pagesLost,
  saveTabs,
  tabsStorageKey,
  tabsStore,
  tabLabel,
  tabTitle,
  tabsReducer,
  type TabsAction,
  type TabsState,
} from './tabs';

const run = (...actions: TabsAction[]): TabsState => actions.reduce(tabsReducer, initialTabs());
const detail = (rwid: string, extra = ''): string =>
  `/xfjd/projectDetail?runId=r&RWID=${rwid}${extra}`;
const active = (s: TabsState) => s.tabs.find((t) => t.id === s.activeId);

describe('tabs', () => {
  it('starts with the fixed 我的任务 tab', () => {
    const s = initialTabs();
    expect(s.tabs.map(tabTitle)).toEqual(['我的任务']);
    expect(s.activeId).toBe(HOME_TAB_ID);
  });

  it('opens a task in a new tab and focuses the same tab when it is opened again', () => {
    let s = run({ type: 'open', path: detail('1') }, { type: 'open', path: detail('2') });
    expect(s.tabs).toHaveLength(3);
    expect(tabTitle(active(s)!)).toBe('任务详情');
    s = tabsReducer(s, { type: 'open', path: detail('1', '&parentName=x') });
    expect(s.tabs).toHaveLength(3);
    expect(active(s)!.path).toBe(detail('1', '&parentName=x'));
  });

  it('closing a tab returns to the tab used before it', () => {
    let s = run(
      { type: 'open', path: detail('1') },
      { type: 'open', path: detail('2') },
      { type: 'activate', tabId: 't1' },
    );
    s = tabsReducer(s, { type: 'close', tabId: 't1' });
    expect(s.activeId).toBe('t2');
    s = tabsReducer(s, { type: 'close', tabId: 't2' });
    expect(s.activeId).toBe(HOME_TAB_ID);
    expect(tabsReducer(s, { type: 'close', tabId: HOME_TAB_ID }).tabs).toHaveLength(1);
  });

  it('replace swaps the current tab to another task and drops its old title', () => {
    let s = run(
      { type: 'open', path: detail('1') },
      { type: 'setTitle', tabId: 't1', title: '任务一' },
    );
    expect(tabTitle(active(s)!)).toBe('任务一');
    s = tabsReducer(s, { type: 'replace', tabId: 't1', path: detail('9') });
    expect(s.tabs).toHaveLength(2);
    expect(active(s)).toMatchObject({ id: 't1', path: detail('9'), title: null });
  });

  it('a tab shows its short label, keeps its full title, and a new page drops both', () => {
    let s = run(
      { type: 'open', path: detail('1') },
      { type: 'setTitle', tabId: 't1', title: '关于呼和浩特市甲公司的检查', label: '甲公司的检查' },
    );
    expect(tabTitle(active(s)!)).toBe('关于呼和浩特市甲公司的检查');
    expect(tabLabel(active(s)!)).toBe('甲公司的检查');
    // The same title again without a label shows the title.
    s = tabsReducer(s, { type: 'setTitle', tabId: 't1', title: '任务一' });
    expect(tabLabel(active(s)!)).toBe('任务一');
    s = tabsReducer(s, { type: 'setTitle', tabId: 't1', title: '任务一', label: '一' });
    s = tabsReducer(s, { type: 'replace', tabId: 't1', path: detail('9') });
    expect(active(s)).toMatchObject({ title: null, label: null });
    expect(tabLabel(active(s)!)).toBe(tabTitle(active(s)!));
  });

  it('replace onto a page already open in another tab focuses that tab and closes the current one', () => {
    let s = run({ type: 'open', path: detail('1') });
    s = tabsReducer(s, { type: 'replace', tabId: 't1', path: '/tasks' });
    expect(s.tabs.map((t) => t.id)).toEqual([HOME_TAB_ID]);
    expect(s.activeId).toBe(HOME_TAB_ID);
  });

  it('never replaces the fixed tab', () => {
    const s = run({ type: 'replace', tabId: HOME_TAB_ID, path: detail('1') });
    expect(s.tabs.map((t) => t.path)).toEqual(['/tasks', detail('1')]);
  });

  it('survives a reload through storage and rejects broken data', () => {
    const s = run({ type: 'open', path: detail('1') });
    saveTabs('scope-a', s);
    expect(loadTabs('scope-a')).toEqual(s);
    localStorage.setItem('xfjd.tabs:scope-a', '{"tabs":[{"id":"x"}]}');
    expect(loadTabs('scope-a')).toBeNull();
  });
});

describe('tab commands (keyboard and the tab menu)', () => {
  const three = (): TabsState =>
    run(
      { type: 'open', path: detail('1') },
      { type: 'open', path: detail('2') },
      { type: 'open', path: detail('3') },
    );
  const ids = (s: TabsState): string[] => s.tabs.map((t) => t.id);

  it('Ctrl+Tab and Ctrl+Shift+Tab walk the strip in order and wrap around', () => {
    let s = three();
    expect(s.activeId).toBe('t3');
    s = tabsReducer(s, { type: 'cycle', step: 1 });
    expect(s.activeId).toBe(HOME_TAB_ID);
    s = tabsReducer(s, { type: 'cycle', step: 1 });
    expect(s.activeId).toBe('t1');
    s = tabsReducer(s, { type: 'cycle', step: -1 });
    s = tabsReducer(s, { type: 'cycle', step: -1 });
    expect(s.activeId).toBe('t3');
    // With only 我的任务 nothing changes.
    expect(tabsReducer(initialTabs(), { type: 'cycle', step: 1 })).toEqual(initialTabs());
  });

  it('关闭其他 keeps 我的任务 and that tab, and makes it the active one', () => {
    const s = tabsReducer(three(), { type: 'closeOthers', tabId: 't2' });
    expect(ids(s)).toEqual([HOME_TAB_ID, 't2']);
    expect(s.activeId).toBe('t2');
    expect(s.history.every((id) => ids(s).includes(id))).toBe(true);
    // On 我的任务 it closes every closable tab.
    expect(ids(tabsReducer(three(), { type: 'closeOthers', tabId: HOME_TAB_ID }))).toEqual([
      HOME_TAB_ID,
    ]);
  });

  it('关闭右侧 closes the tabs after it; the active one moves to it only if it was closed', () => {
    let s = tabsReducer(three(), { type: 'closeRight', tabId: 't1' });
    expect(ids(s)).toEqual([HOME_TAB_ID, 't1']);
    expect(s.activeId).toBe('t1');
    s = tabsReducer(tabsReducer(three(), { type: 'activate', tabId: HOME_TAB_ID }), {
      type: 'closeRight',
      tabId: 't2',
    });
    expect(ids(s)).toEqual([HOME_TAB_ID, 't1', 't2']);
    expect(s.activeId).toBe(HOME_TAB_ID);
    // Nothing to its right: the state is the same object.
    const last = three();
    expect(tabsReducer(last, { type: 'closeRight', tabId: 't3' })).toBe(last);
  });

  it("刷新 bumps the tab's revision and nothing else", () => {
    const s = tabsReducer(three(), { type: 'reload', tabId: 't2' });
    expect(s.tabs.map((t) => t.rev)).toEqual([undefined, undefined, 1, undefined]);
    expect(tabsReducer(s, { type: 'reload', tabId: 't2' }).tabs[2].rev).toBe(2);
    expect(s.activeId).toBe('t3');
  });
});

describe('where tabs are kept', () => {
  it("keeps each officer's tabs apart: one account on one server never reads another's", () => {
    localStorage.clear();
    const demo = run({ type: 'open', path: '/ws/xcjcbl?FLWSID=9' });
    saveTabs('server-a|demo', demo);
    expect(loadTabs('server-a|lisi')).toBeNull();
    expect(loadTabs('server-b|demo')).toBeNull();
    expect(loadTabs('server-a|demo')).toEqual(demo);
    expect(tabsStorageKey('server-a|demo')).toBe('xfjd.tabs:server-a|demo');
    clearTabs('server-a|demo');
    expect(loadTabs('server-a|demo')).toBeNull();
  });

  it('the window first loaded without an address is the main one, and stays so after a reload', () => {
    sessionStorage.clear();
    // The pre-issue-14 key, kept for whoever signed in next, is dropped.
    sessionStorage.setItem('xfjd.tabs', JSON.stringify(initialTabs()));
    expect(isMainWindow('#/ws/xcjcbl?FLWSID=9')).toBe(false);
    expect(sessionStorage.getItem('xfjd.tabs')).toBeNull();
    expect(isMainWindow('')).toBe(true);
    expect(isMainWindow('#/xfjd/projectDetail?runId=r&RWID=1')).toBe(true);
    expect(tabsStore(true)).toBe(localStorage);
    expect(tabsStore(false)).toBe(sessionStorage);
    sessionStorage.clear();
  });
});

describe('pagesLost: the pages an action takes away (asked about when unsaved)', () => {
  it('names closed tabs and a reloaded one, never a tab that stays', () => {
    const s = run(
      { type: 'open', path: detail('1') },
      { type: 'open', path: detail('2') },
      { type: 'open', path: detail('3') },
    );
    const [, t1, t2, t3] = s.tabs.map((t) => t.id);
    expect(pagesLost(s, { type: 'close', tabId: t2 })).toEqual([t2]);
    expect(pagesLost(s, { type: 'closeOthers', tabId: t2 })).toEqual([t1, t3]);
    expect(pagesLost(s, { type: 'closeRight', tabId: t1 })).toEqual([t2, t3]);
    expect(pagesLost(s, { type: 'reload', tabId: t3 })).toEqual([t3]);
    expect(pagesLost(s, { type: 'close', tabId: HOME_TAB_ID })).toEqual([]);
    expect(pagesLost(s, { type: 'activate', tabId: t1 })).toEqual([]);
    expect(pagesLost(s, { type: 'open', path: detail('4') })).toEqual([]);
  });
});
