import { FIRE_FORMS } from './fire';
import { INSPECTION_FORMS } from './inspection';
import { NOTICE_FORMS } from './notice';
import { OTHER_FORMS } from './other';
import { PENALTY_FORMS } from './penalty';
import { PRODUCT_FORMS } from '../../products/forms';
import { OFFICER_UNIT, sampleValue, type FieldDef, type FormDef, type SampleCtx } from './types';

export type { FieldDef, FormDef, SampleCtx, SourceSpec } from './types';

const FORMS = new Map<string, FormDef>(
  [
    ...INSPECTION_FORMS,
    ...PENALTY_FORMS,
    ...NOTICE_FORMS,
    ...FIRE_FORMS,
    ...OTHER_FORMS,
    ...PRODUCT_FORMS,
  ].map((f) => [f.form, f]),
);

/** The definition of a document page's form; undefined when no template is bound to it. */
export const formOf = (form: string): FormDef | undefined => FORMS.get(form);
export const formNames = (): string[] => [...FORMS.keys()];

/** The form as the signed-in officer fills it: a picker limited to the officer's unit names that unit. */
export function definitionFor(def: FormDef, officer: { companyId: string }): FormDef {
  return {
    ...def,
    fields: def.fields.map((f) =>
      f.keyValue === OFFICER_UNIT ? { ...f, keyValue: officer.companyId } : f,
    ),
  };
}

/** The wire shape of a field (docs/api.md): everything but the seed sample and the server's own refusal text. */
export function publicField(f: FieldDef): Omit<FieldDef, 'sample' | 'refusal'> {
  const { sample: _sample, refusal: _refusal, ...rest } = f;
  return rest;
}

/** Plausible values of every field of the form for a seeded document. */
export function sampleValues(def: FormDef, c: SampleCtx): Record<string, string> {
  return Object.fromEntries(def.fields.map((f) => [f.name, sampleValue(f, c)]));
}

/** The rows a printed or rendered document shows: hidden fields live on in the row of the picker that fills them. */
export const printedFields = (def: FormDef): FieldDef[] => def.fields.filter((f) => !f.hidden);

/** The label to print for a value: the option's label for selects, the chosen rows' names for a picker. */
export function displayValue(
  f: FieldDef,
  value: string | undefined,
  values: Readonly<Record<string, string>> = {},
): string {
  if (f.type === 'picker' && f.labelTarget) return values[f.labelTarget] ?? '';
  if (value === undefined || value === '') return '';
  if (f.type === 'select' && f.options)
    return f.options.find((o) => o.value === value)?.label ?? value;
  return value;
}
