import { Button } from '@fluentui/react-components';
import { List16Regular, VideoClip16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { QueryBody } from '../../components/QueryBody';
import { ClosedTaskNotice } from './ClosedTaskNotice';
import { useVideoFlow } from './useVideoFlow';
import { useBoundVideos } from './useVideos';
import { VideoTable } from './VideoTable';
import { useVideoStyles } from './videos.styles';

export type BoundVideosDialogProps = {
  rwid: string;
  /** Archived or voided task: no unbind, and a notice says the videos are view-only. */
  readOnly?: boolean;
  onOpenList(): void;
  onOpenEnforcement(): void;
  onClose(): void;
};

/** 已绑定执法记录仪视频 (getZfjlyBdJbxx): Unbind (not on a closed task), View, Remark; 'Video list' and Close. */
export function BoundVideosDialog({
  rwid,
  readOnly = false,
  onOpenList,
  onOpenEnforcement,
  onClose,
}: BoundVideosDialogProps): ReactElement {
  const styles = useVideoStyles();
  const bound = useBoundVideos(rwid);
  const flow = useVideoFlow(rwid, readOnly);

  return (
    <DialogShell
      title={M.videoBoundTitle}
      onClose={onClose}
      surfaceClassName={styles.surfaceWide}
      contentClassName={styles.content}
      actions={
        <>
          <Button icon={<VideoClip16Regular />} onClick={onOpenEnforcement}>
            {M.enforcementVideoButton}
          </Button>
          <Button appearance="primary" icon={<List16Regular />} onClick={onOpenList}>
            {M.videoListButton}
          </Button>
          <Button onClick={onClose}>{M.close}</Button>
        </>
      }
    >
      {readOnly ? <ClosedTaskNotice /> : null}
      <QueryBody query={bound} isEmpty={(d) => d.data.length === 0} emptyText={M.videoBoundEmpty}>
        {(d) => (
          <VideoTable
            label={M.videoBoundTitle}
            videos={d.data}
            rwid={rwid}
            mode="bound"
            flow={flow}
          />
        )}
      </QueryBody>
      {flow.dialogs}
    </DialogShell>
  );
}
