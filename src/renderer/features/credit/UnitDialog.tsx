import {
  Badge,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { M } from '../../../shared/messages';
import type { ButtonContext } from '../../platform/buttons';
import { qk } from '../../platform/queryKeys';
import { taskOf } from '../actions';
import { CreditFormDialog, CreditLoading } from './CreditFormDialog';
import { useGeneralRecord, useSeriousRecord } from './queries';
import { valuesOf } from './values';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { CreditGeneralRead, CreditRead } from '../../../shared/credit/contract';
import type { CreditUnitKind } from '../../../shared/credit/constants';
import { creditEntryMissing } from '../../../shared/credit/due';
import { CREDIT_UNIT_FORMS } from '../../../shared/credit/form';
import {
  creditUnitFieldIssue,
  seriousLockReason,
  seriousSubmitRefusal,
  spztLabel,
} from '../../../shared/credit/rules';
import type { CreditUnitRecord } from '../../../shared/credit/schemas';

// 一般失信信息 and 严重失信信息 of the task's unit (spec 02 §3-§9): the record (xygkTsxx,
// xygkYzsxxx) in the form. A task with no general record says '暂无一般失信数据！' and offers an
// empty form, the unit's name and credit code filled in from the task's unit; it also says when an
// entry is due (逾期不改, shared/credit/due.ts). GSQ 3-12 ('请输入数字3至12！') or 6-36
// ('请输入数字6至36！'), cleared when out of range; the credit code's check character (GB 32100). A
// serious record is saved only while new, not submitted or returned (SPZT 1, 4): otherwise the form
// is read-only and says why; once saved in 1 or 4 it goes to approval by 提交审批 (interface 100). The server's error text for the record is shown and saving disabled.

const useStyles = makeStyles({
  state: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const TITLE: Readonly<Record<CreditUnitKind, string>> = {
  general: M.creditGeneralTitle,
  serious: M.creditSeriousTitle,
};

type UnitRead = Cached<CreditRead<CreditUnitRecord> & { due?: CreditGeneralRead['due'] }>;

function Notices({ kind, read }: { kind: CreditUnitKind; read: UnitRead }): ReactNode {
  const styles = useStyles();
  const { record, refusal, due } = read.data;
  const state = spztLabel(record?.SPZT);
  return (
    <>
      {state ? (
        <div className={styles.state}>
          <Text size={200}>{M.creditApproval}</Text>
          <Badge appearance="tint" color={record?.SPZT === '3' ? 'success' : 'informative'}>
            {state}
          </Badge>
        </div>
      ) : null}
      {kind === 'general' && record === null && refusal === null ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{M.creditGeneralNone}</MessageBarTitle>
            {M.creditGeneralNoneHint}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {kind === 'general' && due && creditEntryMissing(due) ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{M.creditDueHint(due.overdue)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {kind === 'serious' && record === null && refusal === null ? (
        <Text size={200}>{M.creditSeriousNone}</Text>
      ) : null}
    </>
  );
}

/** 提交审批 of a saved serious record that may go to approval (SPZT 1 or 4), else none. */
function submitOf(
  kind: CreditUnitKind,
  record: CreditUnitRecord | null,
  ctx: ButtonContext,
): (() => Promise<ActionResult>) | undefined {
  const ID = record?.ID;
  if (kind !== 'serious' || !ID || seriousSubmitRefusal(record.SPZT) !== null) return undefined;
  return () => ctx.call('credit:submitSerious', { ...taskOf(ctx), ID });
}

function UnitForm({
  ctx,
  kind,
  query,
}: {
  ctx: ButtonContext;
  kind: CreditUnitKind;
  query: ReturnType<typeof useSeriousRecord> | ReturnType<typeof useGeneralRecord>;
}): ReactElement {
  const read = query.data as UnitRead | undefined;
  const unitId = ctx.config.rwxx.shdwid;
  // A new record starts from the task's unit: its name and credit code (units:get, cached).
  const prefill = read !== undefined && read.data.record === null && read.data.refusal === null;
  const unit = useQuery({
    queryKey: qk.unit(unitId ?? ''),
    queryFn: () => ctx.call('units:get', { runId: ctx.runId, id: unitId ?? '' }),
    enabled: prefill && !!unitId,
  });
  const title = TITLE[kind];
  const waiting = prefill && !!unitId && unit.data === undefined && !unit.isError;
  if (read === undefined || waiting)
    return <CreditLoading title={title} query={query} onClose={ctx.close} />;
  const { record, refusal } = read.data;
  const definition = CREDIT_UNIT_FORMS[kind];
  const channel = kind === 'general' ? 'credit:saveGeneral' : 'credit:saveSerious';
  return (
    <CreditFormDialog
      ctx={ctx}
      title={title}
      definition={definition}
      issue={(name, values) => creditUnitFieldIssue(kind, name, values)}
      initial={valuesOf(definition, record, {
        DWMC: unit.data?.data.DWMC ?? ctx.config.rwxx.DWMC,
        SHXYDM: unit.data?.data.TYSHXYDM,
      })}
      read={read}
      refusal={refusal}
      lockReason={kind === 'serious' ? seriousLockReason(record?.SPZT) : null}
      notices={<Notices kind={kind} read={read} />}
      save={(values) =>
        ctx.call(channel, {
          ...taskOf(ctx),
          ...(record?.ID ? { ID: record.ID } : {}),
          values,
        })
      }
      submit={submitOf(kind, record, ctx)}
    />
  );
}

/** 一般失信信息: xygkTsxx, and whether an entry is due. */
export function GeneralDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  const query = useGeneralRecord(ctx.call, taskOf(ctx), ctx.config.rwxx.RWLX);
  return <UnitForm ctx={ctx} kind="general" query={query} />;
}

/** 严重失信信息: xygkYzsxxx; read-only unless new, not submitted or returned. */
export function SeriousDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  const query = useSeriousRecord(ctx.call, taskOf(ctx));
  return <UnitForm ctx={ctx} kind="serious" query={query} />;
}
