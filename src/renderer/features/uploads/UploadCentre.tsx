import { Button, DrawerBody, DrawerHeader, Text } from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { useEffect, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useApi } from '../../platform/ApiProvider';
import { errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { CentreDrawer, CentreTitle } from '../../components/CentreDrawer';
import { QueryBody } from '../../components/QueryBody';
import { UploadRow } from './UploadRow';
import { useUploadCentreStyles } from './uploads.styles';
import { useUploadActions, useUploads, waitingCount } from './useUploads';
import { isFinished } from '../../../shared/uploads/queue-rules';

/** The toast when the network is back and every file that waited for it arrived. */
function useDrainedNotice(): void {
  const api = useApi();
  const notify = useNotify();
  useEffect(
    () => api.on('uploads:drained', ({ count }) => notify(M.uploadDrained(count), 'success')),
    [api, notify],
  );
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

  return (
    <>
      <DrawerHeader>
        <CentreTitle title={M.uploadCentre} onClose={onClose} />
        <div className={styles.toolbar}>
          <Text className={styles.summary}>
            {waitingCount(items) > 0 ? M.uploadBadge(waitingCount(items)) : M.uploadNothingWaiting}
          </Text>
          <Button size="small" disabled={finished === 0} onClick={() => run(() => actions.clear())}>
            {M.uploadClearDone}
          </Button>
        </div>
      </DrawerHeader>
      <DrawerBody>
        {/* The queue is a store kept by events, read like a query: its error only before anything arrived. */}
        <QueryBody
          query={{
            data: loaded ? items : undefined,
            isError: !!error,
            error,
            refetch: actions.reload,
          }}
          keepDataOnError
          isEmpty={(list) => list.length === 0}
          emptyText={M.uploadCentreEmpty}
        >
          {(list) => (
            <ul className={styles.list} aria-label={M.uploadCentre}>
              {list.map((item) => (
                <UploadRow key={item.id} item={item} onAction={run} actions={actions} />
              ))}
            </ul>
          )}
        </QueryBody>
      </DrawerBody>
    </>
  );
}

/** The header button of the upload centre: a badge with the count of files waiting, opening the queue. */
export function UploadCentreButton({
  className,
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}): ReactElement {
  const styles = useUploadCentreStyles();
  const { items } = useUploads();
  const { reload } = useUploadActions();
  useDrainedNotice();
  // The frame mounts at each sign-in: the queue is read again (another account has its own files).
  useEffect(() => {
    void reload();
  }, [reload]);
  const waiting = waitingCount(items);
  return (
    <CentreDrawer
      label={M.uploadCentre}
      buttonLabel={M.uploadCentreLabel(waiting)}
      busyText={M.uploadBadge(waiting)}
      icon={<ArrowUpload20Regular />}
      count={waiting}
      badgeColor="danger"
      badgeClassName={styles.badge}
      className={className}
      labelClassName={labelClassName}
      drawerLabel={M.uploadCentre}
    >
      {(close) => <CentrePanel onClose={close} />}
    </CentreDrawer>
  );
}
