import {
  Button,
  CounterBadge,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Text,
  Tooltip,
} from '@fluentui/react-components';
import { ArrowUpload20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { useEffect, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useApi } from '../../platform/ApiProvider';
import { errorMessage } from '../../platform/errors';
import { useDrawerMakesRoom, useNotify } from '../../platform/notify';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { UploadRow } from './UploadRow';
import { useUploadCentreStyles } from './uploads.styles';
import { useUploadActions, useUploads, waitingCount } from './useUploads';
import { isFinished } from '../../../shared/uploads/queue-rules';

/** The toast when the network is back and every file that waited for it arrived. */
function useDrainedNotice(): void {
  const api = useApi();
  const notify = useNotify();
  useEffect(() => api.on('uploads:drained', ({ count }) => notify(M.uploadDrained(count), 'success')), [api, notify]);
}

function CentrePanel({ onClose }: { onClose(): void }): ReactElement {
  const styles = useUploadCentreStyles();
  const { items, loaded, error } = useUploads();
  const actions = useUploadActions();
  const notify = useNotify();
  const finished = items.filter((i) => isFinished(i.state)).length;
  // Opening the centre asks main again: events missed while the bridge reconnected are caught up.
  useEffect(() => {
    void actions.reload();
  }, [actions]);
  const run = (fn: () => Promise<unknown>): void => {
    fn().catch((e: unknown) => notify(errorMessage(e), 'error'));
  };

  const body = (): ReactElement => {
    if (error && !loaded) return <ErrorState error={error} onRetry={() => void actions.reload()} />;
    if (!loaded) return <LoadingState />;
    if (items.length === 0) return <EmptyState text={M.uploadCentreEmpty} />;
    return (
      <ul className={styles.list} aria-label={M.uploadCentre}>
        {items.map((item) => (
          <UploadRow key={item.id} item={item} onAction={run} actions={actions} />
        ))}
      </ul>
    );
  };

  return (
    <>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={M.close} icon={<Dismiss20Regular />} onClick={onClose} />}
        >
          {M.uploadCentre}
        </DrawerHeaderTitle>
        <div className={styles.toolbar}>
          <Text className={styles.summary}>{waitingCount(items) > 0 ? M.uploadBadge(waitingCount(items)) : M.uploadNothingWaiting}</Text>
          <Button size="small" disabled={finished === 0} onClick={() => run(() => actions.clear())}>
            {M.uploadClearDone}
          </Button>
        </div>
      </DrawerHeader>
      <DrawerBody>{body()}</DrawerBody>
    </>
  );
}

/** The header button of the upload centre: a badge with the count of files waiting, opening the queue. */
export function UploadCentreButton({ className }: { className?: string }): ReactElement {
  const styles = useUploadCentreStyles();
  const { items } = useUploads();
  const [open, setOpen] = useState(false);
  useDrawerMakesRoom(open);
  const { reload } = useUploadActions();
  useDrainedNotice();
  // The frame mounts at each sign-in: the queue is read again (another account has its own files).
  useEffect(() => {
    void reload();
  }, [reload]);
  const waiting = waitingCount(items);
  return (
    <>
      <Tooltip content={waiting > 0 ? M.uploadBadge(waiting) : M.uploadCentre} relationship="description" withArrow>
        <Button
          appearance="transparent"
          size="small"
          className={className}
          aria-label={M.uploadCentreLabel(waiting)}
          icon={
            <span className={styles.iconWrap}>
              <ArrowUpload20Regular />
              {waiting > 0 ? <CounterBadge className={styles.badge} count={waiting} size="small" color="danger" aria-hidden /> : null}
            </span>
          }
          onClick={() => setOpen(true)}
        >
          {M.uploadCentre}
        </Button>
      </Tooltip>
      <OverlayDrawer position="end" size="medium" open={open} onOpenChange={(_, d) => setOpen(d.open)} aria-label={M.uploadCentre}>
        {open ? <CentrePanel onClose={() => setOpen(false)} /> : null}
      </OverlayDrawer>
    </>
  );
}
