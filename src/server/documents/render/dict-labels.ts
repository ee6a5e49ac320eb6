import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { dictItems } from '../../dict/tables';
import type { FormDef } from '../forms/index';

/** Labels of the dictionary-coded fields of a form (dictCode selects), by field name. */
export function dictLabels(
  ctx: ServerContext,
  def: FormDef,
  values: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of def.fields) {
    const value = values[f.name];
    if (!f.dictCode || !value) continue;
    const item = ctx.db
      .select({ label: dictItems.dictValue })
      .from(dictItems)
      .where(and(eq(dictItems.code, f.dictCode), eq(dictItems.dictKey, value)))
      .get();
    if (item) out[f.name] = item.label;
  }
  return out;
}
