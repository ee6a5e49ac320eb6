import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { Page } from '../../../shared/common/schemas';
import type { HistoryListRequest } from '../../../shared/history/contract';
import type { HistoryRecord } from '../../../shared/history/schemas';

export type HistoryFilters = { RWMC: string; RWLX: string; GDKSRQ: string; GDJSRQ: string };
export const EMPTY_HISTORY_FILTERS: HistoryFilters = { RWMC: '', RWLX: '', GDKSRQ: '', GDJSRQ: '' };

/** Only filters with a value go to the server (an empty RWLX would mean "type empty"). */
export function historyRequest(
  filters: HistoryFilters,
  current: number,
  size: number,
): HistoryListRequest {
  const req: HistoryListRequest = { current, size };
  const name = filters.RWMC.trim();
  if (name) req.RWMC = name;
  if (filters.RWLX) req.RWLX = filters.RWLX;
  if (filters.GDKSRQ) req.GDKSRQ = filters.GDKSRQ;
  if (filters.GDJSRQ) req.GDJSRQ = filters.GDJSRQ;
  return req;
}

export function useHistoryList(
  req: HistoryListRequest,
): UseQueryResult<Cached<Page<HistoryRecord>>> {
  const call = useCall();
  return useQuery({
    queryKey: qk.history(req),
    queryFn: () => call('history:list', req),
    // Paging keeps the old rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}
