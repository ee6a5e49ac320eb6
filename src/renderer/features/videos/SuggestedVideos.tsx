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
import { Lightbulb16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import type { VideoFlow } from './useVideoFlow';
import { useVideoSuggestions } from './useVideos';
import { useVideoStyles } from './videos.styles';
import { chinaDateTime } from '../../../shared/common/dates';
import { SUGGEST_TOLERANCE_MINUTES } from '../../../shared/videos/constants';
import { videoNameOf } from '../../../shared/videos/rules';
import type { Suggestion } from '../../../shared/videos/suggest';
import type { VideoRecord } from '../../../shared/videos/schemas';

/** When it was recorded: the start, and the end (its time only on the same day) when the platform gave it. */
export function recordedSpan(s: Suggestion<VideoRecord>): string {
  const start = chinaDateTime(s.recordedAt);
  const end = s.timeFrom === 'record' ? s.video.PSJSSJ?.trim() || null : null;
  if (!end) return start;
  return M.suggestRecordedSpan(
    start,
    end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end,
  );
}

/**
 * 推荐绑定 under the bound videos (issue 18): the task's unbound videos most likely its own, best
 * first, each with its reason; 绑定 asks the usual '是否绑定该视频?' (the flow's), binds and
 * refreshes. What the rule could not use is said under the table.
 */
export function SuggestedVideos({
  runId,
  rwid,
  flow,
}: {
  runId: string;
  rwid: string;
  flow: VideoFlow;
}): ReactElement {
  const styles = useVideoStyles();
  const query = useVideoSuggestions(runId, rwid);
  const notes = query.data?.data.notes ?? [];
  return (
    <section className={styles.suggest} aria-label={M.suggestTitle}>
      <div className={styles.suggestHead}>
        <Lightbulb16Regular aria-hidden />
        <Text weight="semibold">{M.suggestTitle}</Text>
        <Text size={200} className={styles.muted}>
          {M.suggestHint(SUGGEST_TOLERANCE_MINUTES)}
        </Text>
      </div>
      <QueryBody
        query={query}
        isEmpty={(d) => d.data.suggestions.length === 0}
        emptyText={M.suggestEmpty}
      >
        {(d) => (
          <Table size="small" className={styles.table} aria-label={M.suggestTitle}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.colSuggestName}>
                  {M.videoColName}
                </TableHeaderCell>
                <TableHeaderCell className={styles.colSpan}>{M.suggestColRecorded}</TableHeaderCell>
                <TableHeaderCell>{M.suggestColReason}</TableHeaderCell>
                <TableHeaderCell className={styles.colSuggestActions}>
                  {M.colActions}
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {d.data.suggestions.map((s) => {
                const name = videoNameOf(s.video);
                return (
                  <TableRow key={s.video.ID}>
                    <TableCell>
                      <TableCellLayout truncate title={name}>
                        {name}
                      </TableCellLayout>
                    </TableCell>
                    <TableCell className={styles.nowrap}>{recordedSpan(s)}</TableCell>
                    <TableCell>
                      <span className={styles.reason}>{s.reason}</span>
                    </TableCell>
                    <TableCell>
                      <div className={styles.actions}>
                        <NetButton
                          size="small"
                          appearance="primary"
                          className={styles.actionButton}
                          needsNetwork
                          aria-label={M.rowButtonLabel(M.videoBind, name)}
                          onClick={() => flow.askBind(s.video)}
                        >
                          {M.videoBind}
                        </NetButton>
                        <NetButton
                          size="small"
                          appearance="subtle"
                          className={styles.actionButton}
                          needsNetwork={false}
                          aria-label={M.rowButtonLabel(M.videoView, name)}
                          onClick={() => flow.view(s.video)}
                        >
                          {M.videoView}
                        </NetButton>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </QueryBody>
      {notes.length > 0 ? (
        <ul className={styles.notes} aria-label={M.suggestNotesLabel}>
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
