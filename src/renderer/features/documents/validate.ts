import { M } from '../../../shared/messages';
import type { FormField } from '../../../shared/documents/schemas';
export type DocValues = Readonly<Record<string, string>>;
export type DocErrors = Readonly<Record<string, string>>;

/** The message for one field, or null: a required field may not be empty (spec 02 §5: '{label}不能为空'). */
export function fieldError(field: Pick<FormField, 'label' | 'required'>, value: string | undefined): string | null {
  return field.required && (value ?? '').trim() === '' ? M.docFieldRequired(field.label) : null;
}

export function validateDoc(fields: readonly FormField[], values: DocValues): DocErrors {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const e = fieldError(f, values[f.name]);
    if (e) errors[f.name] = e;
  }
  return errors;
}

/** 'YYYY-MM-DD HH:mm:ss' (server) ↔ 'YYYY-MM-DDTHH:mm' (datetime-local input). */
export const toDateTimeInput = (v: string): string => (v ? v.trim().replace(' ', 'T').slice(0, 16) : '');
export const fromDateTimeInput = (v: string): string => (v ? `${v.replace('T', ' ')}:00` : '');
/** Dates may arrive with a time part; the date input takes the date alone. */
export const toDateInput = (v: string): string => (v ? v.trim().slice(0, 10) : '');
