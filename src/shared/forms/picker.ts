import { LOOKUP } from '../generic/constants';
import type { LookupRequest } from '../generic/contract';
import type { LookupRow } from '../generic/schemas';
import { isEmpty } from './rules';
import type { FieldValue, FormDefinition, FormValues, PickerFieldDef } from './types';

// The searchable table picker's pure part (spec 01 §2, §5, §7): what the lookup asks, which form
// fields it still needs, the rows as items, local paging of the at most 99 rows, the count.

/** 10 rows a page, 20 or 50 on request (spec 01 §2, §9). */
export const PICKER_PAGE_SIZES = [10, 20, 50] as const;
export const PICKER_DEFAULT_VALUE_FIELD = 'ID';

/** A chosen row: its key, its label, and the row itself for fields filled from it. */
export type PickerItem = { id: string; name: string; row?: LookupRow };

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The form fields a key value names as '{NAME}', in order, once each. */
export function placeholdersOf(template: string | undefined): string[] {
  const names = [...(template ?? '').matchAll(PLACEHOLDER)].map((m) => m[1]);
  return [...new Set(names)];
}

const asText = (v: FieldValue | undefined): string =>
  v === undefined ? '' : typeof v === 'string' ? v.trim() : v.join(',');

/** The key value with each '{NAME}' replaced by that field's value (a list joined with ','). */
export function resolveKeyValue(
  template: string | undefined,
  values: FormValues,
): string | undefined {
  if (template === undefined) return undefined;
  return template.replace(PLACEHOLDER, (_, name: string) => asText(values[name]));
}

/**
 * Labels of the empty form fields the picker's lookup needs (spec 01 §5), in the order the key
 * value names them; the picker warns '请填写{labels}!' instead of searching while any is empty.
 */
export function missingFields(
  field: PickerFieldDef,
  def: FormDefinition,
  values: FormValues,
): string[] {
  return placeholdersOf(field.keyValue)
    .filter((name) => isEmpty(values[name]))
    .map((name) => def.fields.find((f) => f.name === name)?.label ?? name);
}

/** A lookup without the officer's search text: what a picker field asks, its key value resolved against the form. */
export type PickerLookup = Omit<LookupRequest, 'search'>;

export function lookupFor(field: PickerFieldDef, values: FormValues, runId?: string): PickerLookup {
  const keyValue = resolveKeyValue(field.keyValue, values);
  return {
    table: field.table,
    labelField: field.labelField,
    ...(runId ? { runId } : {}),
    ...(field.keyField && keyValue !== undefined ? { keyField: field.keyField, keyValue } : {}),
  };
}

/** The lookup channel's request for what the officer typed in the search box. */
export function withSearch(lookup: PickerLookup, search: string): LookupRequest {
  const text = search.trim();
  return text ? { ...lookup, search: text } : { ...lookup };
}

/** A row as an item: key from `valueField`, label from `labelField`; null when the row has no key. */
export function itemOf(
  row: LookupRow,
  labelField: string,
  valueField: string = PICKER_DEFAULT_VALUE_FIELD,
): PickerItem | null {
  const id = row[valueField];
  if (id === null || id === undefined || id === '') return null;
  return { id, name: row[labelField] ?? id, row };
}

/** The result count as shown: the lookup answers at most 99 rows, so more reads '99+'. */
export const countText = (total: number, cap: number = LOOKUP.size): string =>
  total > cap ? `${cap}+` : String(Math.max(0, total));

/** One page of the rows held locally (pages from 1). */
export function pageSlice<T>(rows: readonly T[], page: number, size: number): T[] {
  const start = (Math.max(1, page) - 1) * size;
  return rows.slice(start, start + size);
}

/** The field's value for the chosen items: a key, or the list of keys of a multiple picker. */
export function pickerValue(
  field: Pick<PickerFieldDef, 'multiple'>,
  items: readonly PickerItem[],
): FieldValue {
  return field.multiple ? items.map((i) => i.id) : (items[0]?.id ?? '');
}

/** The keys a picker or file field holds: one, several or none. */
export const valueKeys = (value: FieldValue | undefined): string[] =>
  value === undefined
    ? []
    : typeof value === 'string'
      ? value.trim()
        ? [value.trim()]
        : []
      : [...value];

/**
 * What else changes with the choice: the labels into `labelTarget`, and each `fill` field from the
 * chosen rows' column (joined with ',' for several). Cleared when nothing is chosen.
 */
export function pickerFill(
  field: PickerFieldDef,
  items: readonly PickerItem[],
): Record<string, string> {
  const patch: Record<string, string> = {};
  if (field.labelTarget) patch[field.labelTarget] = items.map((i) => i.name).join(',');
  for (const [target, column] of Object.entries(field.fill ?? {})) {
    patch[target] = items.map((i) => i.row?.[column] ?? '').join(',');
  }
  return patch;
}

/** The officers' table of the officer pickers (询问人, 检查人员): BLADE_USER, whatever its case. */
export const isOfficerTable = (table: string | undefined): boolean =>
  (table ?? '').toUpperCase() === 'BLADE_USER';

/** The columns an officer is also found by (police number: POLICE_NUMBER, BladeX's CODE). */
export const OFFICER_NUMBER_COLUMNS = ['POLICE_NUMBER', 'CODE'] as const;

/**
 * The rows a picker offers: the server's answer to the search, then the rows of the whole list
 * whose `columns` hold the search (a police number the server does not search), once each; the
 * rows named in `first` (the task's officers) lead, in their order.
 */
export function pickerRows(
  searched: readonly PickerItem[],
  all: readonly PickerItem[],
  search: string,
  columns: readonly string[] = [],
  first: readonly string[] = [],
): PickerItem[] {
  const text = search.trim();
  const extra =
    text && columns.length > 0
      ? all.filter((i) => columns.some((c) => (i.row?.[c] ?? '').includes(text)))
      : [];
  const seen = new Set<string>();
  const rows = [...searched, ...extra].filter((i) => !seen.has(i.id) && seen.add(i.id));
  const rank = (i: PickerItem): number => {
    const at = first.indexOf(i.name.trim());
    return at < 0 ? first.length : at;
  };
  return rows
    .map((item, at) => ({ item, at }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.at - b.at)
    .map(({ item }) => item);
}
