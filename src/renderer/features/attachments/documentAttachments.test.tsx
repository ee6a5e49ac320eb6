import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { findDialog, press, renderApp } from '../../test/render';
import { detailConfig, docRow, rowButton as B, treeRow } from '../detail/testing';
import type { TaskDetail } from '../../../shared/detail/contract';
import type { TreeRow } from '../../../shared/detail/schemas';
import { canEditDocumentAttachments } from './rules';

// Spec 02 §6: a document's attachments follow its edit button, not its status.

const treeOf = (draft: Partial<TreeRow>): TreeRow[] => [
  treeRow({
    UUID: 't1',
    TITLE: '行政处罚（当前）',
    TREE_LEVEL: 1,
    IS_CURRENT: '1',
    RWID: 'rw1',
    children: [
      treeRow({
        UUID: 'c1',
        TITLE: '调查取证',
        TREE_LEVEL: 2,
        children: [
          docRow({ UUID: 'd', TITLE: '询问笔录草稿', FLWSID: 'wsD', STATUS: '1', ...draft }),
        ],
      }),
    ],
  }),
];

const openDraft = async (rwzt: string, draft: Partial<TreeRow>): Promise<HTMLElement> => {
  const config = detailConfig({}, { rwzt, RWLX: 61 });
  renderApp({
    api: createFakeApi({
      'detail:get': () => ({
        data: { config, tree: treeOf(draft) } satisfies TaskDetail,
        source: 'network',
        updatedAt: 0,
      }),
    }),
    path: '/xfjd/projectDetail?runId=run1&RWID=rw1',
  });
  press(await screen.findByRole('button', { name: '附件 询问笔录草稿' }));
  const dialog = await findDialog('附件管理：询问笔录草稿');
  await within(dialog).findByText('询问笔录.pdf');
  return dialog;
};

describe("a document's attachment manager follows its edit button", () => {
  it('a draft (STATUS 1) on an archived task opens read-only: the server offers no edit', async () => {
    // What the server sends for a draft of an archived task: 附件 in 基本操作, no 编辑.
    const dialog = await openDraft('3', {
      XGCZ_BUTTONS: [],
      JBCZ_BUTTONS: [B('查看', 'view'), B('附件', 'attachments')],
    });
    expect(within(dialog).getByText('只读：不可上传、修改或删除附件')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '上传', hidden: true })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^删除/, hidden: true })).toBeNull();
  });

  it('a draft with its edit button on an open task can be edited', async () => {
    const dialog = await openDraft('1', {
      XGCZ_BUTTONS: [B('编辑', 'edit'), B('附件', 'attachments')],
    });
    expect(within(dialog).getByRole('button', { name: '上传', hidden: true })).toBeTruthy();
    expect(within(dialog).queryByText('只读：不可上传、修改或删除附件')).toBeNull();
  });

  it('reads the edit button by type (or its known name), whatever STATUS says', () => {
    expect(canEditDocumentAttachments({ XGCZ_BUTTONS: [B('编辑', 'edit')] })).toBe(true);
    expect(canEditDocumentAttachments({ XGCZ_BUTTONS: [B('附件', 'attachments')] })).toBe(false);
    expect(canEditDocumentAttachments({ XGCZ_BUTTONS: [] })).toBe(false);
  });
});
