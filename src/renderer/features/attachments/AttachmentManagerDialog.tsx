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
} from '@fluentui/react-components';
import { ArrowUpload16Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { useRunAction } from '../../platform/useRunAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogShell } from '../../components/DialogShell';
import { NetButton } from '../../components/NetButton';
import { PromptDialog } from '../../components/PromptDialog';
import { QueryBody } from '../../components/QueryBody';
import { usePaging } from '../../components/usePaging';
import { formatServerTime } from '../../platform/format';
import { ATTACHMENT_ACCEPT, UploadFormDialog, useUploads } from '../uploads';
import { useAttachmentStyles } from './attachments.styles';
import { canDeleteRow, canEditRow, canUpload, displayName, type ManagerMode } from './rules';
import { attKeys, useAttachmentList, useRefreshOnUploaded } from './useAttachments';
import { ATTACHMENT_PAGE_SIZES } from '../../../shared/attachments/constants';
import type { UploadTarget } from '../../../shared/uploads/contract';
import type { ChosenFile } from '../../../shared/uploads/rules';
import { formatMb } from '../../../shared/common/files';
import { isWaiting } from '../../../shared/uploads/queue-rules';
import type { AttachmentRecord } from '../../../shared/attachments/schemas';
import { BUSINESS_TYPE } from '../../../shared/uploads/constants';
import {
  CurrentPreviewBadge,
  isCurrentPreview,
  PreviewButton,
  useDocumentPreview,
} from './DocumentPreviewChoice';

export type AttachmentManagerProps = ManagerMode & {
  runId: string;
  RWID: string;
  businessId: string;
  businessType: string;
  businessUsage?: string;
  /** The task or document name (title bar, upload centre). */
  label: string;
  /** Accept list of the upload form; default the attachment suffixes. */
  accept?: string;
  onClose(): void;
};

/** The page's stored files as chosen files (name with suffix, bytes) for the form's duplicate check. */
function storedFiles(records: readonly AttachmentRecord[] | undefined): ChosenFile[] {
  return (records ?? []).map((r) => ({ name: displayName(r), size: r.FILE_SIZE ?? -1 }));
}

/** 附件管理 (spec 01 §2, §3, §6): a business's attachments, paged, with upload, rename, delete and download. */
export function AttachmentManagerDialog(props: AttachmentManagerProps): ReactElement {
  const {
    runId,
    RWID,
    businessId,
    businessType,
    businessUsage,
    label,
    accept = ATTACHMENT_ACCEPT,
    onClose,
  } = props;
  const mode: ManagerMode = {
    readOnly: props.readOnly,
    linkType: props.linkType,
    allowDelete: props.allowDelete,
  };
  const styles = useAttachmentStyles();
  const call = useCall();
  const run = useRunAction();
  const queryClient = useQueryClient();
  const paging = usePaging(ATTACHMENT_PAGE_SIZES);
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<AttachmentRecord | null>(null);
  const [deleting, setDeleting] = useState<AttachmentRecord | null>(null);
  const list = useAttachmentList({
    runId,
    businessId,
    businessType,
    current: paging.current,
    size: paging.size,
    ...(mode.linkType ? { linkType: mode.linkType } : {}),
  });
  useRefreshOnUploaded(businessType, businessId);
  // A document's attachments: which one its 预览 shows (WSYLLX), and the buttons that choose it.
  const forDocument = businessType === BUSINESS_TYPE.document;
  const preview = useDocumentPreview(runId, businessId, forDocument);
  const { items } = useUploads();
  const arriving = items.filter(
    (i) =>
      isWaiting(i.state) &&
      i.target.businessId === businessId &&
      i.target.businessType === businessType,
  ).length;

  const target = useMemo<UploadTarget>(
    () => ({
      runId,
      RWID,
      businessId,
      businessType,
      label,
      ...(businessUsage ? { businessUsage } : {}),
    }),
    [RWID, businessId, businessType, businessUsage, label, runId],
  );
  const refresh = (): Promise<void> => queryClient.invalidateQueries({ queryKey: attKeys.all });
  // The business every file call acts in, sent as `params` (spec 01 §7).
  const inBusiness = {
    runId,
    businessId,
    businessType,
    ...(mode.linkType ? { linkType: mode.linkType } : {}),
  };

  const download = (r: AttachmentRecord): Promise<unknown> =>
    run(
      () =>
        call('attachments:download', {
          ...inBusiness,
          fileId: r.ID,
          fileName: displayName(r) || r.ID,
        }),
      (res) => M.savedTo(res.savedTo),
    );

  const rename = async (r: AttachmentRecord, showName: string): Promise<void> => {
    const done = await run(
      () =>
        call('attachments:rename', {
          ...inBusiness,
          fileId: r.ID,
          showName,
          ...(r.BUSINESS_USAGE ? { businessUsage: r.BUSINESS_USAGE } : {}),
          ...(r.WSYLLX ? { wsyllx: r.WSYLLX } : {}),
        }),
      (res) => res.message || M.attachmentRenamed,
    );
    if (done) {
      setRenaming(null);
      await refresh();
    }
  };

  const remove = async (r: AttachmentRecord): Promise<void> => {
    const done = await run(
      () => call('attachments:delete', { ...inBusiness, fileId: r.ID }),
      (res) => res.message || M.attachmentDeleted,
    );
    setDeleting(null);
    if (done) {
      // The last row of a page gone: show the page before it.
      if (list.data && list.data.data.records.length === 1 && paging.current > 1)
        paging.change(paging.current - 1, paging.size);
      await refresh();
    }
  };

  const table = (records: readonly AttachmentRecord[]): ReactElement => (
    <Table size="small" className={styles.table} aria-label={M.attManagerTitle}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{M.attColName}</TableHeaderCell>
          <TableHeaderCell className={styles.colSize}>{M.attColSize}</TableHeaderCell>
          <TableHeaderCell className={styles.colUser}>{M.attColUploader}</TableHeaderCell>
          <TableHeaderCell className={styles.colUser}>{M.attColUpdater}</TableHeaderCell>
          <TableHeaderCell className={styles.colTime}>{M.attColUpdatedAt}</TableHeaderCell>
          <TableHeaderCell className={styles.colActionsWide}>{M.colActions}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((r) => {
          const name = displayName(r);
          const current = forDocument && isCurrentPreview(r, preview.data?.data);
          return (
            <TableRow key={r.ID}>
              <TableCell>
                <TableCellLayout
                  truncate
                  title={name}
                  media={current ? <CurrentPreviewBadge /> : undefined}
                >
                  {name}
                </TableCellLayout>
              </TableCell>
              <TableCell>{formatMb(r.FILE_SIZE)}</TableCell>
              <TableCell>{r.CRT_USERNAME ?? ''}</TableCell>
              <TableCell>{r.UPD_USERNAME ?? ''}</TableCell>
              <TableCell>{formatServerTime(r.UPD_TIME)}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <NetButton
                    size="small"
                    appearance="subtle"
                    aria-label={M.rowButtonLabel(M.attDownload, name)}
                    onClick={() => void download(r)}
                  >
                    {M.attDownload}
                  </NetButton>
                  {forDocument && canEditRow(r, mode) ? (
                    <PreviewButton
                      runId={runId}
                      FLWSID={businessId}
                      record={r}
                      name={name}
                      current={current}
                    />
                  ) : null}
                  {canEditRow(r, mode) ? (
                    <NetButton
                      size="small"
                      appearance="subtle"
                      aria-label={M.rowButtonLabel(M.attRename, name)}
                      onClick={() => setRenaming(r)}
                    >
                      {M.attRename}
                    </NetButton>
                  ) : null}
                  {canDeleteRow(r, mode) ? (
                    <NetButton
                      size="small"
                      appearance="subtle"
                      aria-label={M.rowButtonLabel(M.attDelete, name)}
                      onClick={() => setDeleting(r)}
                    >
                      {M.attDelete}
                    </NetButton>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );

  return (
    <DialogShell
      title={M.titled(M.attManagerTitle, label)}
      onClose={onClose}
      surfaceClassName={styles.surfaceWide}
      contentClassName={styles.content}
      actions={<Button onClick={onClose}>{M.close}</Button>}
    >
      <div className={styles.toolbar}>
        {canUpload(mode) ? (
          <Button
            appearance="primary"
            size="small"
            icon={<ArrowUpload16Regular />}
            onClick={() => setUploading(true)}
          >
            {M.attUpload}
          </Button>
        ) : (
          <MessageBar intent="info">
            <MessageBarBody>{M.attReadOnly}</MessageBarBody>
          </MessageBar>
        )}
        <span className={styles.spacer} />
        {arriving > 0 ? <span className={styles.sub}>{M.attUploadingHere(arriving)}</span> : null}
      </div>
      <QueryBody
        query={list}
        isEmpty={(d) => d.data.records.length === 0}
        emptyText={M.attEmpty}
        paging={paging}
        total={(d) => d.data.total}
      >
        {(d) => table(d.data.records)}
      </QueryBody>
      {uploading ? (
        <UploadFormDialog
          target={target}
          accept={accept}
          stored={storedFiles(list.data?.data.records)}
          onClose={() => setUploading(false)}
        />
      ) : null}
      <PromptDialog
        value={renaming ? (renaming.SHOW_NAME ?? '') : null}
        title={M.attRenameTitle}
        label={M.attRenameLabel}
        required
        maxLength={200}
        validate={(v) => (v.trim() ? null : M.attRenameRequired)}
        onCancel={() => setRenaming(null)}
        onConfirm={(showName) => (renaming ? rename(renaming, showName) : undefined)}
      />
      <ConfirmDialog
        message={deleting ? M.attConfirmDelete : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </DialogShell>
  );
}
