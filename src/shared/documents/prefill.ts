import { toDate } from '../common/dates';
import { isEmpty } from '../forms/rules';
import type { FieldDef, FieldValue, FormValues } from '../forms/types';
import type { DetailConfig, TreeRow } from '../detail/schemas';
import { formOfUrl } from './rules';
import { TARGET_INDIVIDUAL } from '../penalty/constants';
import { RECTIFICATION_NOTICE } from '../products/constants';

// Pre-filling a new form (issue 14, docs/decisions.md "Issue 14: pre-filled forms"): a field is
// filled only when its name means one fact the client already knows for certain (the task's unit,
// the task's officers, the signed-in officer, today, the date of the task's inspection record, the
// number prefix of the task's documents of the same kind) and the field is still empty. A name
// that means different things on different forms (SQR: the unit's applicant on 复查申请登记, the
// officer on 任务作废审批表; LARQ: today on 立案审批表, the old filing date on 延期审批表) is not
// mapped: a wrong value the officer does not notice is worse than a blank one.

/** What a field's name stands for. */
export type PrefillMeaning =
  | 'unitName'
  | 'unitAddress'
  | 'creditCode'
  | 'legalRep'
  | 'officers'
  | 'officerUnit'
  | 'today'
  | 'inspectionDate'
  | 'numberPrefix'
  // Issue 29: meanings a field has on one form only (FORM_FIELD_MEANINGS).
  | 'taskName'
  | 'registeredOn'
  | 'officerName'
  | 'sourceNumber'
  | 'targetName'
  | 'targetAddress'
  | 'caseSource';

/**
 * Field names (as the BladeX forms and spec 01/02 name them) with one meaning wherever they occur.
 * Text fields unless the meaning is a date; a field of another kind is left alone.
 */
export const FIELD_MEANINGS: Readonly<Record<string, PrefillMeaning>> = {
  DWMC: 'unitName',
  SHDWMC: 'unitName',
  DWDZ: 'unitAddress',
  TYSHXYDM: 'creditCode',
  SHXYDM: 'creditCode',
  FDDBR: 'legalRep',
  // The task's officers, named together ('张伟、李强').
  JCRY: 'officers',
  ZFRY: 'officers',
  CBR: 'officers',
  GZR: 'officers',
  SDR: 'officers',
  KYRY: 'officers',
  CYR: 'officers',
  // The issuing brigade: the signed-in officer's unit.
  LKDW: 'officerUnit',
  CBDW: 'officerUnit',
  // The document's own date: the day it is written.
  LKRQ: 'today',
  TBRQ: 'today',
  JCRQ: 'inspectionDate',
  WH: 'numberPrefix',
};

/**
 * Field names whose meaning depends on the form (issue 29): SQR is the unit's applicant on
 * 复查申请登记 but the officer on 任务作废审批表; LARQ is today on 立案审批表 but the case's filing
 * date on 案件中止计时审批表. Each form lists what its names mean there; the table above still
 * applies to the names a form does not list.
 */
export const FORM_FIELD_MEANINGS: Readonly<
  Record<string, Readonly<Record<string, PrefillMeaning>>>
> = {
  // 复查申请登记: the notice's number, which the page's own query carries (LYBH).
  fcsqdj: { YWSWH: 'sourceNumber' },
  // 立案审批表 and 立案登记表 from the penalty wizard: the target and the source type it chose.
  laspb: { CFDXMC: 'targetName', CFDXDZ: 'targetAddress', AJLY: 'caseSource' },
  ladjb: { CFDXMC: 'targetName', CFDXDZ: 'targetAddress', AJLY: 'caseSource' },
  // 任务作废审批表: the task being voided, applied for by the signed-in officer.
  sqrwzfspb: { RWMC: 'taskName', SQR: 'officerName' },
  // 案件中止计时审批表: the case is the task (a penalty case), filed on its LARQ.
  sqbaqxzzjsspb: { AJMC: 'taskName', LARQ: 'registeredOn' },
  // 临时查封现场笔录: the party is the task's unit.
  lscfxcbl: { DSR: 'unitName' },
};

const DATE_MEANINGS: ReadonlySet<PrefillMeaning> = new Set([
  'today',
  'inspectionDate',
  'registeredOn',
]);

/** Meanings whose field is a choice (select or radio) rather than text. */
const CHOICE_MEANINGS: ReadonlySet<PrefillMeaning> = new Set(['caseSource']);

/** The task's base information (detail:get's rwxx), as far as it is known. */
export type PrefillTask = {
  DWMC?: string | null;
  DWDZ?: string | null;
  /** The task's officer (承办人). */
  CBRXM?: string | null;
  /** The task's co-officer (协办人). */
  copycbr?: string | null;
  /** The task's name (for a penalty case, the case's name). */
  RWMC?: string | null;
  /** A penalty case's filing date (立案日期). */
  LARQ?: string | null;
};

/**
 * What the page's own query tells (issue 29): the notice number a re-inspection application was
 * opened with (LYBH, spec 01 §2), the penalty wizard's target and source type (CFDXLX, CFDXMC,
 * CFDXDZ, CF_LYTYPE) and the label of that source type in its dictionary (XFJD_XZCF_CFLYLX).
 */
export type PrefillPage = {
  LYBH?: string | null;
  CFDXLX?: string | null;
  CFDXMC?: string | null;
  CFDXDZ?: string | null;
  CF_LYTYPE?: string | null;
  /** The dictionary label of CF_LYTYPE ('监督检查发现'), when the dictionary is known. */
  sourceLabel?: string | null;
};

/** The task's unit record (units:get), as far as it is known. */
export type PrefillUnit = {
  DWMC?: string | null;
  DWDZ?: string | null;
  TYSHXYDM?: string | null;
  FDDBR?: string | null;
};

export type PrefillSources = {
  task?: PrefillTask | null;
  unit?: PrefillUnit | null;
  /** The signed-in officer: id (BLADE_USER), name and unit name. */
  officer?: { id: string; name: string; companyName?: string | null } | null;
  /** Today's China date, 'YYYY-MM-DD'. */
  today?: string | null;
  /** The date of the task's inspection record, 'YYYY-MM-DD'. */
  inspectionDate?: string | null;
  /** The number prefix of the task's documents of this kind ('新城消限字〔2026〕第'). */
  numberPrefix?: string | null;
  /** What the page's query tells. */
  page?: PrefillPage | null;
  /** The number of the task's one live 责令限期改正通知书 (none, or several different: null). */
  noticeNumber?: string | null;
};

export type Prefill = {
  values: Readonly<Record<string, FieldValue>>;
  /** The names of the fields filled, in the form's order (a picker's hidden names field not among them). */
  prefilled: readonly string[];
};

export const NO_PREFILL: Prefill = { values: {}, prefilled: [] };

const text = (v: string | null | undefined): string => (v ?? '').trim();

/** The task's officers, once each, officer first: '张伟、李强'. */
export function taskOfficers(task: PrefillTask | null | undefined): string {
  const names = [text(task?.CBRXM), text(task?.copycbr)].filter((n) => n !== '');
  return [...new Set(names)].join('、');
}

/** The kinds of field a meaning may fill. */
function fits(meaning: PrefillMeaning, field: FieldDef): boolean {
  if (DATE_MEANINGS.has(meaning)) return field.kind === 'date';
  if (CHOICE_MEANINGS.has(meaning)) return field.kind === 'select' || field.kind === 'radio';
  return field.kind === 'text' || field.kind === 'textarea';
}

/**
 * The meaning of a field, or null: the name's meaning on this form (FORM_FIELD_MEANINGS), else
 * its meaning everywhere, when the field is of the meaning's kind.
 */
export function meaningOf(field: FieldDef, form?: string): PrefillMeaning | null {
  if (field.hidden || field.readOnly) return null;
  const meaning =
    (form ? FORM_FIELD_MEANINGS[form]?.[field.name] : undefined) ?? FIELD_MEANINGS[field.name];
  if (!meaning) return null;
  return fits(meaning, field) ? meaning : null;
}

/** The option of a choice field that is this label ('监督检查发现' → '1'); '' when none is. */
function optionOf(field: FieldDef, label: string): string {
  if (label === '' || (field.kind !== 'select' && field.kind !== 'radio')) return '';
  return field.options?.find((o) => o.label.trim() === label)?.value ?? '';
}

/** The officer picker of the officer's own unit (BLADE_USER by name), which the officer can be chosen in. */
const isOfficerPicker = (f: FieldDef): f is Extract<FieldDef, { kind: 'picker' }> =>
  f.kind === 'picker' && !f.readOnly && f.table === 'BLADE_USER';

/** The penalty target is the task's unit unless the wizard chose an individual. */
const targetIsUnit = (s: PrefillSources): boolean => text(s.page?.CFDXLX) !== TARGET_INDIVIDUAL;

/** The value a meaning has from the sources for this field; '' when it is not known. */
function valueOf(meaning: PrefillMeaning, s: PrefillSources, field: FieldDef): string {
  switch (meaning) {
    case 'unitName':
      return text(s.unit?.DWMC) || text(s.task?.DWMC);
    case 'unitAddress':
      return text(s.unit?.DWDZ) || text(s.task?.DWDZ);
    case 'creditCode':
      return text(s.unit?.TYSHXYDM);
    case 'legalRep':
      return text(s.unit?.FDDBR);
    case 'officers':
      return taskOfficers(s.task);
    case 'officerUnit':
      return text(s.officer?.companyName);
    case 'today':
      return toDate(s.today) ?? '';
    case 'inspectionDate':
      return toDate(s.inspectionDate) ?? '';
    case 'numberPrefix':
      return text(s.numberPrefix);
    case 'taskName':
      return text(s.task?.RWMC);
    case 'registeredOn':
      return toDate(s.task?.LARQ) ?? '';
    case 'officerName':
      return text(s.officer?.name);
    case 'sourceNumber':
      // The chosen dangers' notice (LYBH); a danger found by the inspection record carries none,
      // then the notice the task issued, when it issued exactly one.
      return text(s.page?.LYBH) || text(s.noticeNumber);
    case 'targetName':
      return text(s.page?.CFDXMC) || (targetIsUnit(s) ? valueOf('unitName', s, field) : '');
    case 'targetAddress':
      return text(s.page?.CFDXDZ) || (targetIsUnit(s) ? valueOf('unitAddress', s, field) : '');
    case 'caseSource':
      return optionOf(field, text(s.page?.sourceLabel));
  }
}

/** Whether the signed-in officer is one of the task's officers (so may be named as one). */
function officerOfTask(s: PrefillSources): boolean {
  const name = text(s.officer?.name);
  return name !== '' && [text(s.task?.CBRXM), text(s.task?.copycbr)].includes(name);
}

/**
 * The values to open a new form with: every empty field whose meaning is known, with that value.
 * `current` holds what the form already has (a loaded record): those fields are never touched.
 */
export function prefill(
  fields: readonly FieldDef[],
  sources: PrefillSources,
  current: FormValues = {},
  form?: string,
): Prefill {
  const values: Record<string, FieldValue> = {};
  const prefilled: string[] = [];
  for (const f of fields) {
    if (!isEmpty(current[f.name])) continue;
    if (isOfficerPicker(f)) {
      // Only the signed-in officer has a known key; he is named only when he is the task's officer.
      const id = text(sources.officer?.id);
      if (!id || !officerOfTask(sources)) continue;
      if (f.labelTarget && !isEmpty(current[f.labelTarget])) continue;
      values[f.name] = f.multiple ? [id] : id;
      if (f.labelTarget) values[f.labelTarget] = text(sources.officer?.name);
      prefilled.push(f.name);
      continue;
    }
    const meaning = meaningOf(f, form);
    const value = meaning ? valueOf(meaning, sources, f) : '';
    if (value === '') continue;
    values[f.name] = value;
    prefilled.push(f.name);
  }
  return { values, prefilled };
}

/** The labels of the pre-filled fields, in the form's order: what the note lists. */
export function prefilledLabels(
  fields: readonly FieldDef[],
  prefilled: readonly string[],
): string[] {
  const names = new Set(prefilled);
  return fields.filter((f) => names.has(f.name)).map((f) => f.label);
}

/** The meanings the fields call for: which sources are worth reading at all. */
export function neededMeanings(
  fields: readonly FieldDef[],
  form?: string,
): ReadonlySet<PrefillMeaning | 'officer'> {
  const out = new Set<PrefillMeaning | 'officer'>();
  for (const f of fields) {
    if (isOfficerPicker(f)) out.add('officer');
    const m = meaningOf(f, form);
    if (m) out.add(m);
  }
  return out;
}

/** The fields of an inspection record that hold when it took place, in the order they are trusted. */
const INSPECTION_TIME_FIELDS = ['JCSJ', 'JCRQ', 'JCKSSJ'] as const;

/** The date of an inspection record from its values (检查时间 or 检查日期); null when it has none. */
export function inspectionDateOf(
  values: Readonly<Record<string, string>> | null | undefined,
): string | null {
  for (const name of INSPECTION_TIME_FIELDS) {
    const d = toDate(values?.[name]);
    if (d) return d;
  }
  return null;
}

const NUMBER = /^(.+)〔(\d{4})〕第\s*\d+\s*号$/;

/**
 * The number prefix for a new document of a kind the task already numbered: the word of the
 * latest number with this year ('新城消限字〔2025〕第0017号' in 2026 → '新城消限字〔2026〕第'); numbers
 * restart every year. Null when none of the numbers reads as one.
 */
export function numberPrefixOf(numbers: readonly (string | null)[], today: string): string | null {
  const year = toDate(today)?.slice(0, 4);
  if (!year) return null;
  const parsed = numbers
    .map((n) => NUMBER.exec(text(n)))
    .filter((m): m is RegExpExecArray => m !== null);
  if (parsed.length === 0) return null;
  // The latest: the highest year, then the last given.
  const latest = parsed.reduce((a, m) => (m[2] >= a[2] ? m : a));
  return `${latest[1].trim()}〔${year}〕第`;
}

// What the task's detail (detail:get) tells: read the same way by the document page and the task
// actions, which both have it.

/** A value of the task's loose records as text ('' for anything else). */
const field = (rec: Readonly<Record<string, unknown>>, name: string): string => {
  const v = rec[name];
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
};

/** The task's base information and, when its dataMap is the task's unit (DWID is shdwid), the unit's fields. */
export function detailSources(
  config: Pick<DetailConfig, 'rwxx' | 'dataMap'>,
): Pick<PrefillSources, 'task' | 'unit'> {
  const rwxx = config.rwxx as Readonly<Record<string, unknown>>;
  const task: PrefillTask = {
    DWMC: field(rwxx, 'DWMC'),
    DWDZ: field(rwxx, 'DWDZ'),
    CBRXM: field(rwxx, 'CBRXM'),
    copycbr: field(rwxx, 'copycbr'),
    RWMC: field(rwxx, 'RWMC'),
    LARQ: field(rwxx, 'LARQ'),
  };
  const map = config.dataMap;
  const shdwid = field(rwxx, 'shdwid');
  const unit: PrefillUnit | null =
    shdwid !== '' && field(map, 'DWID') === shdwid
      ? {
          DWMC: field(map, 'DWMC'),
          DWDZ: field(map, 'DWDZ'),
          TYSHXYDM: field(map, 'TYSHXYDM') || field(map, 'SHXYDM'),
          FDDBR: field(map, 'FDDBR'),
        }
      : null;
  return { task, unit };
}

/** The unit record first, what is missing from it taken from the second (dataMap). */
export function mergeUnits(
  first: PrefillUnit | null | undefined,
  second: PrefillUnit | null | undefined,
): PrefillUnit | null {
  if (!first) return second ?? null;
  if (!second) return first;
  return {
    DWMC: text(first.DWMC) || text(second.DWMC),
    DWDZ: text(first.DWDZ) || text(second.DWDZ),
    TYSHXYDM: text(first.TYSHXYDM) || text(second.TYSHXYDM),
    FDDBR: text(first.FDDBR) || text(second.FDDBR),
  };
}

/** The document numbers the run's tree shows for documents of this form (their page is /ws/<form>). */
export function treeNumbers(tree: readonly TreeRow[], form: string): string[] {
  const out: string[] = [];
  const walk = (rows: readonly TreeRow[]): void => {
    for (const r of rows) {
      const kind = formOfUrl(r.XGURL) ?? formOfUrl(r.XZURL);
      if (kind === form && r.WH && Number(r.RW_ISDELETED ?? 0) === 0) out.push(r.WH);
      walk(r.children);
    }
  };
  walk(tree);
  return out;
}

/** The number of the task's one live rectification notice; null for none or several different. */
export function noticeNumberOf(tree: readonly TreeRow[]): string | null {
  const numbers = [...new Set(treeNumbers(tree, RECTIFICATION_NOTICE.form).map((n) => n.trim()))];
  return numbers.length === 1 ? numbers[0] : null;
}

/** What a document page's query tells the prefill (the dictionary label is added by the caller). */
export function pageSources(query: Readonly<Record<string, string | undefined>>): PrefillPage {
  return {
    LYBH: text(query.LYBH),
    CFDXLX: text(query.CFDXLX),
    CFDXMC: text(query.CFDXMC),
    CFDXDZ: text(query.CFDXDZ),
    CF_LYTYPE: text(query.CF_LYTYPE),
  };
}
