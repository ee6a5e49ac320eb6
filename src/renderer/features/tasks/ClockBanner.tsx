import { Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';

export type ClockFilter = '' | 'overdue' | 'dueSoon';

/**
 * "N 件已超期，M 件即将到期" over the task list, counted over all the officer's tasks; each part
 * applies its filter. Nothing when no task is overdue or due soon. `penaltyOnly`: the counts are
 * the penalty-case reminder's (a server that sends no clock counts), and the banner says so.
 */
export function ClockBanner({
  overdue,
  dueSoon,
  penaltyOnly = false,
  onFilter,
}: {
  overdue: number;
  dueSoon: number;
  penaltyOnly?: boolean;
  onFilter(filter: ClockFilter): void;
}): ReactElement | null {
  if (overdue === 0 && dueSoon === 0) return null;
  return (
    <MessageBar intent={overdue > 0 ? 'error' : 'warning'} aria-label={M.taskClockBanner}>
      <MessageBarBody>
        {penaltyOnly ? M.taskClockBannerPenalty : null}
        {/* A count of none is not offered as a filter. */}
        {overdue > 0 ? (
          <Link as="button" inline onClick={() => onFilter('overdue')}>
            {M.taskClockBannerOverdue(overdue)}
          </Link>
        ) : null}
        {overdue > 0 && dueSoon > 0 ? '，' : null}
        {dueSoon > 0 ? (
          <Link as="button" inline onClick={() => onFilter('dueSoon')}>
            {M.taskClockBannerDueSoon(dueSoon)}
          </Link>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}
