import {
  Button,
  Link,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Attach16Regular, Eye16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { dictLabel, type DictMap } from '../../components/useDict';
import { formatServerTime } from '../../platform/format';
import type { HistoryRecord } from '../../../shared/history/schemas';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed', minWidth: '1080px' },
  // A button does not take its cell's ellipsis: the link cuts its own name, whole on hover.
  name: {
    display: 'block',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'left',
  },
  counts: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  colName: { width: '26%' },
  colType: { width: '11%' },
  colUnit: { width: '16%' },
  colOfficer: { width: '7%' },
  colTime: { width: '12%' },
  colCategory: { width: '10%' },
  colCounts: { width: '12%' },
  colActions: { width: '140px' },
});

export type HistoryTableProps = {
  rows: readonly HistoryRecord[];
  taskTypes: DictMap;
  onOpen(task: HistoryRecord): void;
  onFiles(task: HistoryRecord): void;
};

/** The archived tasks: name (opens it read-only), type, unit, officer, archive, counts, actions. */
export function HistoryTable({
  rows,
  taskTypes,
  onOpen,
  onFiles,
}: HistoryTableProps): ReactElement {
  const styles = useStyles();
  const dash = M.historyUnknown;
  return (
    <Table size="small" aria-label={M.historyTable} className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.colName}>{M.historyColName}</TableHeaderCell>
          <TableHeaderCell className={styles.colType}>{M.historyColType}</TableHeaderCell>
          <TableHeaderCell className={styles.colUnit}>{M.historyColUnit}</TableHeaderCell>
          <TableHeaderCell className={styles.colOfficer}>{M.historyColOfficer}</TableHeaderCell>
          <TableHeaderCell className={styles.colTime}>{M.historyColArchivedAt}</TableHeaderCell>
          <TableHeaderCell className={styles.colCategory}>{M.historyColCategory}</TableHeaderCell>
          <TableHeaderCell className={styles.colCounts}>{M.historyColFiles}</TableHeaderCell>
          <TableHeaderCell className={styles.colActions}>{M.historyColActions}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((t) => {
          const type = t.RWLX === null ? '' : String(t.RWLX);
          const typeLabel = dictLabel(taskTypes, type);
          return (
            <TableRow key={`${t.runId}:${t.RWID}`} onDoubleClick={() => onOpen(t)}>
              <TableCell>
                <TableCellLayout truncate>
                  <Link
                    as="button"
                    className={styles.name}
                    title={t.RWMC}
                    onClick={() => onOpen(t)}
                  >
                    {t.RWMC}
                  </Link>
                </TableCellLayout>
              </TableCell>
              <TableCell>
                <TableCellLayout truncate title={typeLabel}>
                  {typeLabel}
                </TableCellLayout>
              </TableCell>
              <TableCell>
                <TableCellLayout truncate title={t.DWMC ?? ''}>
                  {t.DWMC ?? dash}
                </TableCellLayout>
              </TableCell>
              <TableCell>{t.CBRXM ?? dash}</TableCell>
              <TableCell>{t.GDSJ ? formatServerTime(t.GDSJ) : dash}</TableCell>
              <TableCell>
                <TableCellLayout truncate title={t.GDAJLBMC ?? ''}>
                  {t.GDAJLBMC ?? dash}
                </TableCellLayout>
              </TableCell>
              <TableCell className={styles.counts}>
                {M.historyCounts(t.WSSL ?? 0, t.FJSL ?? 0)}
              </TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    icon={<Eye16Regular />}
                    aria-label={M.historyOpenLabel(t.RWMC)}
                    onClick={() => onOpen(t)}
                  >
                    {M.historyOpen}
                  </Button>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<Attach16Regular />}
                    aria-label={M.historyFilesLabel(t.RWMC)}
                    onClick={() => onFiles(t)}
                  >
                    {M.historyFiles}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
