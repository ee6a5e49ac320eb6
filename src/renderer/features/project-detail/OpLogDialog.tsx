import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
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
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { OfflineBanner } from '../../components/OfflineBanner';
import { Pager } from '../../components/Pager';
import { formatServerTime } from '../../platform/format';
import { useOpLog } from './useTaskDetail';
import { PAGE_SIZES } from '../../../shared/common/constants';

const useStyles = makeStyles({
  surface: { width: '960px', maxWidth: 'calc(100vw - 48px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: '240px' },
  table: { tableLayout: 'fixed' },
  colTime: { width: '160px' },
  colUser: { width: '100px' },
  colIp: { width: '130px' },
});

type Props = { open: boolean; onClose(): void; runId: string; RWID: string };

function OpLogTable({ runId, RWID }: { runId: string; RWID: string }): ReactElement {
  const styles = useStyles();
  const [page, setPage] = useState({ current: 1, size: PAGE_SIZES.operationLog[0] as number });
  const query = useOpLog({ runId, RWID, current: page.current, size: page.size });
  const data = query.data;

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!data) return <LoadingState />;
  return (
    <>
      <OfflineBanner source={data.source} updatedAt={data.updatedAt} />
      {data.data.records.length === 0 ? (
        <EmptyState text={M.opLogEmpty} />
      ) : (
        <Table size="small" aria-label={M.opLog} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.colTime}>{M.opLogTime}</TableHeaderCell>
              <TableHeaderCell className={styles.colUser}>{M.opLogUser}</TableHeaderCell>
              <TableHeaderCell className={styles.colIp}>{M.opLogIp}</TableHeaderCell>
              <TableHeaderCell>{M.opLogContent}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.data.records.map((r) => (
              <TableRow key={r.ID}>
                <TableCell>{formatServerTime(r.CRT_TIME)}</TableCell>
                <TableCell>{r.CRT_USERNAME}</TableCell>
                <TableCell>{r.CRT_IP ?? ''}</TableCell>
                <TableCell>
                  <TableCellLayout truncate title={r.OP_CONTENT}>
                    {r.OP_CONTENT}
                  </TableCellLayout>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager
        total={data.data.total}
        page={page.current}
        size={page.size}
        sizes={PAGE_SIZES.operationLog}
        onChange={(current, size) => setPage({ current, size })}
      />
    </>
  );
}

/** Operation log of the task (spec 02 §2): 10 rows a page, choices 10/20/30/40. */
export function OpLogDialog({ open, onClose, runId, RWID }: Props): ReactElement {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{M.opLog}</DialogTitle>
          {/* Mounted only while open: each opening starts at page 1 with fresh rows. */}
          <DialogContent className={styles.content}>{open ? <OpLogTable runId={runId} RWID={RWID} /> : null}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {M.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
