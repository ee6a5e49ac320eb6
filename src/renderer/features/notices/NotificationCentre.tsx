import {
  Badge,
  Button,
  DrawerBody,
  DrawerHeader,
  Text,
  makeStyles,
  tokens,
  type BadgeProps,
  type ToastIntent,
} from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { CentreDrawer, CentreTitle } from '../../components/CentreDrawer';
import { EmptyState } from '../../components/EmptyState';
import { centreRows } from '../../components/centreRows.styles';
import { formatTime } from '../../platform/format';
import { SavedFileActions, useNoticeLog } from '../../platform/notify';
import { useSession } from '../../platform/session';
import type { NoticeEntry, NoticeLog } from '../../platform/noticeLog';

const useStyles = makeStyles({
  list: centreRows.list,
  item: { ...centreRows.item, flexDirection: 'row', alignItems: 'flex-start' },
  body: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  text: { overflowWrap: 'anywhere' },
  time: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
  // Over the bell's corner, clear of the label beside it (the button lets it out: CentreDrawer).
  badge: { position: 'absolute', top: '-6px', right: '-4px' },
});

const BADGE_COLOR: Record<ToastIntent, BadgeProps['color']> = {
  success: 'success',
  info: 'informative',
  warning: 'warning',
  error: 'danger',
};

function useEntries(log: NoticeLog): readonly NoticeEntry[] {
  return useSyncExternalStore(log.subscribe, log.list);
}

function NoticeList({ onClose }: { onClose(): void }): ReactElement {
  const styles = useStyles();
  const log = useNoticeLog();
  const entries = useEntries(log);
  // What the officer has seen in the open centre is read; new ones arriving meanwhile too.
  useEffect(() => log.markAllRead(), [log, entries]);
  return (
    <>
      <DrawerHeader>
        <CentreTitle title={M.noticesTitle} onClose={onClose} />
        <div className={styles.toolbar}>
          <Button size="small" disabled={entries.length === 0} onClick={() => log.clear()}>
            {M.noticesClear}
          </Button>
        </div>
      </DrawerHeader>
      <DrawerBody>
        {entries.length === 0 ? (
          <EmptyState text={M.noticesEmpty} />
        ) : (
          <ul className={styles.list} aria-label={M.noticesTitle}>
            {entries.map((e) => (
              <li key={e.id} className={styles.item}>
                <Badge appearance="tint" color={BADGE_COLOR[e.intent]}>
                  {M.noticesIntent[e.intent]}
                </Badge>
                <div className={styles.body}>
                  <Text className={styles.text}>
                    {e.text}
                    {e.times > 1 ? M.noticesRepeated(e.times) : ''}
                  </Text>
                  {e.file && <SavedFileActions file={e.file} />}
                </div>
                <Text size={200} className={styles.time}>
                  {formatTime(e.at)}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </DrawerBody>
    </>
  );
}

/** The header's notification centre: every toast of this session, newest first, with unread count. */
export function NotificationCentreButton({
  className,
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}): ReactElement {
  const styles = useStyles();
  const log = useNoticeLog();
  const { tenantId, account } = useSession();
  useEffect(() => log.setOwner(`${tenantId}/${account}`), [log, tenantId, account]);
  const unread = useSyncExternalStore(log.subscribe, log.unread);
  return (
    <CentreDrawer
      label={M.noticesShort}
      buttonLabel={M.noticesButton(unread)}
      busyText={M.noticesButton(unread)}
      icon={<Alert20Regular />}
      count={unread}
      badgeColor="informative"
      badgeClassName={styles.badge}
      className={className}
      labelClassName={labelClassName}
      drawerLabel={M.noticesTitle}
    >
      {(close) => <NoticeList onClose={close} />}
    </CentreDrawer>
  );
}
