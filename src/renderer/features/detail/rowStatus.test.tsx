import { render, screen } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import type { DictMap } from '../../components/useDict';
import { rowStatuses, showsDelivery } from './rowStatus';
import { StatusBadges, statusLabel } from './StatusBadges';
import { docRow, treeRow } from './testing';
import type { TreeDicts } from './useTreeDicts';
import { DICT, DICT_CODES, type DictCode } from '../../../shared/dict/constants';
import type { TreeRow } from '../../../shared/detail/schemas';

// The status dictionaries as the reference server seeds them (src/server/dict/seed.ts).
const SERVER: Partial<Record<DictCode, Array<[string, string]>>> = {
  [DICT.docStatus]: [
    ['1', '草稿'],
    ['2', '审批中'],
    ['3', '审批通过'],
    ['4', '审批不通过'],
    ['5', '已退回'],
    ['9', '已撤回'],
    ['10', '无需审批'],
  ],
  [DICT.status1]: [
    ['1', '未发送'],
    ['2', '已发送'],
    ['3', '已撤回'],
  ],
  [DICT.status2]: [
    ['1', '未盖章'],
    ['2', '已盖章'],
  ],
  [DICT.status3]: [
    ['1', '未归档'],
    ['2', '已归档'],
  ],
  [DICT.delivery]: [
    ['1', '未送达'],
    ['2', '已送达'],
  ],
  [DICT.subTaskState]: [
    ['1', '办理中'],
    ['2', '已完成'],
  ],
  [DICT.execution]: [
    ['1', '已履行'],
    ['3', '未履行'],
  ],
};
const dicts = Object.fromEntries(
  DICT_CODES.map((c) => [
    c,
    new Map((SERVER[c] ?? []).map(([k, label]) => [k, { label, color: 'informative' }])) as DictMap,
  ]),
) as TreeDicts;

/** What the status column says: its tags, then its text. */
const shown = (row: TreeRow): { badges: string[]; notes: string } => {
  const { badges, notes } = rowStatuses(row);
  return {
    badges: badges.map((d) => statusLabel(dicts, d)),
    notes: notes.map((d) => statusLabel(dicts, d)).join(' · '),
  };
};

/** A document as the reference server seeds it: not sent, sealed, delivered or archived. */
const doc = (TITLE: string, over: Partial<TreeRow> = {}): TreeRow =>
  docRow({ UUID: TITLE, TITLE, SFSD: '1', STATUS1: '1', STATUS2: '1', STATUS3: '1', ...over });

describe('which statuses a tree row shows', () => {
  it('an approved decision not yet served: 未送达, and 未盖章 as the next step', () => {
    expect(shown(doc('行政处罚决定书', { STATUS: '3', STATUS1: '2' }))).toEqual({
      badges: ['审批通过', '未送达'],
      notes: '未盖章',
    });
  });

  it('a decision still in approval: no delivery yet, and 已发送 says nothing 审批中 does not', () => {
    expect(shown(doc('行政处罚决定书', { STATUS: '2', STATUS1: '2' }))).toEqual({
      badges: ['审批中'],
      notes: '',
    });
  });

  it('documents that are not served never show a delivery status or 未盖章', () => {
    for (const TITLE of [
      '立案审批表',
      '询问笔录（赵建国）',
      '送达回证',
      '消防监督检查记录',
      '其他材料',
    ])
      expect(shown(doc(TITLE, { STATUS: '3', STATUS1: '2' })).badges).toEqual(['审批通过']);
    expect(shown(doc('询问笔录（赵建国）', { STATUS: '10' }))).toEqual({
      badges: ['无需审批'],
      notes: '',
    });
  });

  it('a row the server marks delivered always says so, served kind or not', () => {
    expect(shown(doc('送达回证', { STATUS: '10', SFSD: '2' })).badges).toEqual([
      '无需审批',
      '已送达',
    ]);
    expect(showsDelivery(doc('现场示意图', { STATUS: '1', SFSD: '2' }))).toBe(true);
  });

  it('a served, sealed, archived notice: two tags and the rest as text', () => {
    expect(
      shown(
        doc('责令限期改正通知书', {
          STATUS: '3',
          SFSD: '2',
          STATUS1: '2',
          STATUS2: '2',
          STATUS3: '2',
        }),
      ),
    ).toEqual({ badges: ['审批通过', '已送达'], notes: '已盖章 · 已归档' });
  });

  it('a penalty decision carries its execution as a tag', () => {
    expect(
      shown(doc('行政处罚决定书', { STATUS: '3', SFSD: '2', STATUS2: '2', ZXQK: '1' })),
    ).toEqual({ badges: ['审批通过', '已送达', '已履行'], notes: '已盖章' });
  });

  it('a recall shows once: as the document status, or as text when the status says otherwise', () => {
    expect(shown(doc('行政处罚决定书', { STATUS: '9', STATUS1: '3' }))).toEqual({
      badges: ['已撤回'],
      notes: '',
    });
    expect(shown(doc('行政处罚决定书', { STATUS: '1', STATUS1: '3' }))).toEqual({
      badges: ['草稿'],
      notes: '已撤回',
    });
  });

  it('values the dictionaries do not know are shown as their key', () => {
    expect(shown(doc('立案审批表', { STATUS: '3', STATUS3: '7' }))).toEqual({
      badges: ['审批通过'],
      notes: '7',
    });
  });

  it('a task row shows its state; a category row nothing', () => {
    expect(shown(treeRow({ UUID: 't', TITLE: '任务', TREE_LEVEL: 1, RWSTATUS: '1' }))).toEqual({
      badges: ['办理中'],
      notes: '',
    });
    expect(
      shown(treeRow({ UUID: 'c', TITLE: '类别', TREE_LEVEL: 2, RWSTATUS: '1', STATUS: '3' })),
    ).toEqual({ badges: [], notes: '' });
  });
});

describe('StatusBadges', () => {
  const renderRow = (row: TreeRow): HTMLElement =>
    render(
      <FluentProvider>
        <StatusBadges row={row} dicts={dicts} />
      </FluentProvider>,
    ).container;

  it('writes the other statuses out after the tags, each naming its dimension on hover', () => {
    const cell = renderRow(
      doc('责令限期改正通知书', { STATUS: '3', SFSD: '2', STATUS2: '2', STATUS3: '2' }),
    );
    expect(cell.textContent).toBe('审批通过已送达已盖章 · 已归档');
    expect(screen.getByTestId('status-notes').textContent).toBe('已盖章 · 已归档');
    expect(screen.getByTitle('盖章状态：已盖章').textContent).toBe('已盖章');
    expect(screen.getByTitle('归档状态：已归档').textContent).toBe('已归档');
    expect(screen.getByTitle('送达情况：已送达').textContent).toBe('已送达');
    expect(screen.queryByText(/^\+\d+$/)).toBeNull();
  });

  it('shows no yellow 未送达 on a record', () => {
    const cell = renderRow(doc('立案审批表', { STATUS: '3', STATUS1: '2' }));
    expect(cell.textContent).toBe('审批通过');
    expect(screen.queryByText('未送达')).toBeNull();
  });
});
