import { isEmpty, toFormValues, validateField } from '../forms/rules';
import type { FieldValue, FormErrors, FormValues } from '../forms/types';
import { MAX_PERSONS } from './constants';
import { PERSON_FIELD_NAMES, personForm, UNIT_FIELD_NAMES, unitForm } from './forms';
import { unitsMessages as T } from './messages';

// The unit record's rules beyond what a rule object and the shared field kinds (the credit code,
// ID numbers and phones, src/shared/forms/formats.ts, declared in forms.ts) say: the postcode and a
// founding date not in the future. Run by the form (renderer), by main before
// the save and by the reference server, each with the same message.

type Extra = (text: string, label: string, today: string) => string | null;

/**
 * The extra check of each field that has one (an empty value is the required rule's business). The
 * credit code, ID numbers and phones are the shared field kinds the form declares (forms.ts).
 */
const EXTRA: Readonly<Record<string, Extra>> = {
  YZBM: (t) => (/^\d{6}$/.test(t) ? null : T.unitPostcodeFormat),
  // Compared as 'YYYY-MM-DD' text: the form's rule has checked the date's shape already.
  CLRQ: (t, _label, today) => (t.slice(0, 10) > today ? T.unitFoundedFuture : null),
};

const PERSON_EXTRA: Readonly<Record<string, Extra>> = {};

const textOf = (v: FieldValue | undefined): string => (typeof v === 'string' ? v.trim() : '');

function fieldIssue(
  def: typeof unitForm,
  extras: Readonly<Record<string, Extra>>,
  name: string,
  values: FormValues,
  today: string,
): string | null {
  const own = validateField(def, name, values);
  if (own) return own;
  const extra = extras[name];
  const value = values[name];
  if (!extra || isEmpty(value)) return null;
  const label = def.fields.find((f) => f.name === name)?.label ?? name;
  return extra(textOf(value), label, today);
}

/** One field's message (the shared rules, then the unit's own check), or null. */
export const unitFieldIssue = (name: string, values: FormValues, today: string): string | null =>
  fieldIssue(unitForm, EXTRA, name, values, today);

/** Every field's message. */
export function unitErrors(values: FormValues, today: string): FormErrors {
  const out: Record<string, string> = {};
  for (const name of UNIT_FIELD_NAMES) {
    const m = unitFieldIssue(name, values, today);
    if (m) out[name] = m;
  }
  return out;
}

/** One person's field message. */
export const personFieldIssue = (name: string, values: FormValues, today: string): string | null =>
  fieldIssue(personForm, PERSON_EXTRA, name, values, today);

/** The first message of the persons' list, naming the row ('第2行人员：…'), or null. */
export function firstPersonIssue(persons: readonly FormValues[], today: string): string | null {
  if (persons.length > MAX_PERSONS) return T.unitPersonsTooMany(MAX_PERSONS);
  for (const [i, p] of persons.entries()) {
    for (const name of PERSON_FIELD_NAMES) {
      const m = personFieldIssue(name, p, today);
      if (m) return T.unitPersonRow(i + 1, m);
    }
  }
  return null;
}

/** The first message of the whole record (the form's order), then of its persons; null to save. */
export function firstUnitIssue(
  values: FormValues,
  persons: readonly FormValues[],
  today: string,
): string | null {
  for (const name of UNIT_FIELD_NAMES) {
    const m = unitFieldIssue(name, values, today);
    if (m) return m;
  }
  return firstPersonIssue(persons, today);
}

/** The record's fields as the form holds them, from a server record (numbers as text, lists kept). */
export function unitValuesOf(record: Readonly<Record<string, unknown>>): FormValues {
  const raw = toFormValues(record);
  const out: Record<string, FieldValue> = {};
  for (const name of UNIT_FIELD_NAMES) {
    const v = raw[name];
    if (v !== undefined) out[name] = v;
  }
  // The facilities travel as '1,3,5' in the server's record.
  const facilities = record.XFSS;
  if (typeof facilities === 'string') out.XFSS = facilities.split(',').filter((s) => s !== '');
  return out;
}

/** A person's fields as the form holds them. */
export function personValuesOf(record: Readonly<Record<string, unknown>>): FormValues {
  const raw = toFormValues(record);
  const out: Record<string, FieldValue> = {};
  for (const name of PERSON_FIELD_NAMES) {
    const v = raw[name];
    if (typeof v === 'string') out[name] = v;
  }
  return out;
}
