import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCall } from '../platform/ApiProvider';
import { qk } from '../platform/queryKeys';
import { M } from '../../shared/messages';
import type { DictCode } from '../../shared/dict/constants';
import { KNOWN_DICTS, unknownDictLabel } from '../../shared/dict/known';
import type { DictItem } from '../../shared/dict/schemas';
import type { Cached } from '../../shared/common/types';

export type BadgeColor =
  'brand' | 'danger' | 'important' | 'informative' | 'severe' | 'subtle' | 'success' | 'warning';
export type DictEntry = { label: string; color: BadgeColor };
export type DictMap = ReadonlyMap<string, DictEntry>;

// Our server's remark is a Fluent colour name; real servers may carry the web system's Element UI
// tag types (primary, info, danger…) instead, which map onto the nearest Fluent colour.
const REMARK_COLORS: Record<string, BadgeColor> = {
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  error: 'danger',
  informative: 'informative',
  info: 'informative',
  brand: 'brand',
  primary: 'brand',
  subtle: 'subtle',
  important: 'important',
  severe: 'severe',
};

export const remarkColor = (remark: string | null | undefined): BadgeColor =>
  REMARK_COLORS[(remark ?? '').trim().toLowerCase()] ?? 'subtle';

/**
 * A dictionary as dictKey → label and colour. Its entries (what a filter offers) are the server's
 * once loaded, else the client's known ones (shared/dict/known.ts); a lookup falls back on the
 * known entry for a key the server's dictionary lacks. `unknown` is what a code nobody names reads
 * as: a neutral text, never the code (docs/decisions.md "Issue 29: dictionaries never show a code").
 */
export class Dictionary extends Map<string, DictEntry> {
  constructor(
    entries: Iterable<readonly [string, DictEntry]>,
    private readonly known: ReadonlyMap<string, DictEntry> = new Map(),
    readonly unknown: string = M.dictUnknown,
  ) {
    super(entries);
  }

  override get(key: string): DictEntry | undefined {
    return super.get(key) ?? this.known.get(key);
  }

  override has(key: string): boolean {
    return super.has(key) || this.known.has(key);
  }
}

const entriesOf = (items: readonly Pick<DictItem, 'dictKey' | 'dictValue' | 'remark' | 'sort'>[]) =>
  [...items]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((i) => [i.dictKey, { label: i.dictValue, color: remarkColor(i.remark) }] as const);

const knownEntries = (code: DictCode): Map<string, DictEntry> =>
  new Map(
    (KNOWN_DICTS[code] ?? []).map((e) => [e.key, { label: e.value, color: remarkColor(e.remark) }]),
  );

/** A dictionary from the server's items; with a code, backed by that code's known labels. */
export function toDictMap(items: readonly DictItem[], code?: DictCode): DictMap {
  if (!code) return new Dictionary(entriesOf(items));
  const known = knownEntries(code);
  return new Dictionary(items.length > 0 ? entriesOf(items) : known, known, unknownDictLabel(code));
}

/** A code's label: the dictionary's, else the known one, else a neutral text; never the code ('' for none). */
export function dictLabel(dict: DictMap, key: string): string {
  if (key === '') return '';
  return dict.get(key)?.label ?? (dict instanceof Dictionary ? dict.unknown : M.dictUnknown);
}

const knownOnly = new Map<DictCode, DictMap>();
/** Before the server's dictionary arrives (or offline with none cached): the known labels. */
export function knownDict(code: DictCode): DictMap {
  let dict = knownOnly.get(code);
  if (!dict) {
    dict = toDictMap([], code);
    knownOnly.set(code, dict);
  }
  return dict;
}

/**
 * A dictionary: the server's (read through main's cache, so offline too), backed by the known
 * labels; the known labels alone until it arrives.
 */
export function useDict(code: DictCode): DictMap {
  const call = useCall();
  // One map per answer, not per render: memoised rows compare dictionaries by identity.
  const select = useCallback((res: Cached<DictItem[]>) => toDictMap(res.data, code), [code]);
  const { data } = useQuery({
    queryKey: qk.dict(code),
    queryFn: () => call('dict:get', { code }),
    // Dictionaries change with releases, not during a working day.
    staleTime: 60 * 60 * 1000,
    select,
  });
  return data ?? knownDict(code);
}
