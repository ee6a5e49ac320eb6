import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { useNotify } from '../../platform/notify';
import { qk } from '../../platform/queryKeys';
import { useRunAction } from '../../platform/useRunAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogShell } from '../../components/DialogShell';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import type { StampRow } from '../../../shared/stamping/schemas';

const useStyles = makeStyles({
  surface: { width: '820px', maxWidth: 'calc(100vw - 48px)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: '200px',
  },
  colAction: { width: '120px' },
  colSign: { width: '110px' },
});

/** ifSign: 0 may be stamped, 1 is stamped and may be downloaded (spec 02 §4). */
const signLabel = (r: StampRow): string =>
  r.ifSignMsg ?? (r.ifSign === '1' ? M.stampYes : M.stampNo);

function StampTable({ runId, RWID }: { runId: string; RWID: string }): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const notify = useNotify();
  const run = useRunAction();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: qk.stamps(RWID),
    queryFn: () => call('stamping:list', { RWID }),
    staleTime: 0,
  });
  const [sealing, setSealing] = useState<StampRow | null>(null);

  const seal = async (r: StampRow): Promise<void> => {
    const done = await run(
      () => call('stamping:seal', { runId, wssyid: r.id }),
      (res) => res.message,
    );
    if (done) await queryClient.invalidateQueries({ queryKey: qk.taskAll });
  };
  const download = (r: StampRow): void => {
    if (!r.md5) return notify(M.fileDownloadUnavailable, 'warning');
    void run(
      () => call('documents:download', { md5: r.md5, fileName: r.wh || r.xmbh || r.id }),
      (res) => M.savedTo(res.savedTo),
    );
  };

  return (
    <>
      <QueryBody query={list} isEmpty={(d) => d.data.length === 0} emptyText={M.stampEmpty}>
        {({ data: rows }) => (
          <Table size="small" aria-label={M.stampTitle}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{M.stampXmbh}</TableHeaderCell>
                <TableHeaderCell>{M.stampWh}</TableHeaderCell>
                <TableHeaderCell className={styles.colSign}>{M.stampIfSign}</TableHeaderCell>
                <TableHeaderCell className={styles.colAction}>{M.colActions}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.xmbh ?? ''}</TableCell>
                  <TableCell>{r.wh ?? ''}</TableCell>
                  <TableCell>{signLabel(r)}</TableCell>
                  <TableCell>
                    {r.ifSign === '0' ? (
                      <NetButton
                        size="small"
                        appearance="primary"
                        aria-label={M.rowButtonLabel(M.stampAction, r.wh ?? r.id)}
                        onClick={() => setSealing(r)}
                      >
                        {M.stampAction}
                      </NetButton>
                    ) : null}
                    {r.ifSign === '1' ? (
                      <NetButton
                        size="small"
                        aria-label={M.rowButtonLabel(M.stampDownload, r.wh ?? r.id)}
                        onClick={() => download(r)}
                      >
                        {M.stampDownload}
                      </NetButton>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryBody>
      <ConfirmDialog
        message={sealing ? M.stampConfirm : null}
        onCancel={() => setSealing(null)}
        onConfirm={async () => {
          if (sealing) await seal(sealing);
          setSealing(null);
        }}
      />
    </>
  );
}

/** 文书盖章: the task's documents that carry a seal, stamp or download each. */
export function StampDialog({
  open,
  onClose,
  runId,
  RWID,
}: {
  open: boolean;
  onClose(): void;
  runId: string;
  RWID: string;
}): ReactElement {
  const styles = useStyles();
  return (
    <DialogShell
      open={open}
      title={M.stampTitle}
      onClose={onClose}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={<Button onClick={onClose}>{M.close}</Button>}
    >
      {open ? <StampTable runId={runId} RWID={RWID} /> : null}
    </DialogShell>
  );
}
