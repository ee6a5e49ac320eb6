import { Button, Input, Text } from '@fluentui/react-components';
import { Delete16Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useNotify } from '../../platform/notify';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogShell } from '../../components/DialogShell';
import { FileTable, type FileColumn } from '../../components/FileTable';
import { ChooseField } from './ChooseField';
import { OwnerField, useOwnerChoice } from './OwnerField';
import { UploadDropBody } from './UploadDropBody';
import { DialogStatusTag } from './StatusTags';
import { useUploadDialogStyles } from './uploads.styles';
import { useAttachmentUpload, type AttachmentUpload, type UploadRow } from './useAttachmentUpload';
import type { UploadTarget } from '../../../shared/uploads/contract';
import type { DocumentOwner } from '../../../shared/uploads/owner';
import { ATTACHMENT_MAX_MB, ATTACHMENT_MAX_PENDING } from '../../../shared/uploads/rules';

export type AttachmentUploadDialogProps = {
  target: UploadTarget;
  /**
   * Opened from the task: the documents the files may belong to (所属文书), the task itself
   * being the default. Absent when opened from a document (its target is that document).
   */
  owners?: readonly DocumentOwner[];
  onClose(): void;
  /** Every chosen file arrived (the caller refreshes what it shows). */
  onUploaded?(): void;
};

function useColumns(upload: AttachmentUpload): FileColumn<UploadRow>[] {
  const styles = useUploadDialogStyles();
  const text =
    (field: 'title' | 'remark', label: (name: string) => string) =>
    (row: UploadRow): ReactElement => (
      <Input
        size="small"
        className={styles.cellInput}
        value={row[field]}
        readOnly={row.status !== 'waiting'}
        aria-label={label(row.name)}
        onChange={(_, d) => upload.edit(row.id, field, d.value)}
      />
    );
  return [
    { key: 'title', header: M.attachmentColTitle, cell: text('title', M.uploadTitleOf) },
    { key: 'remark', header: M.attachmentColDesc, cell: text('remark', M.uploadDescOf) },
    {
      key: 'status',
      header: M.attachmentColStatus,
      className: styles.colStatus,
      cell: (row) => <DialogStatusTag status={row.status} pct={row.pct} reason={row.reason} />,
    },
    {
      key: 'actions',
      header: M.colActions,
      className: styles.colActions,
      cell: (row) =>
        row.status === 'waiting' || row.status === 'failed' ? (
          <Button
            size="small"
            appearance="subtle"
            icon={<Delete16Regular />}
            aria-label={M.rowButtonLabel(M.uploadRemove, row.name)}
            onClick={() => void upload.remove(row.id)}
          >
            {M.uploadRemove}
          </Button>
        ) : null,
    },
  ];
}

/**
 * 附件上传 (spec 01 §2, §4, §5): choose or drop up to 5 files (100M each, the attachment suffixes);
 * they wait in the queue (held) until Save, which starts the waiting ones and retries the failed
 * ones. Held files carry their target: the 所属文书 is fixed once a file was added.
 */
export function AttachmentUploadDialog({
  target,
  owners,
  onClose,
  onUploaded,
}: AttachmentUploadDialogProps): ReactElement {
  const styles = useUploadDialogStyles();
  const notify = useNotify();
  const owner = useOwnerChoice(target, owners);
  const upload = useAttachmentUpload(owner.target);
  const columns = useColumns(upload);
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
    <DialogShell
      title={M.attachmentUploadTitle}
      modalType="modal"
      onClose={cancel}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={
        <>
          <Button
            appearance="primary"
            disabled={upload.saving || upload.choosing}
            onClick={() => void upload.save()}
          >
            {M.attachmentSave}
          </Button>
          {upload.running ? <Button onClick={onClose}>{M.uploadInBackground}</Button> : null}
          <Button onClick={cancel}>{M.cancel}</Button>
        </>
      }
    >
      <UploadDropBody
        warnNoRefresh
        disabled={upload.choosing || upload.saving}
        onFiles={(files) => void upload.drop(files)}
        onRefused={upload.refuse}
      >
        <OwnerField
          target={target}
          owners={owners}
          choice={owner}
          locked={upload.rows.length > 0}
        />
        <ChooseField
          label={M.uploadFormFile}
          value={names}
          error={upload.error}
          busy={upload.choosing}
          preparing={upload.preparing}
          hint={M.uploadChooseHint(ATTACHMENT_MAX_MB, ATTACHMENT_MAX_PENDING)}
          onChoose={() => void upload.choose()}
        />
        <FileTable
          label={M.attachmentUploadTitle}
          fileHeader={M.uploadColFile}
          rows={upload.rows}
          columns={columns}
          emptyText={M.uploadNoFiles}
        />
        {upload.running ? <Text className={styles.hint}>{M.uploadContinues}</Text> : null}
      </UploadDropBody>
      <ConfirmDialog
        message={confirming ? M.uploadConfirmCancel : null}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await upload.cancelUnfinished();
          setConfirming(false);
          onClose();
        }}
      />
    </DialogShell>
  );
}
