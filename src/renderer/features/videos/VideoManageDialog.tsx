import { Button, Text } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { NetButton } from '../../components/NetButton';
import { formatServerTime } from '../../platform/format';
import { MediaStage } from './MediaStage';
import { useVideoStyles } from './videos.styles';
import { bindStateOf, isImageVideoRecord, videoNameOf } from '../../../shared/videos/rules';
import type { VideoRecord } from '../../../shared/videos/schemas';

export type VideoManageDialogProps = {
  video: VideoRecord;
  rwid: string;
  /** Archived or voided task: no bind or unbind. */
  readOnly?: boolean;
  onBind(v: VideoRecord): void;
  onUnbind(v: VideoRecord): void;
  onClose(): void;
};

/** 视频管理 (spec 01 §2): plays the video, or shows the image; Bind or Unbind (not on a closed task), and Back. */
export function VideoManageDialog({
  video,
  rwid,
  readOnly = false,
  onBind,
  onUnbind,
  onClose,
}: VideoManageDialogProps): ReactElement {
  const styles = useVideoStyles();
  const name = videoNameOf(video);
  const state = bindStateOf(video, rwid);
  // What the officer checks before binding: whose recording, when, and what was noted.
  const meta: [string, string][] = [
    [M.videoColUnit, video.GROUP_NAME ?? ''],
    [M.videoColImportTime, formatServerTime(video.IMPORTTIME)],
    [M.videoColCreateTime, formatServerTime(video.CREATETIME)],
  ];
  if (video.REMARK?.trim()) meta.push([M.videoColRemark, video.REMARK]);
  return (
    <DialogShell
      title={M.titled(M.videoManageTitle, name)}
      onClose={onClose}
      nested
      surfaceClassName={styles.surfaceMedia}
      contentClassName={styles.manageContent}
      actions={
        <>
          {state === 'unbound' && !readOnly ? (
            <NetButton appearance="primary" onClick={() => onBind(video)}>
              {M.videoBind}
            </NetButton>
          ) : null}
          {state === 'boundHere' && !readOnly ? (
            <NetButton appearance="primary" onClick={() => onUnbind(video)}>
              {M.videoUnbind}
            </NetButton>
          ) : null}
          {state === 'boundElsewhere' ? (
            <Text className={styles.muted}>{M.videoAlreadyBound}</Text>
          ) : null}
          <Button onClick={onClose}>{M.back}</Button>
        </>
      }
    >
      <MediaStage url={video.URL} name={name} image={isImageVideoRecord(video)} />
      <div className={styles.meta}>
        {meta.map(([label, text]) => (
          <Text key={label} className={styles.metaItem} title={text}>
            {M.titled(label, text)}
          </Text>
        ))}
      </div>
    </DialogShell>
  );
}
