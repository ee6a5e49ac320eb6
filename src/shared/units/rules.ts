import { isEmpty, toFormValues, validateField } from '../forms/rules';
import type { FieldValue, FormErrors, FormValues } from '../forms/types';
import { MAX_PERSONS } from './constants';
import { PERSON_FIELD_NAMES, personForm, UNIT_FIELD_NAMES, unitForm } from './forms';
import { unitsMessages as T } from './messages';

// The unit record's rules beyond what a rule object can say: the unified social credit code's
// check character (GB 32100-2015), the resident identity number's (GB 11643-1999), phone numbers,
// the postcode and a founding date not in the future. Run by the form (renderer), by main before
// the save and by the reference server, each with the same message.

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of a credit code's first 17 characters, or null when one is not allowed. */
export function creditCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const v = CREDIT_CHARS.indexOf(first17.charAt(i));
    if (v < 0) return null;
    sum += v * CREDIT_WEIGHTS[i];
  }
  return CREDIT_CHARS.charAt((31 - (sum % 31)) % 31);
}

/** Why a credit code is wrong (format, then check character), or null. */
export function creditCodeIssue(code: string): string | null {
  const c = code.trim();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(c)) return T.unitCreditFormat;
  return creditCheckChar(c.slice(0, 17)) === c.charAt(17) ? null : T.unitCreditCheck;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character (GB 11643-1999) of an identity number's first 17 digits, or null when they are not 17 digits. */
export function idCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(first17.charAt(i)), 0);
  return ID_CHECK.charAt(sum % 11);
}

/** Whether an identity number's 7th to 14th digits are a real birth date (from 1900 on). */
export function idBirthDateValid(id: string): boolean {
  const [y, m, d] = [id.slice(6, 10), id.slice(10, 12), id.slice(12, 14)].map(Number);
  const birth = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 &&
    birth.getUTCMonth() === m - 1 &&
    birth.getUTCDate() === d &&
    birth.getUTCFullYear() === y
  );
}

/** Why an identity number is wrong (shape, then birth date and check character), or null. */
export function idNumberIssue(id: string, label: string): string | null {
  const c = id.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(c)) return T.unitIdFormat(label);
  return idBirthDateValid(c) && idCheckChar(c.slice(0, 17)) === c.charAt(17)
    ? null
    : T.unitIdCheck(label);
}

/** A mobile number (11 digits) or a landline with its area code, optionally an extension. */
export const isUnitPhone = (text: string): boolean =>
  /^1[3-9]\d{9}$/.test(text.trim()) || /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/.test(text.trim());

type Extra = (text: string, label: string, today: string) => string | null;

const phone: Extra = (t, label) => (isUnitPhone(t) ? null : T.unitPhoneFormat(label));
const idNumber: Extra = (t, label) => idNumberIssue(t, label);

/** The extra check of each field that has one (an empty value is the required rule's business). */
const EXTRA: Readonly<Record<string, Extra>> = {
  TYSHXYDM: (t) => creditCodeIssue(t),
  LXDH: phone,
  FDDBRDH: phone,
  XFAQZRRDH: phone,
  XFAQGLRDH: phone,
  FDDBRSFZH: idNumber,
  XFAQZRRSFZH: idNumber,
  XFAQGLRSFZH: idNumber,
  YZBM: (t) => (/^\d{6}$/.test(t) ? null : T.unitPostcodeFormat),
  // Compared as 'YYYY-MM-DD' text: the form's rule has checked the date's shape already.
  CLRQ: (t, _label, today) => (t.slice(0, 10) > today ? T.unitFoundedFuture : null),
};

const PERSON_EXTRA: Readonly<Record<string, Extra>> = { SFZH: idNumber, LXDH: phone };

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
