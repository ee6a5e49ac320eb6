import type { CaseCategory } from './schemas';

// The case categories offered for a task (spec 02 §7, generic query 4680 "case type by RWLX"):
// the category tree cut to the categories that apply to the task's type, and the one chosen for
// the officer when exactly one applies. One rule for the dialog and its tests.

/**
 * The tree cut to `applicable`: a category that applies keeps its whole subtree; another stays
 * only as the parent of ones that apply. Nothing applies (none configured): the whole tree.
 */
export function applicableTree(
  tree: readonly CaseCategory[],
  applicable: ReadonlySet<string>,
): CaseCategory[] {
  if (applicable.size === 0) return [...tree];
  const cut = (nodes: readonly CaseCategory[]): CaseCategory[] =>
    nodes.flatMap((c) => {
      if (applicable.has(c.ID)) return [c];
      const children = cut(c.CHILDREN_LIST);
      return children.length > 0 ? [{ ...c, CHILDREN_LIST: children }] : [];
    });
  return cut(tree);
}

/** The categories that can be checked (the leaves) of a tree. */
export const leafIds = (tree: readonly CaseCategory[]): string[] =>
  tree.flatMap((c) => (c.CHILDREN_LIST.length === 0 ? [c.ID] : leafIds(c.CHILDREN_LIST)));

/** Every ID of a tree, parents included. */
export const allIds = (tree: readonly CaseCategory[]): string[] =>
  tree.flatMap((c) => [c.ID, ...allIds(c.CHILDREN_LIST)]);

/** Chosen for the officer: the only category that applies to the task's type, else none. */
export function defaultCategories(
  tree: readonly CaseCategory[],
  applicable: ReadonlySet<string>,
): string[] {
  if (applicable.size === 0) return [];
  const leaves = leafIds(applicableTree(tree, applicable));
  return leaves.length === 1 ? leaves : [];
}
