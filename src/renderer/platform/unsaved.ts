import { createContext, useContext, useLayoutEffect, useState } from 'react';

// Never lose typed work (issue 14). A component with unsaved input says so with `useUnsavedGuard`;
// whatever would take its page away (closing its tab, 刷新, logout, a server change, closing the
// window) asks the officer first through the leave guard (UnsavedProvider shows the question).

/** The tabs an action takes away, or 'all' (logout, a server change, the window closing). */
export type LeaveScope = readonly string[] | 'all';

type Entry = { tabId: string | null; what: string };

/** Which unsaved work is held where: one entry per guard while its component is dirty. */
export interface UnsavedRegistry {
  set(key: object, entry: Entry | null): void;
  /** What leaving `scope` would lose, each named once, in the order it became unsaved. */
  lost(scope: LeaveScope): string[];
  /** Called after every change (a form became dirty or clean, a guard went away). */
  subscribe(listener: () => void): () => void;
}

export interface LeaveGuard {
  /**
   * Runs `proceed` at once when nothing in `scope` is unsaved; otherwise asks once, listing what
   * would be lost, and runs it only if the officer discards (`cancelled` when they keep editing).
   */
  ask(scope: LeaveScope, proceed: () => void, cancelled?: () => void): void;
  /** The same question as a promise: true when nothing is lost or the officer discards. */
  confirmLeave(scope: LeaveScope): Promise<boolean>;
}

export function createUnsavedRegistry(): UnsavedRegistry {
  const entries = new Map<object, Entry>();
  const listeners = new Set<() => void>();
  return {
    set(key, entry) {
      const before = entries.get(key);
      if (entry) entries.set(key, entry);
      else entries.delete(key);
      const same = before?.tabId === entry?.tabId && before?.what === entry?.what;
      if (!same) for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lost(scope) {
      const names: string[] = [];
      for (const { tabId, what } of entries.values()) {
        const inScope = scope === 'all' || (tabId !== null && scope.includes(tabId));
        if (inScope && !names.includes(what)) names.push(what);
      }
      return names;
    },
  };
}

type Unsaved = { registry: UnsavedRegistry | null; guard: LeaveGuard };

/**
 * Without an UnsavedProvider (a component test of one form) nothing is registered and nothing
 * asks: there is no tab, session or window to leave.
 */
const NO_GUARD: Unsaved = {
  registry: null,
  guard: { ask: (_, proceed) => proceed(), confirmLeave: () => Promise.resolve(true) },
};

export const UnsavedContext = createContext<Unsaved>(NO_GUARD);

/** The tab a guard belongs to; the router's TabScope provides it (null outside any tab). */
export const UnsavedTabContext = createContext<string | null>(null);

/**
 * While `dirty`, the tab this component is rendered in holds unsaved work named `what` (a
 * document's title, a form's title): closing that tab, logging out or changing server asks first.
 * Registered at commit (layout effect), so a page that saved, cleared `dirty` and closed itself in
 * the same event is not asked about: the question goes before it is painted (UnsavedProvider).
 */
export function useUnsavedGuard(dirty: boolean, what: string): void {
  const { registry } = useContext(UnsavedContext);
  const tabId = useContext(UnsavedTabContext);
  const [key] = useState<object>(() => ({}));
  useLayoutEffect(() => {
    registry?.set(key, dirty ? { tabId, what } : null);
  }, [registry, key, dirty, tabId, what]);
  useLayoutEffect(() => () => registry?.set(key, null), [registry, key]);
}

/** The leave guard: ask before taking tabs (or everything) away. */
export function useLeaveGuard(): LeaveGuard {
  return useContext(UnsavedContext).guard;
}
