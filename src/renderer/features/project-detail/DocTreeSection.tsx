import { Button, Text, Toolbar, ToolbarDivider, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowCollapseAll16Regular, ArrowExpandAll16Regular } from '@fluentui/react-icons';
import { useMemo, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import type { RowButton, TaskButton, TreeRow } from '../../../shared/schemas/server';
import { EmptyState } from '../../components/EmptyState';
import { DocTree } from './DocTree';
import { flattenTree } from './flattenTree';
import { TaskButtons } from './TaskButtons';
import { useDetailStyles } from './detail.styles';
import { useExpanded } from './useExpanded';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  toolbar: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, padding: 0 },
});

export type DocTreeSectionProps = {
  tree: readonly TreeRow[];
  /** Identifies the task: expansion resets when it changes. */
  scope: string;
  buttons: readonly TaskButton[];
  onButton(b: TaskButton): void | Promise<unknown>;
  onRowButton(b: RowButton, row: TreeRow): void;
};

export function DocTreeSection({ tree, scope, buttons, onButton, onRowButton }: DocTreeSectionProps): ReactElement {
  const styles = useStyles();
  const page = useDetailStyles();
  const { expanded, toggle, expandAll, collapseAll } = useExpanded(tree, scope);
  const rows = useMemo(() => flattenTree(tree, expanded), [tree, expanded]);

  return (
    <section className={page.card} aria-label={M.docTree}>
      <div className={styles.head}>
        <Text as="h2" size={400} weight="semibold">
          {M.docTree}
        </Text>
        <Toolbar aria-label={M.treeToolbar} size="small" className={styles.toolbar}>
          <Button size="small" appearance="subtle" icon={<ArrowExpandAll16Regular />} onClick={expandAll} disabled={tree.length === 0}>
            {M.expandAll}
          </Button>
          <Button size="small" appearance="subtle" icon={<ArrowCollapseAll16Regular />} onClick={collapseAll} disabled={tree.length === 0}>
            {M.collapseAll}
          </Button>
          {buttons.length > 0 ? <ToolbarDivider /> : null}
          <TaskButtons buttons={buttons} onPress={onButton} />
        </Toolbar>
      </div>
      {tree.length === 0 ? <EmptyState text={M.emptyTree} /> : <DocTree rows={rows} onToggle={toggle} onRowButton={onRowButton} />}
    </section>
  );
}
