import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { Play16Regular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { OfflineBanner } from '../../components/OfflineBanner';
import { Pager } from '../../components/Pager';
import { formatServerTime } from '../../platform/format';
import { MediaStage } from './MediaStage';
import { useEnforcementVideos } from './useVideos';
import { useVideoStyles } from './videos.styles';
import { ENFORCEMENT_VIDEO_PAGE_SIZES } from '../../../shared/videos/constants';
import type { EnforcementVideo } from '../../../shared/videos/schemas';

/**
 * A record's identity across refetches: the address without its query (a signed address gets a
 * fresh signature on every answer) and the upload time.
 */
const recordKey = (v: EnforcementVideo): string => `${(v.outValue ?? '').split('?')[0]}|${v.updTime ?? ''}|${v.crtUsername ?? ''}`;

/** 执法视频记录 (getOutDataByQuery): the task's enforcement videos, 5/10/20 a page, with a player. */
export function EnforcementVideoDialog({ rwid, onClose }: { rwid: string; onClose(): void }): ReactElement {
  const styles = useVideoStyles();
  const [page, setPage] = useState({ current: 1, size: ENFORCEMENT_VIDEO_PAGE_SIZES[0] as number });
  const [playing, setPlaying] = useState<EnforcementVideo | null>(null);
  const list = useEnforcementVideos({ businessId: rwid, current: page.current, size: page.size });

  const body = (): ReactElement => {
    if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
    if (!list.data) return <LoadingState />;
    const { records, total } = list.data.data;
    if (total === 0 && records.length === 0) return <EmptyState text={M.noEnforcementVideo} />;
    return (
      <>
        <OfflineBanner source={list.data.source} updatedAt={list.data.updatedAt} />
        <div className={styles.split}>
          <div>
            <Table size="small" className={styles.table} aria-label={M.enforcementVideoTitle}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{M.enforcementColUser}</TableHeaderCell>
                  <TableHeaderCell>{M.enforcementColIp}</TableHeaderCell>
                  <TableHeaderCell className={styles.colTime}>{M.enforcementColTime}</TableHeaderCell>
                  <TableHeaderCell className={styles.colNumber}>{M.colActions}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {records.map((v, i) => {
                  const label = `${v.crtUsername ?? ''} ${formatServerTime(v.updTime)}`.trim();
                  const selected = playing !== null && recordKey(playing) === recordKey(v);
                  return (
                    <TableRow key={`${recordKey(v)}:${i}`} className={selected ? styles.selectedRow : undefined} aria-selected={selected}>
                      <TableCell>{v.crtUsername ?? ''}</TableCell>
                      <TableCell>{v.updIp ?? ''}</TableCell>
                      <TableCell className={styles.nowrap}>{formatServerTime(v.updTime)}</TableCell>
                      <TableCell>
                        <Button size="small" appearance="subtle" icon={<Play16Regular />} aria-label={M.rowButtonLabel(M.enforcementPlay, label)} onClick={() => setPlaying(v)}>
                          {M.enforcementPlay}
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Pager total={total} page={page.current} size={page.size} sizes={ENFORCEMENT_VIDEO_PAGE_SIZES} onChange={(current, size) => setPage({ current, size })} />
          </div>
          {playing ? (
            <MediaStage key={recordKey(playing)} url={playing.outValue} name={M.enforcementVideoTitle} image={false} autoPlay />
          ) : (
            <div className={styles.stage}>
              <Text className={styles.stageText}>{M.enforcementPick}</Text>
            </div>
          )}
        </div>
      </>
    );
  };

  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surfaceWide}>
        <DialogBody>
          <DialogTitle>{M.enforcementVideoTitle}</DialogTitle>
          <DialogContent className={styles.content}>{body()}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{M.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
