import {
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { NetButton } from '../../components/NetButton';
import { formatServerTime } from '../../platform/format';
import type { VideoFlow } from './useVideoFlow';
import { useVideoStyles } from './videos.styles';
import { bindStateOf, videoNameOf } from '../../../shared/videos/rules';
import type { VideoRecord } from '../../../shared/videos/schemas';

/** Which actions a row offers: the bound list always unbinds; the video list by bind state; a closed task neither. */
export type RowActionsMode = 'bound' | 'byState';

function RowActions({
  video,
  rwid,
  mode,
  flow,
}: {
  video: VideoRecord;
  rwid: string;
  mode: RowActionsMode;
  flow: VideoFlow;
}): ReactElement {
  const styles = useVideoStyles();
  const name = videoNameOf(video);
  const state = mode === 'bound' ? 'boundHere' : bindStateOf(video, rwid);
  if (state === 'boundElsewhere')
    return <Text className={styles.muted}>{M.videoAlreadyBound}</Text>;
  const button = (label: string, onClick: () => void, needsNetwork = true): ReactElement => (
    <NetButton
      size="small"
      appearance="subtle"
      className={styles.actionButton}
      needsNetwork={needsNetwork}
      aria-label={M.rowButtonLabel(label, name)}
      onClick={onClick}
    >
      {label}
    </NetButton>
  );
  // A closed task keeps its videos as they are: view and remark only (the server refuses bind/unbind).
  const bindButton = (): ReactElement | null => {
    if (flow.readOnly) return null;
    return state === 'unbound'
      ? button(M.videoBind, () => flow.askBind(video))
      : button(M.videoUnbind, () => flow.askUnbind(video));
  };
  return (
    <div className={styles.actions}>
      {bindButton()}
      {button(M.videoView, () => flow.view(video), false)}
      {button(M.videoRemark, () => flow.editRemark(video))}
    </div>
  );
}

export type VideoTableProps = {
  label: string;
  videos: readonly VideoRecord[];
  rwid: string;
  mode: RowActionsMode;
  flow: VideoFlow;
};

/** Columns of spec 01 §2: video name (falling back to the file name), remark, unit, collection and creation time. */
export function VideoTable({ label, videos, rwid, mode, flow }: VideoTableProps): ReactElement {
  const styles = useVideoStyles();
  return (
    <Table size="small" className={styles.table} aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{M.videoColName}</TableHeaderCell>
          <TableHeaderCell className={styles.colRemark}>{M.videoColRemark}</TableHeaderCell>
          <TableHeaderCell className={styles.colUnit}>{M.videoColUnit}</TableHeaderCell>
          <TableHeaderCell className={styles.colTime}>{M.videoColImportTime}</TableHeaderCell>
          <TableHeaderCell className={styles.colTime}>{M.videoColCreateTime}</TableHeaderCell>
          <TableHeaderCell className={styles.colActions}>{M.colActions}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {videos.map((v) => {
          const name = videoNameOf(v);
          return (
            <TableRow key={v.ID}>
              <TableCell>
                <TableCellLayout truncate title={name}>
                  {name}
                </TableCellLayout>
              </TableCell>
              <TableCell>
                <TableCellLayout truncate title={v.REMARK ?? ''}>
                  {v.REMARK ?? ''}
                </TableCellLayout>
              </TableCell>
              <TableCell>
                <TableCellLayout truncate title={v.GROUP_NAME ?? ''}>
                  {v.GROUP_NAME ?? ''}
                </TableCellLayout>
              </TableCell>
              <TableCell className={styles.nowrap}>{formatServerTime(v.IMPORTTIME)}</TableCell>
              <TableCell className={styles.nowrap}>{formatServerTime(v.CREATETIME)}</TableCell>
              <TableCell>
                <RowActions video={v} rwid={rwid} mode={mode} flow={flow} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
