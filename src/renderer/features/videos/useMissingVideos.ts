import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { videoKeys } from './useVideos';
import type { Request, Response } from '../../../shared/contract';
import type { MissingVideoSearch } from '../../../shared/videos/rules';
import type { MissingVideo } from '../../../shared/videos/schemas';

/** Which field a search message belongs under (spec 01 §5 order; start-after-end under the start). */
export const MISSING_FIELD_OF: Record<string, keyof MissingVideoSearch> = {
  [M.missingFileNameRequired]: 'fileName',
  [M.missingSnRequired]: 'sn',
  [M.missingPoliceNumberRequired]: 'policeNumber',
  [M.missingStartRequired]: 'date',
  [M.missingEndRequired]: 'dateZ',
  [M.missingStartAfterEnd]: 'date',
};

export function useMissingVideos(
  req: Request<'videos:missing'> | null,
): UseQueryResult<Response<'videos:missing'>> {
  const call = useCall();
  return useQuery({
    queryKey: req ? videoKeys.missing(req) : ['video', 'missing', 'none'],
    queryFn: () => call('videos:missing', req as Request<'videos:missing'>),
    enabled: req !== null,
    staleTime: 0,
    placeholderData: (prev) => prev,
  });
}

const text = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : JSON.stringify(v);

/** saveZfjly takes the selected row's fields as they came (spec 01 §7). */
export function syncRow(row: MissingVideo): Record<string, string | null> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, text(v)]));
}

export const missingNameOf = (row: MissingVideo): string =>
  row.reName?.trim() || row.fileName || '';
/**
 * The platform's remark where it sends one (reference server: remark), else rename; not when it
 * only repeats the name shown beside it.
 */
export const missingRemarkOf = (row: MissingVideo): string => {
  const remark = (row as Record<string, unknown>).remark;
  if (typeof remark === 'string' && remark.trim()) return remark;
  const rename = row.rename?.trim() ?? '';
  return rename === missingNameOf(row) ? '' : rename;
};
