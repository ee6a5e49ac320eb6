import { shortTaskName } from '../../../shared/tasks/names';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { AppError } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { useRoute, useRouter, useTabTitle } from '../../platform/router';
import { ROUTES, buildPath } from '../../platform/routes';
import { sessionScope, useSession } from '../../platform/session';
import { ErrorState } from '../../components/ErrorState';
import { QueryBody } from '../../components/QueryBody';
import { BaseInfoCard } from './BaseInfoCard';
import { BaseInfoLine } from './BaseInfoLine';
import { placeButtons } from './buttons';
import { DetailTopBar } from './DetailTopBar';
import { DocTreeSection } from './DocTreeSection';
import { DeliveryTagsProvider } from '../service';
import { useTreeRefreshOnUpload } from './useTreeRefreshOnUpload';
import { useHeaderFold } from './headerFold';
import { usePageStyles } from '../../components/page.styles';
import { useButtonActions } from './useButtonActions';
import { useTaskDetail } from './useTaskDetail';
import { useTaskSwitch } from './useTaskSwitch';
import { FireCasePanel } from '../fire';
import { HistoryBanner, moduleRoot } from '../history';
import { isHistoryView, readingTaskButtons, readOnlyTree } from '../../../shared/history/rules';
import type { TaskDetailRequest } from '../../../shared/detail/contract';
import type { DetailConfig, TreeRow } from '../../../shared/detail/schemas';

/** The tree before the task has loaded (one array, so that the button context stays put). */
const NO_ROWS: readonly TreeRow[] = [];

const useStyles = makeStyles({
  // The folded header's page: tighter spacing, every pixel goes to the tree.
  compact: {
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
});

/** Key units (JGDWLB 1) open as zddw, the others as fzddw (spec 02 §2). */
export const unitType = (JGDWLB: string | null): 'zddw' | 'fzddw' =>
  JGDWLB === '1' ? 'zddw' : 'fzddw';

/**
 * Route /xfjd/projectDetail?runId&RWID[&pagetype&SFCXLSSJ&parentName&path&MODULE_ID], and its
 * fire-investigation variant /xfjd/hzdc/fireDetail with the same query.
 */
export function ProjectDetailPage(): ReactElement {
  const styles = usePageStyles();
  const local = useStyles();
  const { query, path } = useRoute();
  const fire = path === ROUTES.fireDetail;
  const { navigate, closeCurrentTab } = useRouter();
  const notify = useNotify();
  const session = useSession();
  const { user } = session;
  const header = useHeaderFold(sessionScope(session));
  const [packing, setPacking] = useState(false);

  const req = useMemo<TaskDetailRequest>(() => {
    const r: TaskDetailRequest = { runId: query.runId ?? '', RWID: query.RWID ?? '' };
    if (query.pagetype) r.pagetype = query.pagetype;
    if (query.SFCXLSSJ) r.SFCXLSSJ = query.SFCXLSSJ;
    if (query.MODULE_ID) r.MODULE_ID = query.MODULE_ID;
    return r;
  }, [query.runId, query.RWID, query.pagetype, query.SFCXLSSJ, query.MODULE_ID]);
  // pagetype 2: only looked at; no button that writes, whatever the server sent (shared/history).
  const readOnly = isHistoryView(req.pagetype);
  const hasTask = req.runId !== '' && req.RWID !== '';
  const detail = useTaskDetail(req, hasTask);
  const config = detail.data?.data.config;
  const answered = detail.data?.data.tree ?? NO_ROWS;
  const tree = useMemo(() => (readOnly ? readOnlyTree(answered) : answered), [readOnly, answered]);
  const taskName = config?.rwxx.RWMC ?? null;
  useTabTitle(taskName, taskName === null ? null : shortTaskName(taskName));
  // The history view stays one while the officer moves through the run's tasks.
  const carried = useMemo(
    () =>
      readOnly
        ? {
            pagetype: req.pagetype,
            SFCXLSSJ: req.SFCXLSSJ,
            MODULE_ID: req.MODULE_ID,
            path: query.path,
          }
        : undefined,
    [readOnly, req.pagetype, req.SFCXLSSJ, req.MODULE_ID, query.path],
  );
  const switchTask = useTaskSwitch(req.runId, query.parentName, undefined, carried);
  useTreeRefreshOnUpload(req.RWID);
  const onSwitchTask = useCallback((row: TreeRow) => void switchTask(row), [switchTask]);
  const exitPacking = useCallback(() => setPacking(false), []);
  const togglePacking = useCallback(() => setPacking((p) => !p), []);
  const { onTaskButton, onRowButton, dialogs } = useButtonActions({
    runId: req.runId,
    RWID: req.RWID,
    config,
    tree,
    user,
    parentName: query.parentName,
    SFCXLSSJ: req.SFCXLSSJ,
    togglePacking,
  });
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

  const placed = useMemo(() => {
    const all = config ? placeButtons(config, user) : { header: [], tree: [] };
    return readOnly
      ? { header: readingTaskButtons(all.header), tree: readingTaskButtons(all.tree) }
      : all;
  }, [config, user, readOnly]);

  const openUnit = (config: DetailConfig): void => {
    const { rwxx } = config;
    if (!rwxx.shdwid) return notify(M.unitNotFound, 'warning');
    navigate(
      buildPath(ROUTES.unitDetail, {
        type: unitType(rwxx.JGDWLB),
        id: rwxx.shdwid,
        runId: req.runId,
        // The unit page offers 编辑单位信息 for the task's unit (features/units): not when read-only.
        RWID: readOnly ? undefined : req.RWID,
      }),
    );
  };
  // The header folds once the task is loaded; until then the breadcrumb and 返回 stay.
  const folded = header.folded && !!config;
  const pageClass = mergeClasses(styles.page, folded && local.compact);
  const top = folded ? null : (
    <DetailTopBar
      taskName={config?.rwxx.RWMC ?? (fire ? M.fireInvestigation : M.detailTitle)}
      parentName={query.parentName}
      root={moduleRoot(query.MODULE_ID)}
      onBack={back}
      fire={fire}
    />
  );
  if (!hasTask) {
    return (
      <div className={pageClass}>
        {top}
        <ErrorState error={new AppError({ kind: 'invalid', message: M.detailMissingParams })} />
      </div>
    );
  }
  return (
    <div className={pageClass}>
      {top}
      <QueryBody query={detail} needsNetworkMessage={M.errTaskNeedsNetwork}>
        {({ data: { config } }) => {
          const { rwxx } = config;
          return (
            <>
              {readOnly ? <HistoryBanner rwxx={rwxx} /> : null}
              {folded ? (
                <BaseInfoLine
                  rwxx={rwxx}
                  buttons={placed.header}
                  onButton={onTaskButton}
                  onExpand={header.toggle}
                  onBack={back}
                  fire={fire}
                  readOnly={readOnly}
                />
              ) : (
                <BaseInfoCard
                  rwxx={rwxx}
                  buttons={placed.header}
                  onButton={onTaskButton}
                  onOpenUnit={() => openUnit(config)}
                  fire={fire}
                  onCollapse={header.toggle}
                  readOnly={readOnly}
                />
              )}
              {/* A fire case's stage, timeline, transfers and documents (features/fire). */}
              <FireCasePanel
                fire={fire}
                task={rwxx}
                tree={tree}
                compact={folded}
                readOnly={readOnly}
                onRowButton={onRowButton}
              />
              {/* 未送达 tags say what proof is missing (features/service). */}
              <DeliveryTagsProvider runId={req.runId} tree={tree}>
                <DocTreeSection
                  compact={folded}
                  tree={tree}
                  scope={`${req.runId}:${req.RWID}`}
                  buttons={placed.tree}
                  onButton={onTaskButton}
                  onRowButton={onRowButton}
                  onSwitchTask={onSwitchTask}
                  packing={packTarget}
                />
              </DeliveryTagsProvider>
              {dialogs}
            </>
          );
        }}
      </QueryBody>
    </div>
  );
}
