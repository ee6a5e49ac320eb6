import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCall } from './ApiProvider';
import { detailRequestOf, qk } from './queryKeys';
import type { Cached } from '../../shared/common/types';
import type { TaskDetail } from '../../shared/detail/contract';

// A task's detail for a screen that needs its facts (unit, type, officers) but not a particular
// view of it: what the detail screen already read under any of its keys (pagetype, SFCXLSSJ) is
// reused, so opening a form from the detail screen asks the server nothing more.

/** The detail of a task, seeded from any cached read of it, else read once (`enabled`). */
export function useAnyTaskDetail(
  runId: string,
  RWID: string,
  enabled = true,
): UseQueryResult<Cached<TaskDetail>> {
  const call = useCall();
  const queryClient = useQueryClient();
  const seed = queryClient
    .getQueryCache()
    .findAll({ queryKey: qk.taskDetailAll })
    .find((q) => {
      const req = detailRequestOf(q.queryKey);
      return q.state.data !== undefined && req?.RWID === RWID && req.runId === runId;
    });
  return useQuery({
    queryKey: qk.taskDetail({ runId, RWID }),
    queryFn: () => call('detail:get', { runId, RWID }),
    enabled: enabled && runId !== '' && RWID !== '',
    initialData: seed?.state.data as Cached<TaskDetail> | undefined,
    initialDataUpdatedAt: seed?.state.dataUpdatedAt,
  });
}
