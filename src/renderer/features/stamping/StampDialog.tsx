import {
  Button,
  MessageBar,
  MessageBarBody,
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
import { PreviewDialog, type PreviewFile } from '../documents';
import type { StampRow } from '../../../shared/stamping/schemas';
import type { StampList } from '../../../shared/stamping/contract';
import { STAMP_VARIANTS, type StampVariant } from '../../../shared/stamping/variants';

const useStyles = makeStyles({
  surface: { width: '820px', maxWidth: 'calc(100vw - 48px)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: '200px',
  },
  colAction: { width: '200px' },
  colSign: { width: '110px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const signLabel = (r: StampRow): string =>
  r.ifSignMsg ?? (r.ifSign === '1' ? M.stampYes : M.stampNo);

/** Why the default service is used, or null when the officer's province has its own. */
const variantNote = (list: StampList): string | null =>
  list.own ? null : list.province ? M.stampNoOwnVariant(list.province) : M.stampUnknownProvince;

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
  const [preview, setPreview] = useState<PreviewFile | null>(null);

  const seal = async (r: StampRow): Promise<void> => {
    const done = await run(
      () => call('stamping:seal', { runId, wssyid: r.id }),
      (res) => res.message,
    );
    // Sealing changes the row and the document: the list, the task and its tree are read again.
    if (done) await queryClient.invalidateQueries({ queryKey: qk.taskAll });
  };
  const name = (r: StampRow): string => r.wh || r.xmbh || r.id;
  // Spec 02 §5: preview needs md5, download needs path.
  const showPreview = (r: StampRow): void => {
    if (!r.md5) return notify(M.filePreviewUnavailable, 'warning');
    void run(() => call('documents:previewUrl', { md5: r.md5 })).then(
      (res) => res && setPreview({ url: res.url, title: M.previewTitle }),
    );
  };
  const download = (r: StampRow): void => {
    if (!r.path) return notify(M.fileDownloadUnavailable, 'warning');
    void run(
      () => call('stamping:download', { RWID, id: r.id, fileName: name(r) }),
      (res) => M.savedTo(res.savedTo),
    );
  };

  const actions = (v: StampVariant, r: StampRow): ReactElement => (
    <div className={styles.actions}>
      {v.canSeal(r) ? (
        <NetButton
          size="small"
          appearance="primary"
          aria-label={M.rowButtonLabel(r.ifSign === '1' ? M.stampAgain : M.stampAction, name(r))}
          onClick={() => setSealing(r)}
        >
          {r.ifSign === '1' ? M.stampAgain : M.stampAction}
        </NetButton>
      ) : null}
      {v.canPreview(r) ? (
        <NetButton
          size="small"
          aria-label={M.rowButtonLabel(M.stampPreview, name(r))}
          onClick={() => showPreview(r)}
        >
          {M.stampPreview}
        </NetButton>
      ) : null}
      {v.canDownload(r) ? (
        <NetButton
          size="small"
          aria-label={M.rowButtonLabel(M.stampDownload, name(r))}
          onClick={() => download(r)}
        >
          {M.stampDownload}
        </NetButton>
      ) : null}
    </div>
  );

  return (
    <>
      <QueryBody query={list} isEmpty={(d) => d.data.rows.length === 0} emptyText={M.stampEmpty}>
        {({ data }) => {
          const variant = STAMP_VARIANTS[data.variant];
          const note = variantNote(data);
          return (
            <>
              {note ? (
                <MessageBar intent="warning" layout="multiline">
                  <MessageBarBody>{note}</MessageBarBody>
                </MessageBar>
              ) : null}
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
                  {data.rows.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>{r.xmbh ?? ''}</TableCell>
                      <TableCell>{r.wh ?? ''}</TableCell>
                      <TableCell>{signLabel(r)}</TableCell>
                      <TableCell>{actions(variant, r)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          );
        }}
      </QueryBody>
      <ConfirmDialog
        message={sealing ? M.stampConfirm : null}
        onCancel={() => setSealing(null)}
        onConfirm={async () => {
          if (sealing) await seal(sealing);
          setSealing(null);
        }}
      />
      <PreviewDialog file={preview} onClose={() => setPreview(null)} narrow />
    </>
  );
}

/** 文书盖章: the task's documents that carry a seal, in the sealing variant of the officer's province. */
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
