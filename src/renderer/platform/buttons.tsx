import {
  createContext,
  useContext,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
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

/** A header or toolbar button's action. */
export type TaskButtonHandler = {
  run(ctx: ButtonContext): void;
  /** One sentence for the help dialog: what the button does. */
  help: string;
  /** The action needs the server: offline the button is disabled with the reason. */
  needsNetwork?: boolean;
  icon?: ComponentType;
};

/** A document row's button action. */
export type RowButtonHandler = {
  run(ctx: ButtonContext, row: TreeRow): void;
  needsNetwork?: boolean;
};

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

/** Whether a document-row button needs the server (its handler says so; an unhandled one only explains itself). */
export function useRowNeedsNetwork(): (b: { BUTTON_TYPE: string; BUTTON_NAME: string }) => boolean {
  const registry = useButtonRegistry();
  return (b) => {
    const type = rowButtonType(b);
    return type !== null && !!registry?.row[type].needsNetwork;
  };
}
