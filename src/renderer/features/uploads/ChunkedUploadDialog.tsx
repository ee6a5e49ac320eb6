import { Button, ProgressBar } from '@fluentui/react-components';
import { useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { DialogShell } from '../../components/DialogShell';
import { FileTable, type FileColumn } from '../../components/FileTable';
import { ChooseField } from './ChooseField';
import { OwnerField, useOwnerChoice } from './OwnerField';
import { UploadDropBody } from './UploadDropBody';
import { formatDuration } from './format';
import { ChunkedStageTag } from './StatusTags';
import { useUploadDialogStyles } from './uploads.styles';
import { ATTACHMENT_ACCEPT } from './useAttachmentUpload';
import { useChooser } from './useChooser';
import type { PickOptions } from '../../platform/files';
import type { PickedFile } from '../../../shared/files/contract';
import type { DocumentOwner } from '../../../shared/uploads/owner';
import { percentOf, useUploadActions, useUploadsById } from './useUploads';
import type { UploadItem, UploadTarget } from '../../../shared/uploads/contract';
import {
  ATTACHMENT_EXTENSIONS,
  CHUNKED_MAX_MB,
  checkChunkedChoice,
} from '../../../shared/uploads/rules';
import { formatSize } from '../../../shared/common/files';
import {
  canCancel,
  canRetry,
  chunkedStageOf,
  isFinished,
} from '../../../shared/uploads/queue-rules';

export type ChunkedUploadDialogProps = {
  target: UploadTarget;
  /** Opened from the task: the documents the files may belong to (所属文书). */
  owners?: readonly DocumentOwner[];
  onClose(): void;
};

const CHUNKED_PICK: PickOptions = {
  extensions: ATTACHMENT_EXTENSIONS,
  multiple: true,
  accept: ATTACHMENT_ACCEPT,
  check: checkChunkedChoice,
};

/** Progress of a file: its hashing while in preparation, then the bytes the server holds. */
function progressOf(item: UploadItem): number {
  if (item.state === 'hashing')
    return item.size > 0 ? Math.min(1, item.bytesHashed / item.size) : 0;
  return percentOf(item) / 100;
}

function detailOf(item: UploadItem): string {
  const parts = [M.uploadBytesOf(formatSize(item.bytesDone), formatSize(item.size))];
  if (item.state === 'uploading' && item.speed > 0)
    parts.push(M.uploadSpeed(formatSize(item.speed)));
  const eta = item.state === 'uploading' ? formatDuration(item.etaSeconds) : '';
  if (eta) parts.push(M.uploadEta(eta));
  if (item.reason && item.state !== 'failed') parts.push(item.reason);
  return parts.join(' · ');
}

/**
 * The chunked uploader (spec 02 §4, §6; permission 933001001 on task types 61–70, 75, 76): files
 * enter the queue as soon as they are chosen and go up in slices, resuming after any interruption.
 */
export function ChunkedUploadDialog({
  target,
  owners,
  onClose,
}: ChunkedUploadDialogProps): ReactElement {
  const styles = useUploadDialogStyles();
  const notify = useNotify();
  const actions = useUploadActions();
  const chooser = useChooser();
  const owner = useOwnerChoice(target, owners);
  const [ids, setIds] = useState<string[]>([]);
  const byId = useUploadsById(ids);
  const items = useMemo(
    () => ids.map((id) => byId.get(id)).filter((i): i is UploadItem => i !== undefined),
    [byId, ids],
  );

  /** Chosen or dropped files enter the queue at once, for the chosen 所属文书. */
  const add = async (files: readonly PickedFile[]): Promise<void> => {
    if (files.length === 0) return;
    try {
      const queued = await actions.enqueue({
        target: owner.target,
        profile: 'chunked',
        hold: false,
        files: files.map((f) => ({ ref: f.ref, title: f.name })),
      });
      setIds((prev) => [...prev, ...queued.map((i) => i.id)]);
    } catch (e) {
      notify(errorMessage(e), 'error');
    }
  };

  const confirm = (): void => {
    const refusal = ids.length === 0 ? M.chunkedFileRequired : null;
    chooser.setError(refusal);
    if (refusal) return;
    if (items.some((i) => !isFinished(i.state))) notify(M.uploadContinues, 'info');
    onClose();
  };

  const act = (fn: () => Promise<unknown>): void => {
    fn().catch((e: unknown) => notify(errorMessage(e), 'error'));
  };

  const columns: FileColumn<UploadItem>[] = [
    {
      key: 'progress',
      header: M.chunkedColProgress,
      cell: (item) => {
        const stage = chunkedStageOf(item.state);
        return (
          <div className={styles.progress}>
            <ProgressBar
              value={progressOf(item)}
              color={stage === 'error' ? 'error' : stage === 'success' ? 'success' : 'brand'}
              aria-label={M.rowButtonLabel(M.chunkedColProgress, item.name)}
            />
            <span className={styles.sub}>{detailOf(item)}</span>
          </div>
        );
      },
    },
    {
      key: 'status',
      header: M.attachmentColStatus,
      className: styles.colStatus,
      cell: (item) => {
        const stage = chunkedStageOf(item.state);
        return <ChunkedStageTag stage={stage} reason={stage === 'error' ? item.reason : null} />;
      },
    },
    {
      key: 'actions',
      header: M.colActions,
      className: styles.colActionsMid,
      cell: (item) => (
        <div className={styles.actions}>
          {canRetry(item.state) ? (
            <Button
              size="small"
              appearance="subtle"
              aria-label={M.rowButtonLabel(M.uploadRetry, item.name)}
              onClick={() => act(() => actions.retry([item.id]))}
            >
              {M.uploadRetry}
            </Button>
          ) : null}
          {canCancel(item.state) ? (
            <Button
              size="small"
              appearance="subtle"
              aria-label={M.rowButtonLabel(M.uploadCancel, item.name)}
              onClick={() => act(() => actions.cancel([item.id]))}
            >
              {M.uploadCancel}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <DialogShell
      title={M.chunkedTitle}
      onClose={onClose}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={
        <>
          <Button appearance="primary" disabled={chooser.choosing} onClick={confirm}>
            {M.confirm}
          </Button>
          <Button onClick={onClose}>{M.close}</Button>
        </>
      }
    >
      <UploadDropBody
        warnNoRefresh
        disabled={chooser.choosing}
        onFiles={(files) => void chooser.drop(files, CHUNKED_PICK).then(add)}
        onRefused={chooser.setError}
      >
        <OwnerField
          target={target}
          owners={owners}
          choice={owner}
          locked={ids.length > 0}
          lockedHint={M.uploadOwnerFixed}
        />
        <ChooseField
          label={M.uploadFormFile}
          value=""
          error={chooser.error}
          busy={chooser.choosing}
          preparing={chooser.preparing}
          hint={M.chunkedHint(CHUNKED_MAX_MB)}
          onChoose={() => void chooser.choose(CHUNKED_PICK).then(add)}
        />
        <FileTable
          label={M.chunkedTitle}
          fileHeader={M.uploadColFile}
          rows={items}
          columns={columns}
          emptyText={M.uploadNoFiles}
        />
      </UploadDropBody>
    </DialogShell>
  );
}
