import {
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { QueryBody } from '../../components/QueryBody';
import { TaskNameLine, TaskPage } from '../../components/TaskPage';
import { useCall } from '../../platform/ApiProvider';
import { useToday } from '../../platform/calendar';
import { useNotify } from '../../platform/notify';
import { qk } from '../../platform/queryKeys';
import { THREE_STOP_TASK_TYPES } from '../../../shared/penalty/constants';
import { CheckApplicationForm } from './CheckApplicationForm';
import type { ApplyCheckRequest } from '../../../shared/penalty/contract';
import type { CheckApplication } from '../../../shared/penalty/schemas';
import type { TaskInfo } from '../../../shared/detail/schemas';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  colDate: { width: '110px' },
  colPerson: { width: '110px' },
  colPhone: { width: '140px' },
  wrap: { overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  history: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** The task's applications under the task's keys: a write to the task, or its refresh, reads them again. */
const historyKey = (runId: string, RWID: string): readonly unknown[] =>
  qk.penalty('checkApplications', runId, RWID);

/** Newest first: by submission time, then application date (both 'YYYY-MM-DD…' text). */
const newestFirst = (rows: readonly CheckApplication[]): CheckApplication[] =>
  [...rows].sort(
    (a, b) =>
      (b.CRT_TIME ?? '').localeCompare(a.CRT_TIME ?? '') ||
      (b.SQRQ ?? '').localeCompare(a.SQRQ ?? ''),
  );

function History({ runId, RWID }: { runId: string; RWID: string }): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const query = useQuery({
    queryKey: historyKey(runId, RWID),
    queryFn: () => call('penalty:checkApplications', { runId, RWID }),
  });
  return (
    <QueryBody query={query} isEmpty={(d) => d.data.length === 0} emptyText={M.checkHistoryEmpty}>
      {(d) => (
        <Table size="small" aria-label={M.checkHistory} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.colDate}>{M.checkDate}</TableHeaderCell>
              <TableHeaderCell>{M.checkUnit}</TableHeaderCell>
              <TableHeaderCell className={styles.colPerson}>{M.checkApplicant}</TableHeaderCell>
              <TableHeaderCell className={styles.colPhone}>{M.checkPhone}</TableHeaderCell>
              <TableHeaderCell>{M.checkRectification}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {newestFirst(d.data).map((a) => (
              <TableRow key={a.ID}>
                <TableCell>{(a.SQRQ ?? '').slice(0, 10)}</TableCell>
                <TableCell className={styles.wrap}>{a.SQDW ?? ''}</TableCell>
                <TableCell className={styles.wrap}>{a.SQR ?? ''}</TableCell>
                <TableCell>{a.LXDH ?? ''}</TableCell>
                <TableCell className={styles.wrap}>{a.ZGQK ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryBody>
  );
}

/** The form for the task once read: the unit's name and today filled in. */
function Application({
  runId,
  RWID,
  task,
}: {
  runId: string;
  RWID: string;
  task: TaskInfo;
}): ReactElement {
  const call = useCall();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const today = useToday();
  // A new form after each accepted application: empty again, nothing left to guard.
  const [round, setRound] = useState(0);
  const applicable = task.RWLX === null || THREE_STOP_TASK_TYPES.includes(task.RWLX);

  const submit = async (body: ApplyCheckRequest): Promise<void> => {
    const r = await call('penalty:applyCheck', body);
    notify(r.message || M.checkDone, 'success');
    setRound((n) => n + 1);
    // The history below, the task and its tree (the server logged the operation).
    await queryClient.invalidateQueries({ queryKey: qk.taskAll });
  };

  return (
    <>
      <TaskNameLine task={task} />
      {applicable ? (
        <CheckApplicationForm
          key={round}
          runId={runId}
          RWID={RWID}
          initialValues={{ SQDW: task.DWMC ?? '', SQRQ: today }}
          onSubmit={submit}
        />
      ) : (
        <MessageBar intent="warning">
          <MessageBarBody>{M.checkNotApplicable}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}

/**
 * Route /xfjd/xzcf/sthc/sthcsq?runId&RWID (三停核查申请): a sealed or stopped unit's check after
 * rectification is applied for here; the task's applications so far are listed under the form.
 */
export function CheckApplicationPage(): ReactElement {
  const styles = useStyles();
  return (
    <TaskPage
      title={M.checkTitle}
      noTaskText={M.checkNoTask}
      head={(task, { runId, RWID }) => <Application runId={runId} RWID={RWID} task={task} />}
    >
      {({ runId, RWID }) => (
        <section className={styles.history} aria-label={M.checkHistory}>
          <Text as="h2" size={400} weight="semibold">
            {M.checkHistory}
          </Text>
          <History runId={runId} RWID={RWID} />
        </section>
      )}
    </TaskPage>
  );
}
