import { shortTaskName } from '../../../shared/tasks/names';
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
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { StatusBadge } from '../../components/StatusBadge';
import { dictLabel, type DictMap } from '../../components/useDict';
import { formatServerTime } from '../../platform/format';
import { DICT } from '../../../shared/dict/constants';
import type { TaskClock } from '../../../shared/tasks/clock';
import type { TaskRecord } from '../../../shared/tasks/schemas';
import { ClockView } from './ClockView';
import type { TableSortState } from '../../components/useTableSort';
import { isTaskFinished } from '../../../shared/tasks/rules';
import type { TaskSortColumn } from '../../../shared/tasks/constants';

/** The task list's sortable columns: the server's (TASK_SORT_COLUMNS) and the computed 期限. */
export type TaskSortKey = TaskSortColumn | 'deadline';

export const TASK_SORT_KEYS: readonly TaskSortKey[] = [
  'name',
  'type',
  'unit',
  'state',
  'plannedStart',
  'created',
  'deadline',
];

const useStyles = makeStyles({
  table: { tableLayout: 'fixed', minWidth: '1120px' },
  row: { cursor: 'default' },
  // An overdue task stands out over the whole row, not only in its badge.
  overdue: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    ':hover': { backgroundColor: tokens.colorPaletteRedBackground2 },
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  colName: { width: '22%' },
  colType: { width: '13%' },
  colUnit: { width: '15%' },
  colState: { width: '8%' },
  colDate: { width: '9%' },
  colTime: { width: '12%' },
  colClock: { width: '21%' },
  colAction: { width: '80px' },
});

export type TaskTableProps = {
  rows: readonly TaskRecord[];
  taskTypes: DictMap;
  onOpen(task: TaskRecord): void;
  /** The task's statutory clock on today's date (the 期限 column). */
  clockOf(task: TaskRecord): TaskClock | null;
  /** The list's sort: a click on a header sorts by that column. */
  sorting: TableSortState<TaskSortKey>;
};

export function TaskTable({
  rows,
  taskTypes,
  onOpen,
  clockOf,
  sorting,
}: TaskTableProps): ReactElement {
  const styles = useStyles();
  const head = sorting.header;
  return (
    <Table size="small" aria-label={M.taskTable} className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.colName} {...head('name')}>
            {M.taskName}
          </TableHeaderCell>
          <TableHeaderCell className={styles.colType} {...head('type')}>
            {M.taskType}
          </TableHeaderCell>
          <TableHeaderCell className={styles.colUnit} {...head('unit')}>
            {M.taskUnit}
          </TableHeaderCell>
          <TableHeaderCell className={styles.colState} {...head('state')}>
            {M.taskState}
          </TableHeaderCell>
          <TableHeaderCell className={styles.colDate} {...head('plannedStart')}>
            {M.taskPlannedStart}
          </TableHeaderCell>
          <TableHeaderCell className={styles.colTime} {...head('created')}>
            {M.taskCreated}
          </TableHeaderCell>
          <TableHeaderCell className={styles.colClock} {...head('deadline')}>
            {M.taskDeadline}
          </TableHeaderCell>
          <TableHeaderCell className={styles.colAction}>{M.colActions}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((t) => {
          const type = t.RWLX === null ? '' : String(t.RWLX);
          const clock = clockOf(t);
          return (
            <TableRow
              key={`${t.runId}:${t.RWID}`}
              className={mergeClasses(styles.row, clock?.state === 'overdue' && styles.overdue)}
              onDoubleClick={() => onOpen(t)}
            >
              <TableCell>
                <TableCellLayout truncate title={t.RWMC} className={styles.name}>
                  {shortTaskName(t.RWMC)}
                </TableCellLayout>
              </TableCell>
              <TableCell>
                <TableCellLayout truncate title={dictLabel(taskTypes, type)}>
                  {dictLabel(taskTypes, type)}
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
                <ClockView clock={clock} />
              </TableCell>
              <TableCell>
                {/* A finished or voided task is only looked at: 查看, not 办理. */}
                {isTaskFinished(t) ? (
                  <Button
                    size="small"
                    aria-label={M.taskViewLabel(t.RWMC)}
                    onClick={() => onOpen(t)}
                  >
                    {M.taskView}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    appearance="primary"
                    aria-label={M.taskOpenLabel(t.RWMC)}
                    onClick={() => onOpen(t)}
                  >
                    {M.taskOpen}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
