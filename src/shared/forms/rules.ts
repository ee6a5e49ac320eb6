import { comparableDate, datePart, resolveBound } from './dates';
import { FORMAT_RULES, isNumeric, rangeEndIssue } from './formats';
import { formsMessages as F } from './messages';
import type {
  Condition,
  DateOrderRule,
  FieldDef,
  FieldIssue,
  FieldValue,
  FormDefinition,
  FormErrors,
  FormValues,
  MaxLengthRule,
  RangeRule,
  RequiredRule,
  Rule,
} from './types';

// The rule engine: pure functions over a form definition and its values. The renderer runs it on
// blur, input and change and before submitting; main and the reference server run the same rule
// objects on what arrives, so a form the client let through is never refused for another reason.

/** No value: undefined, blank text or an empty list. */
export const isEmpty = (v: FieldValue | undefined): boolean =>
  v === undefined || (typeof v === 'string' ? v.trim() === '' : v.length === 0);

export { isNumeric };

/** Whether another field's value meets a condition (see {@link Condition}). */
export function holds(cond: Condition, values: FormValues): boolean {
  const v = values[cond.field];
  if (isEmpty(v) || v === undefined) return false;
  if (cond.equals === undefined) return true;
  const wanted: readonly string[] = typeof cond.equals === 'string' ? [cond.equals] : cond.equals;
  const have: readonly string[] = typeof v === 'string' ? [v.trim()] : v;
  return have.some((h) => wanted.includes(h));
}

/** The field's rules in the order they run: the `required` shorthand first. */
export function rulesOf(field: FieldDef): readonly Rule[] {
  const rules = field.rules ?? [];
  return field.required ? [{ kind: 'required' }, ...rules] : rules;
}

/** Whether the field must be filled with the form as it is now (the asterisk follows conditions). */
export function isRequired(field: FieldDef, values: FormValues): boolean {
  return rulesOf(field).some((r) => r.kind === 'required' && (!r.when || holds(r.when, values)));
}

const fieldNamed = (def: FormDefinition, name: string): FieldDef | undefined =>
  def.fields.find((f) => f.name === name);
const labelOf = (def: FormDefinition, name: string): string => fieldNamed(def, name)?.label ?? name;
const textOf = (v: FieldValue | undefined): string | null =>
  typeof v === 'string' ? v.trim() : null;
const issue = (message: string, clear = false): FieldIssue => ({ message, clear });

function checkRequired(
  rule: RequiredRule,
  field: FieldDef,
  value: FieldValue | undefined,
  values: FormValues,
): FieldIssue | null {
  if (rule.when && !holds(rule.when, values)) return null;
  return isEmpty(value) ? issue(rule.message ?? F.formsRequired(field.label)) : null;
}

function checkRange(rule: RangeRule, field: FieldDef, text: string): FieldIssue | null {
  const n = Number(text);
  const ok =
    isNumeric(text) && (!rule.integer || Number.isInteger(n)) && n >= rule.min && n <= rule.max;
  return ok
    ? null
    : issue(rule.message ?? F.formsRange(field.label, rule.min, rule.max), rule.clear ?? false);
}

function checkMaxLength(rule: MaxLengthRule, field: FieldDef, text: string): FieldIssue | null {
  // Code points, not UTF-16 units: a rare character counts once, as the officer sees it.
  return [...text].length > rule.max
    ? issue(rule.message ?? F.formsTooLong(field.label, rule.max))
    : null;
}

function checkOrder(
  rule: DateOrderRule,
  field: FieldDef,
  text: string,
  def: FormDefinition,
  values: FormValues,
): FieldIssue | null {
  const other = textOf(values[rule.field]);
  const a = comparableDate(text);
  const b = other ? comparableDate(other) : null;
  // An unreadable or missing date is its own field's fault (format, required), not the order's.
  if (!a || !b) return null;
  const broken = rule.kind === 'notBefore' ? a < b : a > b;
  if (!broken) return null;
  const otherLabel = labelOf(def, rule.field);
  return issue(
    rule.message ??
      (rule.kind === 'notBefore'
        ? F.formsNotBefore(field.label, otherLabel)
        : F.formsNotAfter(field.label, otherLabel)),
  );
}

function checkRule(
  rule: Rule,
  field: FieldDef,
  value: FieldValue | undefined,
  def: FormDefinition,
  values: FormValues,
): FieldIssue | null {
  if (rule.kind === 'required') return checkRequired(rule, field, value, values);
  // The other rules judge a value only; an empty field is the required rule's business.
  const text = textOf(value);
  if (text === null || text === '') return null;
  switch (rule.kind) {
    case 'range':
      return checkRange(rule, field, text);
    case 'maxLength':
      return checkMaxLength(rule, field, text);
    case 'notBefore':
    case 'notAfter':
      return checkOrder(rule, field, text, def, values);
  }
}

const isList = (field: FieldDef): boolean =>
  (field.kind === 'picker' ||
    field.kind === 'file' ||
    field.kind === 'select' ||
    field.kind === 'radio') &&
  field.multiple === true;

/** A value outside a choice field's own options (a dictionary's are not known here). */
const isBadOption = (field: FieldDef, text: string): boolean =>
  (field.kind === 'select' || field.kind === 'radio') &&
  !!field.options?.length &&
  !field.options.some((o) => o.value === text);

/** What every value of the field's kind must be, after its own rules: a number, a date, an option. */
function checkKind(
  field: FieldDef,
  value: FieldValue | undefined,
  values: FormValues,
): FieldIssue | null {
  if (isEmpty(value) || value === undefined) return null;
  if (typeof value !== 'string') {
    if (!isList(field)) return issue(F.formsBadFormat(field.label));
    return value.some((v) => isBadOption(field, v)) ? issue(F.formsBadOption(field.label)) : null;
  }
  if (isList(field)) return null;
  const text = value.trim();
  switch (field.kind) {
    case 'number':
      return isNumeric(text) ? null : issue(F.formsNotNumber(field.label));
    case 'date':
    case 'datetime': {
      // A date may arrive with a time part (server records) and a date and time without one:
      // either reads as the same calendar day; anything else is no date.
      const date = datePart(text);
      if (!date) return issue(F.formsBadFormat(field.label));
      const min = resolveBound(field.min, values);
      const max = resolveBound(field.max, values);
      if (min && date < min) return issue(F.formsNotBefore(field.label, min));
      if (max && date > max) return issue(F.formsNotAfter(field.label, max));
      return null;
    }
    case 'select':
    case 'radio':
      return isBadOption(field, text) ? issue(F.formsBadOption(field.label)) : null;
    default:
      return null;
  }
}

/** The field's first failing check (its rules in order, then its kind's), or null. */
export function checkField(
  def: FormDefinition,
  name: string,
  values: FormValues,
): FieldIssue | null {
  const field = fieldNamed(def, name);
  if (!field) return null;
  const value = values[name];
  const rules = rulesOf(field);
  // The required rules, then what the value is (its declared format), then the bounds on it.
  for (const rule of rules.filter((r) => r.kind === 'required')) {
    const found = checkRule(rule, field, value, def, values);
    if (found) return found;
  }
  const format = checkFormat(field, value);
  if (format) return format;
  for (const rule of rules.filter((r) => r.kind !== 'required')) {
    const found = checkRule(rule, field, value, def, values);
    if (found) return found;
  }
  return checkKind(field, value, values) ?? checkRangeEnd(def, field, value, values);
}

/** The declared format's rule (./formats.ts) on a filled single value, or null. */
function checkFormat(field: FieldDef, value: FieldValue | undefined): FieldIssue | null {
  if (!field.format || typeof value !== 'string' || value.trim() === '') return null;
  const message = FORMAT_RULES[field.format](value.trim(), field.label);
  return message ? issue(message) : null;
}

/** The end of a time or date range against its start (`rangeStart`), or null. */
function checkRangeEnd(
  def: FormDefinition,
  field: FieldDef,
  value: FieldValue | undefined,
  values: FormValues,
): FieldIssue | null {
  if ((field.kind !== 'date' && field.kind !== 'datetime') || !field.rangeStart) return null;
  if (typeof value !== 'string') return null;
  const start = textOf(values[field.rangeStart]) ?? undefined;
  const message = rangeEndIssue(value, field.label, start, labelOf(def, field.rangeStart));
  return message ? issue(message) : null;
}

/** One field's message (blur, input, change), or null when it passes. */
export function validateField(
  def: FormDefinition,
  name: string,
  values: FormValues,
): string | null {
  return checkField(def, name, values)?.message ?? null;
}

/** Every field's first message; an empty object when the form may be submitted. */
export function validateForm(def: FormDefinition, values: FormValues): FormErrors {
  const errors: Record<string, string> = {};
  for (const f of def.fields) {
    const message = validateField(def, f.name, values);
    if (message) errors[f.name] = message;
  }
  return errors;
}

/** The first failing field in the definition's order: what a server answers as its one msg. */
export function firstError(
  def: FormDefinition,
  values: FormValues,
): { field: string; message: string } | null {
  for (const f of def.fields) {
    const message = validateField(def, f.name, values);
    if (message) return { field: f.name, message };
  }
  return null;
}

/** The fields whose checks read `name` (conditions, date order, date bounds, a range's end): re-check them when it changes. */
export function dependentsOf(def: FormDefinition, name: string): string[] {
  return def.fields
    .filter((f) => {
      if (f.name === name) return false;
      const byRule = rulesOf(f).some((r) =>
        r.kind === 'required'
          ? r.when?.field === name
          : r.kind === 'notBefore' || r.kind === 'notAfter'
            ? r.field === name
            : false,
      );
      const byBound =
        (f.kind === 'date' || f.kind === 'datetime') &&
        (f.rangeStart === name ||
          [f.min, f.max].some((b) => b !== undefined && 'field' in b && b.field === name));
      return byRule || byBound;
    })
    .map((f) => f.name);
}

/**
 * Values as they arrive from JSON (a server body, a saved record) in the engine's terms: numbers
 * and booleans as text, null as absent, lists of text kept; anything else becomes absent.
 */
export function toFormValues(raw: Readonly<Record<string, unknown>>): FormValues {
  const out: Record<string, FieldValue> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) out[k] = v as string[];
  }
  return out;
}

export { fromServerField, type ServerField } from './serverFields';

// Builders: the rule objects, written as a form definition reads (`rules: [range(1, 12, …)]`).

export const required = (message?: string): RequiredRule => ({
  kind: 'required',
  ...(message ? { message } : {}),
});

/** Required while `field` has one of `equals` (any value when omitted). */
export const requiredWhen = (
  field: string,
  equals?: string | readonly string[],
  message?: string,
): RequiredRule => ({
  kind: 'required',
  when: equals === undefined ? { field } : { field, equals },
  ...(message ? { message } : {}),
});

export const range = (
  min: number,
  max: number,
  opts: Omit<RangeRule, 'kind' | 'min' | 'max'> = {},
): RangeRule => ({ kind: 'range', min, max, ...opts });

export const maxLength = (max: number, message?: string): MaxLengthRule => ({
  kind: 'maxLength',
  max,
  ...(message ? { message } : {}),
});

export const notBefore = (field: string, message?: string): DateOrderRule => ({
  kind: 'notBefore',
  field,
  ...(message ? { message } : {}),
});

export const notAfter = (field: string, message?: string): DateOrderRule => ({
  kind: 'notAfter',
  field,
  ...(message ? { message } : {}),
});
