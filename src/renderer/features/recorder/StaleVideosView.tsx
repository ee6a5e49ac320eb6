import { Badge, Button, Text } from '@fluentui/react-components';
import { Link16Regular, Open16Regular, Video16Regular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { NetButton } from '../../components/NetButton';
import { useRouter } from '../../platform/router';
import { buildPath, ROUTES } from '../../platform/routes';
import { useBindVideo } from '../videos';
import { useRecorderStyles } from './recorder.styles';
import { chinaDateTime } from '../../../shared/common/dates';
import type { StaleVideoList } from '../../../shared/videos/contract';
import { STALE_AFTER_WORKING_DAYS, STALE_LOOKBACK_DAYS } from '../../../shared/videos/constants';
import { videoNameOf } from '../../../shared/videos/rules';
import type { LikelyTask, StaleVideo } from '../../../shared/videos/suggest';
import type { VideoRecord } from '../../../shared/videos/schemas';

type Row = StaleVideo<VideoRecord>;
type Binding = { row: Row; task: LikelyTask };

function StaleRow({
  row,
  onOpen,
  onBind,
}: {
  row: Row;
  onOpen(task: LikelyTask): void;
  onBind(task: LikelyTask): void;
}): ReactElement {
  const styles = useRecorderStyles();
  const name = videoNameOf(row.video);
  return (
    <li className={styles.item} aria-label={name}>
      <div className={styles.head}>
        <span className={styles.kind} aria-hidden>
          <Video16Regular />
        </span>
        <span className={styles.name} title={name}>
          {name}
        </span>
        <Badge appearance="tint" color="warning" shape="rounded">
          {M.staleDays(row.workingDays)}
        </Badge>
      </div>
      <span className={styles.meta}>
        <span className={styles.metaStrong}>{M.rcRecorder(row.video.SN)}</span>
        {row.video.POLICE_NUMBER ? (
          <span className={styles.metaStrong}>{M.rcPolice(row.video.POLICE_NUMBER)}</span>
        ) : null}
        {row.recordedAt !== null ? (
          <span>{M.staleRecorded(chinaDateTime(row.recordedAt))}</span>
        ) : null}
        {row.video.CREATETIME ? <span>{M.staleImported(row.video.CREATETIME)}</span> : null}
      </span>
      {row.tasks.length === 0 ? (
        <span className={styles.warn}>{M.staleNoTask}</span>
      ) : (
        <ul className={styles.likely} aria-label={M.titled(M.staleLikely, name)}>
          {row.tasks.map((t) => (
            <li key={t.RWID} className={styles.likelyItem}>
              <Text size={200} weight="semibold" className={styles.likelyName} title={t.RWMC}>
                {t.RWMC}
              </Text>
              <Text size={200} className={styles.likelyReason}>
                {t.reason}
              </Text>
              <div className={styles.buttons}>
                <Button
                  size="small"
                  icon={<Open16Regular />}
                  aria-label={M.rowButtonLabel(M.staleOpenTask, t.RWMC)}
                  onClick={() => onOpen(t)}
                >
                  {M.staleOpenTask}
                </Button>
                <NetButton
                  size="small"
                  appearance="primary"
                  icon={<Link16Regular />}
                  aria-label={M.rowButtonLabel(M.videoBind, M.staleTaskLabel(name, t.RWMC))}
                  onClick={() => onBind(t)}
                >
                  {M.videoBind}
                </NetButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * 待绑定视频 (issue 18): the officer's imported videos unbound for more than three working days,
 * with their likely tasks (the suggestion rule reversed); 打开任务 opens the task, 绑定 binds after
 * the officer confirms which task.
 */
export function StaleVideosView({
  list,
  onClose,
}: {
  list: StaleVideoList;
  /** Closes the import centre (opening a task leaves it). */
  onClose(): void;
}): ReactElement {
  const styles = useRecorderStyles();
  const { navigate } = useRouter();
  const bind = useBindVideo();
  const [binding, setBinding] = useState<Binding | null>(null);

  const open = (t: LikelyTask): void => {
    onClose();
    navigate(buildPath(ROUTES.projectDetail, { runId: t.runId, RWID: t.RWID }));
  };
  const confirm = async (): Promise<void> => {
    if (!binding) return;
    await bind(binding.task.RWID, binding.row.video.ID);
    setBinding(null);
  };

  return (
    <div className={styles.section}>
      <Text size={200} className={styles.summary}>
        {M.staleHint(STALE_AFTER_WORKING_DAYS, STALE_LOOKBACK_DAYS)}
      </Text>
      {list.rows.length === 0 ? (
        <EmptyState text={M.staleEmpty(STALE_AFTER_WORKING_DAYS)} />
      ) : (
        <ul className={styles.list} aria-label={M.staleTab}>
          {list.rows.map((r) => (
            <StaleRow
              key={r.video.ID}
              row={r}
              onOpen={open}
              onBind={(task) => setBinding({ row: r, task })}
            />
          ))}
        </ul>
      )}
      {list.notes.length > 0 ? (
        <ul className={styles.notes}>
          {list.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        message={binding ? M.staleConfirmBind(binding.task.RWMC) : null}
        onConfirm={confirm}
        onCancel={() => setBinding(null)}
      />
    </div>
  );
}
