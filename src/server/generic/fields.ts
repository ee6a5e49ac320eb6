// A generic call's obj (execInterface) or data (saveOrUpdate) as the text fields a route reads,
// so an area serves a generic call with the same checks as its form-posted routes.

/** An id in a generic call's data or obj: text or a number, trimmed; '' for anything else. */
export const idText = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';

/** Text as it is, numbers as text; anything else (objects, lists, booleans, null) is absent. */
export function fieldsOfObject(obj: Record<string, unknown>): Record<string, string | undefined> {
  const f: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(obj))
    f[k] = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
  return f;
}
