import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { TaskListRequest } from '../../../shared/tasks/contract';
import type { TaskPage } from '../../../shared/tasks/schemas';
import { TASK_SORT_COLUMNS, type TaskSortColumn } from '../../../shared/tasks/constants';
import type { TableSort } from '../../components/useTableSort';

export type TaskFilters = { RWMC: string; RWLX: string; rwzt: string };
export const EMPTY_FILTERS: TaskFilters = { RWMC: '', RWLX: '', rwzt: '' };

/**
 * Only filters with a value go to the server: an empty RWLX would mean "type empty", not "any".
 * A sort by one of the server's columns goes as BladeX's ascs / descs; the computed 期限 does not
 * (the list sorts by it itself).
 */
export function taskListRequest(
  filters: TaskFilters,
  current: number,
  size: number,
  sort: TableSort<string> = null,
): TaskListRequest {
  const req: TaskListRequest = { current, size };
  const column = sort && sort.key in TASK_SORT_COLUMNS ? (sort.key as TaskSortColumn) : null;
  if (sort && column) req[sort.dir === 'asc' ? 'ascs' : 'descs'] = TASK_SORT_COLUMNS[column];
  const name = filters.RWMC.trim();
  if (name) req.RWMC = name;
  if (filters.RWLX) req.RWLX = filters.RWLX;
  if (filters.rwzt) req.rwzt = filters.rwzt;
  return req;
}

export function useTaskList(
  req: TaskListRequest,
  enabled = true,
): UseQueryResult<Cached<TaskPage>> {
  const call = useCall();
  return useQuery({
    queryKey: qk.tasks(req),
    queryFn: () => call('tasks:list', req),
    enabled,
    // Paging keeps the old rows on screen until the next page arrives, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
