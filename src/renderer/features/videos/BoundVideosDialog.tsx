import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { List16Regular, VideoClip16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { OfflineBanner } from '../../components/OfflineBanner';
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
export function BoundVideosDialog({ rwid, readOnly = false, onOpenList, onOpenEnforcement, onClose }: BoundVideosDialogProps): ReactElement {
  const styles = useVideoStyles();
  const bound = useBoundVideos(rwid);
  const flow = useVideoFlow(rwid, readOnly);

  const body = (): ReactElement => {
    if (bound.isError) return <ErrorState error={bound.error} onRetry={() => void bound.refetch()} retrying={bound.isFetching} />;
    if (!bound.data) return <LoadingState />;
    return (
      <>
        <OfflineBanner source={bound.data.source} updatedAt={bound.data.updatedAt} />
        {bound.data.data.length === 0 ? (
          <EmptyState text={M.videoBoundEmpty} />
        ) : (
          <VideoTable label={M.videoBoundTitle} videos={bound.data.data} rwid={rwid} mode="bound" flow={flow} />
        )}
      </>
    );
  };

  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surfaceWide}>
        <DialogBody>
          <DialogTitle>{M.videoBoundTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            {readOnly ? <ClosedTaskNotice /> : null}
            {body()}
            {flow.dialogs}
          </DialogContent>
          <DialogActions>
            <Button icon={<VideoClip16Regular />} onClick={onOpenEnforcement}>
              {M.enforcementVideoButton}
            </Button>
            <Button appearance="primary" icon={<List16Regular />} onClick={onOpenList}>
              {M.videoListButton}
            </Button>
            <Button onClick={onClose}>{M.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
