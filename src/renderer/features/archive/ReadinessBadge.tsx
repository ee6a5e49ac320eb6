import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ClipboardTask16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import type { TaskButton, TaskInfo } from '../../../shared/detail/schemas';
import { useReadiness, wantsReadiness } from './useReadiness';

const useStyles = makeStyles({
  badge: {
    color: tokens.colorStatusWarningForeground1,
    backgroundColor: tokens.colorStatusWarningBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusWarningBorder1}`,
    flexShrink: 0,
    ':hover': {
      color: tokens.colorStatusWarningForeground2,
      backgroundColor: tokens.colorStatusWarningBackground2,
    },
  },
});

/** The header's archive button as the registry dispatches it (the badge opens the same dialog). */
const ARCHIVE_BUTTON: TaskButton = {
  btnPos: '1',
  btnName: M.archiveSubmit,
  btnType: 'archive',
  color: 'success',
};

/**
 * 归档前待办 N beside the task's title: what still holds its archive (shared/archive/readiness.ts),
 * shown while the task is new, in hand or finished. A click opens the list with where each is fixed
 * (the archive dialog through the button registry: `onButton` is the screen's dispatcher). Nothing
 * to do, or nothing known yet, shows nothing.
 */
export function ReadinessBadge({
  rwxx,
  onButton,
}: {
  rwxx: TaskInfo;
  onButton(b: TaskButton): void | Promise<unknown>;
}): ReactElement | null {
  const styles = useStyles();
  const wanted = wantsReadiness(rwxx);
  const readiness = useReadiness(rwxx.runId, rwxx.RWID, wanted);
  const blockers = readiness.data?.data.blockers ?? [];
  if (!wanted || blockers.length === 0) return null;
  return (
    <Button
      size="small"
      shape="circular"
      className={styles.badge}
      icon={<ClipboardTask16Regular />}
      title={`${M.readinessBadgeTitle}\n${blockers.map((b) => `· ${b.text}`).join('\n')}`}
      onClick={() => void onButton(ARCHIVE_BUTTON)}
    >
      {M.readinessBadge(blockers.length)}
    </Button>
  );
}
