import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCall, type CallFn } from '../../platform/ApiProvider';
import type { Cached } from '../../../shared/common/types';
import type { Page } from '../../../shared/common/schemas';
import type { TaskRecord } from '../../../shared/tasks/schemas';
import type { TaskListRequest } from '../../../shared/tasks/contract';
import { TASK_EXPORT_MAX } from '../../../shared/tasks/constants';
import type { TableSort } from '../../components/useTableSort';
import { taskListRequest, type TaskFilters } from './useTaskList';

/** The largest page tasks:list takes. */
export const ALL_TASKS_PAGE_SIZE = 200;

/** Where the list stops reading: ten full pages; beyond it the officer narrows the filters. */
export const ALL_TASKS_CAP = TASK_EXPORT_MAX;

/** Every task matching the filters (up to the cap), read page by page, and whether it was cut. */
export type AllTasks = Cached<Page<TaskRecord>> & { capped: boolean };

/** The query key of every page read from `first` on (it starts with 'tasks': writes refresh it). */
export const allTasksKey = (first: TaskListRequest): readonly unknown[] =>
  ['tasks', 'all', first] as const;

/** The first request of the all-pages read of the filters, in the list's sort. */
export const allTasksRequest = (filters: TaskFilters, sort: TableSort<string>): TaskListRequest =>
  taskListRequest(filters, 1, ALL_TASKS_PAGE_SIZE, sort);

/** Reads every page of `first` through tasks:list, up to the cap. */
export async function readAllTasks(call: CallFn, first: TaskListRequest): Promise<AllTasks> {
  const records: TaskRecord[] = [];
  let total = 0;
  let source: 'network' | 'cache' = 'network';
  let updatedAt = Number.POSITIVE_INFINITY;
  for (let current = 1; records.length < ALL_TASKS_CAP; current++) {
    const page = await call('tasks:list', { ...first, current });
    if (page.source === 'cache') source = 'cache';
    updatedAt = Math.min(updatedAt, page.updatedAt);
    total = page.data.total;
    records.push(...page.data.records);
    // A short or empty page is the last one, whatever total says.
    if (page.data.records.length < ALL_TASKS_PAGE_SIZE || records.length >= total) break;
  }
  const rows = records.slice(0, ALL_TASKS_CAP);
  return {
    data: { records: rows, total: rows.length },
    source,
    updatedAt: Number.isFinite(updatedAt) ? updatedAt : 0,
    capped: total > rows.length,
  };
}

/**
 * The server pages and cannot sort by the clock we compute, so sorting or filtering by deadline
 * reads every page through tasks:list and works on the rows here, and only then: the list itself
 * reads one page, and the banner's counts come with it (TaskListPage). The key starts with
 * 'tasks', so every write that refreshes the task list refreshes this too.
 */
export function useAllTasks(
  filters: TaskFilters,
  sort: TableSort<string>,
  enabled: boolean,
): UseQueryResult<AllTasks> {
  const call = useCall();
  const first = allTasksRequest(filters, sort);
  return useQuery({
    queryKey: allTasksKey(first),
    enabled,
    queryFn: () => readAllTasks(call, first),
  });
}
