import { formsMessages as F } from '../forms/messages';
import { firstError, toFormValues } from '../forms/rules';
import { CREDIT_PERSON_FORM, type CreditPersonField } from './form';

// Checking a whole individual dishonesty record as it arrives (main before sending, the reference
// server before saving): the form's rules, and the record in the columns' terms.

/** The officer's values: text (null when empty), GSQ as a number. */
export type CreditPersonValues = Record<Exclude<CreditPersonField, 'GSQ'>, string | null> & {
  GSQ: number;
};

export type CreditCheck =
  | { ok: true; values: CreditPersonValues }
  | { ok: false; field: CreditPersonField; message: string };

/** The record's first failing field in the form's order, with the spec's message; else its values. */
export function checkCreditPerson(data: Readonly<Record<string, unknown>>): CreditCheck {
  for (const f of CREDIT_PERSON_FORM.fields) {
    const v = data[f.name];
    // A list or an object is no value of these fields; dropping it would hide the mistake.
    if (v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number')
      return { ok: false, field: f.name, message: F.formsBadFormat(f.label) };
  }
  const values = toFormValues(data);
  const error = firstError(CREDIT_PERSON_FORM, values);
  if (error) return { ok: false, field: error.field as CreditPersonField, message: error.message };
  const out: Record<string, string | number | null> = {};
  for (const f of CREDIT_PERSON_FORM.fields) {
    const v = values[f.name];
    const text = typeof v === 'string' ? v.trim() : '';
    out[f.name] = f.name === 'GSQ' ? Number(text) : text === '' ? null : text;
  }
  // Every field passed its rules: GSQ (required, a whole number) is a number, the others text or null.
  return { ok: true, values: out as CreditPersonValues };
}
