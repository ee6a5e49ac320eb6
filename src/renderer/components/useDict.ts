import { useQuery } from '@tanstack/react-query';
import { useCall } from '../platform/ApiProvider';
import { qk } from '../platform/queryKeys';
import type { DictCode } from '../../shared/dict/constants';
import type { DictItem } from '../../shared/dict/schemas';

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

export function toDictMap(items: readonly DictItem[]): DictMap {
  const sorted = [...items].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  return new Map(
    sorted.map((i) => [i.dictKey, { label: i.dictValue, color: remarkColor(i.remark) }]),
  );
}

const EMPTY: DictMap = new Map();

/** A dictionary as dictKey → label and colour; empty until loaded (callers fall back to the raw key). */
export function useDict(code: DictCode): DictMap {
  const call = useCall();
  const { data } = useQuery({
    queryKey: qk.dict(code),
    queryFn: () => call('dict:get', { code }),
    // Dictionaries change with releases, not during a working day.
    staleTime: 60 * 60 * 1000,
    select: (res) => toDictMap(res.data),
  });
  return data ?? EMPTY;
}
