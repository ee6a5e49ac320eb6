import { Button, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import type { ButtonContext } from '../../platform/buttons';
import { useRouter } from '../../platform/router';
import { ROUTES, buildPath, docPagePath } from '../../platform/routes';
import { DangerTable, RowButton } from './DangerTable';
import { RectifyStep, useRectifyDate } from './RectifyStep';
import { useDangers } from './queries';
import {
  APPLICATION_FORM,
  DANGER_SCOPE,
  type DangerScope,
  type ReinspectionKind,
} from '../../../shared/inspection/constants';
import {
  applicationQuery,
  isFindingTask,
  isRectified,
  selectionRefusal,
} from '../../../shared/inspection/rules';
import type { HiddenDanger } from '../../../shared/inspection/schemas';
import { REINSPECTION_TASK_TYPE } from '../../../shared/tasks/clock';

// The hidden-danger dialog (spec 01 §2): 本次检查发现 and 历次检查发现 (the unit's dangers found in
// the officer's other tasks; a row opens its task read-only, pagetype=2, in place of this one).
// Given a type (复查申请, spec 01 §5, §7) it shows only this task's dangers with check boxes: at
// least one, none rectified, else '请选择未整改隐患信息！'; the server's check by type, then the
// application document /ws/fcsqdj with the spec's query. A re-inspection (or the open task that
// found it) confirms a danger rectified in a second step of the same dialog.

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: '240px',
  },
  intro: { color: tokens.colorNeutralForeground3 },
});

type Props = { ctx: ButtonContext; kind?: ReinspectionKind };

export function HiddenDangerDialog({ ctx, kind }: Props): ReactElement {
  const styles = useStyles();
  const { navigate } = useRouter();
  const [tab, setTab] = useState<DangerScope>(DANGER_SCOPE.task);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [rectifying, setRectifying] = useState<HiddenDanger | null>(null);
  const date = useRectifyDate(rectifying);
  const task = { runId: ctx.runId, RWID: ctx.RWID };
  const own = useDangers(ctx.call, task, DANGER_SCOPE.task);
  const past = useDangers(ctx.call, task, DANGER_SCOPE.past, !kind && tab === DANGER_SCOPE.past);
  const { rwxx } = ctx.config;
  const open = rwxx.rwzt === '0' || rwxx.rwzt === '1';
  const canRectify =
    !kind && open && (rwxx.RWLX === REINSPECTION_TASK_TYPE || isFindingTask(rwxx.RWLX));
  const reinspection = rwxx.RWLX === REINSPECTION_TASK_TYPE;

  const toggle = (id: string): void =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

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

  const rectify = async (d: HiddenDanger): Promise<void> => {
    if (date.state.check()) return;
    const done = await ctx.run(
      () =>
        ctx.call('inspection:rectify', {
          runId: ctx.runId,
          RWID: ctx.RWID,
          ID: d.ID,
          ZGRQ: date.state.value,
        }),
      (r) => r.message || M.rectifyDone,
    );
    if (!done) return;
    setRectifying(null);
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
          selection={kind ? { chosen, toggle } : undefined}
          action={
            canRectify
              ? (row) =>
                  isRectified(row) ? null : (
                    <RowButton onClick={() => setRectifying(row)}>{M.rectifyAction}</RowButton>
                  )
              : undefined
          }
        />
      )}
    </QueryBody>
  );

  const step = rectifying ? <RectifyStep danger={rectifying} date={date} /> : null;
  const actions = rectifying ? (
    <>
      <NetButton
        appearance="primary"
        offlineReason={M.applyOffline}
        onClick={() => void rectify(rectifying)}
      >
        {M.rectifyAction}
      </NetButton>
      <Button onClick={() => setRectifying(null)}>{M.back}</Button>
    </>
  ) : (
    <>
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

  // One dialog whose body changes by step: the list, or confirming one danger rectified.
  return (
    <DialogShell
      title={rectifying ? M.rectifyTitle : kind ? M.applyTitle : M.dangersTitle}
      onClose={ctx.close}
      width={rectifying ? 560 : 1080}
      contentClassName={styles.content}
      actions={actions}
    >
      {step ??
        (kind ? (
          <>
            <Text className={styles.intro}>{M.applyIntro}</Text>
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
        ))}
    </DialogShell>
  );
}
