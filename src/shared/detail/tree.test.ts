import { describe, expect, it } from 'vitest';
import { isLiveRow, ownDocumentRows } from './tree';
import { treeRowSchema } from './schemas';

// A task's own live documents in the run's tree: its rows (they may carry no RWID of their own),
// never another task's, never a deleted (1) or voided (2) one.

const row = (o: Record<string, unknown>): Record<string, unknown> => ({
  UUID: String(o.UUID ?? o.TITLE),
  TITLE: '',
  TREE_LEVEL: 3,
  ...o,
});

const tree = [
  row({
    UUID: 't1',
    TREE_LEVEL: 1,
    RWID: 'T',
    children: [
      row({
        UUID: 'c1',
        TREE_LEVEL: 2,
        children: [
          row({ TITLE: '检查记录', ID: 'a' }),
          row({ TITLE: '删除的', ID: 'd', RW_ISDELETED: '1' }),
          row({ TITLE: '作废的', ID: 'v', RW_ISDELETED: '2' }),
          row({ TITLE: '通知书', ID: 'b', RWID: 'T', RW_ISDELETED: '0' }),
        ],
      }),
    ],
  }),
  row({ UUID: 't2', TREE_LEVEL: 1, RWID: 'P', children: [row({ TITLE: '决定书', ID: 'p' })] }),
].map((r) => treeRowSchema.parse(r));

describe('the run tree', () => {
  it('lists the task’s own live documents in tree order', () => {
    expect(ownDocumentRows(tree, 'T').map((r) => r.ID)).toEqual(['a', 'b']);
    expect(ownDocumentRows(tree, 'P').map((r) => r.ID)).toEqual(['p']);
    expect(ownDocumentRows(tree, 'X')).toEqual([]);
  });

  it('a row is live unless deleted (1) or voided (2)', () => {
    for (const v of [null, '', '0']) expect(isLiveRow({ RW_ISDELETED: v })).toBe(true);
    for (const v of ['1', '2']) expect(isLiveRow({ RW_ISDELETED: v })).toBe(false);
  });
});
