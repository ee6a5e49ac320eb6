import { fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DictMap } from '../../components/useDict';
import {
  RESIZE_STEP,
  collapsedWidth,
  columnLayout,
  emptyColumns,
  loadColumnWidths,
  saveColumnWidths,
  tableMinWidth,
} from './columns';
import { DocTree } from './DocTree';
import { flattenTree, expandableKeys } from './flattenTree';
import { prefStorageKey } from './prefs';
import { docRow, treeRow } from './testing';
import type { TreeDicts } from './useTreeDicts';
import { DICT_CODES } from '../../../shared/dict/constants';
import type { TreeRow } from '../../../shared/detail/schemas';

const empty: DictMap = new Map();
const dicts = Object.fromEntries(DICT_CODES.map((c) => [c, empty])) as TreeDicts;

/** A task with two documents; `over` fills the second document's cells. */
const tree = (over: Partial<TreeRow> = {}): TreeRow[] => [
  treeRow({
    UUID: 't1',
    TITLE: '关于某宾馆的行政处罚',
    TREE_LEVEL: 1,
    CRT_USERNAME: '张伟',
    CRT_TIME: '2026-10-12 10:51:00',
    children: [
      treeRow({
        UUID: 'c1',
        TITLE: '立案文书',
        TREE_LEVEL: 2,
        children: [
          docRow({ UUID: 'd1', TITLE: '立案审批表', CRT_USERNAME: '张伟' }),
          docRow({ UUID: 'd2', TITLE: '行政处罚决定书', ...over }),
        ],
      }),
    ],
  }),
];
const flat = (t: TreeRow[]) => flattenTree(t, expandableKeys(t));

function Tree({ rows, scope }: { rows: TreeRow[]; scope?: string }): ReactElement {
  return (
    <FluentProvider>
      <DocTree
        rows={flat(rows)}
        dicts={dicts}
        onToggle={vi.fn()}
        onRowButton={vi.fn()}
        columnsScope={scope}
      />
    </FluentProvider>
  );
}

const header = (name: string): HTMLElement => screen.getByRole('columnheader', { name });
const edge = (name: string): HTMLElement =>
  screen.getByRole('separator', { name: `调整列宽：${name}` });

describe('empty columns collapse', () => {
  it('finds the columns no visible row fills', () => {
    expect([...emptyColumns(flat(tree()))]).toEqual(['wh', 'approver', 'approvedAt']);
    expect([...emptyColumns(flat(tree({ WH: '呼新消行罚决字〔2026〕第12号' })))]).toEqual([
      'approver',
      'approvedAt',
    ]);
    // A blank value is no value.
    expect([...emptyColumns(flat(tree({ SPRXM: '  ' })))]).toContain('approver');
  });

  it('shrinks an empty column to its header and gives the name the room', () => {
    const wide = columnLayout({}, new Set());
    const narrow = columnLayout({}, new Set(['wh']));
    const wh = narrow.find((c) => c.id === 'wh');
    expect(wh).toMatchObject({ width: collapsedWidth('文号'), collapsed: true, setWidth: 216 });
    expect(collapsedWidth('文号')).toBe(52);
    expect(tableMinWidth(wide) - tableMinWidth(narrow)).toBe(216 - 52);
    expect(narrow.find((c) => c.id === 'title')?.width).toBeNull();
  });

  it('in the tree: 文号 empty in every row is narrow, without a resize edge, and says why', () => {
    render(<Tree rows={tree()} />);
    expect(header('文号').style.width).toBe('52px');
    expect(header('文号').title).toBe('展开的行都没有文号，此列已收窄');
    expect(screen.queryByRole('separator', { name: '调整列宽：文号' })).toBeNull();
    expect(header('创建人').style.width).toBe('64px');
    expect(header('名称').style.width).toBe('');
    expect(edge('名称')).toBeTruthy();
  });

  it('in the tree: 文号 comes back at its width once a visible row has one', () => {
    render(<Tree rows={tree({ WH: '呼新消行罚决字〔2026〕第12号' })} />);
    expect(header('文号').style.width).toBe('216px');
    expect(edge('文号').getAttribute('aria-valuenow')).toBe('216');
  });
});

describe('column widths', () => {
  it('changes a width from the keyboard and keeps it for the officer', () => {
    render(<Tree rows={tree({ WH: '文号1' })} scope="000000:zhangwei" />);
    const wh = edge('文号');
    wh.focus();
    fireEvent.keyDown(wh, { key: 'ArrowRight' });
    fireEvent.keyDown(wh, { key: 'ArrowRight' });
    expect(header('文号').style.width).toBe(`${216 + 2 * RESIZE_STEP}px`);
    expect(wh.getAttribute('aria-valuenow')).toBe('248');
    fireEvent.keyDown(edge('创建时间'), { key: 'ArrowLeft' });
    expect(header('创建时间').style.width).toBe('132px');
    expect(
      JSON.parse(localStorage.getItem('xfjd.detail.treeColumns:000000:zhangwei') ?? ''),
    ).toEqual({ wh: 248, createdAt: 132 });
  });

  it('opens with the officer’s widths; another account keeps its own', () => {
    saveColumnWidths('000000:zhangwei', { wh: 300, status: 260 });
    const { unmount } = render(<Tree rows={tree({ WH: '文号1' })} scope="000000:zhangwei" />);
    expect(header('文号').style.width).toBe('300px');
    expect(header('状态').style.width).toBe('260px');
    unmount();
    render(<Tree rows={tree({ WH: '文号1' })} scope="000000:lisi" />);
    expect(header('文号').style.width).toBe('216px');
    expect(header('状态').style.width).toBe('220px');
    expect(localStorage.getItem(prefStorageKey('treeColumns', '000000:lisi'))).toBeNull();
  });

  it('keeps nothing without an officer, and never goes past a column’s limits', () => {
    render(<Tree rows={tree()} />);
    const status = edge('状态');
    for (let i = 0; i < 40; i++) fireEvent.keyDown(status, { key: 'ArrowLeft' });
    expect(header('状态').style.width).toBe('96px');
    expect(localStorage.length).toBe(0);
  });

  it('reads back only sane stored widths', () => {
    localStorage.setItem(
      'xfjd.detail.treeColumns:a',
      JSON.stringify({ wh: 9999, creator: 'wide', nosuch: 100, status: 150 }),
    );
    expect(loadColumnWidths('a')).toEqual({ wh: 480, status: 150 });
    localStorage.setItem('xfjd.detail.treeColumns:b', '{broken');
    expect(loadColumnWidths('b')).toEqual({});
  });

  it('the table is never narrower than its columns need', () => {
    render(<Tree rows={tree({ WH: '文号1' })} />);
    const table = screen.getByRole('treegrid');
    // 名称 200 + 文号 216 + 创建人 64 + 创建时间 148 + 审批人 64 (empty, and no wider than it was)
    // + 审批时间 80 (empty: its header) + 状态 220 + 操作 196.
    expect(table.style.minWidth).toBe(`${200 + 216 + 64 + 148 + 64 + 80 + 220 + 196}px`);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
  });
});
