import { Table, TableBody, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import type { RowButton, TreeRow } from '../../../shared/schemas/server';
import { DocTreeRow } from './DocTreeRow';
import type { FlatRow } from './flattenTree';
import { useTreeDicts } from './useTreeDicts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'fixed', minWidth: '1180px' },
  colTitle: { width: '30%' },
  colWh: { width: '13%' },
  colUser: { width: '84px' },
  colTime: { width: '148px' },
  colStatus: { width: '16%' },
  colActions: { width: '14%' },
});

export type DocTreeProps = {
  rows: readonly FlatRow[];
  onToggle(key: string): void;
  onRowButton(button: RowButton, row: TreeRow): void;
};

/** The document tree as a treegrid over the already flattened visible rows. */
export function DocTree({ rows, onToggle, onRowButton }: DocTreeProps): ReactElement {
  const styles = useStyles();
  const dicts = useTreeDicts();
  return (
    <div className={styles.wrap}>
      <Table size="small" role="treegrid" aria-label={M.docTree} className={styles.table}>
        <TableHeader>
          <TableRow>
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
        <TableBody>
          {rows.map((item) => (
            <DocTreeRow key={item.key} item={item} dicts={dicts} onToggle={onToggle} onRowButton={onRowButton} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
