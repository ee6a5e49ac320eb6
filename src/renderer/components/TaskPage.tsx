import { shortTaskName } from '../../shared/tasks/names';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { PageCard } from './PageCard';
import { QueryBody } from './QueryBody';
import { M } from '../../shared/messages';
import { useRoute, useRouter, useTabTitle } from '../platform/router';
import { useAnyTaskDetail } from '../platform/taskDetail';
import type { TaskInfo } from '../../shared/detail/schemas';

// The frame of a page about one task (route query runId and RWID): the card with its back button,
// the tab titled '<page> · <task>', the task read from whatever the detail screen already read
// (useAnyTaskDetail), and the calm empty state when the route names no task.

const useStyles = makeStyles({
  task: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  label: { color: tokens.colorNeutralForeground3 },
});

/** '任务名称 <RWMC>': the line that says which task a page is about. */
export function TaskNameLine({ task }: { task: Pick<TaskInfo, 'RWMC'> }): ReactElement {
  const styles = useStyles();
  return (
    <div className={styles.task}>
      <Text className={styles.label}>{M.taskName}</Text>
      <Text weight="semibold">{task.RWMC}</Text>
    </div>
  );
}

export type TaskPageProps = {
  title: string;
  /** Shown instead of the page when the route names no task. */
  noTaskText: string;
  /** What the page shows of the task once read; default the task-name line. */
  head?(task: TaskInfo, ids: { runId: string; RWID: string }): ReactNode;
  /** The page's own reads, under the head (shown even while the task is not read). */
  children?(ids: { runId: string; RWID: string }): ReactNode;
};

export function TaskPage({ title, noTaskText, head, children }: TaskPageProps): ReactElement {
  const { query } = useRoute();
  const { closeCurrentTab } = useRouter();
  const runId = query.runId ?? '';
  const RWID = query.RWID ?? '';
  const hasTask = runId !== '' && RWID !== '';
  const detail = useAnyTaskDetail(runId, RWID);
  const taskName = detail.data?.data.config.rwxx.RWMC;
  useTabTitle(
    M.pageOfTask(title, taskName),
    M.pageOfTask(title, taskName ? shortTaskName(taskName) : taskName),
  );
  const ids = { runId, RWID };
  return (
    <PageCard label={title} title={title} onBack={closeCurrentTab}>
      {hasTask ? (
        <>
          {/* The page's own reads carry the banner that says how old cached data is; one is enough. */}
          <QueryBody query={detail} banner={false} keepDataOnError>
            {(d) =>
              head ? head(d.data.config.rwxx, ids) : <TaskNameLine task={d.data.config.rwxx} />
            }
          </QueryBody>
          {children?.(ids)}
        </>
      ) : (
        <EmptyState text={noTaskText} />
      )}
    </PageCard>
  );
}
