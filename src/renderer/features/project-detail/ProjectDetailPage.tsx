import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { AppError } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { useRoute, useRouter, useTabTitle } from '../../platform/router';
import { ROUTES, buildPath } from '../../platform/routes';
import { useSession } from '../../platform/session';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { OfflineBanner } from '../../components/OfflineBanner';
import { AddDocDialog } from './AddDocDialog';
import { ArchiveDialog } from './ArchiveDialog';
import { BaseInfoCard } from './BaseInfoCard';
import { EvidenceDialog, TaskVideos } from '../videos';
import { TASK_ACTION, isOpLogButton, isSeizureButton, isVideoButton, placeButtons } from './buttons';
import { DetailTopBar } from './DetailTopBar';
import { DocTreeSection } from './DocTreeSection';
import { OpLogDialog } from './OpLogDialog';
import { SeizureDialog } from './SeizureDialog';
import { StampDialog } from './StampDialog';
import { TaskAttachmentViewer, TaskUpload, useTreeRefreshOnUpload } from './TaskAttachments';
import { useDetailStyles } from './detail.styles';
import { useRowActions } from './useRowActions';
import { useTaskDetail } from './useTaskDetail';
import { useTaskSwitch } from './useTaskSwitch';
import type { TaskDetailRequest } from '../../../shared/detail/contract';
import { isTaskClosed } from '../../../shared/tasks/rules';
import type { TaskButton, TreeRow } from '../../../shared/detail/schemas';

type DialogName = 'opLog' | 'addDoc' | 'stamp' | 'archive' | 'seizure' | 'upload' | 'viewAttachments' | 'videos' | 'evidence';

/** Key units (JGDWLB 1) open as zddw, the others as fzddw (spec 02 §2). */
export const unitType = (JGDWLB: string | null): 'zddw' | 'fzddw' => (JGDWLB === '1' ? 'zddw' : 'fzddw');

/**
 * Route /xfjd/projectDetail?runId&RWID[&pagetype&SFCXLSSJ&parentName&path&MODULE_ID], and its
 * fire-investigation variant /xfjd/hzdc/fireDetail with the same query.
 */
export function ProjectDetailPage(): ReactElement {
  const styles = useDetailStyles();
  const { query, path } = useRoute();
  const fire = path === ROUTES.fireDetail;
  const { navigate, closeCurrentTab } = useRouter();
  const notify = useNotify();
  const { user } = useSession();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [packing, setPacking] = useState(false);

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
  const { onRowButton, dialogs } = useRowActions({ runId: req.runId, RWID: req.RWID, parentName: query.parentName });
  const switchTask = useTaskSwitch(req.runId, query.parentName);
  useTreeRefreshOnUpload(req.RWID);
  const onSwitchTask = useCallback((row: TreeRow) => void switchTask(row), [switchTask]);
  const exitPacking = useCallback(() => setPacking(false), []);
  const RWMC = config?.rwxx.RWMC ?? '';
  const packTarget = useMemo(
    () => (packing ? { runId: req.runId, RWID: req.RWID, RWMC, onExit: exitPacking } : null),
    [packing, req.runId, req.RWID, RWMC, exitPacking],
  );

  const back = useCallback((): void => {
    // Spec 02 §2: back to the page named in `path`; without one, one step back and the tab closes.
    if (query.path) navigate(query.path, { replace: true });
    else closeCurrentTab();
  }, [closeCurrentTab, navigate, query.path]);

  const onButton = useCallback(
    (b: TaskButton): void => {
      if (isOpLogButton(b)) setDialog('opLog');
      else if (b.btnType === TASK_ACTION.addDoc) setDialog('addDoc');
      else if (b.btnType === TASK_ACTION.stamp) setDialog('stamp');
      else if (b.btnType === TASK_ACTION.archive) setDialog('archive');
      else if (isSeizureButton(b)) setDialog('seizure');
      else if (b.btnType === TASK_ACTION.packDownload) setPacking((p) => !p);
      else if (b.btnType === TASK_ACTION.upload) setDialog('upload');
      else if (b.btnType === TASK_ACTION.viewAttachments) setDialog('viewAttachments');
      else if (isVideoButton(b)) setDialog('videos');
      else if (b.btnType === TASK_ACTION.evidenceSync) setDialog('evidence');
      else notify(M.notBuilt(b.btnName));
    },
    [notify],
  );

  const placed = useMemo(() => (config ? placeButtons(config, user) : { header: [], tree: [] }), [config, user]);
  const closeDialog = useCallback(() => setDialog(null), []);

  const top = <DetailTopBar taskName={config?.rwxx.RWMC ?? (fire ? M.fireInvestigation : M.detailTitle)} parentName={query.parentName} onBack={back} fire={fire} />;
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
  const openUnit = (): void => {
    if (!rwxx.shdwid) return notify(M.unitNotFound, 'warning');
    navigate(buildPath(ROUTES.unitDetail, { type: unitType(rwxx.JGDWLB), id: rwxx.shdwid, runId: req.runId }));
  };
  return (
    <div className={styles.page}>
      {top}
      <OfflineBanner source={detail.data.source} updatedAt={detail.data.updatedAt} />
      <BaseInfoCard rwxx={rwxx} buttons={placed.header} onButton={onButton} onOpenUnit={openUnit} fire={fire} />
      <DocTreeSection
        tree={detail.data.data.tree}
        scope={`${req.runId}:${req.RWID}`}
        buttons={placed.tree}
        onButton={onButton}
        onRowButton={onRowButton}
        onSwitchTask={onSwitchTask}
        packing={packTarget}
      />
      <OpLogDialog open={dialog === 'opLog'} onClose={closeDialog} runId={req.runId} RWID={req.RWID} />
      {/* Mounted only while open: several closed Fluent dialogs confuse its modal focus tracking. */}
      {dialog === 'addDoc' ? <AddDocDialog open onClose={closeDialog} config={config} runId={req.runId} RWID={req.RWID} /> : null}
      {dialog === 'stamp' ? <StampDialog open onClose={closeDialog} runId={req.runId} RWID={req.RWID} /> : null}
      {dialog === 'archive' ? <ArchiveDialog open onClose={closeDialog} runId={req.runId} rwxx={rwxx} /> : null}
      {dialog === 'seizure' ? <SeizureDialog open onClose={closeDialog} runId={req.runId} RWID={req.RWID} /> : null}
      {dialog === 'upload' ? <TaskUpload runId={req.runId} RWID={req.RWID} rwxx={rwxx} user={user} onClose={closeDialog} /> : null}
      {dialog === 'viewAttachments' ? <TaskAttachmentViewer runId={req.runId} RWID={req.RWID} SFCXLSSJ={req.SFCXLSSJ} onClose={closeDialog} /> : null}
      {dialog === 'videos' ? <TaskVideos rwid={req.RWID} unit={{ id: user.company_id, name: user.company_name }} readOnly={isTaskClosed(rwxx.rwzt)} onClose={closeDialog} /> : null}
      {dialog === 'evidence' ? <EvidenceDialog runId={req.runId} rwid={req.RWID} onClose={closeDialog} /> : null}
      {dialogs}
    </div>
  );
}
