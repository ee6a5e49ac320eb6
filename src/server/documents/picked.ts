import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { FieldDef } from './forms/index';
import { LIST_SEPARATOR } from '../../shared/documents/forms';
import { formsMessages } from '../../shared/forms/messages';
import { PICKER_DEFAULT_VALUE_FIELD, valueKeys } from '../../shared/forms/picker';

// A picker's keys are checked against what the picker offered: rows of its lookup table under its
// filter (for the officer picker: officers of the signed-in officer's unit). The shared rules
// cannot see the table; this is the server's part. The names the chosen rows carry are written by
// the server into the picker's label field, so a document never prints names the keys do not hold.

export type Picked = { ok: true; fills: Record<string, string> } | { ok: false; msg: string };

/** The keys a picker's wire text holds, once each. */
const keysOf = (f: FieldDef, text: string): string[] => [
  ...new Set(
    f.multiple
      ? text
          .split(LIST_SEPARATOR)
          .map((k) => k.trim())
          .filter((k) => k !== '')
      : valueKeys(text),
  ),
];

/** Checks each picker field (resolved for the officer) against its table; answers its keys once each and its rows' names. */
export function checkPicked(
  ctx: ServerContext,
  fields: readonly FieldDef[],
  values: Readonly<Record<string, string>>,
): Picked {
  const fills: Record<string, string> = {};
  for (const f of fields) {
    if (f.type !== 'picker' || !f.table || !f.labelField) continue;
    const keys = keysOf(f, values[f.name] ?? '');
    const refusal = f.refusal ?? formsMessages.formsNotChoosable(f.label);
    const table = ctx.generic.lookup(f.table);
    const key = table?.columns[f.valueField ?? PICKER_DEFAULT_VALUE_FIELD];
    const label = table?.columns[f.labelField];
    const filter = f.keyField ? table?.columns[f.keyField] : undefined;
    // A definition naming what the lookup does not serve is the server's own mistake: nothing can be chosen.
    if (!table || !key || !label || (f.keyField && !filter)) return { ok: false, msg: refusal };
    let names: string[] = [];
    if (keys.length > 0) {
      const where: SQL[] = [inArray(key, keys)];
      if (filter) where.push(eq(filter, f.keyValue ?? ''));
      const rows = ctx.db
        .select({ key, label })
        .from(table.table)
        .where(and(...where))
        .all() as { key: unknown; label: unknown }[];
      const byKey = new Map(rows.map((r) => [String(r.key), String(r.label ?? '')]));
      if (keys.some((k) => !byKey.has(k))) return { ok: false, msg: refusal };
      names = keys.map((k) => byKey.get(k) ?? '');
    }
    fills[f.name] = keys.join(LIST_SEPARATOR);
    if (f.labelTarget) fills[f.labelTarget] = names.join(LIST_SEPARATOR);
  }
  return { ok: true, fills };
}
