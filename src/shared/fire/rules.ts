import { formsMessages as F } from '../forms/messages';
import { firstError, isNumeric, toFormValues } from '../forms/rules';
import type { FormDefinition, FormValues } from '../forms/types';
import {
  ARSON_CAUSE,
  CAUSE_STATE,
  FIRE_GRADES,
  FIRE_PROCEDURE,
  FIRE_PROCEDURES,
  TRANSFER_STATE,
  type FireGrade,
} from './constants';
import {
  FIRE_INFO_FORM,
  FIRE_INFO_NUMBERS,
  PROCEDURE_FORM,
  TRANSFER_FORM,
  type FireInfoField,
} from './forms';
import { fireMessages as T } from './messages';

// The fire area's rules, one for the renderer, main and the reference server: the fire grade the
// casualties and the loss make, the checks of the three forms, and when the procedure category
// may change or a transfer be withdrawn.

/** What the grade is judged by: deaths, serious injuries, direct property loss in yuan. */
export type GradeFacts = { deaths: number; serious: number; loss: number };

const WAN = 10_000;

/**
 * 火灾等级 (公安部《关于调整火灾等级标准的通知》, 2007): the highest grade any one measure reaches.
 * 特别重大: 30 deaths, 100 serious injuries or 1亿元 loss and more; 重大: 10, 50, 5000万元;
 * 较大: 3, 10, 1000万元; below all three: 一般. "以上" includes the bound, "以下" does not.
 */
export function fireGradeOf({ deaths, serious, loss }: GradeFacts): FireGrade {
  if (deaths >= 30 || serious >= 100 || loss >= 10_000 * WAN) return '1';
  if (deaths >= 10 || serious >= 50 || loss >= 5_000 * WAN) return '2';
  if (deaths >= 3 || serious >= 10 || loss >= 1_000 * WAN) return '3';
  return '4';
}

export const gradeLabel = (grade: string | null | undefined): string =>
  FIRE_GRADES.find((g) => g.value === grade)?.label ?? '';

export const procedureLabel = (cxlb: string | null | undefined): string =>
  FIRE_PROCEDURES.find((p) => p.value === cxlb)?.label ?? '';

const textOf = (values: FormValues, name: string): string => {
  const v = values[name];
  return typeof v === 'string' ? v.trim() : '';
};

/** A whole, non-negative number of the form, or null while it is not one. */
const numberOf = (values: FormValues, name: string): number | null => {
  const text = textOf(values, name);
  if (!isNumeric(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** The grade the registration's numbers make, or null while any of them is missing or unreadable. */
export function gradeOfValues(values: FormValues): FireGrade | null {
  const deaths = numberOf(values, 'SWRS');
  const serious = numberOf(values, 'ZSRS');
  const loss = numberOf(values, 'ZJCCSS');
  if (deaths === null || serious === null || loss === null) return null;
  return fireGradeOf({ deaths, serious, loss });
}

export type Checked<V> = { ok: true; values: V } | { ok: false; field: string; message: string };

/** The form's fields as they arrive: text or a number, else the field's format message. */
function formValuesOf(
  def: FormDefinition,
  data: Readonly<Record<string, unknown>>,
): Checked<FormValues> {
  for (const f of def.fields) {
    const v = data[f.name];
    if (v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number')
      return { ok: false, field: f.name, message: F.formsBadFormat(f.label) };
  }
  const values = toFormValues(data);
  const error = firstError(def, values);
  return error ? { ok: false, ...error } : { ok: true, values };
}

/** The form's fields only, trimmed; empty text as null, the named fields as numbers. */
function cleaned(
  def: FormDefinition,
  values: FormValues,
  numbers: readonly string[] = [],
): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  for (const f of def.fields) {
    const text = textOf(values, f.name);
    out[f.name] = text === '' ? null : numbers.includes(f.name) ? Number(text) : text;
  }
  return out;
}

export type FireInfoValues = Record<FireInfoField, string | number | null>;

/**
 * The registration as it arrives: the form's rules in its order, then the grade against the one
 * the numbers make. The cause is kept only once it is determined.
 */
export function checkFireInfo(data: Readonly<Record<string, unknown>>): Checked<FireInfoValues> {
  const read = formValuesOf(FIRE_INFO_FORM, data);
  if (!read.ok) return read;
  const grade = gradeOfValues(read.values);
  if (grade !== null && grade !== textOf(read.values, 'HZDJ'))
    return { ok: false, field: 'HZDJ', message: T.fireGradeMismatch(gradeLabel(grade)) };
  const values = cleaned(FIRE_INFO_FORM, read.values, FIRE_INFO_NUMBERS) as FireInfoValues;
  if (values.YYRDZT !== CAUSE_STATE.determined) values.QHYY = null;
  return { ok: true, values };
}

export type ProcedureValues = { CXLB: string; BGYY: string };

/** 变更程序类别 as it arrives: the category chosen and the reason given. */
export function checkProcedure(data: Readonly<Record<string, unknown>>): Checked<ProcedureValues> {
  const read = formValuesOf(PROCEDURE_FORM, data);
  if (!read.ok) return read;
  return { ok: true, values: cleaned(PROCEDURE_FORM, read.values) as ProcedureValues };
}

/** What decides whether the category may change (火灾事故调查规定 第十一条). */
export type ProcedureFacts = {
  /** The category now (null: never set). */
  current: string | null;
  /** Deaths and injuries of the registration (0 when none is registered yet). */
  casualties: number;
  /** The registration's cause, when determined. */
  cause: string | null;
  /** Whether a transfer of the case is on record. */
  transferred: boolean;
};

/**
 * Why the case may not take the category `target`, or null. The simple procedure is for fires
 * without casualties and without suspected arson; a transferred case is suspected of a crime.
 */
export function procedureIssue(target: string, facts: ProcedureFacts): string | null {
  if (facts.current === target) return T.fireProcedureUnchanged(procedureLabel(target));
  if (target !== FIRE_PROCEDURE.simple) return null;
  if (facts.casualties > 0) return T.fireSimpleCasualties;
  if (facts.cause === ARSON_CAUSE) return T.fireSimpleArson;
  if (facts.transferred) return T.fireSimpleTransferred;
  return null;
}

export type TransferValues = { YSLX: string; JSDW: string; YSRQ: string; YSYY: string };

/** 移送调查 as it arrives: the form's rules, then the date no later than `today` ('YYYY-MM-DD'). */
export function checkTransfer(
  data: Readonly<Record<string, unknown>>,
  today: string,
): Checked<TransferValues> {
  const read = formValuesOf(TRANSFER_FORM, data);
  if (!read.ok) return read;
  const values = cleaned(TRANSFER_FORM, read.values) as TransferValues;
  values.YSRQ = values.YSRQ.slice(0, 10);
  if (values.YSRQ > today) return { ok: false, field: 'YSRQ', message: T.fireTransferFuture };
  return { ok: true, values };
}

/** Why a transfer record cannot be withdrawn: once received, it is the receiver's. */
export const withdrawIssue = (state: string | null): string | null =>
  state === TRANSFER_STATE.received ? T.fireTransferAlreadyReceived : null;
