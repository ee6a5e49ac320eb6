import { Badge, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import type { ClockState, TaskClock } from '../../../shared/tasks/clock';

const useStyles = makeStyles({
  clock: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    minWidth: 0,
  },
  date: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  label: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

/** Overdue stands out in red, due soon in amber; paused and stopped stay neutral. */
const BADGE: Record<ClockState, Pick<BadgeProps, 'color' | 'appearance'>> = {
  overdue: { color: 'danger', appearance: 'filled' },
  dueSoon: { color: 'warning', appearance: 'filled' },
  running: { color: 'success', appearance: 'tint' },
  paused: { color: 'informative', appearance: 'tint' },
  stopped: { color: 'subtle', appearance: 'tint' },
};

/** A clock as label, deadline and the officer-facing text (一 when the task runs none). */
export function ClockView({
  clock,
  showLabel = true,
}: {
  clock: TaskClock | null;
  showLabel?: boolean;
}): ReactElement {
  const styles = useStyles();
  if (!clock) return <span className={styles.label}>{M.taskClockNone}</span>;
  return (
    <span className={styles.clock} data-clock-state={clock.state}>
      {showLabel ? <span className={styles.label}>{clock.label}</span> : null}
      <span className={styles.date}>{clock.deadline}</span>
      <Badge size="small" shape="rounded" {...BADGE[clock.state]}>
        {clock.text}
      </Badge>
      {clock.extended ? (
        <Badge size="small" shape="rounded" appearance="outline" color="brand">
          {M.clockExtended}
        </Badge>
      ) : null}
    </span>
  );
}
