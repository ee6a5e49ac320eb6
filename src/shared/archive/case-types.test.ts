import { describe, expect, it } from 'vitest';
import { applicableTree, defaultCategories, leafIds } from './case-types';
import type { CaseCategory } from './schemas';

const node = (ID: string, CODE_DESC: string, CHILDREN_LIST: CaseCategory[] = []): CaseCategory => ({
  ID,
  CODE_DESC,
  CHILDREN_LIST,
});
const TREE = [
  node('10', '行政处罚类', [node('1001', '一般程序案卷'), node('1002', '简易程序案卷')]),
  node('20', '监督检查类', [node('2001', '日常监督检查'), node('2002', '双随机抽查')]),
  node('40', '火灾调查类', [node('4001', '简易火灾事故调查'), node('4002', '一般火灾事故调查')]),
];

describe('case categories by task type (4680)', () => {
  it('cuts the tree to the categories that apply, keeping their parents', () => {
    expect(applicableTree(TREE, new Set(['1001']))).toEqual([
      node('10', '行政处罚类', [node('1001', '一般程序案卷')]),
    ]);
    expect(leafIds(applicableTree(TREE, new Set(['2002', '4001'])))).toEqual(['2002', '4001']);
  });

  it('keeps the whole subtree of a parent that applies, and the whole tree when none is given', () => {
    expect(applicableTree(TREE, new Set(['40']))).toEqual([TREE[2]]);
    expect(applicableTree(TREE, new Set())).toEqual(TREE);
    // Categories the tree does not know leave nothing.
    expect(applicableTree(TREE, new Set(['9999']))).toEqual([]);
  });

  it('chooses the one category that applies, and none when several or none do', () => {
    expect(defaultCategories(TREE, new Set(['1001']))).toEqual(['1001']);
    expect(defaultCategories(TREE, new Set(['40']))).toEqual([]);
    expect(defaultCategories(TREE, new Set(['2001', '2002']))).toEqual([]);
    expect(defaultCategories(TREE, new Set())).toEqual([]);
  });
});
