import {
  createContext,
  useContext,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { hashToPath, parseRoute, type Route } from './routes';
import {
  HOME_TAB_ID,
  initialTabs,
  isMainWindow,
  loadTabs,
  pagesLost,
  saveTabs,
  tabsReducer,
  tabsStore,
  type Tab,
  type TabsAction,
  type TabsState,
} from './tabs';
import { UnsavedTabContext, useLeaveGuard } from './unsaved';

// A small hash router built around the frame's tabs: the hash mirrors the active tab's route, and
// every page reads its route from the tab it is rendered in (hidden tabs stay mounted). Whatever
// takes a tab's page away (closing, 刷新) asks first when the page holds unsaved work (unsaved.ts).

export type NavigateOptions = { replace?: boolean };

export type Router = {
  /** Opens the path in its tab (focusing it if open); `replace` swaps the current tab's route instead. */
  navigate(path: string, options?: NavigateOptions): void;
  /**
   * Closes the tab this component lives in and returns to the previously active tab. Like every
   * close and 刷新 below, it asks first when the tab holds unsaved work (useUnsavedGuard).
   */
  closeCurrentTab(): void;
  closeTab(tabId: string): void;
  activateTab(tabId: string): void;
  /** Ctrl+Tab / Ctrl+Shift+Tab. */
  cycleTabs(step: 1 | -1): void;
  /** The tab menu: 关闭其他, 关闭右侧, 刷新. */
  closeOtherTabs(tabId: string): void;
  closeTabsRight(tabId: string): void;
  reloadTab(tabId: string): void;
};

type RouterState = {
  state: TabsState;
  dispatch: (a: TabsAction) => void;
  /** Dispatches once the officer agrees to lose the unsaved work of the tabs it takes away. */
  guarded: (a: TabsAction) => void;
};

const RouterContext = createContext<RouterState | null>(null);
const TabIdContext = createContext<string | null>(null);

/** Without a scope (a component test's bare router) the tabs are kept nowhere. */
type Init = { scope: string | null; store: Storage };

function initState({ scope, store }: Init): TabsState {
  const base = (scope ? loadTabs(scope, store) : null) ?? initialTabs();
  const fromHash = hashToPath(location.hash);
  return fromHash ? tabsReducer(base, { type: 'open', path: fromHash }) : base;
}

/** The signed-in officer's tabs; `scope` names the officer and server they belong to (session). */
export function RouterProvider({
  scope,
  children,
}: {
  scope?: string;
  children: ReactNode;
}): ReactElement {
  const [init] = useState<Init>(() => ({
    scope: scope ?? null,
    store: tabsStore(isMainWindow(location.hash)),
  }));
  const [state, dispatch] = useReducer(tabsReducer, init, initState);
  const active = state.tabs.find((t) => t.id === state.activeId) ?? state.tabs[0];
  const { ask } = useLeaveGuard();
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);
  const guarded = useCallback(
    (action: TabsAction) => ask(pagesLost(latest.current, action), () => dispatch(action)),
    [ask],
  );

  useEffect(() => {
    if (init.scope) saveTabs(init.scope, state, init.store);
  }, [init, state]);

  useEffect(() => {
    // replaceState: tab switches are not browser history steps (there is no back button in the client).
    if (hashToPath(location.hash) !== active.path)
      history.replaceState(history.state, '', `#${active.path}`);
  }, [active.path]);

  useEffect(() => {
    // A typed or pasted address opens like a link would.
    const onHash = (): void => {
      const path = hashToPath(location.hash);
      if (path) dispatch({ type: 'open', path });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const value = useMemo(() => ({ state, dispatch, guarded }), [state, guarded]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Marks the subtree of one tab, so `useRoute` and `useRouter` act on that tab. */
export function TabScope({
  tabId,
  children,
}: {
  tabId: string;
  children: ReactNode;
}): ReactElement {
  return (
    <TabIdContext.Provider value={tabId}>
      <UnsavedTabContext.Provider value={tabId}>{children}</UnsavedTabContext.Provider>
    </TabIdContext.Provider>
  );
}

function useRouterState(): RouterState {
  const ctx = useContext(RouterContext);
  if (!ctx) throw new Error('RouterProvider is missing');
  return ctx;
}

const useCurrentTabId = (): string => {
  const scoped = useContext(TabIdContext);
  const { state } = useRouterState();
  return scoped ?? state.activeId;
};

export function useRouter(): Router {
  const { dispatch, guarded } = useRouterState();
  const tabId = useCurrentTabId();
  return useMemo<Router>(
    () => ({
      navigate: (path, options) =>
        dispatch(options?.replace ? { type: 'replace', tabId, path } : { type: 'open', path }),
      closeCurrentTab: () => guarded({ type: 'close', tabId }),
      closeTab: (id) => guarded({ type: 'close', tabId: id }),
      activateTab: (id) => dispatch({ type: 'activate', tabId: id }),
      cycleTabs: (step) => dispatch({ type: 'cycle', step }),
      closeOtherTabs: (id) => guarded({ type: 'closeOthers', tabId: id }),
      closeTabsRight: (id) => guarded({ type: 'closeRight', tabId: id }),
      reloadTab: (id) => guarded({ type: 'reload', tabId: id }),
    }),
    [dispatch, guarded, tabId],
  );
}

export function useRoute(): Route {
  const { state } = useRouterState();
  const tabId = useCurrentTabId();
  const tab = state.tabs.find((t) => t.id === tabId) ?? state.tabs[0];
  return useMemo(() => parseRoute(tab.path), [tab.path]);
}

/** All tabs and the active one, for the frame's tab strip. */
export function useTabs(): { tabs: Tab[]; activeId: string } {
  const { state } = useRouterState();
  return { tabs: state.tabs, activeId: state.activeId };
}

/**
 * Names the current tab (e.g. with the task's RWMC once loaded); null restores the default title.
 * `label`, when given, is what the tab shows (a short name); the title is then its tooltip.
 */
export function useTabTitle(title: string | null, label?: string | null): void {
  const { state, dispatch } = useRouterState();
  const tabId = useCurrentTabId();
  // Compare with the tab's current title too: a route change in the same tab (a saved document
  // getting its id) resets the title while this page stays mounted with the same title.
  const tab = state.tabs.find((t) => t.id === tabId);
  const current = tab?.title ?? null;
  const currentLabel = tab?.label ?? null;
  const wanted = title === null ? null : (label ?? null);
  useEffect(() => {
    if (tabId !== HOME_TAB_ID && (current !== title || currentLabel !== wanted))
      dispatch({ type: 'setTitle', tabId, title, label: wanted });
  }, [current, currentLabel, dispatch, tabId, title, wanted]);
}

export const useIsActiveTab = (): boolean => {
  const { state } = useRouterState();
  return useCurrentTabId() === state.activeId;
};
