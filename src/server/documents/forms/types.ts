import type { FieldFormat } from '../../../shared/forms/formats';

// Form definitions of the document pages (/ws/<form>): what getFormDefinition answers, how saveFlws
// checks values, what printFlws lays out, and how the seed fills in plausible values.

export type FieldType = 'text' | 'textarea' | 'date' | 'datetime' | 'number' | 'select' | 'picker';
export type Option = { value: string; label: string };

/** What a seeded document's values are made from. */
export type SampleCtx = {
  unit: {
    name: string;
    address: string;
    creditCode: string;
    legalPerson: string;
    phone: string | null;
    safetyManager: string | null;
    nature: string | null;
  } | null;
  taskName: string;
  officer: string;
  coOfficer: string;
  brigade: { name: string; abbr: string; leader: string; address: string; phone: string };
  /** 'YYYY-MM-DD HH:mm:ss' of the document. */
  created: string;
  /** Date `days` after the document's date, 'YYYY-MM-DD'. */
  after(days: number): string;
  wh: string | null;
  title: string;
};

export type Sample = string | ((c: SampleCtx) => string);

/** 'YYYY-MM-DD HH:mm' `minutes` after the document was made (an end time after its start). */
export const minutesAfter = (c: SampleCtx, minutes: number): string =>
  new Date(Date.parse(`${c.created.replace(' ', 'T')}+08:00`) + (minutes + 480) * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');

export type FieldDef = {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  options?: Option[];
  dictCode?: string;
  span?: 1 | 2;
  placeholder?: string;
  /** Kept and saved, never shown or printed as a row (a picker's names). */
  hidden?: boolean;
  // A picker (see PickerFieldDef in src/shared/forms/types.ts). keyValue may be OFFICER_UNIT.
  table?: string;
  labelField?: string;
  valueField?: string;
  keyField?: string;
  keyValue?: string;
  multiple?: boolean;
  labelTarget?: string;
  /** Seed value; without one a value is chosen by field name or type. */
  sample?: Sample;
  /** The save route's refusal of a picked key that is no row the picker offers (server only). */
  refusal?: string;
  /** The value's kind (src/shared/forms/formats.ts): idNumber, creditCode, phone, money. */
  format?: FieldFormat;
  /** A date or date-and-time field that ends a range starting at the named field. */
  rangeStart?: string;
};

/**
 * How a new document takes values from the document it comes from (the page's lyId, LYWSID once
 * saved): `number` receives the source's number (文号), `titleNumber` its title and number
 * ('责令限期改正通知书（新城消限字〔2026〕第0017号）'). Fields of the same name are copied as
 * ./prefill.ts allows.
 */
export type SourceSpec = { number?: string; titleNumber?: string };

export type FormDef = {
  form: string;
  title: string;
  fields: FieldDef[];
  source?: SourceSpec;
  /**
   * Values a new document starts with by its document setting (rwwsszid): one form serves several
   * types, e.g. the 催告书 of a fine (101), of a three-stop order (421) or of another duty (417).
   */
  presets?: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

const opts = (...labels: string[]): Option[] =>
  labels.map((label, i) => ({ value: String(i + 1), label }));

/** The field declares the kind of its value: the kind's one rule judges it in every layer. */
export const withFormat = (format: FieldFormat, f: FieldDef): FieldDef => ({ ...f, format });
/** The (date or date-and-time) field ends a range that starts at `start`: a date or time range. */
export const endsRange = (start: string, f: FieldDef): FieldDef => ({ ...f, rangeStart: start });

/** Field helpers: t text, ta textarea (full row), d date, dt datetime, n number, s select. */
export const t = (name: string, label: string, required = false, sample?: Sample): FieldDef => ({
  name,
  label,
  type: 'text',
  required,
  span: 1,
  sample,
});
export const ta = (name: string, label: string, required = false, sample?: Sample): FieldDef => ({
  name,
  label,
  type: 'textarea',
  required,
  span: 2,
  sample,
});
export const d = (name: string, label: string, required = false, sample?: Sample): FieldDef => ({
  name,
  label,
  type: 'date',
  required,
  span: 1,
  sample,
});
export const dt = (name: string, label: string, required = false, sample?: Sample): FieldDef => ({
  name,
  label,
  type: 'datetime',
  required,
  span: 1,
  sample,
});
export const n = (name: string, label: string, required = false, sample?: Sample): FieldDef => ({
  name,
  label,
  type: 'number',
  required,
  span: 1,
  sample,
});
export const s = (
  name: string,
  label: string,
  options: string[],
  required = false,
  sample?: Sample,
): FieldDef => ({
  name,
  label,
  type: 'select',
  required,
  span: 1,
  options: opts(...options),
  sample,
});
export const dict = (
  name: string,
  label: string,
  dictCode: string,
  required = false,
  sample?: Sample,
): FieldDef => ({
  name,
  label,
  type: 'select',
  required,
  span: 1,
  dictCode,
  sample,
});

/** A picker's key value standing for the signed-in officer's unit (COMPANY_ID), resolved per request. */
export const OFFICER_UNIT = '{@COMPANY_ID}';

/** The officers of the signed-in officer's unit, several, shown by name; their names go into `namesField`. */
export const officerPicker = (
  name: string,
  label: string,
  namesField: string,
  required = false,
): FieldDef[] => [
  {
    name,
    label,
    type: 'picker',
    required,
    span: 1,
    table: 'BLADE_USER',
    labelField: 'REAL_NAME',
    valueField: 'ID',
    keyField: 'COMPANY_ID',
    keyValue: OFFICER_UNIT,
    multiple: true,
    labelTarget: namesField,
    refusal: `${label}只能选择本单位的执法人员`,
  },
  { name: namesField, label: `${label}姓名`, type: 'text', hidden: true },
];

/** Fields most documents share. */
export const COMMON = {
  unitName: (label = '被检查单位'): FieldDef => t('DWMC', label, true),
  unitAddress: (label = '单位地址'): FieldDef => t('DWDZ', label, true),
  creditCode: (): FieldDef => withFormat('creditCode', t('TYSHXYDM', '统一社会信用代码')),
  legalPerson: (label = '法定代表人', required = true): FieldDef => t('FDDBR', label, required),
  phone: (): FieldDef => withFormat('phone', t('LXDH', '联系电话')),
  officers: (label = '检查人员'): FieldDef => t('JCRY', label, true),
  signDate: (label = '落款日期'): FieldDef => d('LKRQ', label, true),
};

/** Values by field name when the field gives no sample. */
export const NAME_SAMPLES: Readonly<Record<string, (c: SampleCtx) => string>> = {
  DWMC: (c) => c.unit?.name ?? '',
  DWDZ: (c) => c.unit?.address ?? '',
  TYSHXYDM: (c) => c.unit?.creditCode ?? '',
  FDDBR: (c) => c.unit?.legalPerson ?? '',
  LXDH: (c) => c.unit?.phone ?? '',
  XCFZR: (c) => c.unit?.safetyManager ?? c.unit?.legalPerson ?? '',
  JCRY: (c) => `${c.officer}、${c.coOfficer}`,
  CBR: (c) => `${c.officer}、${c.coOfficer}`,
  XWR: (c) => `${c.officer}、${c.coOfficer}`,
  ZFRY: (c) => `${c.officer}、${c.coOfficer}`,
  JLR: (c) => c.officer,
  DSR: (c) => c.unit?.name ?? '',
  SSDR: (c) => c.unit?.name ?? '',
  SJR: (c) => c.unit?.safetyManager ?? c.unit?.legalPerson ?? '',
  SDR: (c) => `${c.officer}、${c.coOfficer}`,
  WSWH: (c) => c.wh ?? '',
  WSMC: (c) => c.title,
  RWMC: (c) => c.taskName,
  LKDW: (c) => c.brigade.name,
  CBDW: (c) => c.brigade.name,
  PZR: (c) => c.brigade.leader,
  DWLXDH: (c) => c.brigade.phone,
  DWDZJG: (c) => c.brigade.address,
};

export function sampleValue(field: FieldDef, c: SampleCtx): string {
  if (typeof field.sample === 'function') return field.sample(c);
  if (typeof field.sample === 'string') return field.sample;
  const byName = NAME_SAMPLES[field.name];
  if (byName) return byName(c);
  switch (field.type) {
    case 'date':
      return c.created.slice(0, 10);
    case 'datetime':
      return c.created.slice(0, 16);
    case 'select':
      return field.options?.[0]?.value ?? '1';
    case 'number':
      return '1';
    default:
      return '';
  }
}
