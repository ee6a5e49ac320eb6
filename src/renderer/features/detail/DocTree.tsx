import {
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { M } from '../../../shared/messages';
import { ColumnResizer } from './ColumnResizer';
import {
  COLUMNS,
  columnLayout,
  emptyColumns,
  loadColumnWidths,
  saveColumnWidths,
  tableMinWidth,
  type ColumnId,
  type ColumnWidths,
} from './columns';
import { DocTreeRow } from './DocTreeRow';
import type { FlatRow } from './flattenTree';
import type { TreeDicts } from './useTreeDicts';
import { useVirtualWindow } from './virtual';
import type { RowButton, TreeRow } from '../../../shared/detail/schemas';

/**
 * Every row has this height (px): what makes windowing a division. 36 (Fluent's small table row
 * plus a little air) so that a 1280×720 window shows at least 12 rows under the folded header.
 */
export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 36;
/** Rows mounted above and below the visible ones, so fast scrolling does not show blank space. */
export const OVERSCAN = 8;
/** Viewport height until the scroll container is measured (and in jsdom, which has no layout). */
export const DEFAULT_VIEWPORT_HEIGHT = 560;

const useStyles = makeStyles({
  scroller: {
    overflow: 'auto',
    position: 'relative',
    contain: 'strict',
    minHeight: `${HEADER_HEIGHT + ROW_HEIGHT}px`,
  },
  table: { tableLayout: 'fixed', width: '100%' },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `inset 0 -1px 0 ${tokens.colorNeutralStroke2}`,
  },
  headRow: { height: `${HEADER_HEIGHT}px` },
  // border-box: a column's width is what the officer sees and drags, padding included.
  headCell: {
    position: 'relative',
    boxSizing: 'border-box',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  },
  collapsed: { color: tokens.colorNeutralForeground4 },
  pad: { border: 'none', padding: 0 },
});

export type PackSelection = {
  selected: ReadonlySet<string>;
  onSelect(row: TreeRow, selected: boolean): void;
};

export type DocTreeProps = {
  /** The visible rows in order (flattenTree of the tree and its expanded keys). */
  rows: readonly FlatRow[];
  dicts: TreeDicts;
  onToggle(key: string): void;
  onRowButton(button: RowButton, row: TreeRow): void;
  /** Level-1 rows other than the current task become links that switch to that task. */
  onSwitchTask?(row: TreeRow): void;
  /** Packaging mode: selected MD5s; null outside the mode. */
  pack?: PackSelection | null;
  /** Maximum height of the scroll area (px); the grid is shorter when its rows need less. */
  viewportHeight?: number;
  /** The officer (platform/session sessionScope) whose column widths are kept; none keeps none. */
  columnsScope?: string;
};

/**
 * The document tree as a treegrid. Only the rows in view (plus overscan) are mounted; the rest are
 * two spacer rows. Keyboard: ↑/↓ move between rows, ←/→ collapse/expand (or go to parent / first
 * child), Home/End to the first/last row.
 */
export function DocTree({
  rows,
  dicts,
  onToggle,
  onRowButton,
  onSwitchTask,
  pack,
  viewportHeight = DEFAULT_VIEWPORT_HEIGHT,
  columnsScope,
}: DocTreeProps): ReactElement {
  const styles = useStyles();
  const columns = useColumns(rows, columnsScope);
  const height = Math.min(
    viewportHeight,
    HEADER_HEIGHT + Math.max(1, rows.length) * ROW_HEIGHT + 2,
  );
  const { ref, range, onScroll, reveal } = useVirtualWindow(
    rows.length,
    ROW_HEIGHT,
    OVERSCAN,
    height,
    HEADER_HEIGHT,
  );
  const [focusIndex, setFocusIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const active = Math.min(focusIndex, Math.max(0, rows.length - 1));

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    const el = ref.current?.querySelector<HTMLElement>(`tr[data-index="${target}"]`);
    if (el) {
      pendingFocus.current = null;
      el.focus();
    }
  });

  const moveTo = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(rows.length - 1, index));
      pendingFocus.current = next;
      setFocusIndex(next);
      reveal(next);
    },
    [reveal, rows.length],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>): void => {
    const tr = e.target as HTMLElement;
    if (tr.tagName !== 'TR' || tr.dataset.index === undefined) return;
    const index = Number(tr.dataset.index);
    const item = rows[index];
    if (!item) return;
    let handled = true;
    switch (e.key) {
      case 'ArrowDown':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        moveTo(index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'ArrowRight':
        if (item.hasChildren && !item.expanded) onToggle(item.key);
        else if (item.hasChildren) moveTo(index + 1);
        break;
      case 'ArrowLeft':
        if (item.hasChildren && item.expanded) onToggle(item.key);
        else if (item.depth > 0) {
          let parent = index - 1;
          while (parent >= 0 && rows[parent].depth >= item.depth) parent--;
          if (parent >= 0) moveTo(parent);
        }
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  };

  const onFocus = (e: FocusEvent<HTMLTableSectionElement>): void => {
    const tr = (e.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    if (tr) setFocusIndex(Number(tr.dataset.index));
  };

  const { start, end } = range;
  // When the focused row is scrolled out of the window, the first mounted row takes Tab focus.
  const tabbable = active >= start && active < end ? active : start;
  const mounted: ReactElement[] = [];
  for (let i = start; i < end; i++) {
    const item = rows[i];
    const md5 = item.row.MD5;
    mounted.push(
      <DocTreeRow
        key={item.key}
        item={item}
        index={i}
        height={ROW_HEIGHT}
        tabbable={i === tabbable}
        dicts={dicts}
        onToggle={onToggle}
        onRowButton={onRowButton}
        onSwitchTask={onSwitchTask}
        selected={pack && md5 ? pack.selected.has(md5) : undefined}
        onSelect={pack ? pack.onSelect : undefined}
      />,
    );
  }

  return (
    <div ref={ref} className={styles.scroller} style={{ height }} onScroll={onScroll}>
      <Table
        size="small"
        role="treegrid"
        aria-label={M.docTree}
        aria-rowcount={rows.length + 1}
        className={styles.table}
        style={{ minWidth: columns.minWidth }}
      >
        <TableHeader className={styles.head}>
          <TableRow aria-rowindex={1} className={styles.headRow}>
            {columns.layout.map((c, i) => {
              const col = COLUMNS[i];
              return (
                <TableHeaderCell
                  key={c.id}
                  className={mergeClasses(styles.headCell, c.collapsed && styles.collapsed)}
                  style={c.width === null ? undefined : { width: c.width }}
                  // The header's name is its label, not also its resize edge's.
                  aria-label={c.label}
                  title={c.collapsed ? M.emptyColumn(c.label) : undefined}
                  aside={
                    c.collapsed ? undefined : (
                      <ColumnResizer
                        label={c.label}
                        width={c.setWidth}
                        min={col.min}
                        max={col.max}
                        onResize={(w) => columns.resize(c.id, w)}
                        onCommit={columns.commit}
                      />
                    )
                  }
                >
                  {c.label}
                </TableHeaderCell>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody onKeyDown={onKeyDown} onFocus={onFocus}>
          {start > 0 ? (
            <tr aria-hidden="true" className={styles.pad} style={{ height: start * ROW_HEIGHT }}>
              <td colSpan={COLUMNS.length} className={styles.pad} />
            </tr>
          ) : null}
          {mounted}
          {end < rows.length ? (
            <tr
              aria-hidden="true"
              className={styles.pad}
              style={{ height: (rows.length - end) * ROW_HEIGHT }}
            >
              <td colSpan={COLUMNS.length} className={styles.pad} />
            </tr>
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
}

type Columns = {
  layout: ReturnType<typeof columnLayout>;
  minWidth: number;
  resize(id: ColumnId, width: number): void;
  /** Keeps the widths for the officer (after a drag or a key on a column's edge). */
  commit(): void;
};

/** Column widths (the officer's, kept under `scope`) and which columns every visible row leaves empty. */
function useColumns(rows: readonly FlatRow[], scope: string | undefined): Columns {
  const load = (s: string | undefined): ColumnWidths => (s ? loadColumnWidths(s) : {});
  const [kept, setKept] = useState(() => ({ scope, widths: load(scope) }));
  // Another officer's tree in the same component: their own widths.
  const widths = kept.scope === scope ? kept.widths : load(scope);
  if (kept.scope !== scope) setKept({ scope, widths });
  // What a commit keeps: the last width set, even before React has re-rendered with it.
  const latest = useRef(widths);
  useEffect(() => {
    latest.current = widths;
  }, [widths]);
  const empty = useMemo(() => emptyColumns(rows), [rows]);
  const layout = useMemo(() => columnLayout(widths, empty), [widths, empty]);
  const resize = useCallback(
    (id: ColumnId, width: number) => {
      latest.current = { ...latest.current, [id]: width };
      setKept({ scope, widths: latest.current });
    },
    [scope],
  );
  const commit = useCallback(() => {
    if (scope) saveColumnWidths(scope, latest.current);
  }, [scope]);
  return { layout, minWidth: tableMinWidth(layout), resize, commit };
}
