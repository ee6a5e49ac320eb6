import { toFormValues } from '../../../shared/forms/rules';
import type { FieldValue, FormDefinition, FormValues } from '../../../shared/forms/types';

/** A record's values for the form's fields (numbers as text, blanks left out); none: empty. */
export function valuesOf(
  definition: FormDefinition,
  record: Readonly<Record<string, unknown>> | null,
  fallback: Readonly<Record<string, string | null | undefined>> = {},
): FormValues {
  const raw = toFormValues(record ?? {});
  const out: Record<string, FieldValue> = {};
  for (const f of definition.fields) {
    const v = raw[f.name] ?? fallback[f.name] ?? undefined;
    if (typeof v === 'string' && v !== '') out[f.name] = v;
  }
  return out;
}
