import { M } from '../../shared/messages';
import { DEFAULT_PATH, ROUTES, isDocPage, parseRoute, routeKey } from './routes';

// The frame's tabs, as in the web system this client replaces: 我的任务 is fixed, every other
// page opens in its own closable tab. Kept as a pure reducer so the rules are unit-tested.

export type Tab = {
  id: string;
  key: string;
  path: string;
  title: string | null;
  /** What the tab shows when shorter than its title (the title is then its tooltip and name). */
  label?: string | null;
  /** Bumped by 刷新: the frame remounts the tab's page under a new key. */
  rev?: number;
};
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
  | { type: 'setTitle'; tabId: string; title: string | null; label?: string | null }
  /** Ctrl+Tab (1) and Ctrl+Shift+Tab (-1): the next tab in strip order, wrapping around. */
  | { type: 'cycle'; step: 1 | -1 }
  /** The tab menu's 关闭其他: keeps 我的任务 and this tab. */
  | { type: 'closeOthers'; tabId: string }
  /** The tab menu's 关闭右侧: closes every tab after this one. */
  | { type: 'closeRight'; tabId: string }
  /** The tab menu's 刷新. */
  | { type: 'reload'; tabId: string };

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
  if (route.path === ROUTES.threeStopCheck) return M.checkTitle;
  if (isDocPage(route.path)) return M.docPageTitle;
  return route.path;
}

export const tabTitle = (tab: Tab): string => tab.title ?? defaultTitle(tab.path);

/** What the tab strip shows: the short label when the page gave one, else the title. */
export const tabLabel = (tab: Tab): string =>
  tab.title ? (tab.label ?? tab.title) : tabTitle(tab);

const activate = (state: TabsState, tabId: string): TabsState => ({
  ...state,
  activeId: tabId,
  history: [...state.history.filter((id) => id !== tabId), tabId],
});

const withPath = (tab: Tab, path: string): Tab => {
  const key = routeKey(path);
  // A tab that now shows another task must not keep the old task's name.
  return key === tab.key ? { ...tab, path, key } : { ...tab, path, key, title: null, label: null };
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

/** Closes the tabs `drop` names (never 我的任务); `focus` becomes active when the active one went. */
function closeMany(
  state: TabsState,
  drop: (tab: Tab, index: number) => boolean,
  focus: string,
): TabsState {
  const tabs = state.tabs.filter((t, i) => t.id === HOME_TAB_ID || !drop(t, i));
  if (tabs.length === state.tabs.length) return state;
  const history = state.history.filter((id) => tabs.some((t) => t.id === id));
  const kept = tabs.some((t) => t.id === state.activeId);
  const next = { ...state, tabs, history: history.length ? history : [HOME_TAB_ID] };
  return kept ? next : activate(next, focus);
}

function cycle(state: TabsState, step: 1 | -1): TabsState {
  const i = state.tabs.findIndex((t) => t.id === state.activeId);
  const next = state.tabs[(i + step + state.tabs.length) % state.tabs.length];
  return next.id === state.activeId ? state : activate(state, next.id);
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
    case 'cycle':
      return cycle(state, action.step);
    case 'closeOthers':
      return state.tabs.some((t) => t.id === action.tabId)
        ? activate(
            closeMany(state, (t) => t.id !== action.tabId, action.tabId),
            action.tabId,
          )
        : state;
    case 'closeRight': {
      const at = state.tabs.findIndex((t) => t.id === action.tabId);
      return at === -1 ? state : closeMany(state, (_, i) => i > at, action.tabId);
    }
    case 'reload':
      return {
        ...state,
        tabs: state.tabs.map((t) => (t.id === action.tabId ? { ...t, rev: (t.rev ?? 0) + 1 } : t)),
      };
    case 'setTitle':
      return {
        ...state,
        tabs: state.tabs.map((t) =>
          t.id === action.tabId &&
          (t.title !== action.title || (t.label ?? null) !== (action.label ?? null))
            ? { ...t, title: action.title, label: action.label ?? null }
            : t,
        ),
      };
  }
}

/**
 * The tabs whose page `action` would take away: closed ones, and one that 刷新 mounts afresh. The
 * unsaved-work guard asks about these before the action runs (unsaved.ts).
 */
export function pagesLost(state: TabsState, action: TabsAction): string[] {
  const next = tabsReducer(state, action);
  return state.tabs
    .filter((t) => {
      const after = next.tabs.find((n) => n.id === t.id);
      return !after || (after.rev ?? 0) !== (t.rev ?? 0);
    })
    .map((t) => t.id);
}

// Open tabs belong to one officer on one server (`scope`, from the session): another account never
// sees them. The main window keeps them in localStorage, so they come back after a restart; a
// document window (it opens on an address of its own) keeps its own in sessionStorage, so it never
// overwrites the main window's.
const STORAGE_PREFIX = 'xfjd.tabs:';
/** Before issue 14 the tabs were kept under one key for whoever signed in next. */
const LEGACY_KEY = 'xfjd.tabs';
const MAIN_WINDOW_MARK = 'xfjd.mainWindow';

export const tabsStorageKey = (scope: string): string => `${STORAGE_PREFIX}${scope}`;

/**
 * Whether this window keeps the officer's tabs across restarts: the window first loaded without an
 * address. sessionStorage lives as long as the window, so a reload keeps the answer.
 */
export function isMainWindow(hash: string, store: Storage = sessionStorage): boolean {
  try {
    store.removeItem(LEGACY_KEY);
    if (store.getItem(MAIN_WINDOW_MARK) === '1') return true;
    if (hash.replace(/^#/, '')) return false;
    store.setItem(MAIN_WINDOW_MARK, '1');
  } catch {
    // Storage disabled: treat the window as the main one; nothing will be kept anyway.
  }
  return true;
}

/** Where this window keeps its tabs. */
export const tabsStore = (main: boolean): Storage => (main ? localStorage : sessionStorage);

const isTab = (v: unknown): v is Tab => {
  if (!v || typeof v !== 'object') return false;
  const t = v as Record<string, unknown>;
  return (
    typeof t.id === 'string' &&
    typeof t.key === 'string' &&
    typeof t.path === 'string' &&
    (t.title === null || typeof t.title === 'string') &&
    (t.label === undefined || t.label === null || typeof t.label === 'string') &&
    (t.rev === undefined || typeof t.rev === 'number')
  );
};

/** The officer's tabs as this window last left them, or null (none kept, or broken data). */
export function loadTabs(scope: string, store: Storage = localStorage): TabsState | null {
  try {
    const raw = store.getItem(tabsStorageKey(scope));
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

export function saveTabs(scope: string, state: TabsState, store: Storage = localStorage): void {
  try {
    store.setItem(tabsStorageKey(scope), JSON.stringify(state));
  } catch {
    // Storage full or disabled: tabs simply do not survive a restart.
  }
}

export function clearTabs(scope: string, store: Storage = localStorage): void {
  store.removeItem(tabsStorageKey(scope));
}
