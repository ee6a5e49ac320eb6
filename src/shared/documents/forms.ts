import { firstError } from '../forms/rules';
import { fromServerField, type ServerField } from '../forms/serverFields';
import type { FieldValue, FormDefinition, FormValues } from '../forms/types';

// A document page's server-defined form under the shared form rules (src/shared/forms): the
// renderer draws and checks it as the officer types, main checks it again before calling the
// server, and the reference server's save route checks it once more, all through these helpers.
//
// On the wire (documents:save, saveFlws, getFlwsDetail) every value is text; a picker of several
// rows holds its keys joined with ','. The engine holds those keys as a list.

export const LIST_SEPARATOR = ',';

const isList = (f: ServerField): boolean => f.type === 'picker' && f.multiple === true;

/** The form definition of the engine for a document's fields. */
export function documentForm(fields: readonly ServerField[], title?: string): FormDefinition {
  return { ...(title ? { title } : {}), fields: fields.map(fromServerField) };
}

/** Wire values as the engine holds them: a multiple picker's keys as a list, everything else as it is. */
export function documentFormValues(
  fields: readonly ServerField[],
  raw: Readonly<Record<string, string>>,
): FormValues {
  const out: Record<string, FieldValue> = { ...raw };
  for (const f of fields.filter(isList)) {
    const text = raw[f.name];
    if (text !== undefined)
      out[f.name] = text
        .split(LIST_SEPARATOR)
        .map((k) => k.trim())
        .filter((k) => k !== '');
  }
  return out;
}

/** The engine's values as wire text: lists joined with ','; absent values stay absent. */
export function documentWireValues(values: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values))
    if (v !== undefined) out[k] = typeof v === 'string' ? v : v.join(LIST_SEPARATOR);
  return out;
}

/** The first field the shared rules refuse, in the form's order (the one message a server answers), or null. */
export function checkDocumentValues(
  fields: readonly ServerField[],
  raw: Readonly<Record<string, string>>,
): { field: string; message: string } | null {
  return firstError(documentForm(fields), documentFormValues(fields, raw));
}
