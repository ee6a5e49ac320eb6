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
import { useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { dueReminders, type DueReminder } from '../../../shared/actions/reminders';
import type { Reminder } from '../../../shared/actions/schemas';
import { useCall } from '../../platform/ApiProvider';
import { ClockView } from './ClockView';
import { useClockContext } from '../../platform/calendar';

// The penalty-case reminder (xmrw/cfRwRemind) above the task list: the officer's open penalty
// cases that are overdue or due within 3 working days, each with a button to open it. It never
// blocks the list: while it loads, when it fails (spec 02 §8: other failures are silently ignored)
// or when nothing is due, nothing shows. Closed with 知道了 it stays closed until the next login.

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
  const overdue = due.some((d) => d.clock.state === 'overdue');
  return (
    <MessageBar
      intent={overdue ? 'error' : 'warning'}
      layout="multiline"
      aria-label={M.taskReminderTitle}
    >
      <MessageBarBody>
        <MessageBarTitle>{M.taskReminderTitle}</MessageBarTitle>
        {M.taskReminderIntro(due.length)}
        <ul className={styles.list}>
          {shown.map(({ reminder, clock }) => (
            <li key={reminder.RWID} className={styles.item}>
              <span className={styles.name}>{reminder.RWMC}</span>
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
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={() => queryClient.setQueryData(DISMISSED_KEY, true)}>
          {M.taskReminderDismiss}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
