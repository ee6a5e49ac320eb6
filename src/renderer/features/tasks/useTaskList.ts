import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { TaskListRequest } from '../../../shared/tasks/contract';
import type { Page } from '../../../shared/common/schemas';
import type { TaskRecord } from '../../../shared/tasks/schemas';

export type TaskFilters = { RWMC: string; RWLX: string; rwzt: string };
export const EMPTY_FILTERS: TaskFilters = { RWMC: '', RWLX: '', rwzt: '' };

/** Only filters with a value go to the server: an empty RWLX would mean "type empty", not "any". */
export function taskListRequest(
  filters: TaskFilters,
  current: number,
  size: number,
): TaskListRequest {
  const req: TaskListRequest = { current, size };
  const name = filters.RWMC.trim();
  if (name) req.RWMC = name;
  if (filters.RWLX) req.RWLX = filters.RWLX;
  if (filters.rwzt) req.rwzt = filters.rwzt;
  return req;
}

export function useTaskList(
  req: TaskListRequest,
  enabled = true,
): UseQueryResult<Cached<Page<TaskRecord>>> {
  const call = useCall();
  return useQuery({
    queryKey: qk.tasks(req),
    queryFn: () => call('tasks:list', req),
    enabled,
    // Paging keeps the old rows on screen until the next page arrives, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
