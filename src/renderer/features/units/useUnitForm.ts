import { useMemo, useRef, useState } from 'react';
import { sameValues, useFormState, type FieldChange } from '../../components/form/useFormState';
import type { FormErrors, FormValues } from '../../../shared/forms/types';
import { PERSON_FIELD_NAMES, UNIT_FIELD_NAMES, unitForm } from '../../../shared/units/forms';
import { personFieldIssue, unitErrors } from '../../../shared/units/rules';

// The unit form's state: the shared form state (values, dirty) for the record, a list of
// supplementary persons beside it, and the messages of the unit's own rules (src/shared/units/
// rules.ts: the shared rules plus credit code, identity numbers, phones), shown for the fields
// the officer has been in, or for every field once a save was tried.

/** A person row with a key of its own, so that removing a row keeps the others' controls. */
export type PersonRow = { key: number; values: FormValues };

export type UnitFormState = {
  values: FormValues;
  errors: FormErrors;
  persons: readonly PersonRow[];
  personErrors(key: number): FormErrors;
  dirty: boolean;
  change(change: FieldChange): void;
  blur(name: string): void;
  changePerson(key: number, change: FieldChange): void;
  blurPerson(key: number, name: string): void;
  addPerson(): void;
  removePerson(key: number): void;
  /**
   * Shows every message; answers the first invalid field (the record's in form order, then the
   * persons' as { person, name }) and how many fields are wrong, or null to save.
   */
  validateAll(): { first: { person: number | null; name: string }; count: number } | null;
};

const personKey = (key: number, name: string): string => `${key}:${name}`;

export function useUnitForm(
  initial: FormValues,
  initialPersons: readonly FormValues[],
  today: string,
): UnitFormState {
  const form = useFormState(unitForm, initial);
  const next = useRef(initialPersons.length);
  const [startPersons] = useState(initialPersons);
  const [persons, setPersons] = useState<readonly PersonRow[]>(() =>
    initialPersons.map((values, key) => ({ key, values })),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const touch = (key: string): void => setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));

  const all = useMemo(() => unitErrors(form.values, today), [form.values, today]);
  const errors = useMemo(
    () => (showAll ? all : Object.fromEntries(Object.entries(all).filter(([k]) => touched.has(k)))),
    [all, showAll, touched],
  );

  const personIssues = (row: PersonRow): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const name of PERSON_FIELD_NAMES) {
      const m = personFieldIssue(name, row.values, today);
      if (m) out[name] = m;
    }
    return out;
  };

  const personsDirty =
    persons.length !== startPersons.length ||
    persons.some((p, i) => !sameValues(p.values, startPersons[i]));

  return {
    values: form.values,
    errors,
    persons,
    personErrors: (key) => {
      const row = persons.find((p) => p.key === key);
      if (!row) return {};
      const issues = personIssues(row);
      return showAll
        ? issues
        : Object.fromEntries(
            Object.entries(issues).filter(([n]) => touched.has(personKey(key, n))),
          );
    },
    dirty: form.dirty || personsDirty,
    change: (c) => {
      form.change(c);
      touch(c.name);
    },
    blur: (name) => {
      form.blur(name);
      touch(name);
    },
    changePerson: (key, c) => {
      setPersons((list) =>
        list.map((p) =>
          p.key === key ? { key, values: { ...p.values, ...c.also, [c.name]: c.value } } : p,
        ),
      );
      touch(personKey(key, c.name));
    },
    blurPerson: (key, name) => touch(personKey(key, name)),
    addPerson: () => {
      const key = next.current;
      next.current += 1;
      setPersons((list) => [...list, { key, values: {} }]);
    },
    removePerson: (key) => setPersons((list) => list.filter((p) => p.key !== key)),
    validateAll: () => {
      setShowAll(true);
      let count = Object.keys(all).length;
      let first: { person: number | null; name: string } | null = null;
      const own = UNIT_FIELD_NAMES.find((n) => n in all);
      if (own) first = { person: null, name: own };
      for (const p of persons) {
        const issues = personIssues(p);
        count += Object.keys(issues).length;
        const name = PERSON_FIELD_NAMES.find((n) => n in issues);
        if (!first && name) first = { person: p.key, name };
      }
      return first ? { first, count } : null;
    },
  };
}
