import { useCallback, useMemo, useState } from 'react';
import { expandableKeys, initialExpanded } from './flattenTree';
import type { TreeRow } from '../../../shared/detail/schemas';

export type Expansion = {
  expanded: ReadonlySet<string>;
  toggle(key: string): void;
  expandAll(): void;
  collapseAll(): void;
};

/**
 * Expanded rows of one task's tree. Until the officer changes something the initial rule applies
 * (so it also holds when the tree arrives later); `scope` (the task) resets it on task switch,
 * while a refetch of the same task keeps what the officer opened.
 */
export function useExpanded(tree: readonly TreeRow[], scope: string): Expansion {
  const [own, setOwn] = useState<{ scope: string; keys: ReadonlySet<string> } | null>(null);
  const initial = useMemo(() => initialExpanded(tree), [tree]);
  const expanded = own && own.scope === scope ? own.keys : initial;

  const toggle = useCallback(
    (key: string) =>
      // Functional update keeps `toggle` stable, so memoised rows do not all re-render on each click.
      setOwn((prev) => {
        const next = new Set(prev && prev.scope === scope ? prev.keys : initial);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return { scope, keys: next };
      }),
    [initial, scope],
  );
  const expandAll = useCallback(() => setOwn({ scope, keys: expandableKeys(tree) }), [scope, tree]);
  const collapseAll = useCallback(() => setOwn({ scope, keys: new Set() }), [scope]);

  return { expanded, toggle, expandAll, collapseAll };
}
