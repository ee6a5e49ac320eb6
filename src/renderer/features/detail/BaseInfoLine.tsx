import {
  Badge,
  Button,
  Text,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowLeft16Regular,
  ChevronDown16Regular,
  Fire16Regular,
  Info16Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { StatusBadge } from '../../components/StatusBadge';
import { dictLabel, useDict } from '../../components/useDict';
import { usePageStyles } from '../../components/page.styles';
import { kzsxTip } from './kzsx';
import { PenaltyCaseTag } from './PenaltyCaseTag';
import { ReadinessBadge } from '../archive';
import { TaskButtonsMenu } from './TaskButtons';
import { DICT } from '../../../shared/dict/constants';
import { ClockView, useTaskClock } from '../tasks';
import type { TaskButton, TaskInfo } from '../../../shared/detail/schemas';

const useStyles = makeStyles({
  line: {
    flexDirection: 'row',
    alignItems: 'center',
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    minWidth: 0,
  },
  title: {
    margin: 0,
    minWidth: '120px',
    flexShrink: 1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  type: {
    minWidth: 0,
    flexShrink: 2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground2,
  },
  fixed: { flexShrink: 0, display: 'flex', alignItems: 'center' },
  clock: { flexShrink: 0, display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' },
  spacer: { flexGrow: 1 },
});

export type BaseInfoLineProps = {
  rwxx: TaskInfo;
  buttons: readonly TaskButton[];
  onButton(b: TaskButton): void | Promise<unknown>;
  /** Unfolds the header (展开). */
  onExpand(): void;
  onBack(): void;
  fire?: boolean;
  /** The history view (pagetype 2): no archive readiness, the task is only looked at. */
  readOnly?: boolean;
};

/**
 * The folded header: one line with the task's title, type, state and clock, its buttons as one
 * menu, 展开 and 返回. The remark tip (kzsx) is an icon: its text shows on hover or focus, and
 * pressing it unfolds the header where the tip is written out.
 */
export function BaseInfoLine({
  rwxx,
  buttons,
  onButton,
  onExpand,
  onBack,
  fire = false,
  readOnly = false,
}: BaseInfoLineProps): ReactElement {
  const styles = useStyles();
  const page = usePageStyles();
  const taskTypes = useDict(DICT.taskType);
  const type = rwxx.RWLX === null ? '' : String(rwxx.RWLX);
  // The fire variant's badge already says what the task is (火灾事故调查).
  const typeLabel = fire ? '' : dictLabel(taskTypes, type);
  const tip = kzsxTip(rwxx.kzsx);
  const clock = useTaskClock(rwxx);

  return (
    <section className={mergeClasses(page.card, styles.line)} aria-label={M.baseInfo}>
      {fire ? (
        <Badge appearance="filled" color="danger" icon={<Fire16Regular />} className={styles.fixed}>
          {M.fireInvestigation}
        </Badge>
      ) : null}
      <Text as="h1" size={400} weight="semibold" className={styles.title} title={rwxx.RWMC}>
        {rwxx.RWMC}
      </Text>
      <PenaltyCaseTag rwxx={rwxx} />
      {readOnly ? null : <ReadinessBadge rwxx={rwxx} onButton={onButton} />}
      {typeLabel ? (
        <span className={styles.type} title={`${M.fieldRwlx}：${typeLabel}`}>
          {typeLabel}
        </span>
      ) : null}
      <span className={styles.fixed}>
        <StatusBadge code={DICT.subTaskState} value={rwxx.rwzt} title={M.fieldRwzt} />
      </span>
      {clock ? (
        <span className={styles.clock}>
          <ClockView clock={clock} />
        </span>
      ) : null}
      {tip ? (
        <Tooltip content={tip} relationship="description" withArrow>
          <Button
            size="small"
            appearance="subtle"
            className={styles.fixed}
            icon={<Info16Regular />}
            aria-label={M.kzsxTip}
            onClick={onExpand}
          />
        </Tooltip>
      ) : null}
      <span className={styles.spacer} />
      {buttons.length > 0 ? (
        <span className={styles.fixed}>
          <TaskButtonsMenu buttons={buttons} onPress={onButton} />
        </span>
      ) : null}
      <Button
        size="small"
        appearance="subtle"
        className={styles.fixed}
        icon={<ChevronDown16Regular />}
        aria-label={M.expandHeader}
        aria-expanded={false}
        onClick={onExpand}
      >
        {M.expand}
      </Button>
      <Button size="small" className={styles.fixed} icon={<ArrowLeft16Regular />} onClick={onBack}>
        {M.back}
      </Button>
    </section>
  );
}
