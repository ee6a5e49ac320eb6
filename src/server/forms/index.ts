import { INSPECTION_FORMS } from './inspection';
import { OTHER_FORMS } from './other';
import { PENALTY_FORMS } from './penalty';
import { sampleValue, type FieldDef, type FormDef, type SampleCtx } from './types';

export type { FieldDef, FormDef, SampleCtx } from './types';

const FORMS = new Map<string, FormDef>([...INSPECTION_FORMS, ...PENALTY_FORMS, ...OTHER_FORMS].map((f) => [f.form, f]));

/** The definition of a document page's form; undefined when no template is bound to it. */
export const formOf = (form: string): FormDef | undefined => FORMS.get(form);
export const formNames = (): string[] => [...FORMS.keys()];

/** The wire shape of a field (docs/api.md): everything but the seed sample. */
export function publicField(f: FieldDef): Omit<FieldDef, 'sample'> {
  const { sample: _sample, ...rest } = f;
  return rest;
}

/** Plausible values of every field of the form for a seeded document. */
export function sampleValues(def: FormDef, c: SampleCtx): Record<string, string> {
  return Object.fromEntries(def.fields.map((f) => [f.name, sampleValue(f, c)]));
}

/** The label to print for a value (the option's label for selects). */
export function displayValue(f: FieldDef, value: string | undefined): string {
  if (value === undefined || value === '') return '';
  if (f.type === 'select' && f.options) return f.options.find((o) => o.value === value)?.label ?? value;
  return value;
}
