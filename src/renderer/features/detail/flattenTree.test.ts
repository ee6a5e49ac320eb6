import { describe, expect, it } from 'vitest';
import { tree, treeRow } from './testing';
import { expandableKeys, flattenTree, initialExpanded } from './flattenTree';

const titles = (rows: ReturnType<typeof flattenTree>): string[] => rows.map((r) => r.row.TITLE);

describe('flattenTree', () => {
  it('shows only the top level when nothing is expanded', () => {
    const rows = flattenTree(tree, new Set());
    expect(titles(rows)).toEqual(['监督抽查（当前）', '举报投诉核查']);
    expect(rows.map((r) => [r.depth, r.hasChildren, r.expanded])).toEqual([
      [0, true, false],
      [0, true, false],
    ]);
  });

  it('lists children right after their expanded parent, in order, one level deeper', () => {
    const rows = flattenTree(tree, new Set(['t1', 't1/c2']));
    expect(titles(rows)).toEqual([
      '监督抽查（当前）',
      '检查记录',
      '法律文书',
      '责令限期改正通知书',
      '举报投诉核查',
    ]);
    expect(rows.map((r) => r.depth)).toEqual([0, 1, 1, 2, 0]);
    expect(rows.map((r) => r.row.TREE_LEVEL)).toEqual([1, 2, 2, 3, 1]);
    expect(rows[1]).toMatchObject({ key: 't1/c1', expanded: false, posInSet: 1, setSize: 2 });
    expect(rows[2]).toMatchObject({ key: 't1/c2', expanded: true, posInSet: 2, setSize: 2 });
  });

  it('hides descendants of a collapsed row even when they are expanded themselves', () => {
    const rows = flattenTree(tree, new Set(['t1/c1', 't1/c2']));
    expect(titles(rows)).toEqual(['监督抽查（当前）', '举报投诉核查']);
  });

  it('keys rows by path, so the same UUID under two tasks stays distinct', () => {
    const dup = [
      treeRow({
        UUID: 'a',
        TITLE: 'A',
        TREE_LEVEL: 1,
        children: [treeRow({ UUID: 'cat', TITLE: 'A-cat', TREE_LEVEL: 2 })],
      }),
      treeRow({
        UUID: 'b',
        TITLE: 'B',
        TREE_LEVEL: 1,
        children: [treeRow({ UUID: 'cat', TITLE: 'B-cat', TREE_LEVEL: 2 })],
      }),
    ];
    const rows = flattenTree(dup, new Set(['a', 'b']));
    expect(rows.map((r) => r.key)).toEqual(['a', 'a/cat', 'b', 'b/cat']);
  });

  it('never marks a leaf as expanded', () => {
    const rows = flattenTree(tree, new Set(['t1', 't1/c1', 't1/c1/d1']));
    expect(rows.find((r) => r.key === 't1/c1/d1')).toMatchObject({
      hasChildren: false,
      expanded: false,
    });
  });

  it('returns an empty list for an empty tree', () => {
    expect(flattenTree([], new Set(['x']))).toEqual([]);
  });
});

describe('initialExpanded / expandableKeys', () => {
  it('opens the current task and its categories only', () => {
    expect([...initialExpanded(tree)].sort()).toEqual(['t1', 't1/c1', 't1/c2']);
    expect(titles(flattenTree(tree, initialExpanded(tree)))).toEqual([
      '监督抽查（当前）',
      '检查记录',
      '消防监督检查记录',
      '现场照片',
      '法律文书',
      '责令限期改正通知书',
      '举报投诉核查',
    ]);
  });

  it('falls back to the first task when none is marked current', () => {
    const noCurrent = tree.map((r) => ({ ...r, IS_CURRENT: null }));
    expect([...initialExpanded(noCurrent)].sort()).toEqual(['t1', 't1/c1', 't1/c2']);
  });

  it('collects every row with children for expand-all', () => {
    expect([...expandableKeys(tree)].sort()).toEqual(['t0', 't0/c0', 't1', 't1/c1', 't1/c2']);
  });
});
