import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ActionFormDialog } from './ActionFormDialog';
import { taskClock } from '../../../shared/tasks/clock';
import {
  DOC_APPROVED,
  EXECUTION_FULFILLED,
  POSTPONEMENT_DOC_TYPE,
  POSTPONEMENT_FORM,
} from '../../../shared/actions/constants';
import {
  executionForm,
  inspectionTimeForm,
  postponeForm,
  resumeClockForm,
} from '../../../shared/actions/forms';
import { useClockContext } from '../../platform/calendar';
import { Intro } from './FormDialogs';
import { LoadingDialog, useTaskRecord } from './LoadingDialog';
import { afterWrite, asDateTime, listOf, taskOf, textOf, type ActionDialogProps } from './write';
import type { Deadlines, Postponement } from '../../../shared/actions/schemas';
import type { TreeRow } from '../../../shared/detail/schemas';
import type { FormValues } from '../../../shared/forms/types';

// The actions whose form opens with a record of the task: read first (spinner, or the failure with
// a retry), then the form with its values.

/** 恢复计时: the running suspension (RWMC, LDSPSJ), the resume time and reason, files; SJTBZT becomes 2. */
export function ResumeClockDialog({ ctx }: ActionDialogProps): ReactElement {
  const query = useTaskRecord(ctx, 'suspension', () => ctx.call('actions:suspension', taskOf(ctx)));
  return (
    <LoadingDialog title={M.resumeTitle} query={query} onClose={ctx.close}>
      {(s) => (
        <ActionFormDialog
          ctx={ctx}
          definition={resumeClockForm}
          initialValues={{ RWMC: s.RWMC, LDSPSJ: asDateTime(s.LDSPSJ) }}
          intro={s.ZZYY ? <Intro text={M.resumeSuspensionReason(s.ZZYY)} /> : undefined}
          onClose={ctx.close}
          onSubmit={async (values) => {
            const r = await ctx.call('actions:resumeClock', {
              ...taskOf(ctx),
              HFJSSJ: textOf(values, 'HFJSSJ'),
              HFJSSM: textOf(values, 'HFJSSM'),
              files: listOf(values, 'files'),
            });
            await afterWrite(ctx, r, M.resumeDone);
          }}
        />
      )}
    </LoadingDialog>
  );
}

/** What the postponement changes: the task's statutory clock, else its planned end (JHJSRQ). */
function CurrentDeadline({ deadlines }: { deadlines: Deadlines | undefined }): ReactElement {
  const { today, calendar } = useClockContext();
  if (!deadlines) return <Text>{M.actionLoading}</Text>;
  const clock = taskClock(deadlines, today, calendar);
  const text = clock
    ? M.postponeCurrentClock(clock.label, clock.deadline, clock.text)
    : deadlines.JHJSRQ
      ? M.postponeCurrentDeadline(deadlines.JHJSRQ.slice(0, 10))
      : M.postponeNoDeadline;
  return <Intro text={text} />;
}

const useStyles = makeStyles({ list: { margin: 0, paddingLeft: '1.2em' } });

/**
 * The task's earlier postponement requests (generic query 3967), newest first: what was already
 * asked, to which date, and whether its approval form went through. Nothing when there are none.
 */
function EarlierRequests({ rows }: { rows: readonly Postponement[] }): ReactElement | null {
  const styles = useStyles();
  if (rows.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{M.postponeHistoryTitle(rows.length)}</MessageBarTitle>
        <ul className={styles.list} aria-label={M.postponeHistoryTitle(rows.length)}>
          {rows.map((p) => (
            <li key={p.ID}>
              {M.postponeHistoryItem(
                (p.SQSJ ?? '').slice(0, 10),
                p.SQR ?? '',
                (p.JHJSRQ ?? '').slice(0, 10),
                p.SPZT === '1' ? M.postponeApproved : M.postponeAwaiting,
              )}
              {p.YQYY ? `，${M.postponeHistoryReason(p.YQYY)}` : ''}
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * The FLWSID of the task's approved postponement approval form (延期审批表, 120), the latest approved
 * one if several: the request names it as wsid (spec 02 §3). None: the request goes without.
 */
function approvedPostponementForm(tree: readonly TreeRow[], RWID: string): string | null {
  const rowsOf = (rows: readonly TreeRow[]): TreeRow[] =>
    rows.flatMap((r) => [r, ...rowsOf(r.children)]);
  const latest = rowsOf(tree)
    .filter(
      (r) =>
        r.RWID === RWID &&
        !!r.FLWSID &&
        (r.RWWSSZID === POSTPONEMENT_DOC_TYPE || r.FLWSLB === POSTPONEMENT_FORM) &&
        r.STATUS === DOC_APPROVED &&
        !Number(r.RW_ISDELETED ?? 0),
    )
    .reduce<TreeRow | null>((a, r) => (!a || (r.SPSJ ?? '') > (a.SPSJ ?? '') ? r : a), null);
  return latest?.FLWSID ?? null;
}

/** 申请延期: the requested deadline and the reason (sfyq 1), with the current deadline above. */
export function PostponeDialog({ ctx }: ActionDialogProps): ReactElement {
  // The form need not wait for the deadline: it is context, and the officer can start typing.
  const deadlines = useTaskRecord(ctx, 'deadlines', () =>
    ctx.call('actions:deadlines', taskOf(ctx)),
  );
  // Context as well: the requests already made (none shown while reading or when it fails).
  const earlier = useTaskRecord(ctx, 'postponements', () =>
    ctx.call('actions:postponements', taskOf(ctx)),
  );
  const wsid = approvedPostponementForm(ctx.tree, ctx.RWID);
  return (
    <ActionFormDialog
      ctx={ctx}
      definition={postponeForm}
      intro={
        <>
          {deadlines.isError ? null : <CurrentDeadline deadlines={deadlines.data?.data} />}
          <EarlierRequests rows={earlier.data?.data ?? []} />
        </>
      }
      onClose={ctx.close}
      onSubmit={async (values) => {
        const r = await ctx.call('actions:postpone', {
          ...taskOf(ctx),
          jhjsrq: textOf(values, 'jhjsrq'),
          yqyy: textOf(values, 'yqyy'),
          sfyq: '1',
          ...(wsid ? { wsid } : {}),
        });
        await afterWrite(ctx, r, M.postponeDone);
      }}
    />
  );
}

/** 执行登记: an existing registration fills the form; date and situation only when fulfilled (ZXQK 1). */
export function ExecutionDialog({ ctx }: ActionDialogProps): ReactElement {
  const query = useTaskRecord(ctx, 'execution', () => ctx.call('actions:execution', taskOf(ctx)));
  return (
    <LoadingDialog title={M.executionTitle} query={query} onClose={ctx.close}>
      {(e) => {
        const initial: FormValues = e
          ? {
              ZXLX: e.ZXLX ?? '',
              ZXQK: e.ZXQK ?? '',
              LXRQ: (e.LXRQ ?? '').slice(0, 10),
              LXQK: e.LXQK ?? '',
            }
          : {};
        return (
          <ActionFormDialog
            ctx={ctx}
            definition={executionForm}
            initialValues={initial}
            intro={e?.WH ? <Intro text={M.executionDecision(e.WH)} /> : undefined}
            onClose={ctx.close}
            onSubmit={async (values) => {
              const ZXQK = textOf(values, 'ZXQK');
              const fulfilled = ZXQK === EXECUTION_FULFILLED;
              const LXRQ = textOf(values, 'LXRQ');
              const LXQK = textOf(values, 'LXQK');
              const r = await ctx.call('actions:registerExecution', {
                ...taskOf(ctx),
                ZXQK,
                // The date belongs to a fulfilment only; the situation may describe either.
                ...(fulfilled && LXRQ ? { LXRQ } : {}),
                ...(LXQK ? { LXQK } : {}),
              });
              await afterWrite(ctx, r, M.executionDone);
            }}
          />
        );
      }}
    </LoadingDialog>
  );
}

/** 修改检查时间: the unit's pending request fills applicant and time; agree or not (ISTY). */
export function InspectionTimeDialog({ ctx }: ActionDialogProps): ReactElement {
  const query = useTaskRecord(ctx, 'inspectionTime', () =>
    ctx.call('actions:inspectionTime', taskOf(ctx)),
  );
  return (
    <LoadingDialog title={M.inspectionTimeTitle} query={query} onClose={ctx.close}>
      {(req) => (
        <ActionFormDialog
          ctx={ctx}
          definition={inspectionTimeForm}
          initialValues={req ? { SQR: req.SQR ?? '', YYTIME: asDateTime(req.YYTIME) } : {}}
          intro={
            req ? (
              req.SQYY ? (
                <Intro text={M.inspectionTimeRequestReason(req.SQYY)} />
              ) : undefined
            ) : (
              <Intro text={M.inspectionTimeNoRequest} />
            )
          }
          onClose={ctx.close}
          onSubmit={async (values) => {
            const r = await ctx.call('actions:changeInspectionTime', {
              ...taskOf(ctx),
              SQR: textOf(values, 'SQR'),
              YYTIME: textOf(values, 'YYTIME'),
              ISTY: textOf(values, 'ISTY') === '0' ? '0' : '1',
            });
            await afterWrite(ctx, r, M.inspectionTimeDone);
          }}
        />
      )}
    </LoadingDialog>
  );
}
