import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactElement } from 'react';
import { ChevronDown16Regular, ChevronUp16Regular } from '@fluentui/react-icons';
import { M } from '../../../shared/messages';
import { dueCounts, dueReminders, type DueReminder } from '../../../shared/actions/reminders';
import { shortTaskName } from '../../../shared/tasks/names';
import type { Reminder } from '../../../shared/actions/schemas';
import { useCall } from '../../platform/ApiProvider';
import { ClockView } from './ClockView';
import { useClockContext } from '../../platform/calendar';

// The one deadline banner above the task list (issue 29): the officer's open penalty cases
// (xmrw/cfRwRemind) that are overdue or due within 3 working days. One line with one count
// ('1 件已超期，1 件即将到期'); 查看名单 unfolds the cases, most urgent first, each with 打开. The count
// and the list are the same cases, decided by the shared clock. It never blocks the list: while it
// loads, when it fails (spec 02 §8: other failures are silently ignored) or when nothing is due,
// nothing shows. Closed with 知道了 it stays closed until the next login.

/** Starts with 'tasks': every write that refreshes the task list refreshes the reminder too. */
const REMINDERS_KEY = ['tasks', 'reminders'] as const;

/**
 * The officer's "closed" mark lives in the query cache, which logout (and another account's
 * login) clears, so the next login reminds again; it is not under 'tasks' so no refresh resets it.
 */
const DISMISSED_KEY = ['reminders', 'dismissed'] as const;

/** How many cases the notice lists before 查看全部. */
export const REMINDER_SHOWN = 5;

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: `${tokens.spacingVerticalXS} 0 0`,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  name: { fontWeight: tokens.fontWeightSemibold },
  title: { marginRight: tokens.spacingHorizontalS },
});

/** The officer's penalty cases overdue or due soon (one read, shared with the list's banner). */
export function useDueReminders(): DueReminder[] {
  const call = useCall();
  const { today, calendar } = useClockContext();
  const reminders = useQuery({
    queryKey: REMINDERS_KEY,
    queryFn: () => call('actions:reminders', {}),
  });
  return useMemo(
    () => dueReminders(reminders.data?.data ?? [], today, calendar),
    [reminders.data, today, calendar],
  );
}

export function ReminderNotice({ onOpen }: { onOpen(r: Reminder): void }): ReactElement | null {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const due = useDueReminders();
  const dismissed = useQuery({
    queryKey: DISMISSED_KEY,
    queryFn: () => false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  if (dismissed.data !== false || due.length === 0) return null;
  const shown = all ? due : due.slice(0, REMINDER_SHOWN);
  const counts = dueCounts(due);
  const count = [
    counts.overdue > 0 ? M.taskClockBannerOverdue(counts.overdue) : null,
    counts.dueSoon > 0 ? M.taskClockBannerDueSoon(counts.dueSoon) : null,
  ]
    .filter(Boolean)
    .join('，');
  return (
    <MessageBar
      intent={counts.overdue > 0 ? 'error' : 'warning'}
      layout={open ? 'multiline' : 'singleline'}
      aria-label={M.taskReminderTitle}
    >
      <MessageBarBody>
        <MessageBarTitle className={styles.title}>{M.taskReminderTitle}</MessageBarTitle>
        {M.taskReminderCount(count)}
        {open ? (
          <>
            <ul className={styles.list} id={listId}>
              {shown.map(({ reminder, clock }) => (
                <li key={reminder.RWID} className={styles.item}>
                  <span className={styles.name} title={reminder.RWMC}>
                    {shortTaskName(reminder.RWMC)}
                  </span>
                  <ClockView clock={clock} />
                  <Button
                    size="small"
                    appearance="primary"
                    aria-label={M.taskReminderOpenLabel(reminder.RWMC)}
                    onClick={() => onOpen(reminder)}
                  >
                    {M.taskReminderOpen}
                  </Button>
                </li>
              ))}
            </ul>
            {due.length > shown.length ? (
              <div className={styles.item}>
                {M.taskReminderMore(due.length - shown.length)}
                <Button size="small" appearance="transparent" onClick={() => setAll(true)}>
                  {M.taskReminderShowAll}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </MessageBarBody>
      <MessageBarActions>
        <Button
          size="small"
          appearance="transparent"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          icon={open ? <ChevronUp16Regular /> : <ChevronDown16Regular />}
          iconPosition="after"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? M.taskReminderHideList : M.taskReminderShowList}
        </Button>
        <Button size="small" onClick={() => queryClient.setQueryData(DISMISSED_KEY, true)}>
          {M.taskReminderDismiss}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
