import {
  Button,
  MessageBar,
  MessageBarBody,
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
import { provinceName } from '../../../shared/common/regions';
import { ownDocumentRows } from '../../../shared/detail/tree';
import type { TreeRow } from '../../../shared/detail/schemas';

const useStyles = makeStyles({
  surface: { width: '820px', maxWidth: 'calc(100vw - 48px)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: '200px',
  },
  table: { tableLayout: 'fixed' },
  colWh: { width: '34%' },
  colAction: { width: '200px' },
  colSign: { width: '96px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  task: { color: tokens.colorNeutralForeground2 },
});

const signLabel = (r: StampRow): string =>
  r.ifSignMsg ?? (r.ifSign === '1' ? M.stampYes : M.stampNo);

/**
 * Why the default service is used, or null when the officer's province has its own: the province
 * by name (its code only on hover), never a bare code.
 */
function variantNote(list: StampList): { text: string; title?: string } | null {
  if (list.own) return null;
  if (!list.province) return { text: M.stampUnknownProvince };
  const name = provinceName(list.province);
  const title = M.stampRegionTitle(list.province);
  return { text: name ? M.stampNoOwnVariant(name) : M.stampNoOwnVariantUnnamed, title };
}

/**
 * The document a row seals, by name: the server's wsmc when it sends one, else the task's tree
 * row of the same id (or 文号); null when neither names it.
 */
function stampDocName(r: StampRow, docs: readonly TreeRow[]): string | null {
  if (r.wsmc) return r.wsmc;
  const doc =
    docs.find((d) => d.ID === r.id || d.FLWSID === r.id) ??
    (r.wh ? docs.find((d) => d.WH === r.wh) : undefined);
  return doc?.TITLE ?? null;
}

type TaskOnScreen = {
  runId: string;
  RWID: string;
  /** The task's name (the dialog says which task it seals for). */
  taskName?: string | null;
  /** The run's document tree as the screen shows it (the documents' names). */
  tree?: readonly TreeRow[];
};

function StampTable({ runId, RWID, taskName, tree }: TaskOnScreen): ReactElement {
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
  const docs = ownDocumentRows(tree ?? [], RWID);
  const docName = (r: StampRow): string | null => stampDocName(r, docs);
  // What a row is called in its buttons' names and its download: 文号, else the document's name.
  const name = (r: StampRow): string => r.wh || docName(r) || r.xmbh || r.id;
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
                <MessageBar intent="warning" layout="multiline" title={note.title}>
                  <MessageBarBody>{note.text}</MessageBarBody>
                </MessageBar>
              ) : null}
              {taskName ? <Text className={styles.task}>{M.stampTask(taskName)}</Text> : null}
              <Table size="small" aria-label={M.stampTitle} className={styles.table}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{M.stampDocName}</TableHeaderCell>
                    <TableHeaderCell className={styles.colWh}>{M.stampWh}</TableHeaderCell>
                    <TableHeaderCell className={styles.colSign}>{M.stampIfSign}</TableHeaderCell>
                    <TableHeaderCell className={styles.colAction}>{M.colActions}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.rows.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>
                        <TableCellLayout
                          truncate
                          title={[docName(r), r.xmbh ? M.stampXmbhTitle(r.xmbh) : null]
                            .filter(Boolean)
                            .join('\n')}
                        >
                          {docName(r) ?? M.stampDocUnnamed}
                        </TableCellLayout>
                      </TableCell>
                      <TableCell>
                        <TableCellLayout truncate title={r.wh ?? undefined}>
                          {r.wh ?? ''}
                        </TableCellLayout>
                      </TableCell>
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
  ...task
}: TaskOnScreen & { open: boolean; onClose(): void }): ReactElement {
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
      {open ? <StampTable {...task} /> : null}
    </DialogShell>
  );
}
