import { fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-components';
import { useMemo, useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DictMap } from '../../components/useDict';
import { treeRow } from './testing';
import { DocTree, OVERSCAN, ROW_HEIGHT, HEADER_HEIGHT } from './DocTree';
import { flattenTree, expandableKeys } from './flattenTree';
import type { TreeDicts } from './useTreeDicts';
import { scrollToRow, windowRange } from './virtual';
import { DICT_CODES } from '../../../shared/dict/constants';
import type { TreeRow } from '../../../shared/detail/schemas';

const empty: DictMap = new Map();
const dicts = Object.fromEntries(DICT_CODES.map((c) => [c, empty])) as TreeDicts;

/** `tasks` level-1 rows, each with one category of `docs` documents. */
function bigTree(tasks: number, docs: number): TreeRow[] {
  return Array.from({ length: tasks }, (_, t) =>
    treeRow({
      UUID: `t${t}`,
      TITLE: `任务${t}`,
      TREE_LEVEL: 1,
      children: [
        treeRow({
          UUID: `c${t}`,
          TITLE: `类别${t}`,
          TREE_LEVEL: 2,
          children: Array.from({ length: docs }, (_, d) =>
            treeRow({ UUID: `d${t}-${d}`, TITLE: `文书${t}-${d}`, TREE_LEVEL: 3 }),
          ),
        }),
      ],
    }),
  );
}

function Harness({
  tree,
  viewportHeight,
  initiallyOpen = true,
}: {
  tree: TreeRow[];
  viewportHeight: number;
  initiallyOpen?: boolean;
}): ReactElement {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() =>
    initiallyOpen ? expandableKeys(tree) : new Set(),
  );
  const rows = useMemo(() => flattenTree(tree, expanded), [tree, expanded]);
  const toggle = (key: string): void =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <FluentProvider>
      <DocTree
        rows={rows}
        dicts={dicts}
        onToggle={toggle}
        onRowButton={vi.fn()}
        viewportHeight={viewportHeight}
      />
    </FluentProvider>
  );
}

const mounted = (): HTMLElement[] => screen.getAllByTestId('doc-tree-row');
const scroller = (): HTMLElement => screen.getByRole('treegrid').parentElement as HTMLElement;

describe('windowRange', () => {
  it('mounts the visible rows and the overscan either side, clamped to the list', () => {
    expect(windowRange(0, 400, 40, 5000, 8)).toEqual({ start: 0, end: 19 });
    expect(windowRange(40_000, 400, 40, 5000, 8)).toEqual({ start: 992, end: 1019 });
    expect(windowRange(1e9, 400, 40, 5000, 8)).toEqual({ start: 4991, end: 5000 });
    expect(windowRange(0, 400, 40, 0, 8)).toEqual({ start: 0, end: 0 });
  });

  it('scrolls just enough to show a row', () => {
    expect(scrollToRow(0, 400, 436, 40, 36)).toBe(0);
    expect(scrollToRow(20, 0, 436, 40, 36)).toBe(440);
    expect(scrollToRow(5, 0, 436, 40, 36)).toBe(0);
  });
});

describe('DocTree', () => {
  it('mounts only the rows in view plus overscan out of 5,000', () => {
    const tree = bigTree(2, 2498);
    render(<Harness tree={tree} viewportHeight={436} />);
    const grid = screen.getByRole('treegrid');
    expect(grid.getAttribute('aria-rowcount')).toBe('5001');
    const visible = Math.ceil((436 - HEADER_HEIGHT) / ROW_HEIGHT);
    expect(mounted().length).toBeGreaterThanOrEqual(visible);
    expect(mounted().length).toBeLessThanOrEqual(visible + 2 * OVERSCAN + 1);
    expect(mounted()[0].getAttribute('aria-rowindex')).toBe('2');

    const el = scroller();
    el.scrollTop = 2000 * ROW_HEIGHT;
    fireEvent.scroll(el);
    const rows = mounted();
    expect(rows.length).toBeLessThanOrEqual(visible + 2 * OVERSCAN + 1);
    expect(Number(rows[0].getAttribute('aria-rowindex'))).toBe(2000 - OVERSCAN + 2);
    expect(within(rows[OVERSCAN]).getByText('文书0-1998')).toBeTruthy();
  });

  it('moves focus with the arrow keys, collapses and expands with left and right', () => {
    render(<Harness tree={bigTree(2, 3)} viewportHeight={600} />);
    const first = mounted()[0];
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('3');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(within(document.activeElement as HTMLElement).getByText('文书0-0')).toBeTruthy();
    // Left on a leaf goes to its parent; left again collapses it.
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(within(document.activeElement as HTMLElement).getByText('类别0')).toBeTruthy();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(screen.queryByText('文书0-0')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(screen.getByText('文书0-0')).toBeTruthy();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    expect(within(document.activeElement as HTMLElement).getByText('任务0')).toBeTruthy();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(within(document.activeElement as HTMLElement).getByText('文书1-2')).toBeTruthy();
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
  });

  it('brings a row scrolled out of view back when the keyboard moves to it', () => {
    render(<Harness tree={bigTree(1, 500)} viewportHeight={436} />);
    const first = mounted()[0];
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('503');
    expect(scroller().scrollTop).toBeGreaterThan(0);
  });
});
