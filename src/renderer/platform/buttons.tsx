import {
  createContext,
  useContext,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { M } from '../../shared/messages';
import { useNet } from './network';
import type { Notify } from './notify';
import type { RunAction } from './useRunAction';
import type { CallFn } from './ApiProvider';
import { rowButtonType, type RowButtonType, type TaskButtonType } from '../../shared/buttons';
import type { DetailConfig, TreeRow } from '../../shared/detail/schemas';
import type { UserInfo } from '../../shared/session/schemas';

// The button registry (spec 02 §2, §3): the server decides which buttons a task and each document
// row show (btnsList, XGCZ_BUTTONS, JBCZ_BUTTONS); the client dispatches each by its type through
// one registry. Every area names the types it handles in src/shared/<area>/buttons.ts and gives its
// handlers from its feature's index.ts; the shell merges them (checked complete at compile time).

/** What a handler may use: the task on screen and the screen's services. */
export type ButtonContext = {
  runId: string;
  RWID: string;
  config: DetailConfig;
  /** The run's document tree as the screen shows it (rows' buttons, approval states). */
  tree: readonly TreeRow[];
  user: UserInfo;
  /** Route query values the handlers pass on (breadcrumb name, historical data). */
  parentName?: string;
  SFCXLSSJ?: string;
  call: CallFn;
  run: RunAction;
  notify: Notify;
  navigate(path: string): void;
  /** A document page: its own window in the desktop app, else a tab. */
  openDocument(path: string): Promise<void>;
  /** Mounts a dialog until `close` (one at a time). */
  show(dialog: ReactElement): void;
  close(): void;
  /** Asks, then runs the write; the dialog stays busy until it is answered. */
  confirm(message: string, action: () => Promise<unknown>): void;
  /** Shows the task and its tree again (after a write). */
  refresh(): Promise<void>;
  /** The tree's packaging mode (打包下载). */
  togglePacking(): void;
};

/**
 * What a button does without the server (issue 14). Every handler says it: the type has no default,
 * so a new handler that forgets is a compile error, and `buttons.test.ts` walks the merged registry.
 * - `needsNetwork: true`: it writes, or reads what only the server has; offline it is disabled with
 *   the reason (`offlineReason`, else the common 离线 text).
 * - `offline: 'cached'`: it reads what this machine cached (read-through) and works offline from
 *   that; a row button that can tell per row (`offlineGap`) is disabled where nothing is cached.
 * - `offline: 'local'`: it needs neither the server nor the cache (help, a mode of the screen).
 */
type NetworkRule = { needsNetwork: true; offline?: never; offlineReason?: string };
type LocalRule = { offline: 'local'; needsNetwork?: never };
type CachedRule = { offline: 'cached'; needsNetwork?: never };

export type OfflineMode = 'network' | 'cached' | 'local';

/**
 * What this machine has cached of a task's documents (documents:cached), by FLWSID: `docs` can be
 * opened (form definition and values), `approvals` have their approval history.
 */
export type OfflineCache = { docs: ReadonlySet<string>; approvals: ReadonlySet<string> };

export const NO_OFFLINE_CACHE: OfflineCache = { docs: new Set(), approvals: new Set() };

/** A header or toolbar button's action. */
export type TaskButtonHandler = {
  run(ctx: ButtonContext): void;
  /** One sentence for the help dialog: what the button does. */
  help: string;
  icon?: ComponentType;
} & (NetworkRule | LocalRule | CachedRule);

/** A document row's button action. */
export type RowButtonHandler = {
  run(ctx: ButtonContext, row: TreeRow): void;
} & (
  | NetworkRule
  | LocalRule
  | (CachedRule & {
      /** Offline: why this row cannot (nothing cached for it), else null. */
      offlineGap?(row: TreeRow, cache: OfflineCache): string | null;
    })
);

/** The rule a handler declared. */
export const offlineModeOf = (h: TaskButtonHandler | RowButtonHandler): OfflineMode =>
  h.needsNetwork ? 'network' : h.offline;

/** Why a task button cannot run right now, or null (an unhandled button only explains itself). */
export function taskOfflineReason(h: TaskButtonHandler | null, online: boolean): string | null {
  if (online || !h?.needsNetwork) return null;
  return h.offlineReason ?? M.offlineAction;
}

/** Why a row button cannot run on this row right now, or null. */
export function rowOfflineReason(
  h: RowButtonHandler | null,
  row: TreeRow,
  online: boolean,
  cache: OfflineCache,
): string | null {
  if (online || !h) return null;
  if (h.needsNetwork) return h.offlineReason ?? M.offlineAction;
  if (h.offline === 'cached' && h.offlineGap) return h.offlineGap(row, cache);
  return null;
}

export type TaskButtonHandlers = Record<TaskButtonType, TaskButtonHandler>;
export type RowButtonHandlers = Record<RowButtonType, RowButtonHandler>;

export type ButtonRegistry = { task: TaskButtonHandlers; row: RowButtonHandlers };

const RegistryContext = createContext<ButtonRegistry | null>(null);

export function ButtonRegistryProvider({
  registry,
  children,
}: {
  registry: ButtonRegistry;
  children: ReactNode;
}): ReactElement {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The shell's merged registry; outside the shell (a component test) nothing is handled. */
export function useButtonRegistry(): ButtonRegistry | null {
  return useContext(RegistryContext);
}

const OfflineCacheContext = createContext<OfflineCache>(NO_OFFLINE_CACHE);

/** What the detail screen knows is cached of its task's documents (read offline only). */
export function OfflineCacheProvider({
  cache,
  children,
}: {
  cache: OfflineCache;
  children: ReactNode;
}): ReactElement {
  return <OfflineCacheContext.Provider value={cache}>{children}</OfflineCacheContext.Provider>;
}

/**
 * Why a document-row button cannot run on its row right now (its handler's rule, the network, the
 * cache), or null; an unhandled button is never blocked, its click explains itself.
 */
export function useRowOfflineReason(): (
  b: { BUTTON_TYPE: string; BUTTON_NAME: string },
  row: TreeRow,
) => string | null {
  const registry = useButtonRegistry();
  const cache = useContext(OfflineCacheContext);
  const { online } = useNet();
  return (b, row) => {
    if (online) return null;
    const type = rowButtonType(b);
    return rowOfflineReason(type && registry ? registry.row[type] : null, row, online, cache);
  };
}
