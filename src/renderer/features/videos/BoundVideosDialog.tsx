import { Button } from '@fluentui/react-components';
import { List16Regular, VideoClip16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { QueryBody } from '../../components/QueryBody';
import { ClosedTaskNotice } from './ClosedTaskNotice';
import { SuggestedVideos } from './SuggestedVideos';
import { useVideoFlow } from './useVideoFlow';
import { useBoundVideos } from './useVideos';
import { VideoTable } from './VideoTable';
import { useVideoStyles } from './videos.styles';

export type BoundVideosDialogProps = {
  rwid: string;
  /** The task's run: with it (and an open task) the dialog shows 推荐绑定 under the bound videos. */
  runId?: string;
  /** Archived or voided task: no unbind, and a notice says the videos are view-only. */
  readOnly?: boolean;
  onOpenList(): void;
  onOpenEnforcement(): void;
  onClose(): void;
};

/**
 * 已绑定执法记录仪视频 (getZfjlyBdJbxx): Unbind (not on a closed task), View, Remark; 'Video list'
 * and Close; under them, 推荐绑定 (issue 18).
 */
export function BoundVideosDialog({
  rwid,
  runId,
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
      {/* A closed task takes no binding: nothing to suggest. */}
      {runId && !readOnly ? <SuggestedVideos runId={runId} rwid={rwid} flow={flow} /> : null}
      {flow.dialogs}
    </DialogShell>
  );
}
