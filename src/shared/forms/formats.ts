import { comparableDate } from './dates';
import { formsMessages as F } from './messages';

// The kinds of field whose value has a meaning the widget cannot say: a resident ID number
// (GB 11643-1999), a unified social credit code (GB 32100-2015), a phone number, an amount of
// money, and the end of a time or date range. A field declares its kind once (`format`, or
// `rangeStart` on a date or date-and-time field, see ./types.ts) and the rule engine (./rules.ts)
// applies the one rule of that kind, with the one message, wherever the form is checked: the
// renderer as the officer types, main before it calls the server, the reference server on save.

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** A number as written in a form: decimal digits only (no '0x10', '1e3' or blank read as 0). */
export const isNumeric = (text: string): boolean => NUMBER.test(text.trim());

/** The kinds of value a text or number field may declare (see docs/decisions.md, issue 29). */
export const FIELD_FORMATS = ['idNumber', 'creditCode', 'phone', 'money'] as const;
export type FieldFormat = (typeof FIELD_FORMATS)[number];

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character (GB 32100) of a credit code's first 17 characters, or null when one is not allowed. */
export function creditCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const v = CREDIT_CHARS.indexOf(first17.charAt(i));
    if (v < 0) return null;
    sum += v * CREDIT_WEIGHTS[i];
  }
  return CREDIT_CHARS.charAt((31 - (sum % 31)) % 31);
}

/** Why a unified social credit code is wrong (its alphabet and length, then the check character), or null. */
export function creditCodeIssue(code: string, label: string): string | null {
  const c = code.trim();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(c)) return F.formsCreditCodeFormat(label);
  return creditCheckChar(c.slice(0, 17)) === c.charAt(17) ? null : F.formsCreditCodeCheck(label);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character (GB 11643) of an ID number's first 17 digits, or null when they are not 17 digits. */
export function idCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(first17.charAt(i)), 0);
  return ID_CHECK.charAt(sum % 11);
}

/** Whether an ID number's 7th to 14th digits are a real birth date (from 1900 on). */
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

/**
 * Why a resident ID number is wrong, or null: its shape (18 characters, the last a digit or X, a
 * lower-case x read as X), then the birth date (digits 7-14), then the check digit, saying what it
 * should be.
 */
export function idNumberIssue(id: string, label: string): string | null {
  const c = id.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(c)) return F.formsIdFormat(label);
  if (!idBirthDateValid(c)) return F.formsIdBirthDate(label);
  const expected = idCheckChar(c.slice(0, 17)) ?? '';
  return expected === c.charAt(17) ? null : F.formsIdCheckDigit(label, expected, c.charAt(17));
}

/** A mobile number (11 digits from 13…19) or a landline with its area code, optionally an extension. */
export const isPhone = (text: string): boolean =>
  /^1[3-9]\d{9}$/.test(text.trim()) || /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/.test(text.trim());

/** Why a phone number is wrong (a 7-digit number without its area code, a 10-digit mobile…), or null. */
export const phoneIssue = (text: string, label: string): string | null =>
  isPhone(text) ? null : F.formsPhoneFormat(label);

/** Why an amount of money is wrong: not a number, negative, or finer than a fen (0.01), or null. */
export function moneyIssue(text: string, label: string): string | null {
  const t = text.trim();
  if (!isNumeric(t)) return F.formsNotNumber(label);
  if (Number(t) < 0) return F.formsMoneyNegative(label);
  return /\.\d{3,}$/.test(t) ? F.formsMoneyDecimals(label) : null;
}

/** The one rule of a declared kind. */
export const FORMAT_RULES: Readonly<
  Record<FieldFormat, (text: string, label: string) => string | null>
> = {
  idNumber: idNumberIssue,
  creditCode: creditCodeIssue,
  phone: phoneIssue,
  money: moneyIssue,
};

/**
 * Why the end of a time range (date and time, compared to the second) or a date range (compared by
 * day) lies before its start, or null; an unreadable or empty value is its own field's business.
 */
export function rangeEndIssue(
  end: string,
  endLabel: string,
  start: string | undefined,
  startLabel: string,
): string | null {
  const a = comparableDate(end);
  const b = start ? comparableDate(start) : null;
  return a && b && a < b ? F.formsNotBefore(endLabel, startLabel) : null;
}
