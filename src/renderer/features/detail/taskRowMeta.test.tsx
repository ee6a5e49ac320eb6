import { fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-components';
import { describe, expect, it, vi } from 'vitest';
import type { DictMap } from '../../components/useDict';
import { DocTree } from './DocTree';
import { flattenTree } from './flattenTree';
import { taskRowMeta } from './taskRowMeta';
import { docRow, treeRow } from './testing';
import type { TreeDicts } from './useTreeDicts';
import { DICT, DICT_CODES } from '../../../shared/dict/constants';
import type { TreeRow } from '../../../shared/detail/schemas';

const NAME = '关于呼和浩特市青城宾馆有限责任公司消防违法行为的行政处罚';
const SHORT = '青城宾馆有限责任公司消防违法行为的行政处罚';
const taskTypes: DictMap = new Map([
  ['31', { label: '日常消防监督检查', color: 'subtle' }],
  ['45', { label: '责令改正复查', color: 'subtle' }],
  ['61', { label: '行政处罚（一般程序）', color: 'subtle' }],
]);
const dicts = Object.fromEntries(
  DICT_CODES.map((c) => [c, c === DICT.taskType ? taskTypes : new Map()]),
) as TreeDicts;

/** Three tasks of one run that share the run's name, as the province system names them. */
const siblings: TreeRow[] = [
  treeRow({ UUID: 'a', TITLE: NAME, TREE_LEVEL: 1, RWLX: 31, CRT_TIME: '2026-10-09 09:17:00' }),
  treeRow({ UUID: 'b', TITLE: NAME, TREE_LEVEL: 1, RWLX: 45, CRT_TIME: '2026-10-11 10:04:00' }),
  treeRow({
    UUID: 'c',
    TITLE: NAME,
    TREE_LEVEL: 1,
    RWLX: 61,
    CRT_TIME: '2026-10-12 10:51:00',
    IS_CURRENT: '1',
  }),
];

describe('sibling tasks are told apart', () => {
  it('by their type and the day they were created', () => {
    expect(siblings.map((r) => taskRowMeta(r, dicts))).toEqual([
      '日常消防监督检查 · 2026-10-09',
      '责令改正复查 · 2026-10-11',
      '行政处罚（一般程序） · 2026-10-12',
    ]);
  });

  it('falls back to the planned start, leaves out an unknown type, and says nothing without either', () => {
    const row = (over: Partial<TreeRow>): TreeRow =>
      treeRow({ UUID: 'x', TITLE: NAME, TREE_LEVEL: 1, ...over });
    expect(taskRowMeta(row({ RWLX: 61, JHKSRQ: '2026-10-13' }), dicts)).toBe(
      '行政处罚（一般程序） · 2026-10-13',
    );
    expect(taskRowMeta(row({ RWLX: 99, CRT_TIME: '1791600000' }), dicts)).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(taskRowMeta(row({ RWLX: null }), dicts)).toBeNull();
    expect(taskRowMeta(docRow({ UUID: 'd', TITLE: '询问笔录', RWLX: 61 }), dicts)).toBeNull();
  });

  it('in the tree, beside each name, with the full name in a tooltip', async () => {
    render(
      <FluentProvider>
        <DocTree
          rows={flattenTree(siblings, new Set())}
          dicts={dicts}
          onToggle={vi.fn()}
          onRowButton={vi.fn()}
        />
      </FluentProvider>,
    );
    const rows = screen.getAllByTestId('doc-tree-row');
    expect(rows.map((r) => within(r).getByText(/ · /).textContent)).toEqual([
      '日常消防监督检查 · 2026-10-09',
      '责令改正复查 · 2026-10-11',
      '行政处罚（一般程序） · 2026-10-12',
    ]);
    // The row shows the unit and the matter, not the shared '关于呼和浩特市' (the column cuts its end).
    expect(within(rows[2]).getByText(SHORT)).toBeTruthy();
    expect(within(rows[2]).queryByText(NAME)).toBeNull();
    fireEvent.pointerEnter(within(rows[1]).getByText(SHORT));
    fireEvent.mouseEnter(within(rows[1]).getByText(SHORT));
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe(`${NAME}责令改正复查 · 2026-10-11`);
  });

  it('every row has its full name in a tooltip, documents too', async () => {
    const title = '责令限期改正通知书（关于青城宾馆疏散通道堵塞问题的整改要求）';
    render(
      <FluentProvider>
        <DocTree
          rows={flattenTree([docRow({ UUID: 'd', TITLE: title })], new Set())}
          dicts={dicts}
          onToggle={vi.fn()}
          onRowButton={vi.fn()}
        />
      </FluentProvider>,
    );
    fireEvent.pointerEnter(screen.getByText(title));
    fireEvent.mouseEnter(screen.getByText(title));
    expect((await screen.findByRole('tooltip')).textContent).toBe(title);
  });
});
