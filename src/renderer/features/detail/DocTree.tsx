import {
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { M } from '../../../shared/messages';
import { DocTreeRow } from './DocTreeRow';
import type { FlatRow } from './flattenTree';
import type { TreeDicts } from './useTreeDicts';
import { useVirtualWindow } from './virtual';
import type { RowButton, TreeRow } from '../../../shared/detail/schemas';

/** Every row has this height (px): what makes windowing a division. */
export const ROW_HEIGHT = 40;
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
  table: { tableLayout: 'fixed', minWidth: '1180px' },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `inset 0 -1px 0 ${tokens.colorNeutralStroke2}`,
  },
  headRow: { height: `${HEADER_HEIGHT}px` },
  colTitle: { width: '27%' },
  colWh: { width: '12%' },
  colUser: { width: '84px' },
  colTime: { width: '148px' },
  colStatus: { width: '20%' },
  colActions: { width: '190px' },
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
}: DocTreeProps): ReactElement {
  const styles = useStyles();
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
      >
        <TableHeader className={styles.head}>
          <TableRow aria-rowindex={1} className={styles.headRow}>
            <TableHeaderCell className={styles.colTitle}>{M.colTitle}</TableHeaderCell>
            <TableHeaderCell className={styles.colWh}>{M.colWh}</TableHeaderCell>
            <TableHeaderCell className={styles.colUser}>{M.colCreator}</TableHeaderCell>
            <TableHeaderCell className={styles.colTime}>{M.colCreatedAt}</TableHeaderCell>
            <TableHeaderCell className={styles.colUser}>{M.colApprover}</TableHeaderCell>
            <TableHeaderCell className={styles.colTime}>{M.colApprovedAt}</TableHeaderCell>
            <TableHeaderCell className={styles.colStatus}>{M.colStatus}</TableHeaderCell>
            <TableHeaderCell className={styles.colActions}>{M.colActions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody onKeyDown={onKeyDown} onFocus={onFocus}>
          {start > 0 ? (
            <tr aria-hidden="true" className={styles.pad} style={{ height: start * ROW_HEIGHT }}>
              <td colSpan={8} className={styles.pad} />
            </tr>
          ) : null}
          {mounted}
          {end < rows.length ? (
            <tr
              aria-hidden="true"
              className={styles.pad}
              style={{ height: (rows.length - end) * ROW_HEIGHT }}
            >
              <td colSpan={8} className={styles.pad} />
            </tr>
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
}
