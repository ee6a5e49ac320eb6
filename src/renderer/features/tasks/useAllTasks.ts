import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCall } from '../../platform/ApiProvider';
import type { Cached } from '../../../shared/common/types';
import type { Page } from '../../../shared/common/schemas';
import type { TaskRecord } from '../../../shared/tasks/schemas';
import { taskListRequest, type TaskFilters } from './useTaskList';

/** The largest page tasks:list takes. */
export const ALL_TASKS_PAGE_SIZE = 200;

/** Where the list stops reading: ten full pages; beyond it the officer narrows the filters. */
export const ALL_TASKS_CAP = 2000;

/** Every task matching the filters (up to the cap), read page by page, and whether it was cut. */
export type AllTasks = Cached<Page<TaskRecord>> & { capped: boolean };

/**
 * The server pages and cannot sort by the clock we compute, so sorting or filtering by deadline
 * (and the overdue banner) reads every page through tasks:list and works on the rows here. The key
 * starts with 'tasks', so every write that refreshes the task list refreshes this too.
 */
export function useAllTasks(filters: TaskFilters, enabled = true): UseQueryResult<AllTasks> {
  const call = useCall();
  const first = taskListRequest(filters, 1, ALL_TASKS_PAGE_SIZE);
  return useQuery({
    queryKey: ['tasks', 'all', first] as const,
    enabled,
    queryFn: async (): Promise<AllTasks> => {
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
    },
  });
}
