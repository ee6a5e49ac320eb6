import { Button, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ActionButton } from '../../components/ActionButton';
import { DialogShell } from '../../components/DialogShell';
import { NetButton, useOfflineBlocked } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import type { ButtonContext } from '../../platform/buttons';
import { useRouter } from '../../platform/router';
import { ROUTES, buildPath, docPagePath } from '../../platform/routes';
import { DangerTable, RowButton, type DangerSelection } from './DangerTable';
import { RectifyStep, useRectifyDate, type Rectifying } from './RectifyStep';
import { useDangers } from './queries';
import {
  APPLICATION_FORM,
  DANGER_SCOPE,
  RECTIFY_MANY_MAX,
  type DangerScope,
  type ReinspectionKind,
} from '../../../shared/inspection/constants';
import {
  applicationQuery,
  applyLock,
  isFindingTask,
  isRectified,
  selectionRefusal,
} from '../../../shared/inspection/rules';
import type { HiddenDanger } from '../../../shared/inspection/schemas';
import { REINSPECTION_TASK_TYPE } from '../../../shared/tasks/clock';

// The hidden-danger dialog (spec 01 §2): 本次检查发现 and 历次检查发现 (the unit's dangers found in
// the officer's other tasks; a row opens its task read-only, pagetype=2, in place of this one).
// Given a type (复查申请, spec 01 §5, §7) it shows only this task's dangers with check boxes (a
// rectified or already applied-for one's disabled, the reason shown): at least one, none
// rectified, else '请选择未整改隐患信息！'; the server's check by type, then the
// application document /ws/fcsqdj with the spec's query. A re-inspection (or the open task that
// found it) confirms a danger rectified in a second step of the same dialog: one from its row
// (确认整改, saveOrUpdate 3408), or the ticked unrectified ones together on one date (批量确认整改,
// saveEntities: all or nothing).

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: '240px',
  },
  intro: { color: tokens.colorNeutralForeground3 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type Props = { ctx: ButtonContext; kind?: ReinspectionKind };

export function HiddenDangerDialog({ ctx, kind }: Props): ReactElement {
  const styles = useStyles();
  const { navigate } = useRouter();
  const [tab, setTab] = useState<DangerScope>(DANGER_SCOPE.task);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [rectifying, setRectifying] = useState<Rectifying | null>(null);
  const date = useRectifyDate(rectifying);
  // Back from the step (返回, or saved): the button that opened it may be gone; focus the list.
  const listRef = useRef<HTMLDivElement>(null);
  const wasStep = useRef(false);
  useEffect(() => {
    if (wasStep.current && !rectifying) listRef.current?.focus();
    wasStep.current = rectifying !== null;
  }, [rectifying]);
  /** Opens the step, without the last step's complaint about its date. */
  const openStep = (r: Rectifying): void => {
    date.setError(null);
    setRectifying(r);
  };
  const task = { runId: ctx.runId, RWID: ctx.RWID };
  const own = useDangers(ctx.call, task, DANGER_SCOPE.task);
  const past = useDangers(ctx.call, task, DANGER_SCOPE.past, !kind && tab === DANGER_SCOPE.past);
  const { rwxx } = ctx.config;
  const open = rwxx.rwzt === '0' || rwxx.rwzt === '1';
  const canRectify =
    !kind && open && (rwxx.RWLX === REINSPECTION_TASK_TYPE || isFindingTask(rwxx.RWLX));
  const reinspection = rwxx.RWLX === REINSPECTION_TASK_TYPE;
  const offline = useOfflineBlocked();
  const ownRows = own.data?.data ?? [];
  // 批量确认整改: the ticked dangers still unrectified, in the table's order (the order sent).
  const unrectified = ownRows.filter((d) => !isRectified(d));
  const ticked = unrectified.filter((d) => chosen.has(d.ID));

  const toggle = (id: string): void =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const setAll = (ids: readonly string[], on: boolean): void =>
    setChosen((s) => {
      const next = new Set(s);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const selection: DangerSelection | undefined = kind
    ? { chosen, toggle, locked: applyLock }
    : canRectify
      ? {
          chosen,
          toggle,
          selectable: (d) => !isRectified(d),
          all: { label: M.rectifySelectAll, set: setAll },
        }
      : undefined;

  const apply = async (k: ReinspectionKind): Promise<void> => {
    const rows = (own.data?.data ?? []).filter((d) => chosen.has(d.ID));
    const refused = selectionRefusal(rows);
    if (refused) return ctx.notify(refused, 'warning');
    const done = await ctx.run(
      () =>
        ctx.call('inspection:apply', {
          runId: ctx.runId,
          RWID: ctx.RWID,
          kind: k,
          ids: rows.map((d) => d.ID),
        }),
      (r) => r.message || M.applyDone,
    );
    if (!done) return;
    const query = applicationQuery({
      runId: ctx.runId,
      RWID: ctx.RWID,
      DWID: rwxx.shdwid ?? rows[0]?.DWID ?? '',
      kind: k,
      dangers: rows,
    });
    ctx.close();
    await ctx.openDocument(buildPath(docPagePath(APPLICATION_FORM), query));
  };

  const rectify = async ({ dangers, many }: Rectifying): Promise<void> => {
    if (date.state.check()) return;
    const t = { runId: ctx.runId, RWID: ctx.RWID, ZGRQ: date.state.value };
    const done = await ctx.run(
      () =>
        many
          ? ctx.call('inspection:rectifyMany', { ...t, IDs: dangers.map((d) => d.ID) })
          : ctx.call('inspection:rectify', { ...t, ID: dangers[0]?.ID ?? '' }),
      (r) => r.message || (many ? M.rectifyManyDone(dangers.length) : M.rectifyDone),
    );
    // Refused: nothing was saved; the step stays with the server's message shown.
    if (!done) return;
    setRectifying(null);
    if (many) setChosen(new Set());
    await ctx.refresh();
  };

  const openTask = (d: HiddenDanger): void => {
    if (!d.RWID || !d.runId) return;
    ctx.close();
    navigate(buildPath(ROUTES.projectDetail, { runId: d.runId, RWID: d.RWID, pagetype: '2' }), {
      replace: true,
    });
  };

  const ownTable = (
    <QueryBody
      query={own}
      isEmpty={(d) => d.data.length === 0}
      emptyText={reinspection ? M.dangersReinspectionEmpty : M.dangersEmptyTask}
    >
      {(d) => (
        <DangerTable
          rows={d.data}
          label={M.dangersThisTask}
          selection={selection}
          action={
            canRectify
              ? (row) =>
                  isRectified(row) ? null : (
                    <RowButton onClick={() => openStep({ dangers: [row], many: false })}>
                      {M.rectifyAction}
                    </RowButton>
                  )
              : undefined
          }
        />
      )}
    </QueryBody>
  );

  const step = rectifying ? <RectifyStep rectifying={rectifying} date={date} /> : null;
  const actions = rectifying ? (
    <>
      <NetButton
        appearance="primary"
        offlineReason={M.rectifyOffline}
        onClick={() => void rectify(rectifying)}
      >
        {M.rectifyAction}
      </NetButton>
      <Button onClick={() => setRectifying(null)}>{M.back}</Button>
    </>
  ) : (
    <>
      {canRectify && tab === DANGER_SCOPE.task && unrectified.length > 0 ? (
        <ActionButton
          appearance="primary"
          unavailableReason={
            ticked.length === 0
              ? M.rectifyManyNone
              : ticked.length > RECTIFY_MANY_MAX
                ? M.rectifyManyTooMany(RECTIFY_MANY_MAX)
                : offline
                  ? M.rectifyOffline
                  : null
          }
          onAction={() => openStep({ dangers: ticked, many: true })}
        >
          {M.rectifyManyAction}
        </ActionButton>
      ) : null}
      {kind ? (
        <NetButton
          appearance="primary"
          offlineReason={M.applyOffline}
          onClick={() => void apply(kind)}
        >
          {M.applySubmit}
        </NetButton>
      ) : null}
      <Button appearance="secondary" onClick={ctx.close}>
        {M.close}
      </Button>
    </>
  );

  // One dialog whose body changes by step: the list, or confirming one or more dangers rectified.
  return (
    <DialogShell
      title={
        rectifying
          ? rectifying.many
            ? M.rectifyManyTitle
            : M.rectifyTitle
          : kind
            ? M.applyTitle
            : M.dangersTitle
      }
      onClose={ctx.close}
      width={rectifying ? 560 : 1080}
      contentClassName={styles.content}
      actions={actions}
    >
      {step ?? (
        <div className={styles.list} ref={listRef} tabIndex={-1}>
          {kind ? (
            <>
              <Text className={styles.intro}>{M.applyIntro}</Text>
              {ownRows.some((d) => applyLock(d) !== null) ? (
                <Text className={styles.intro}>{M.applyLockedNote}</Text>
              ) : null}
              {ownTable}
            </>
          ) : (
            <>
              <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as DangerScope)}>
                <Tab value={DANGER_SCOPE.task}>{M.dangersThisTask}</Tab>
                <Tab value={DANGER_SCOPE.past}>{M.dangersPast}</Tab>
              </TabList>
              {tab === DANGER_SCOPE.task ? (
                ownTable
              ) : (
                <QueryBody
                  query={past}
                  isEmpty={(d) => d.data.length === 0}
                  emptyText={M.dangersEmptyPast}
                >
                  {(d) => (
                    <DangerTable
                      rows={d.data}
                      label={M.dangersPast}
                      showTask
                      action={(row) => (
                        <RowButton onClick={() => openTask(row)}>{M.dangerOpenTask}</RowButton>
                      )}
                    />
                  )}
                </QueryBody>
              )}
            </>
          )}
        </div>
      )}
    </DialogShell>
  );
}
