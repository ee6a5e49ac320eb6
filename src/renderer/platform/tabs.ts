import { M } from '../../shared/messages';
import { DEFAULT_PATH, ROUTES, isDocPage, parseRoute, routeKey } from './routes';

// The frame's tabs, as in the web system this client replaces: 我的任务 is fixed, every other
// page opens in its own closable tab. Kept as a pure reducer so the rules are unit-tested.

export type Tab = { id: string; key: string; path: string; title: string | null };
export type TabsState = {
  tabs: Tab[];
  activeId: string;
  /** Tab ids in activation order, most recent last: closing a tab returns to the one before. */
  history: string[];
  seq: number;
};

export type TabsAction =
  | { type: 'open'; path: string }
  | { type: 'replace'; tabId: string; path: string }
  | { type: 'close'; tabId: string }
  | { type: 'activate'; tabId: string }
  | { type: 'setTitle'; tabId: string; title: string | null };

export const HOME_TAB_ID = 'home';

export function initialTabs(): TabsState {
  return {
    tabs: [{ id: HOME_TAB_ID, key: routeKey(DEFAULT_PATH), path: DEFAULT_PATH, title: null }],
    activeId: HOME_TAB_ID,
    history: [HOME_TAB_ID],
    seq: 1,
  };
}

export function defaultTitle(path: string): string {
  const route = parseRoute(path);
  if (route.path === ROUTES.tasks) return M.navMyTasks;
  if (route.path === ROUTES.settings) return M.navSettings;
  if (route.path === ROUTES.projectDetail) return M.detailTitle;
  if (route.path === ROUTES.fireDetail) return M.fireInvestigation;
  if (route.path === ROUTES.send) return M.sendTitle;
  if (route.path === ROUTES.approval) return M.approvalTitle;
  if (route.path === ROUTES.unitDetail) return M.unitTitle;
  if (isDocPage(route.path)) return M.docPageTitle;
  return route.path;
}

export const tabTitle = (tab: Tab): string => tab.title ?? defaultTitle(tab.path);

const activate = (state: TabsState, tabId: string): TabsState => ({
  ...state,
  activeId: tabId,
  history: [...state.history.filter((id) => id !== tabId), tabId],
});

const withPath = (tab: Tab, path: string): Tab => {
  const key = routeKey(path);
  // A tab that now shows another task must not keep the old task's name.
  return { ...tab, path, key, title: key === tab.key ? tab.title : null };
};

function open(state: TabsState, path: string): TabsState {
  const key = routeKey(path);
  const existing = state.tabs.find((t) => t.key === key);
  if (existing) {
    const tabs = state.tabs.map((t) => (t.id === existing.id ? withPath(t, path) : t));
    return activate({ ...state, tabs }, existing.id);
  }
  const tab: Tab = { id: `t${state.seq}`, key, path, title: null };
  return activate({ ...state, tabs: [...state.tabs, tab], seq: state.seq + 1 }, tab.id);
}

function close(state: TabsState, tabId: string): TabsState {
  if (tabId === HOME_TAB_ID || !state.tabs.some((t) => t.id === tabId)) return state;
  const tabs = state.tabs.filter((t) => t.id !== tabId);
  const history = state.history.filter((id) => id !== tabId && tabs.some((t) => t.id === id));
  const activeId =
    state.activeId === tabId ? (history[history.length - 1] ?? HOME_TAB_ID) : state.activeId;
  return { ...state, tabs, history: history.length ? history : [HOME_TAB_ID], activeId };
}

function replace(state: TabsState, tabId: string, path: string): TabsState {
  // The fixed tab always shows 我的任务; "replacing" it opens the page in a tab of its own.
  if (tabId === HOME_TAB_ID || !state.tabs.some((t) => t.id === tabId)) return open(state, path);
  const key = routeKey(path);
  const other = state.tabs.find((t) => t.key === key && t.id !== tabId);
  if (other) return open(close(state, tabId), path);
  const tabs = state.tabs.map((t) => (t.id === tabId ? withPath(t, path) : t));
  return activate({ ...state, tabs }, tabId);
}

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'open':
      return open(state, action.path);
    case 'replace':
      return replace(state, action.tabId, action.path);
    case 'close':
      return close(state, action.tabId);
    case 'activate':
      return state.tabs.some((t) => t.id === action.tabId) ? activate(state, action.tabId) : state;
    case 'setTitle':
      return {
        ...state,
        tabs: state.tabs.map((t) =>
          t.id === action.tabId && t.title !== action.title ? { ...t, title: action.title } : t,
        ),
      };
  }
}

const STORAGE_KEY = 'xfjd.tabs';

const isTab = (v: unknown): v is Tab => {
  if (!v || typeof v !== 'object') return false;
  const t = v as Record<string, unknown>;
  return (
    typeof t.id === 'string' &&
    typeof t.key === 'string' &&
    typeof t.path === 'string' &&
    (t.title === null || typeof t.title === 'string')
  );
};

/** Tabs survive a reload of the window (sessionStorage), not a new sign-in. */
export function loadTabs(store: Storage = sessionStorage): TabsState | null {
  try {
    const raw = store.getItem(STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<TabsState>;
    if (
      !Array.isArray(v.tabs) ||
      !v.tabs.every(isTab) ||
      typeof v.activeId !== 'string' ||
      typeof v.seq !== 'number'
    )
      return null;
    if (v.tabs[0]?.id !== HOME_TAB_ID || !v.tabs.some((t) => t.id === v.activeId)) return null;
    const history = Array.isArray(v.history)
      ? v.history.filter((id): id is string => typeof id === 'string')
      : [];
    return {
      tabs: v.tabs,
      activeId: v.activeId,
      history: history.length ? history : [v.activeId],
      seq: v.seq,
    };
  } catch {
    return null;
  }
}

export function saveTabs(state: TabsState, store: Storage = sessionStorage): void {
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: tabs simply do not survive a reload.
  }
}

export function clearTabs(store: Storage = sessionStorage): void {
  store.removeItem(STORAGE_KEY);
}
