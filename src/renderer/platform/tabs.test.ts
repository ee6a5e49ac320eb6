import { describe, expect, it } from 'vitest';
import {
  HOME_TAB_ID,
  initialTabs,
  loadTabs,
  saveTabs,
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
    saveTabs(s);
    expect(loadTabs()).toEqual(s);
    sessionStorage.setItem('xfjd.tabs', '{"tabs":[{"id":"x"}]}');
    expect(loadTabs()).toBeNull();
  });
});
