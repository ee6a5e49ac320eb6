import { formsMessages as F } from '../forms/messages';
import { firstError, toFormValues, validateField } from '../forms/rules';
import type { FormDefinition, FormValues } from '../forms/types';
import { SERIOUS_EDITABLE_SPZT, SPZT, type CreditUnitKind } from './constants';
import {
  CREDIT_PERSON_FORM,
  CREDIT_UNIT_FORMS,
  type CreditPersonField,
  type CreditUnitField,
} from './form';
import { creditMessages as T } from './messages';

// The credit records' rules, one for the dialogs (each field on blur, input and change), for main
// before sending and for the reference server before saving: the forms' rule objects and the shared
// field kinds they declare (src/shared/forms/formats.ts): the resident ID's check digit
// (GB 11643-1999, naming the digit that is wrong), the credit code's check character (GB 32100-2015)
// and the fine as money.

/** One field's message of the individual record (the form's rules, the ID number's kind), or null. */
export const creditPersonFieldIssue = (name: string, values: FormValues): string | null =>
  validateField(CREDIT_PERSON_FORM, name, values);

/** One field's message of a unit record (the form's rules, the credit code's kind), or null. */
export const creditUnitFieldIssue = (
  kind: CreditUnitKind,
  name: string,
  values: FormValues,
): string | null => validateField(CREDIT_UNIT_FORMS[kind], name, values);

type Checked<F extends string, V> =
  { ok: true; values: V } | { ok: false; field: F; message: string };

/**
 * A whole record as it arrives: a list or an object is no value of these fields; then each field in
 * the form's order (its rules, then its own check). Answers the form's fields only, trimmed, empty
 * text as null, the number fields as numbers.
 */
function checkRecord<F extends string>(
  def: FormDefinition,
  issue: (name: string, values: FormValues) => string | null,
  numbers: readonly string[],
  data: Readonly<Record<string, unknown>>,
): Checked<F, Record<string, string | number | null>> {
  for (const f of def.fields) {
    const v = data[f.name];
    if (v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number')
      return { ok: false, field: f.name as F, message: F.formsBadFormat(f.label) };
  }
  const values = toFormValues(data);
  // The rule objects first in the form's order (the spec's '…不能为空' before any check digit).
  const error = firstError(def, values);
  if (error) return { ok: false, field: error.field as F, message: error.message };
  for (const f of def.fields) {
    const message = issue(f.name, values);
    if (message) return { ok: false, field: f.name as F, message };
  }
  const out: Record<string, string | number | null> = {};
  for (const f of def.fields) {
    const v = values[f.name];
    const text = typeof v === 'string' ? v.trim() : '';
    out[f.name] = text === '' ? null : numbers.includes(f.name) ? Number(text) : text;
  }
  return { ok: true, values: out };
}

/** The officer's values of the individual record: text (null when empty), GSQ as a number. */
export type CreditPersonValues = Record<Exclude<CreditPersonField, 'GSQ'>, string | null> & {
  GSQ: number;
};

export type CreditCheck =
  | { ok: true; values: CreditPersonValues }
  | { ok: false; field: CreditPersonField; message: string };

/** The record's first failing field in the form's order, with the spec's message; else its values. */
export function checkCreditPerson(data: Readonly<Record<string, unknown>>): CreditCheck {
  const checked = checkRecord<CreditPersonField>(
    CREDIT_PERSON_FORM,
    creditPersonFieldIssue,
    ['GSQ'],
    data,
  );
  if (!checked.ok) return checked;
  const values = { ...checked.values };
  // The ID as the register writes it: a lower-case x is the check character X.
  if (typeof values.ID_CARD === 'string') values.ID_CARD = values.ID_CARD.toUpperCase();
  // Every field passed its rules: GSQ (required, a whole number) is a number, the others text or null.
  return { ok: true, values: values as CreditPersonValues };
}

/** The officer's values of a unit record: text (null when empty), GSQ and FKJE as numbers. */
export type CreditUnitValues = Record<Exclude<CreditUnitField, 'GSQ' | 'FKJE'>, string | null> & {
  GSQ: number;
  FKJE: number | null;
};

export type CreditUnitCheck =
  { ok: true; values: CreditUnitValues } | { ok: false; field: CreditUnitField; message: string };

/** A general or serious record's first failing field, with the spec's message; else its values. */
export function checkCreditUnit(
  kind: CreditUnitKind,
  data: Readonly<Record<string, unknown>>,
): CreditUnitCheck {
  const checked = checkRecord<CreditUnitField>(
    CREDIT_UNIT_FORMS[kind],
    (name, values) => creditUnitFieldIssue(kind, name, values),
    ['GSQ', 'FKJE'],
    data,
  );
  return checked.ok ? { ok: true, values: checked.values as CreditUnitValues } : checked;
}

/**
 * Why a serious record cannot be saved, or null when it can: only a new record, one not yet
 * submitted (SPZT 1) or one returned (SPZT 4) may be saved (spec 02 §4).
 */
export function seriousLockReason(spzt: string | null | undefined): string | null {
  if (spzt === null || spzt === undefined || spzt === '') return null;
  if (SERIOUS_EDITABLE_SPZT.includes(spzt)) return null;
  if (spzt === SPZT.pending) return T.creditSeriousPending;
  if (spzt === SPZT.approved) return T.creditSeriousApproved;
  return T.creditSeriousOtherState;
}

/**
 * Why a serious record cannot be submitted for approval now, or null: only a saved record in
 * SPZT 1 (待提交) or 4 (已退回) goes to approval (generic interface 100).
 */
export function seriousSubmitRefusal(spzt: string | null | undefined): string | null {
  if (spzt === null || spzt === undefined || spzt === '') return T.creditRecordNotFound;
  if (SERIOUS_EDITABLE_SPZT.includes(spzt)) return null;
  if (spzt === SPZT.pending) return T.creditSubmitPending;
  if (spzt === SPZT.approved) return T.creditSubmitApproved;
  return T.creditSeriousOtherState;
}

/** The approval state's name as the dialogs show it. */
export function spztLabel(spzt: string | null | undefined): string | null {
  switch (spzt) {
    case null:
    case undefined:
    case '':
      return null;
    case SPZT.draft:
      return T.creditSpztDraft;
    case SPZT.pending:
      return T.creditSpztPending;
    case SPZT.approved:
      return T.creditSpztApproved;
    case SPZT.returned:
      return T.creditSpztReturned;
    default:
      return T.creditSpztUnknown(spzt);
  }
}
