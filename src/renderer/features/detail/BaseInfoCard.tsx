import {
  Badge,
  Button,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  Toolbar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { StatusBadge } from '../../components/StatusBadge';
import { dictLabel, useDict } from '../../components/useDict';
import { formatServerTime } from '../../platform/format';
import { ChevronUp16Regular, Fire16Regular } from '@fluentui/react-icons';
import { kzsxTip } from './kzsx';
import { TaskButtons } from './TaskButtons';
import { PenaltyCaseTag } from './PenaltyCaseTag';
import { ReadinessBadge } from '../archive';
import { usePageStyles } from '../../components/page.styles';
import { DICT } from '../../../shared/dict/constants';
import { ClockView, useTaskClock } from '../tasks';
import type { TaskButton, TaskInfo } from '../../../shared/detail/schemas';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'space-between',
  },
  titleRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  title: { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  toolbar: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, padding: 0 },
  actions: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    justifyContent: 'flex-end',
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, minWidth: 0, alignItems: 'baseline' },
  label: { flexShrink: 0, color: tokens.colorNeutralForeground3, minWidth: '84px' },
  value: {
    margin: 0,
    minWidth: 0,
    overflowWrap: 'anywhere',
    color: tokens.colorNeutralForeground1,
  },
});

export type BaseInfoCardProps = {
  rwxx: TaskInfo;
  buttons: readonly TaskButton[];
  onButton(b: TaskButton): void | Promise<unknown>;
  onOpenUnit(): void;
  /** The fire-investigation variant (火灾事故调查) of the screen. */
  fire?: boolean;
  /** Folds the header into one line (收起); no button without it. */
  onCollapse?(): void;
  /** The history view (pagetype 2): no archive readiness, the task is only looked at. */
  readOnly?: boolean;
};

export function BaseInfoCard({
  rwxx,
  buttons,
  onButton,
  onOpenUnit,
  fire = false,
  onCollapse,
  readOnly = false,
}: BaseInfoCardProps): ReactElement {
  const styles = useStyles();
  const page = usePageStyles();
  const taskTypes = useDict(DICT.taskType);
  const type = rwxx.RWLX === null ? '' : String(rwxx.RWLX);
  const tip = kzsxTip(rwxx.kzsx);
  // The statutory clock (shared/tasks/clock.ts): its label names the period, e.g. 办案期限.
  const clock = useTaskClock(rwxx);

  const field = (label: string, value: ReactElement | string | null): ReactElement => (
    <div className={styles.item}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value ?? ''}</dd>
    </div>
  );

  return (
    <section className={page.card} aria-label={M.baseInfo}>
      <div className={styles.head}>
        <div className={styles.titleRow}>
          {fire ? (
            <Badge appearance="filled" color="danger" icon={<Fire16Regular />}>
              {M.fireInvestigation}
            </Badge>
          ) : null}
          <Text as="h1" size={500} weight="semibold" className={styles.title} title={rwxx.RWMC}>
            {rwxx.RWMC}
          </Text>
          <PenaltyCaseTag rwxx={rwxx} />
          {readOnly ? null : <ReadinessBadge rwxx={rwxx} onButton={onButton} />}
        </div>
        <div className={styles.actions}>
          {buttons.length > 0 ? (
            <Toolbar aria-label={M.headerToolbar} size="small" className={styles.toolbar}>
              <TaskButtons buttons={buttons} onPress={onButton} />
            </Toolbar>
          ) : null}
          {onCollapse ? (
            <Button
              size="small"
              appearance="subtle"
              icon={<ChevronUp16Regular />}
              aria-label={M.collapseHeader}
              aria-expanded
              onClick={onCollapse}
            >
              {M.collapse}
            </Button>
          ) : null}
        </div>
      </div>
      <dl className={styles.grid}>
        {field(M.fieldRwmc, rwxx.RWMC)}
        {field(M.fieldRwlx, dictLabel(taskTypes, type))}
        {field(M.fieldRwzt, <StatusBadge code={DICT.subTaskState} value={rwxx.rwzt} />)}
        {field(
          M.fieldDw,
          rwxx.DWMC ? (
            <Link as="button" onClick={onOpenUnit}>
              {rwxx.DWMC}
            </Link>
          ) : null,
        )}
        {field(M.fieldJhksrq, formatServerTime(rwxx.JHKSRQ))}
        {field(M.fieldCbr, rwxx.CBRXM)}
        {clock ? field(clock.label, <ClockView clock={clock} showLabel={false} />) : null}
      </dl>
      {tip ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{M.kzsxTip}</MessageBarTitle>
            {tip}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
