import { useCallback, useMemo, useState, type ReactElement } from 'react';
import type { TaskDetailRequest } from '../../../shared/contract';
import { M } from '../../../shared/messages';
import type { RowButton, TaskButton } from '../../../shared/schemas/server';
import { AppError } from '../../app/errors';
import { useNotify } from '../../app/notify';
import { useRoute, useRouter, useTabTitle } from '../../app/router';
import { useSession } from '../../app/session';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { OfflineBanner } from '../../components/OfflineBanner';
import { BaseInfoCard } from './BaseInfoCard';
import { isOpLogButton, placeButtons } from './buttons';
import { DetailTopBar } from './DetailTopBar';
import { DocTreeSection } from './DocTreeSection';
import { OpLogDialog } from './OpLogDialog';
import { useDetailStyles } from './detail.styles';
import { useTaskDetail } from './useTaskDetail';

/** Route /xfjd/projectDetail?runId&RWID[&pagetype&SFCXLSSJ&parentName&path&MODULE_ID]. */
export function ProjectDetailPage(): ReactElement {
  const styles = useDetailStyles();
  const { query } = useRoute();
  const { navigate, closeCurrentTab } = useRouter();
  const notify = useNotify();
  const { user } = useSession();
  const [opLogOpen, setOpLogOpen] = useState(false);

  const req = useMemo<TaskDetailRequest>(() => {
    const r: TaskDetailRequest = { runId: query.runId ?? '', RWID: query.RWID ?? '' };
    if (query.pagetype) r.pagetype = query.pagetype;
    if (query.SFCXLSSJ) r.SFCXLSSJ = query.SFCXLSSJ;
    return r;
  }, [query.runId, query.RWID, query.pagetype, query.SFCXLSSJ]);
  const hasTask = req.runId !== '' && req.RWID !== '';
  const detail = useTaskDetail(req, hasTask);
  const config = detail.data?.data.config;
  useTabTitle(config?.rwxx.RWMC ?? null);

  const back = useCallback((): void => {
    // Spec 02 §2: back to the page named in `path`; without one, one step back and the tab closes.
    if (query.path) navigate(query.path, { replace: true });
    else closeCurrentTab();
  }, [closeCurrentTab, navigate, query.path]);

  const onButton = useCallback(
    (b: TaskButton): void => {
      if (isOpLogButton(b)) setOpLogOpen(true);
      else notify(M.notBuilt(b.btnName));
    },
    [notify],
  );
  const onRowButton = useCallback((b: RowButton): void => notify(M.notBuilt(b.BUTTON_NAME)), [notify]);

  const placed = useMemo(() => (config ? placeButtons(config, user) : { header: [], tree: [] }), [config, user]);

  const top = <DetailTopBar taskName={config?.rwxx.RWMC ?? M.detailTitle} parentName={query.parentName} onBack={back} />;
  if (!hasTask) {
    return (
      <div className={styles.page}>
        {top}
        <ErrorState error={new AppError({ kind: 'invalid', message: M.detailMissingParams })} />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className={styles.page}>
        {top}
        <ErrorState
          error={detail.error}
          needsNetworkMessage={M.errTaskNeedsNetwork}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </div>
    );
  }
  if (!detail.data || !config) {
    return (
      <div className={styles.page}>
        {top}
        <LoadingState />
      </div>
    );
  }

  const { rwxx } = config;
  return (
    <div className={styles.page}>
      {top}
      <OfflineBanner source={detail.data.source} updatedAt={detail.data.updatedAt} />
      <BaseInfoCard
        rwxx={rwxx}
        buttons={placed.header}
        onButton={onButton}
        // The unit page is a later issue; say so, naming the kind of unit it would open.
        onOpenUnit={() => notify(M.unitDetailNotBuilt(rwxx.JGDWLB === '1' ? 'zddw' : 'fzddw'))}
      />
      <DocTreeSection
        tree={detail.data.data.tree}
        scope={`${req.runId}:${req.RWID}`}
        buttons={placed.tree}
        onButton={onButton}
        onRowButton={onRowButton}
      />
      <OpLogDialog open={opLogOpen} onClose={() => setOpLogOpen(false)} runId={req.runId} RWID={req.RWID} />
    </div>
  );
}
