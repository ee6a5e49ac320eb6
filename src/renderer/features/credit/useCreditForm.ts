import { useMemo, useState } from 'react';
import { useFormState, type FieldChange } from '../../components/form/useFormState';
import { checkField } from '../../../shared/forms/rules';
import type { FormDefinition, FormErrors, FormValues } from '../../../shared/forms/types';

// A credit record's form state: the shared form state (values, dirty, rules on input, change and
// blur, the publicity period cleared when out of range) with the record's own checks beside the
// rule objects (shared/credit/rules.ts: the resident ID's check digit, the credit code's check
// character), shown for the fields the officer has been in, or for every field once he confirmed.

/** One field's message by the whole rule set (the rule objects, then the record's own check). */
export type FieldIssue = (name: string, values: FormValues) => string | null;

export type CreditFormState = {
  values: FormValues;
  errors: FormErrors;
  dirty: boolean;
  change(change: FieldChange): void;
  /** Leaves the field; answers the message when the rule cleared the entry (the spec's warning). */
  blur(name: string): string | null;
  /** Shows every message; answers the invalid fields in the form's order (none: go on). */
  validateAll(): string[];
};

export function useCreditForm(
  definition: FormDefinition,
  initial: FormValues,
  issue: FieldIssue,
): CreditFormState {
  const form = useFormState(definition, initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const touch = (name: string): void => setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));

  const errors = useMemo(() => {
    // The shared state's messages first: a cleared entry keeps its range message until retyped.
    const out: Record<string, string> = { ...form.errors };
    for (const f of definition.fields) {
      if (out[f.name] || (!showAll && !touched.has(f.name))) continue;
      const message = issue(f.name, form.values);
      if (message) out[f.name] = message;
    }
    return out;
  }, [definition, form.errors, form.values, issue, showAll, touched]);

  return {
    values: form.values,
    errors,
    dirty: form.dirty,
    change: (c) => {
      form.change(c);
      touch(c.name);
    },
    blur: (name) => {
      const found = checkField(definition, name, form.values);
      form.blur(name);
      touch(name);
      return found?.clear ? found.message : null;
    },
    validateAll: () => {
      form.validateAll();
      setShowAll(true);
      return definition.fields.map((f) => f.name).filter((n) => issue(n, form.values) !== null);
    },
  };
}
