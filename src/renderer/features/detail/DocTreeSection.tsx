import {
  Button,
  Text,
  Toolbar,
  ToolbarDivider,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowCollapseAll16Regular, ArrowExpandAll16Regular } from '@fluentui/react-icons';
import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { EmptyState } from '../../components/EmptyState';
import { sessionScope, useSession } from '../../platform/session';
import { DocTree, HEADER_HEIGHT, ROW_HEIGHT, type PackSelection } from './DocTree';
import { flattenTree } from './flattenTree';
import { PackBar } from './PackBar';
import { TaskButtons } from './TaskButtons';
import { usePageStyles } from '../../components/page.styles';
import { useExpanded } from './useExpanded';
import { useSpaceLeft } from './useSpaceLeft';
import { useTreeDicts } from './useTreeDicts';
import { useOfflineCache } from './useOfflineCache';
import { OfflineCacheProvider } from '../../platform/buttons';
import type { RowButton, TaskButton, TreeRow } from '../../../shared/detail/schemas';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  toolbar: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, padding: 0 },
  compact: {
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
});

/** The tree keeps at least this many rows in view; below that the page scrolls instead. */
export const MIN_VISIBLE_ROWS = 5;

/** Packaging mode is on when this is set: what the zip is named after and whose files it holds. */
export type PackTarget = { runId: string; RWID: string; RWMC: string; onExit(): void };

export type DocTreeSectionProps = {
  tree: readonly TreeRow[];
  /** Identifies the task: expansion resets when it changes. */
  scope: string;
  buttons: readonly TaskButton[];
  onButton(b: TaskButton): void | Promise<unknown>;
  onRowButton(b: RowButton, row: TreeRow): void;
  onSwitchTask?(row: TreeRow): void;
  packing?: PackTarget | null;
  /** Height of the tree's scroll area; by default the space the window leaves it. */
  viewportHeight?: number;
  /** Tighter padding, with the header folded on a short window. */
  compact?: boolean;
};

export function DocTreeSection({
  tree,
  scope,
  buttons,
  onButton,
  onRowButton,
  onSwitchTask,
  packing,
  viewportHeight,
  compact = false,
}: DocTreeSectionProps): ReactElement {
  const styles = useStyles();
  const page = usePageStyles();
  const columnsScope = sessionScope(useSession());
  const treeBox = useRef<HTMLDivElement | null>(null);
  const space = useSpaceLeft(
    treeBox,
    HEADER_HEIGHT + MIN_VISIBLE_ROWS * ROW_HEIGHT,
    tree.length > 0,
  );
  const dicts = useTreeDicts();
  const offlineCache = useOfflineCache(tree);
  const { expanded, toggle, expandAll, collapseAll } = useExpanded(tree, scope);
  const rows = useMemo(() => flattenTree(tree, expanded), [tree, expanded]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const onSelect = useCallback(
    (row: TreeRow, on: boolean) =>
      setSelected((prev) => {
        if (!row.MD5) return prev;
        const next = new Set(prev);
        if (on) next.add(row.MD5);
        else next.delete(row.MD5);
        return next;
      }),
    [],
  );
  const pack = useMemo<PackSelection | null>(
    () => (packing ? { selected, onSelect } : null),
    [packing, selected, onSelect],
  );
  const exit = (): void => {
    setSelected(new Set());
    packing?.onExit();
  };

  return (
    <section className={mergeClasses(page.card, compact && styles.compact)} aria-label={M.docTree}>
      <div className={styles.head}>
        <Text as="h2" size={400} weight="semibold">
          {M.docTree}
        </Text>
        <Toolbar aria-label={M.treeToolbar} size="small" className={styles.toolbar}>
          <Button
            size="small"
            appearance="subtle"
            icon={<ArrowExpandAll16Regular />}
            onClick={expandAll}
            disabled={tree.length === 0}
          >
            {M.expandAll}
          </Button>
          <Button
            size="small"
            appearance="subtle"
            icon={<ArrowCollapseAll16Regular />}
            onClick={collapseAll}
            disabled={tree.length === 0}
          >
            {M.collapseAll}
          </Button>
          {buttons.length > 0 ? <ToolbarDivider /> : null}
          <TaskButtons buttons={buttons} onPress={onButton} />
        </Toolbar>
      </div>
      {packing ? (
        <PackBar
          runId={packing.runId}
          RWID={packing.RWID}
          RWMC={packing.RWMC}
          selected={selected}
          onExit={exit}
        />
      ) : null}
      {tree.length === 0 ? (
        <EmptyState text={M.emptyTree} />
      ) : (
        <div ref={treeBox}>
          <OfflineCacheProvider cache={offlineCache}>
            <DocTree
              rows={rows}
              dicts={dicts}
              onToggle={toggle}
              onRowButton={onRowButton}
              onSwitchTask={onSwitchTask}
              pack={pack}
              viewportHeight={viewportHeight ?? space}
              columnsScope={columnsScope}
            />
          </OfflineCacheProvider>
        </div>
      )}
    </section>
  );
}
