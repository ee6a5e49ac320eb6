import { Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';

export type ClockFilter = '' | 'overdue' | 'dueSoon';

/**
 * "N 件已超期，M 件即将到期" over the task list, counted over all the officer's tasks; each part
 * applies its filter. Nothing when no task is overdue or due soon.
 */
export function ClockBanner({
  overdue,
  dueSoon,
  onFilter,
}: {
  overdue: number;
  dueSoon: number;
  onFilter(filter: ClockFilter): void;
}): ReactElement | null {
  if (overdue === 0 && dueSoon === 0) return null;
  return (
    <MessageBar intent={overdue > 0 ? 'error' : 'warning'} aria-label={M.taskClockBanner}>
      <MessageBarBody>
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
