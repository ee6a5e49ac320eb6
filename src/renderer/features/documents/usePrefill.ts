import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCall } from '../../platform/ApiProvider';
import { useToday } from '../../platform/calendar';
import { qk } from '../../platform/queryKeys';
import { useAnyTaskDetail } from '../../platform/taskDetail';
import { useSession } from '../../platform/session';
import { documentForm } from '../../../shared/documents/forms';
import {
  NO_PREFILL,
  detailSources,
  inspectionDateOf,
  mergeUnits,
  neededMeanings,
  noticeNumberOf,
  numberPrefixOf,
  pageSources,
  prefill,
  prefilledLabels,
  treeNumbers,
  type Prefill,
  type PrefillMeaning,
} from '../../../shared/documents/prefill';
import type { ServerField } from '../../../shared/forms/serverFields';
import { DICT } from '../../../shared/dict/constants';

// A new document's pre-filled values (shared/documents/prefill.ts): the sources are what the
// detail screen already read (the react-query cache), else read once through the same calls and
// keys. Nothing is read for a saved document, or for a form none of whose fields means a fact.

export type UsePrefillArgs = {
  /** The document page's server-defined fields; undefined while the definition loads. */
  fields: readonly ServerField[] | undefined;
  /** The page's form ('cpzlxqgztzs'): its kind's numbers in the tree give the number prefix. */
  form?: string;
  RWID: string;
  runId: string;
  /** Only a new document is pre-filled; a saved one keeps what it has. */
  isNew: boolean;
  /** The page's query: what it tells (LYBH, the penalty wizard's target and source type). */
  query?: Readonly<Record<string, string | undefined>>;
};

export type PrefillState = Prefill & {
  /** The sources were read (or failed: then fewer fields are filled); the form may open. */
  ready: boolean;
  /** The labels of the pre-filled fields, in form order: what PrefillNote lists. */
  labels: readonly string[];
};

const UNIT_MEANINGS: readonly PrefillMeaning[] = [
  'unitName',
  'unitAddress',
  'creditCode',
  'legalRep',
];
const TASK_MEANINGS: readonly PrefillMeaning[] = [
  ...UNIT_MEANINGS,
  'officers',
  'inspectionDate',
  'numberPrefix',
  'taskName',
  'registeredOn',
  'sourceNumber',
  'targetName',
  'targetAddress',
];

/** The unit fact a meaning falls back to (the penalty target is the task's unit unless an individual). */
const unitFactOf = (m: PrefillMeaning): PrefillMeaning =>
  m === 'targetName' ? 'unitName' : m === 'targetAddress' ? 'unitAddress' : m;

/** Whether the task's detail already tells a unit fact (then the unit record need not be read). */
function knownFromTask(m: PrefillMeaning, s: ReturnType<typeof detailSources>): boolean {
  const known = (...values: (string | null | undefined)[]): boolean =>
    values.some((v) => (v ?? '') !== '');
  if (m === 'unitName') return known(s.task?.DWMC, s.unit?.DWMC);
  if (m === 'unitAddress') return known(s.task?.DWDZ, s.unit?.DWDZ);
  if (m === 'creditCode') return known(s.unit?.TYSHXYDM);
  return known(s.unit?.FDDBR);
}

/** Settled: not asked for, answered, or failed (a failure only means fewer fields are filled). */
const settled = (q: UseQueryResult, asked: boolean): boolean => !asked || q.isSuccess || q.isError;

const NO_QUERY: Readonly<Record<string, string | undefined>> = {};

export function usePrefill({
  fields,
  form,
  RWID,
  runId,
  isNew,
  query = NO_QUERY,
}: UsePrefillArgs): PrefillState {
  const call = useCall();
  const { user, realName } = useSession();
  const today = useToday();
  const defs = useMemo(() => (fields ? documentForm(fields).fields : []), [fields]);
  const needs = useMemo(() => neededMeanings(defs, form), [defs, form]);
  const page = useMemo(() => pageSources(query), [query]);
  const active = isNew && fields !== undefined && needs.size > 0;
  const needsTask =
    active && RWID !== '' && runId !== '' && TASK_MEANINGS.some((m) => needs.has(m));

  const detailQ = useAnyTaskDetail(runId, RWID, needsTask);
  const detail = detailQ.data;
  const config = detail?.data.config;
  const fromMap = useMemo(() => (config ? detailSources(config) : null), [config]);

  // The unit record, for what the task does not carry (credit code, legal representative).
  const shdwid = typeof config?.rwxx.shdwid === 'string' ? config.rwxx.shdwid : '';
  const unitAsked =
    needsTask &&
    shdwid !== '' &&
    fromMap !== null &&
    [...needs].some(
      (m) =>
        m !== 'officer' &&
        UNIT_MEANINGS.includes(unitFactOf(m)) &&
        !knownFromTask(unitFactOf(m), fromMap),
    );
  const unitQ = useQuery({
    queryKey: qk.unit(shdwid),
    queryFn: () => call('units:get', { runId, id: shdwid }),
    enabled: unitAsked,
  });

  // The task's inspection record (jcjlid): when the inspection took place.
  const jcjlid = typeof config?.rwxx.jcjlid === 'string' ? config.rwxx.jcjlid : '';
  const recordAsked = needsTask && jcjlid !== '' && needs.has('inspectionDate');
  const recordQ = useQuery({
    queryKey: qk.doc(jcjlid),
    queryFn: () => call('documents:get', { FLWSID: jcjlid }),
    enabled: recordAsked,
  });

  // The wizard's source type as its label (XFJD_XZCF_CFLYLX), to choose the form's 案件来源.
  const sourceAsked = active && needs.has('caseSource') && page.CF_LYTYPE !== '';
  const sourceQ = useQuery({
    queryKey: qk.dict(DICT.penaltySource),
    queryFn: () => call('dict:get', { code: DICT.penaltySource }),
    staleTime: 60 * 60 * 1000,
    enabled: sourceAsked,
  });

  const ready =
    !active ||
    ((!needsTask || detail !== undefined || detailQ.isSuccess || detailQ.isError) &&
      settled(unitQ, unitAsked) &&
      settled(recordQ, recordAsked) &&
      settled(sourceQ, sourceAsked));

  const unit = unitQ.data?.data;
  const record = recordQ.data?.data.values;
  const tree = detail?.data.tree;
  const sourceLabel =
    sourceQ.data?.data.find((i) => i.dictKey === page.CF_LYTYPE)?.dictValue ?? null;
  return useMemo((): PrefillState => {
    if (!active) return { ...NO_PREFILL, ready: true, labels: [] };
    if (!ready) return { ...NO_PREFILL, ready: false, labels: [] };
    const r = prefill(
      defs,
      {
        task: fromMap?.task ?? null,
        unit: mergeUnits(unit ?? null, fromMap?.unit),
        officer: {
          id: user.user_id,
          name: user.real_name || realName,
          companyName: user.company_name,
        },
        today,
        inspectionDate: inspectionDateOf(record),
        numberPrefix: form && tree ? numberPrefixOf(treeNumbers(tree, form), today) : null,
        page: { ...page, sourceLabel },
        noticeNumber: tree ? noticeNumberOf(tree) : null,
      },
      {},
      form,
    );
    return { ...r, ready: true, labels: prefilledLabels(defs, r.prefilled) };
  }, [
    active,
    ready,
    defs,
    fromMap,
    unit,
    user,
    realName,
    today,
    record,
    form,
    tree,
    page,
    sourceLabel,
  ]);
}
