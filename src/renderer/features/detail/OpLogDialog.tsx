import {
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ReadDialog } from '../../components/ReadDialog';
import { QueryBody } from '../../components/QueryBody';
import { usePaging } from '../../components/usePaging';
import { formatServerTime } from '../../platform/format';
import { useOpLog } from './useTaskDetail';
import { PAGE_SIZES } from '../../../shared/common/constants';
import { foldViews } from '../../../shared/detail/oplog';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  colTime: { width: '160px' },
  colUser: { width: '100px' },
  colIp: { width: '130px' },
  note: { color: tokens.colorNeutralForeground3 },
});

type Props = { open: boolean; onClose(): void; runId: string; RWID: string };

function OpLogTable({ runId, RWID }: { runId: string; RWID: string }): ReactElement {
  const styles = useStyles();
  const paging = usePaging(PAGE_SIZES.operationLog);
  const query = useOpLog({ runId, RWID, current: paging.current, size: paging.size });
  return (
    <QueryBody
      query={query}
      isEmpty={(d) => d.data.records.length === 0}
      emptyText={M.opLogEmpty}
      paging={paging}
      total={(d) => d.data.total}
    >
      {(d) => {
        // A server that logs every view (a province gateway) fills a page with them: each run of
        // one officer's views is one line with its count (the reference server writes it so).
        const lines = foldViews(d.data.records);
        const folded = lines.some((l) => l.times > 1);
        return (
          <>
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
                {lines.map(({ row: r, times, since }) => {
                  const content = times > 1 ? M.opLogFolded(r.OP_CONTENT, times) : r.OP_CONTENT;
                  const time = formatServerTime(r.CRT_TIME);
                  return (
                    <TableRow key={r.ID}>
                      <TableCell
                        title={
                          times > 1 ? M.opLogFoldedSpan(formatServerTime(since), time) : undefined
                        }
                      >
                        {time}
                      </TableCell>
                      <TableCell>{r.CRT_USERNAME}</TableCell>
                      <TableCell>{r.CRT_IP ?? ''}</TableCell>
                      <TableCell>
                        <TableCellLayout truncate title={content}>
                          {content}
                        </TableCellLayout>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            {folded ? (
              <Text size={200} className={styles.note}>
                {M.opLogFoldedNote}
              </Text>
            ) : null}
          </>
        );
      }}
    </QueryBody>
  );
}

/** Operation log of the task (spec 02 §2): 10 rows a page, choices 10/20/30/40. */
export function OpLogDialog({ open, onClose, runId, RWID }: Props): ReactElement {
  return (
    <ReadDialog open={open} title={M.opLog} onClose={onClose} width={960}>
      {/* Mounted only while open: each opening starts at page 1 with fresh rows. */}
      {open ? <OpLogTable runId={runId} RWID={RWID} /> : null}
    </ReadDialog>
  );
}
