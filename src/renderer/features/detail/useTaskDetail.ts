import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { OpLogRequest, TaskDetail, TaskDetailRequest } from '../../../shared/detail/contract';
import type { Page } from '../../../shared/common/schemas';
import type { OpLogRow } from '../../../shared/detail/schemas';

export function useTaskDetail(
  req: TaskDetailRequest,
  enabled = true,
): UseQueryResult<Cached<TaskDetail>> {
  const call = useCall();
  return useQuery({
    queryKey: qk.taskDetail(req),
    queryFn: () => call('detail:get', req),
    enabled,
  });
}

export function useOpLog(req: OpLogRequest): UseQueryResult<Cached<Page<OpLogRow>>> {
  const call = useCall();
  return useQuery({
    queryKey: qk.opLog(req),
    queryFn: () => call('detail:opLog', req),
    placeholderData: keepPreviousData,
    // The log grows while the officer works: show what is new each time the dialog opens.
    staleTime: 0,
  });
}
