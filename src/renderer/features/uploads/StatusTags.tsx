import { Badge, Tooltip, type BadgeProps } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import type { ChunkedStage, DialogStatus, UploadState } from '../../../shared/uploads/queue-rules';
type Color = NonNullable<BadgeProps['color']>;

const DIALOG_COLOR: Record<DialogStatus, Color> = {
  waiting: 'warning',
  uploading: 'informative',
  success: 'success',
  failed: 'danger',
};

export function dialogStatusText(status: DialogStatus, pct: number): string {
  switch (status) {
    case 'waiting':
      return M.uploadStatusWaiting;
    case 'uploading':
      return M.uploadStatusUploading(pct);
    case 'success':
      return M.uploadStatusSuccess;
    case 'failed':
      return M.uploadStatusFailed;
  }
}

/** A reason, when there is one, in a tooltip on the tag (the failed tag's why). */
function WithReason({
  reason,
  children,
}: {
  reason: string | null | undefined;
  children: ReactElement;
}): ReactElement {
  if (!reason) return children;
  return (
    <Tooltip content={reason} relationship="description" withArrow>
      {children}
    </Tooltip>
  );
}

/** The old dialog's status tag: 等待上传 (warning), 上传中 n% (info), 上传成功, 上传失败 (danger, reason on hover). */
export function DialogStatusTag({
  status,
  pct,
  reason,
}: {
  status: DialogStatus;
  pct: number;
  reason?: string | null;
}): ReactElement {
  return (
    <WithReason reason={status === 'failed' || status === 'uploading' ? reason : null}>
      <Badge
        appearance="tint"
        color={DIALOG_COLOR[status]}
        shape="rounded"
        tabIndex={reason ? 0 : undefined}
        data-status={status}
      >
        {dialogStatusText(status, pct)}
      </Badge>
    </WithReason>
  );
}

const STAGE: Record<ChunkedStage, { text: string; color: Color }> = {
  preparation: { text: M.chunkedStagePreparation, color: 'subtle' },
  preupload: { text: M.chunkedStagePreupload, color: 'warning' },
  uploading: { text: M.chunkedStageUploading, color: 'informative' },
  success: { text: M.chunkedStageSuccess, color: 'success' },
  error: { text: M.chunkedStageError, color: 'danger' },
};

/** The chunked uploader's stage: 准备中 → 预上传 → 上传中 → 上传成功 / 上传失败. */
export function ChunkedStageTag({
  stage,
  reason,
}: {
  stage: ChunkedStage;
  reason?: string | null;
}): ReactElement {
  return (
    <WithReason reason={reason}>
      <Badge
        appearance="tint"
        color={STAGE[stage].color}
        shape="rounded"
        tabIndex={reason ? 0 : undefined}
        data-stage={stage}
      >
        {STAGE[stage].text}
      </Badge>
    </WithReason>
  );
}

export const stateText: Record<UploadState, string> = {
  held: M.uploadStateHeld,
  hashing: M.uploadStateHashing,
  queued: M.uploadStateQueued,
  checking: M.uploadStateChecking,
  uploading: M.uploadStateUploading,
  merging: M.uploadStateMerging,
  done: M.uploadStateDone,
  paused: M.uploadStatePaused,
  failed: M.uploadStateFailed,
  cancelled: M.uploadStateCancelled,
};

/** One colour per upload state, wherever an upload's state is shown (upload and import centres). */
export const UPLOAD_STATE_COLOR: Record<UploadState, Color> = {
  held: 'warning',
  hashing: 'informative',
  queued: 'subtle',
  checking: 'informative',
  uploading: 'brand',
  merging: 'informative',
  done: 'success',
  paused: 'warning',
  failed: 'danger',
  cancelled: 'subtle',
};

/** The upload centre's state label. */
export function UploadStateTag({ state }: { state: UploadState }): ReactElement {
  return (
    <Badge appearance="tint" color={UPLOAD_STATE_COLOR[state]} shape="rounded" data-state={state}>
      {stateText[state]}
    </Badge>
  );
}
