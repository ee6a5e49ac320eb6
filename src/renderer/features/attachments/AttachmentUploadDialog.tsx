import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { Delete16Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useNotify } from '../../platform/notify';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { DialogStatusTag } from '../uploads';
import { useAttachmentStyles } from './attachments.styles';
import { ChooseField } from './ChooseField';
import { useAttachmentUpload, type AttachmentUpload, type UploadRow } from './useAttachmentUpload';
import type { UploadTarget } from '../../../shared/uploads/contract';
import { ATTACHMENT_MAX_MB, ATTACHMENT_MAX_PENDING } from '../../../shared/uploads/rules';
import { formatSize } from '../../../shared/common/files';

export type AttachmentUploadDialogProps = {
  target: UploadTarget;
  onClose(): void;
  /** Every chosen file arrived (the caller refreshes what it shows). */
  onUploaded?(): void;
};

function RowView({ row, upload }: { row: UploadRow; upload: AttachmentUpload }): ReactElement {
  const styles = useAttachmentStyles();
  const editable = row.status === 'waiting';
  return (
    <TableRow>
      <TableCell>
        <div className={styles.name}>
          <span className={styles.nameText} title={row.name}>
            {row.name}
          </span>
          <span className={styles.sub}>{formatSize(row.size)}</span>
        </div>
      </TableCell>
      <TableCell>
        <Input
          size="small"
          className={styles.cellInput}
          value={row.title}
          readOnly={!editable}
          aria-label={M.uploadTitleOf(row.name)}
          onChange={(_, d) => upload.edit(row.id, 'title', d.value)}
        />
      </TableCell>
      <TableCell>
        <Input
          size="small"
          className={styles.cellInput}
          value={row.remark}
          readOnly={!editable}
          aria-label={M.uploadDescOf(row.name)}
          onChange={(_, d) => upload.edit(row.id, 'remark', d.value)}
        />
      </TableCell>
      <TableCell>
        <DialogStatusTag status={row.status} pct={row.pct} reason={row.reason} />
      </TableCell>
      <TableCell>
        {row.status === 'waiting' || row.status === 'failed' ? (
          <Button size="small" appearance="subtle" icon={<Delete16Regular />} aria-label={M.rowButtonLabel(M.uploadRemove, row.name)} onClick={() => void upload.remove(row.id)}>
            {M.uploadRemove}
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/**
 * 附件上传 (spec 01 §2, §4, §5): choose up to 5 files (100M each, the attachment suffixes); they wait
 * in the queue (held) until Save, which starts the waiting ones and retries the failed ones.
 */
export function AttachmentUploadDialog({ target, onClose, onUploaded }: AttachmentUploadDialogProps): ReactElement {
  const styles = useAttachmentStyles();
  const notify = useNotify();
  const upload = useAttachmentUpload(target);
  const [confirming, setConfirming] = useState(false);
  const reported = useRef(false);

  useEffect(() => {
    if (!upload.allDone || reported.current) return;
    reported.current = true;
    notify(M.uploadAllDone, 'success');
    onUploaded?.();
    onClose();
  }, [notify, onClose, onUploaded, upload.allDone]);

  const cancel = (): void => {
    if (upload.running) return setConfirming(true);
    void upload.cancelUnfinished().then(onClose);
  };
  const names = upload.rows.map((r) => r.name).join('、');

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => (d.open ? undefined : cancel())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{M.attachmentUploadTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="warning">
              <MessageBarBody>{M.uploadDoNotRefresh}</MessageBarBody>
            </MessageBar>
            <ChooseField
              label={M.uploadFormFile}
              value={names}
              error={upload.error}
              busy={upload.choosing}
              hint={M.uploadChooseHint(ATTACHMENT_MAX_MB, ATTACHMENT_MAX_PENDING)}
              onChoose={() => void upload.choose()}
            />
            {upload.rows.length === 0 ? (
              <EmptyState text={M.uploadNoFiles} />
            ) : (
              <Table size="small" className={styles.table} aria-label={M.attachmentUploadTitle}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell className={styles.colName}>{M.uploadColFile}</TableHeaderCell>
                    <TableHeaderCell>{M.attachmentColTitle}</TableHeaderCell>
                    <TableHeaderCell>{M.attachmentColDesc}</TableHeaderCell>
                    <TableHeaderCell className={styles.colStatus}>{M.attachmentColStatus}</TableHeaderCell>
                    <TableHeaderCell className={styles.colActions}>{M.colActions}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {upload.rows.map((r) => (
                    <RowView key={r.id} row={r} upload={upload} />
                  ))}
                </TableBody>
              </Table>
            )}
            {upload.running ? <Text className={styles.hint}>{M.uploadContinues}</Text> : null}
            <ConfirmDialog
              message={confirming ? M.uploadConfirmCancel : null}
              onCancel={() => setConfirming(false)}
              onConfirm={async () => {
                await upload.cancelUnfinished();
                setConfirming(false);
                onClose();
              }}
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={upload.saving || upload.choosing} onClick={() => void upload.save()}>
              {M.attachmentSave}
            </Button>
            {upload.running ? <Button onClick={onClose}>{M.uploadInBackground}</Button> : null}
            <Button onClick={cancel}>{M.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
