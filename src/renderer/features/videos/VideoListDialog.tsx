import { Button } from '@fluentui/react-components';
import { DocumentSearch16Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { QueryBody } from '../../components/QueryBody';
import { usePaging } from '../../components/usePaging';
import { defaultFilters, listRequest, type VideoFilters } from './filters';
import { ClosedTaskNotice } from './ClosedTaskNotice';
import { MissingVideoDialog } from './MissingVideoDialog';
import { useVideoFlow } from './useVideoFlow';
import { useVideoList, videoKeys } from './useVideos';
import { VideoFilterBar } from './VideoFilterBar';
import { VideoTable } from './VideoTable';
import { useVideoStyles } from './videos.styles';
import { VIDEO_PAGE_SIZES } from '../../../shared/videos/constants';

export type VideoListDialogProps = {
  rwid: string;
  /** The officer's unit: the default unit filter (spec 01 §6). */
  unit: { id: string; name: string };
  /** Archived or voided task: no bind or unbind, and a notice says the videos are view-only. */
  readOnly?: boolean;
  onClose(): void;
  now?: () => number;
};

/** 执法记录仪视频列表 (getZfjlyJbxx): filters, 20/50/100/150/200 a page, row actions by bind state. */
export function VideoListDialog({
  rwid,
  unit,
  readOnly = false,
  onClose,
  now = Date.now,
}: VideoListDialogProps): ReactElement {
  const styles = useVideoStyles();
  const queryClient = useQueryClient();
  const initial = useMemo(() => defaultFilters(unit, now()), [unit, now]);
  const [draft, setDraft] = useState<VideoFilters>(initial);
  const [applied, setApplied] = useState<VideoFilters>(initial);
  const [defaultEnd, setDefaultEnd] = useState(initial.jssj);
  const paging = usePaging(VIDEO_PAGE_SIZES);
  const [missing, setMissing] = useState(false);
  const list = useVideoList(listRequest(rwid, applied, paging.current, paging.size));
  const flow = useVideoFlow(rwid, readOnly);

  const search = (): void => {
    setApplied(draft);
    paging.first();
  };
  const clear = (): void => {
    const fresh = defaultFilters(unit, now());
    setDraft(fresh);
    setApplied(fresh);
    setDefaultEnd(fresh.jssj);
    paging.first();
  };
  const closeMissing = (synced: boolean): void => {
    setMissing(false);
    // Synced videos join the platform, created now: the list shows them (spec 01 §4). A range
    // still ending where the defaults ended ("until now" when they were set) is moved to now, or
    // the videos just synced would fall after it; a range the officer chose stays.
    if (synced) {
      const end = defaultFilters(unit, now()).jssj;
      const extend = (f: VideoFilters): VideoFilters =>
        f.jssj === defaultEnd ? { ...f, jssj: end } : f;
      setDraft(extend);
      setApplied(extend);
      setDefaultEnd(end);
    }
    void queryClient.invalidateQueries({ queryKey: videoKeys.listAll });
  };

  return (
    <DialogShell
      title={M.videoListTitle}
      onClose={onClose}
      surfaceClassName={styles.surfaceWide}
      contentClassName={styles.content}
      actions={<Button onClick={onClose}>{M.close}</Button>}
    >
      {readOnly ? <ClosedTaskNotice /> : null}
      <VideoFilterBar
        value={draft}
        onChange={setDraft}
        onSearch={search}
        onClear={clear}
        now={now}
      />
      <div className={styles.toolbar}>
        <span className={styles.spacer} />
        <Button size="small" icon={<DocumentSearch16Regular />} onClick={() => setMissing(true)}>
          {M.videoMissingButton}
        </Button>
      </div>
      <QueryBody
        query={list}
        isEmpty={(d) => d.data.records.length === 0}
        emptyText={M.videoListEmpty}
        paging={paging}
        total={(d) => d.data.total}
      >
        {(d) => (
          <VideoTable
            label={M.videoListTitle}
            videos={d.data.records}
            rwid={rwid}
            mode="byState"
            flow={flow}
          />
        )}
      </QueryBody>
      {flow.dialogs}
      {missing ? <MissingVideoDialog onClose={closeMissing} now={now} /> : null}
    </DialogShell>
  );
}
