import { describe, expect, it } from 'vitest';
import { treeRowSchema, type TreeRow } from '../detail/schemas';
import { documentOwners, isDocumentTarget, ownerTarget } from './owner';
import type { UploadTarget } from './contract';

const EDIT = { BUTTON_NAME: '编辑', BUTTON_TYPE: 'edit' };
const row = (over: Record<string, unknown>): TreeRow =>
  treeRowSchema.parse({ UUID: String(Math.random()), TREE_LEVEL: 3, TITLE: '', ...over });

const tree: TreeRow[] = [
  row({
    TREE_LEVEL: 1,
    TITLE: '某商场消防监督抽查',
    RWID: 'rw1',
    children: [
      row({
        TREE_LEVEL: 2,
        TITLE: '检查记录',
        children: [
          row({ TITLE: '消防监督检查记录', FLWSID: 'ws1', XGCZ_BUTTONS: [EDIT] }),
          row({
            TITLE: '责令限期改正通知书',
            WH: '宁消限字〔2026〕1号',
            FLWSID: 'ws2',
            RWID: 'rw1',
            XGCZ_BUTTONS: [EDIT],
          }),
          // Approved: its attachments are read-only (no edit button).
          row({ TITLE: '已审批文书', FLWSID: 'ws3', XGCZ_BUTTONS: [] }),
          row({ TITLE: '已作废文书', FLWSID: 'ws4', RW_ISDELETED: 2, XGCZ_BUTTONS: [EDIT] }),
          row({ TITLE: '无文书号', XGCZ_BUTTONS: [EDIT] }),
        ],
      }),
    ],
  }),
  row({
    TREE_LEVEL: 1,
    TITLE: '复查任务',
    RWID: 'rw2',
    children: [row({ TITLE: '复查记录', FLWSID: 'ws9', XGCZ_BUTTONS: [EDIT] })],
  }),
];

const task: UploadTarget = {
  runId: 'run1',
  RWID: 'rw1',
  businessId: 'rw1',
  businessType: 'xmrw',
  label: '某商场消防监督抽查',
};

describe('所属文书', () => {
  it("lists the task's documents whose attachments are editable, in tree order, with their 文号", () => {
    expect(documentOwners(tree, 'rw1')).toEqual([
      { FLWSID: 'ws1', label: '消防监督检查记录' },
      { FLWSID: 'ws2', label: '责令限期改正通知书（宁消限字〔2026〕1号）' },
    ]);
    expect(documentOwners(tree, 'rw2')).toEqual([{ FLWSID: 'ws9', label: '复查记录' }]);
    expect(documentOwners([], 'rw1')).toEqual([]);
  });

  it('targets the chosen document by FLWSID (flws), or the task itself', () => {
    expect(ownerTarget(task, null)).toBe(task);
    const doc = ownerTarget(task, { FLWSID: 'ws2', label: '责令限期改正通知书' });
    expect(doc).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      businessId: 'ws2',
      businessType: 'flws',
      label: '责令限期改正通知书',
    });
    expect(isDocumentTarget(doc)).toBe(true);
    expect(isDocumentTarget(task)).toBe(false);
  });
});
