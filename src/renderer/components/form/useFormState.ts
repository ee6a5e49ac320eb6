import { useMemo, useState } from 'react';
import { checkField, firstError, validateField } from '../../../shared/forms/rules';
import type {
  FieldValue,
  FormDefinition,
  FormErrors,
  FormValues,
} from '../../../shared/forms/types';

/** One edit of a field: typing ('input') or choosing ('change'), with fields that change with it (a picker's label and fills). */
export type FieldChange = {
  name: string;
  value: FieldValue;
  trigger: 'input' | 'change';
  also?: Readonly<Record<string, FieldValue>>;
};

export type FormState = {
  values: FormValues;
  /** The messages shown: fields the officer has been in, or every field once a submit was tried. */
  errors: FormErrors;
  /** Whether the values differ from those the form opened with (closing then asks first). */
  dirty: boolean;
  change(change: FieldChange): void;
  blur(name: string): void;
  /** Shows every field's message; answers the first invalid field (definition order), or null to go on. */
  validateAll(): string | null;
};

const norm = (v: FieldValue | undefined): string =>
  v === undefined ? '' : typeof v === 'string' ? v : v.join('\u0000');

/** Whether two sets of values hold the same (blank, absent and an empty list alike). */
export function sameValues(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => norm(a[k]) === norm(b[k]));
}

/**
 * A form's values and messages under the shared rules (src/shared/forms): each field is checked
 * on input, change and blur, fields depending on it with it; a rule that clears (GSQ 1–12)
 * clears the entry on blur and keeps its message until the officer types again.
 */
export function useFormState(definition: FormDefinition, initial: FormValues = {}): FormState {
  const [start] = useState(initial);
  const [values, setValues] = useState<FormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  // Messages of rules that cleared their field: the field is now empty, the reason stays shown.
  const [cleared, setCleared] = useState<Readonly<Record<string, string>>>({});

  const touch = (name: string): void => setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));

  const change = ({ name, value, also }: FieldChange): void => {
    setValues((v) => ({ ...v, ...also, [name]: value }));
    touch(name);
    setCleared((c) => {
      if (!(name in c)) return c;
      const { [name]: _gone, ...rest } = c;
      return rest;
    });
  };

  const blur = (name: string): void => {
    touch(name);
    const found = checkField(definition, name, values);
    if (found?.clear) {
      setValues((v) => ({ ...v, [name]: '' }));
      setCleared((c) => ({ ...c, [name]: found.message }));
    }
  };

  // Derived on every change, so a field whose rule reads another (conditions, date order) follows it.
  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const f of definition.fields) {
      if (!showAll && !touched.has(f.name)) continue;
      const message = cleared[f.name] ?? validateField(definition, f.name, values);
      if (message) out[f.name] = message;
    }
    return out;
  }, [definition, values, touched, showAll, cleared]);

  const dirty = useMemo(() => !sameValues(start, values), [start, values]);

  const validateAll = (): string | null => {
    setShowAll(true);
    return firstError(definition, values)?.field ?? null;
  };

  return { values, errors, dirty, change, blur, validateAll };
}
