import {
  Button,
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
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { StatusBadge } from '../../components/StatusBadge';
import type { DictMap } from '../../components/useDict';
import { formatServerTime } from '../../platform/format';
import { DICT } from '../../../shared/dict/constants';
import type { TaskRecord } from '../../../shared/tasks/schemas';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed', minWidth: '960px' },
  row: { cursor: 'default' },
  name: { fontWeight: tokens.fontWeightSemibold },
  colName: { width: '28%' },
  colType: { width: '16%' },
  colUnit: { width: '18%' },
  colState: { width: '9%' },
  colDate: { width: '10%' },
  colTime: { width: '13%' },
  colAction: { width: '80px' },
});

export type TaskTableProps = {
  rows: readonly TaskRecord[];
  taskTypes: DictMap;
  onOpen(task: TaskRecord): void;
};

export function TaskTable({ rows, taskTypes, onOpen }: TaskTableProps): ReactElement {
  const styles = useStyles();
  return (
    <Table size="small" aria-label={M.taskTable} className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.colName}>{M.taskName}</TableHeaderCell>
          <TableHeaderCell className={styles.colType}>{M.taskType}</TableHeaderCell>
          <TableHeaderCell className={styles.colUnit}>{M.taskUnit}</TableHeaderCell>
          <TableHeaderCell className={styles.colState}>{M.taskState}</TableHeaderCell>
          <TableHeaderCell className={styles.colDate}>{M.taskPlannedStart}</TableHeaderCell>
          <TableHeaderCell className={styles.colTime}>{M.taskCreated}</TableHeaderCell>
          <TableHeaderCell className={styles.colAction}>{M.colActions}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((t) => {
          const type = t.RWLX === null ? '' : String(t.RWLX);
          return (
            <TableRow
              key={`${t.runId}:${t.RWID}`}
              className={styles.row}
              onDoubleClick={() => onOpen(t)}
            >
              <TableCell>
                <TableCellLayout truncate title={t.RWMC} className={styles.name}>
                  {t.RWMC}
                </TableCellLayout>
              </TableCell>
              <TableCell>
                <TableCellLayout truncate title={taskTypes.get(type)?.label ?? type}>
                  {taskTypes.get(type)?.label ?? type}
                </TableCellLayout>
              </TableCell>
              <TableCell>
                <TableCellLayout truncate title={t.DWMC ?? ''}>
                  {t.DWMC ?? ''}
                </TableCellLayout>
              </TableCell>
              <TableCell>
                <StatusBadge code={DICT.subTaskState} value={t.rwzt} />
              </TableCell>
              <TableCell>{formatServerTime(t.JHKSRQ)}</TableCell>
              <TableCell>{formatServerTime(t.CRT_TIME)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  appearance="primary"
                  aria-label={M.taskOpenLabel(t.RWMC)}
                  onClick={() => onOpen(t)}
                >
                  {M.taskOpen}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
