import { Badge, Button } from '@fluentui/react-components';
import {
  Delete16Regular,
  Image16Regular,
  MicRecord16Regular,
  PersonEdit16Regular,
  Video16Regular,
} from '@fluentui/react-icons';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { NetButton } from '../../components/NetButton';
import { formatDateTime } from '../../platform/format';
import { percentOf, useUploads } from '../uploads';
import { AssignOfficerDialog } from './AssignOfficerDialog';
import { formatClock, formatResolution } from './format';
import { useRecorderStyles } from './recorder.styles';
import { ImportStateTag, ImportUploadTag } from './StateTags';
import { useFocusReturn } from './useFocusReturn';
import { useDeleteOriginal } from './useRecorder';
import type { RecorderImport } from '../../../shared/recorder/contract';
import { formatSize } from '../../../shared/common/files';

const KIND_ICON: Record<RecorderImport['kind'], ReactElement> = {
  video: <Video16Regular />,
  photo: <Image16Regular />,
  audio: <MicRecord16Regular />,
};

/** The original may go once the server confirmed the MD5 and it is still on the recorder. */
export const canDeleteOriginal = (r: RecorderImport): boolean => r.confirmed && !r.originalDeleted;
export const needsOfficer = (r: RecorderImport): boolean =>
  r.policeNumber === null && r.state !== 'duplicate';

type RowProps = {
  row: RecorderImport;
  uploadPct: number | null;
  onAssign(row: RecorderImport): void;
  onDelete(row: RecorderImport): void;
};

function ImportRow({ row, uploadPct, onAssign, onDelete }: RowProps): ReactElement {
  const styles = useRecorderStyles();
  const label = (action: string): string => M.rowButtonLabel(action, row.name);
  const media = [
    row.kind !== 'photo' && row.durationSec !== null
      ? M.rcDuration(formatClock(row.durationSec))
      : '',
    formatResolution(row.resolution),
    formatSize(row.size),
  ].filter(Boolean);
  return (
    <li className={styles.item} aria-label={row.name}>
      <div className={styles.head}>
        <span className={styles.kind} aria-hidden>
          {KIND_ICON[row.kind]}
        </span>
        <span className={styles.name} title={row.name}>
          {row.name}
        </span>
        {row.state !== 'done' ? <ImportStateTag state={row.state} /> : null}
        {row.state === 'done' && !row.upload && !row.confirmed && row.policeNumber === null ? (
          <Badge appearance="outline" color="warning" shape="rounded" data-upload="needs-officer">
            {M.rcUploadNeedsOfficer}
          </Badge>
        ) : row.state === 'done' || row.upload ? (
          // A finished upload the officer cleared from the upload centre is no longer in the queue: confirmed says it arrived.
          <ImportUploadTag state={row.upload ?? (row.confirmed ? 'done' : null)} pct={uploadPct} />
        ) : null}
        {row.originalDeleted ? (
          <Badge appearance="tint" color="subtle" shape="rounded">
            {M.rcOriginalDeletedTag}
          </Badge>
        ) : null}
      </div>
      <span className={styles.meta}>
        <span className={styles.metaStrong}>{M.rcRecorder(row.recorderNumber)}</span>
        {row.policeNumber ? (
          <span className={styles.metaStrong}>{M.rcPolice(row.policeNumber)}</span>
        ) : (
          <span className={styles.missing}>{M.rcPoliceMissing}</span>
        )}
        {row.recordTime !== null ? (
          <span>{M.rcRecordTime(formatDateTime(row.recordTime))}</span>
        ) : null}
      </span>
      <span className={styles.meta}>
        {media.map((m) => (
          <span key={m}>{m}</span>
        ))}
        {row.importedAt !== null ? (
          <span>{M.rcImportedAt(formatDateTime(row.importedAt))}</span>
        ) : null}
      </span>
      {row.reason ? (
        <span className={row.state === 'error' ? styles.reason : styles.warn}>{row.reason}</span>
      ) : null}
      {needsOfficer(row) || canDeleteOriginal(row) ? (
        <div className={styles.buttons}>
          {needsOfficer(row) ? (
            <Button
              size="small"
              appearance="primary"
              icon={<PersonEdit16Regular />}
              aria-label={label(M.rcAssign)}
              onClick={() => onAssign(row)}
            >
              {M.rcAssign}
            </Button>
          ) : null}
          {canDeleteOriginal(row) ? (
            // Main asks the server again at the moment of deletion: not offline.
            <NetButton
              size="small"
              icon={<Delete16Regular />}
              aria-label={label(M.rcDeleteOriginal)}
              onClick={() => onDelete(row)}
            >
              {M.rcDeleteOriginal}
            </NetButton>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** The account's imports, newest first, with the officer's two actions on them. */
export function HistoryView({ rows }: { rows: RecorderImport[] }): ReactElement {
  const styles = useRecorderStyles();
  const notify = useNotify();
  const remove = useDeleteOriginal();
  const [assigning, setAssigning] = useState<RecorderImport | null>(null);
  const [deleting, setDeleting] = useState<RecorderImport | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focus = useFocusReturn(listRef);
  const { items } = useUploads();
  // The history knows each upload's state; the percentage of a moving one comes from the live queue.
  const pctByMd5 = useMemo(
    () =>
      new Map(
        items.filter((i) => i.md5 && i.state === 'uploading').map((i) => [i.md5, percentOf(i)]),
      ),
    [items],
  );

  if (rows.length === 0) return <EmptyState text={M.rcHistoryEmpty} />;

  const confirmDelete = async (): Promise<void> => {
    if (!deleting) return;
    const row = deleting;
    try {
      const { message } = await remove.mutateAsync({ importId: row.id });
      notify(message || M.recorderOriginalDeleted, 'success');
    } catch (e) {
      notify(errorMessage(e), 'error');
    } finally {
      setDeleting(null);
      focus.restore();
    }
  };

  return (
    <>
      <ul className={styles.list} aria-label={M.rcTabHistory} ref={listRef} tabIndex={-1}>
        {rows.map((r) => (
          <ImportRow
            key={r.id}
            row={r}
            uploadPct={r.upload === 'uploading' && r.md5 ? (pctByMd5.get(r.md5) ?? null) : null}
            onAssign={(r) => {
              focus.remember();
              setAssigning(r);
            }}
            onDelete={(r) => {
              focus.remember();
              setDeleting(r);
            }}
          />
        ))}
      </ul>
      <AssignOfficerDialog
        row={assigning}
        onClose={() => {
          setAssigning(null);
          focus.restore();
        }}
      />
      <ConfirmDialog
        title={M.rcDeleteTitle}
        message={deleting ? M.rcDeleteConfirm(deleting.name) : null}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(null);
          focus.restore();
        }}
      />
    </>
  );
}
