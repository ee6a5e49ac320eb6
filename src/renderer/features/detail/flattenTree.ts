import { TREE_LEVEL } from '../../../shared/detail/constants';
import type { TreeRow } from '../../../shared/detail/schemas';
// The document tree is rendered as a flat list of visible rows, so that the table (and later a
// virtualiser) only maps over an array; expansion state is a set of row keys.

export type FlatRow = {
  /** Path of UUIDs from the root: UUIDs of categories repeat across tasks of the same run. */
  key: string;
  row: TreeRow;
  /** 0 for the top level; the indentation step. */
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  /** 1-based position among siblings and their count (aria-posinset / aria-setsize). */
  posInSet: number;
  setSize: number;
};

export const rowKey = (parentKey: string | null, row: TreeRow): string =>
  parentKey === null ? row.UUID : `${parentKey}/${row.UUID}`;

/** Visible rows in display order: every row, followed by its children when it is expanded. */
export function flattenTree(rows: readonly TreeRow[], expanded: ReadonlySet<string>): FlatRow[] {
  const out: FlatRow[] = [];
  const walk = (siblings: readonly TreeRow[], parentKey: string | null, depth: number): void => {
    siblings.forEach((row, i) => {
      const key = rowKey(parentKey, row);
      const hasChildren = row.children.length > 0;
      const isOpen = hasChildren && expanded.has(key);
      out.push({
        key,
        row,
        depth,
        hasChildren,
        expanded: isOpen,
        posInSet: i + 1,
        setSize: siblings.length,
      });
      if (isOpen) walk(row.children, key, depth + 1);
    });
  };
  walk(rows, null, 0);
  return out;
}

/** Keys of every row that has children (全部展开). */
export function expandableKeys(rows: readonly TreeRow[]): Set<string> {
  const keys = new Set<string>();
  const walk = (siblings: readonly TreeRow[], parentKey: string | null): void => {
    for (const row of siblings) {
      const key = rowKey(parentKey, row);
      if (row.children.length > 0) {
        keys.add(key);
        walk(row.children, key);
      }
    }
  };
  walk(rows, null);
  return keys;
}

export const isCurrentTaskRow = (row: TreeRow): boolean =>
  row.TREE_LEVEL === TREE_LEVEL.task && row.IS_CURRENT === '1';

/**
 * What the officer sees first: the current task open down to its documents, earlier tasks of the
 * run folded. With no task marked current, the first one stands in for it.
 */
export function initialExpanded(rows: readonly TreeRow[]): Set<string> {
  const keys = new Set<string>();
  const current = rows.filter(isCurrentTaskRow);
  const roots = current.length > 0 ? current : rows.slice(0, 1);
  for (const root of roots) {
    const key = rowKey(null, root);
    if (root.children.length > 0) keys.add(key);
    for (const child of root.children) if (child.children.length > 0) keys.add(rowKey(key, child));
  }
  return keys;
}
