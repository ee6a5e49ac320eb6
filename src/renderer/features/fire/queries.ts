import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { FireStageCode } from '../../../shared/fire/constants';
import type { FireCase, FireInfo } from '../../../shared/fire/schemas';
import type { FireNode } from '../../../shared/fire/stages';

// The fire area's reads, under the task's keys (qk.taskPart): a write to the task, or its refresh,
// reads them again. Through main's cache: offline the last answer, with its time.

export type TaskRef = { runId: string; RWID: string };

export const fireKey = (
  what: 'case' | 'nodes' | 'info',
  t: TaskRef,
  ...more: unknown[]
): readonly unknown[] => qk.taskPart('fire', what, t.runId, t.RWID, ...more);

export function useFireCase(t: TaskRef, enabled = true): UseQueryResult<Cached<FireCase>> {
  const call = useCall();
  return useQuery({
    queryKey: fireKey('case', t),
    queryFn: () => call('fire:case', { runId: t.runId, RWID: t.RWID }),
    enabled,
  });
}

/** One stage's node tree; nothing is read while no stage is chosen. */
export function useFireNodes(
  t: TaskRef,
  JDBM: FireStageCode | null,
): UseQueryResult<Cached<FireNode[]>> {
  const call = useCall();
  return useQuery({
    queryKey: fireKey('nodes', t, JDBM),
    queryFn: () => call('fire:nodes', { runId: t.runId, RWID: t.RWID, JDBM: JDBM ?? 'hzjj' }),
    enabled: JDBM !== null,
  });
}

export function useFireInfo(t: TaskRef): UseQueryResult<Cached<FireInfo | null>> {
  const call = useCall();
  return useQuery({
    queryKey: fireKey('info', t),
    queryFn: () => call('fire:info', { runId: t.runId, RWID: t.RWID }),
    // Read afresh when the page opens: another window may have registered meanwhile.
    staleTime: 0,
  });
}

/** After a write: the task, its tree and operation log, and the fire reads (all under qk.taskAll). */
export function useFireRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: qk.taskAll }), [queryClient]);
}
