import {
  Badge,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NetButton } from '../../components/NetButton';
import { TaskPage } from '../../components/TaskPage';
import { QueryBody } from '../../components/QueryBody';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { useRouter } from '../../platform/router';
import { ROUTES, buildPath } from '../../platform/routes';
import { useRunAction } from '../../platform/useRunAction';
import { RectifiedBadge } from './DangerTable';
import { useApplications } from './queries';
import type { ReinspectionKind } from '../../../shared/inspection/constants';
import type { ReinspectionApplication } from '../../../shared/inspection/schemas';

// Route /xfjd/aqjc/fcsq?runId&RWID (复查申请, spec 02 §2): the task's re-inspection applications
// with the dangers each covers; 发起复查 creates the re-inspection task of one (saveAqjcFcrw for
// technical service, saveJdjcFcrwDq for supervision inspection). The server refuses a second time
// and a closed task with its own message; a created task is opened from its row.

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  colTime: { width: '150px' },
  colKind: { width: '96px' },
  colPerson: { width: '88px' },
  colState: { width: '260px' },
  colAction: { width: '112px' },
  wrap: { overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  dangers: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  danger: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const kindLabel = (k: string | null): string =>
  k === 'jsfw' ? M.applyKindJsfw : k === 'jdjc' ? M.applyKindJdjc : (k ?? '');

function Applications({ runId, RWID }: { runId: string; RWID: string }): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const run = useRunAction();
  const queryClient = useQueryClient();
  const { navigate } = useRouter();
  const query = useApplications(call, { runId, RWID });
  const [asking, setAsking] = useState<ReinspectionApplication | null>(null);

  const create = async (app: ReinspectionApplication): Promise<void> => {
    const kind: ReinspectionKind = app.LX === 'jsfw' ? 'jsfw' : 'jdjc';
    const done = await run(
      () => call('inspection:createTask', { runId, RWID, kind, applicationId: app.ID }),
      (r) => r.message || M.fcsqCreated,
    );
    setAsking(null);
    // The applications, the task and its tree (the new task joins the run).
    if (done) await queryClient.invalidateQueries({ queryKey: qk.taskAll });
  };

  const openTask = (rwid: string): void =>
    navigate(buildPath(ROUTES.projectDetail, { runId, RWID: rwid }));

  return (
    <>
      <QueryBody query={query} isEmpty={(d) => d.data.length === 0} emptyText={M.fcsqEmpty}>
        {(d) => (
          <Table size="small" aria-label={M.fcsqTitle} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.colTime}>{M.fcsqColTime}</TableHeaderCell>
                <TableHeaderCell className={styles.colKind}>{M.fcsqColKind}</TableHeaderCell>
                <TableHeaderCell>{M.fcsqColDangers}</TableHeaderCell>
                <TableHeaderCell className={styles.colPerson}>{M.fcsqColApplicant}</TableHeaderCell>
                <TableHeaderCell className={styles.colState}>{M.fcsqColState}</TableHeaderCell>
                <TableHeaderCell className={styles.colAction}>{M.fcsqColAction}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {d.data.map((a) => (
                <TableRow key={a.ID}>
                  <TableCell>{(a.SQSJ ?? '').slice(0, 16)}</TableCell>
                  <TableCell>{kindLabel(a.LX)}</TableCell>
                  <TableCell className={styles.wrap}>
                    <ul className={styles.dangers}>
                      {a.YHLIST.map((h) => (
                        <li key={h.ID} className={styles.danger}>
                          <span>{h.YHXX}</span>
                          <RectifiedBadge ZGQK={h.ZGQK} />
                        </li>
                      ))}
                    </ul>
                  </TableCell>
                  <TableCell>{a.SQR}</TableCell>
                  <TableCell className={styles.wrap}>
                    {a.FCRWID ? (
                      <Link onClick={() => openTask(a.FCRWID ?? '')}>
                        {a.FCRWMC ?? M.fcsqOpenTask}
                      </Link>
                    ) : (
                      <Badge appearance="tint" color="warning">
                        {M.fcsqPending}
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    {a.FCRWID ? null : (
                      <NetButton
                        size="small"
                        appearance="primary"
                        offlineReason={M.fcsqOffline}
                        onClick={() => setAsking(a)}
                      >
                        {M.fcsqCreate}
                      </NetButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryBody>
      <ConfirmDialog
        message={asking ? M.fcsqCreateConfirm(asking.YHLIST.length) : null}
        onConfirm={() => (asking ? create(asking) : undefined)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

export function ReinspectionPage(): ReactElement {
  return (
    <TaskPage title={M.fcsqTitle} noTaskText={M.fcsqNoTask}>
      {({ runId, RWID }) => <Applications runId={runId} RWID={RWID} />}
    </TaskPage>
  );
}
