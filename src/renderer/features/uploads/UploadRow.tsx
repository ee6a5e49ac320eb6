import { Button, ProgressBar, mergeClasses } from '@fluentui/react-components';
import {
  ArrowClockwise16Regular,
  Dismiss16Regular,
  Pause16Regular,
  Play16Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { formatDuration } from './format';
import { UploadStateTag } from './StatusTags';
import { useUploadCentreStyles } from './uploads.styles';
import { percentOf, type UploadActions } from './useUploads';
import type { UploadItem } from '../../../shared/uploads/contract';
import { formatSize } from '../../../shared/common/files';
import { canCancel, canPause, canResume, canRetry } from '../../../shared/uploads/queue-rules';

const progressValue = (item: UploadItem): number =>
  item.state === 'hashing' && item.size > 0
    ? Math.min(1, item.bytesHashed / item.size)
    : percentOf(item) / 100;

export type UploadRowProps = {
  item: UploadItem;
  actions: UploadActions;
  onAction(fn: () => Promise<unknown>): void;
};

/** One file of the upload centre: name, where it goes, size, progress, speed, time left, state, reason and its buttons. */
export function UploadRow({ item, actions, onAction }: UploadRowProps): ReactElement {
  const styles = useUploadCentreStyles();
  const moving = item.state === 'uploading' || item.state === 'merging';
  const eta = moving ? formatDuration(item.etaSeconds) : '';
  const label = (action: string): string => M.rowButtonLabel(action, item.name);
  return (
    <li className={styles.item} aria-label={item.name}>
      <div className={styles.head}>
        <span className={styles.name} title={item.name}>
          {item.name}
        </span>
        <UploadStateTag state={item.state} />
      </div>
      <span className={styles.meta} title={item.target.label}>
        {`${M.uploadTargetOf(item.target.label)} · ${formatSize(item.size)}`}
      </span>
      <ProgressBar
        value={progressValue(item)}
        thickness="large"
        color={
          item.state === 'failed'
            ? 'error'
            : item.state === 'done'
              ? 'success'
              : item.state === 'paused'
                ? 'warning'
                : 'brand'
        }
        aria-label={label(M.chunkedColProgress)}
      />
      <div className={styles.numbers}>
        <span>
          {M.uploadBytesPct(formatSize(item.bytesDone), formatSize(item.size), percentOf(item))}
        </span>
        {moving && item.speed > 0 ? <span>{M.uploadSpeed(formatSize(item.speed))}</span> : null}
        {eta ? <span>{M.uploadEta(eta)}</span> : null}
      </div>
      {item.reason ? (
        <span
          className={mergeClasses(styles.reason, item.state === 'failed' && styles.reasonFailed)}
        >
          {item.reason}
        </span>
      ) : null}
      <div className={styles.buttons}>
        {canPause(item.state) ? (
          <Button
            size="small"
            icon={<Pause16Regular />}
            aria-label={label(M.uploadPause)}
            onClick={() => onAction(() => actions.pause([item.id]))}
          >
            {M.uploadPause}
          </Button>
        ) : null}
        {canResume(item.state) ? (
          <Button
            size="small"
            icon={<Play16Regular />}
            aria-label={label(M.uploadResume)}
            onClick={() => onAction(() => actions.resume([item.id]))}
          >
            {M.uploadResume}
          </Button>
        ) : null}
        {canRetry(item.state) ? (
          <Button
            size="small"
            appearance="primary"
            icon={<ArrowClockwise16Regular />}
            aria-label={label(M.uploadRetry)}
            onClick={() => onAction(() => actions.retry([item.id]))}
          >
            {M.uploadRetry}
          </Button>
        ) : null}
        {canCancel(item.state) ? (
          <Button
            size="small"
            appearance="subtle"
            icon={<Dismiss16Regular />}
            aria-label={label(M.uploadCancel)}
            onClick={() => onAction(() => actions.cancel([item.id]))}
          >
            {M.uploadCancel}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
