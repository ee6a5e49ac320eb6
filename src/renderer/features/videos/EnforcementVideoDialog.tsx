import {
  Button,
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
import { DialogShell } from '../../components/DialogShell';
import { Pager } from '../../components/Pager';
import { QueryBody } from '../../components/QueryBody';
import { usePaging } from '../../components/usePaging';
import { formatServerTime } from '../../platform/format';
import { MediaStage } from './MediaStage';
import { useEnforcementVideos } from './useVideos';
import { useVideoStyles } from './videos.styles';
import { ENFORCEMENT_VIDEO_PAGE_SIZES } from '../../../shared/videos/constants';
import type { Page } from '../../../shared/common/schemas';
import type { EnforcementVideo } from '../../../shared/videos/schemas';

/**
 * A record's identity across refetches: the address without its query (a signed address gets a
 * fresh signature on every answer) and the upload time.
 */
const recordKey = (v: EnforcementVideo): string =>
  `${(v.outValue ?? '').split('?')[0]}|${v.updTime ?? ''}|${v.crtUsername ?? ''}`;

/** 执法视频记录 (getOutDataByQuery): the task's enforcement videos, 5/10/20 a page, with a player. */
export function EnforcementVideoDialog({
  rwid,
  onClose,
}: {
  rwid: string;
  onClose(): void;
}): ReactElement {
  const styles = useVideoStyles();
  const paging = usePaging(ENFORCEMENT_VIDEO_PAGE_SIZES);
  const [playing, setPlaying] = useState<EnforcementVideo | null>(null);
  const list = useEnforcementVideos({
    businessId: rwid,
    current: paging.current,
    size: paging.size,
  });

  const body = ({ records, total }: Page<EnforcementVideo>): ReactElement => (
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
                <TableRow
                  key={`${recordKey(v)}:${i}`}
                  className={selected ? styles.selectedRow : undefined}
                  aria-selected={selected}
                >
                  <TableCell>{v.crtUsername ?? ''}</TableCell>
                  <TableCell>{v.updIp ?? ''}</TableCell>
                  <TableCell className={styles.nowrap}>{formatServerTime(v.updTime)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<Play16Regular />}
                      aria-label={M.rowButtonLabel(M.enforcementPlay, label)}
                      onClick={() => setPlaying(v)}
                    >
                      {M.enforcementPlay}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Pager {...paging.pager(total)} />
      </div>
      {playing ? (
        <MediaStage
          key={recordKey(playing)}
          url={playing.outValue}
          name={M.enforcementVideoTitle}
          image={false}
          autoPlay
        />
      ) : (
        <div className={styles.stage}>
          <Text className={styles.stageText}>{M.enforcementPick}</Text>
        </div>
      )}
    </div>
  );

  return (
    <DialogShell
      title={M.enforcementVideoTitle}
      onClose={onClose}
      surfaceClassName={styles.surfaceWide}
      contentClassName={styles.content}
      actions={<Button onClick={onClose}>{M.close}</Button>}
    >
      {/* The pager sits under the table, beside the player. */}
      <QueryBody
        query={list}
        isEmpty={(d) => d.data.total === 0 && d.data.records.length === 0}
        emptyText={M.noEnforcementVideo}
        emptyHint={M.enforcementVideoHint}
      >
        {(d) => body(d.data)}
      </QueryBody>
    </DialogShell>
  );
}
