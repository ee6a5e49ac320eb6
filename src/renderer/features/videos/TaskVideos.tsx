import { useState, type ReactElement } from 'react';
import { BoundVideosDialog } from './BoundVideosDialog';
import { EnforcementVideoDialog } from './EnforcementVideoDialog';
import { VideoListDialog } from './VideoListDialog';

export type TaskVideosProps = {
  rwid: string;
  /** The task's run: the bound videos then suggest videos to bind (推荐绑定). */
  runId?: string;
  /** The officer's unit (session user company_id / company_name): the list's default unit. */
  unit: { id: string; name: string };
  /** The task is archived or voided (isTaskClosed): view and remark only, no bind or unbind. */
  readOnly?: boolean;
  onClose(): void;
};

/**
 * The execution-video flow of a task: the bound videos first; the video list replaces it, and
 * closing the list reopens the bound videos (spec 01 §4); the enforcement videos likewise.
 */
export function TaskVideos({
  rwid,
  runId,
  unit,
  readOnly = false,
  onClose,
}: TaskVideosProps): ReactElement {
  const [view, setView] = useState<'bound' | 'list' | 'enforcement'>('bound');
  if (view === 'list')
    return (
      <VideoListDialog
        rwid={rwid}
        unit={unit}
        readOnly={readOnly}
        onClose={() => setView('bound')}
      />
    );
  if (view === 'enforcement')
    return <EnforcementVideoDialog rwid={rwid} onClose={() => setView('bound')} />;
  return (
    <BoundVideosDialog
      rwid={rwid}
      runId={runId}
      readOnly={readOnly}
      onOpenList={() => setView('list')}
      onOpenEnforcement={() => setView('enforcement')}
      onClose={onClose}
    />
  );
}
