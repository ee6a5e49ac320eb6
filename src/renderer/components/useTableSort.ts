import { useCallback, useMemo, useState } from 'react';

// Sortable columns: a click on a header sorts by it ascending, the next click descending, the
// third restores the server's order (as the Element UI tables officers know). Each table remembers
// its sort in localStorage under its own id, so it opens sorted the way the officer left it.

export type SortDirection = 'asc' | 'desc';

export type TableSort<K extends string> = { key: K; dir: SortDirection } | null;

export const SORT_STORAGE_PREFIX = 'xfjd.sort.';

/** The header cell's props for Fluent's sortable Table (aria-sort comes with sortDirection). */
export type SortHeaderProps = {
  sortable: true;
  sortDirection: 'ascending' | 'descending' | undefined;
  onClick(): void;
};

export type TableSortState<K extends string> = {
  sort: TableSort<K>;
  /** The next state of a click on the column's header. */
  toggle(key: K): void;
  set(sort: TableSort<K>): void;
  header(key: K): SortHeaderProps;
};

/** The state after a click on `key`'s header: asc, then desc, then none. */
export function nextSort<K extends string>(sort: TableSort<K>, key: K): TableSort<K> {
  if (sort?.key !== key) return { key, dir: 'asc' };
  return sort.dir === 'asc' ? { key, dir: 'desc' } : null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A browser that refuses storage (privacy mode) sorts without remembering.
    return null;
  }
}

/** The remembered sort of the table, if it still names one of its columns. */
export function readSort<K extends string>(tableId: string, keys: readonly K[]): TableSort<K> {
  try {
    const raw = storage()?.getItem(SORT_STORAGE_PREFIX + tableId);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { key?: unknown; dir?: unknown };
    const key = keys.find((k) => k === parsed.key);
    if (key === undefined || (parsed.dir !== 'asc' && parsed.dir !== 'desc')) return null;
    return { key, dir: parsed.dir };
  } catch {
    return null;
  }
}

function writeSort<K extends string>(tableId: string, sort: TableSort<K>): void {
  try {
    const s = storage();
    if (!s) return;
    if (sort) s.setItem(SORT_STORAGE_PREFIX + tableId, JSON.stringify(sort));
    else s.removeItem(SORT_STORAGE_PREFIX + tableId);
  } catch {
    // Storage full or refused: the sort still applies, it is only not remembered.
  }
}

export function useTableSort<K extends string>(
  tableId: string,
  keys: readonly K[],
): TableSortState<K> {
  const [sort, setSort] = useState<TableSort<K>>(() => readSort(tableId, keys));
  const set = useCallback(
    (next: TableSort<K>) => {
      setSort(next);
      writeSort(tableId, next);
    },
    [tableId],
  );
  const toggle = useCallback((key: K) => set(nextSort(sort, key)), [set, sort]);
  return useMemo(
    () => ({
      sort,
      toggle,
      set,
      header: (key: K): SortHeaderProps => ({
        sortable: true,
        sortDirection:
          sort?.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined,
        onClick: () => toggle(key),
      }),
    }),
    [sort, toggle, set],
  );
}

const collator = new Intl.Collator('zh-CN', { numeric: true });
const HAN = /^[\u3400-\u9fff]/;

/**
 * Text as Excel sorts it for a Chinese officer: letters and digits before Chinese (ICU's zh order
 * puts Chinese first), Chinese by pinyin, numbers inside names by value (a9 before a10).
 */
export function compareText(a: string, b: string): number {
  const ha = HAN.test(a);
  const hb = HAN.test(b);
  if (ha !== hb) return ha ? 1 : -1;
  return collator.compare(a, b);
}

/**
 * The rows sorted by the column's values (text in Chinese collation, numbers by value), empty
 * values last whatever the direction; equal values keep their order. No sort: the rows as given.
 */
export function sortRows<R, K extends string>(
  rows: readonly R[],
  sort: TableSort<K>,
  value: (row: R, key: K) => string | number | null | undefined,
): R[] {
  if (!sort) return [...rows];
  const sign = sort.dir === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, v: value(row, sort.key) }));
  // Array.prototype.sort is stable.
  keyed.sort((a, b) => {
    const ea = a.v === null || a.v === undefined || a.v === '';
    const eb = b.v === null || b.v === undefined || b.v === '';
    if (ea || eb) return ea === eb ? 0 : ea ? 1 : -1;
    if (typeof a.v === 'number' && typeof b.v === 'number') return sign * (a.v - b.v);
    return sign * compareText(String(a.v), String(b.v));
  });
  return keyed.map((k) => k.row);
}
