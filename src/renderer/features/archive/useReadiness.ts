import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi, useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { Readiness } from '../../../shared/archive/contract';
import type { TaskInfo } from '../../../shared/detail/schemas';
import type { UploadState } from '../../../shared/uploads/queue-rules';
import { isLiveRow } from '../../../shared/detail/tree';

// A task's archive readiness (archive:readiness, gathered in main from the cached reads). The key
// sits under the task's data, so every write to the task (which refreshes qk.taskAll) asks again;
// the upload queue is not a write, so a file of the task changing state asks again too.

export const archiveKeys = {
  readiness: (runId: string, RWID: string): readonly unknown[] =>
    qk.taskPart('archive', 'readiness', runId, RWID),
};

/** Task states the readiness is shown for: new, in hand and finished (not archived or voided). */
const READINESS_STATES: readonly string[] = ['0', '1', '2'];

export const wantsReadiness = (rwxx: Pick<TaskInfo, 'rwzt' | 'RW_ISDELETED'>): boolean =>
  READINESS_STATES.includes(rwxx.rwzt ?? '') && isLiveRow(rwxx);

export function useReadiness(
  runId: string,
  RWID: string,
  enabled: boolean,
): UseQueryResult<Cached<Readiness>> {
  const call = useCall();
  const api = useApi();
  const queryClient = useQueryClient();
  const states = useRef(new Map<string, UploadState>());
  useEffect(() => {
    if (!enabled) return undefined;
    return api.on('uploads:changed', ({ items }) => {
      // Progress comes several times a second: only a file of this task changing state counts.
      let changed = false;
      for (const i of items) {
        if (i.target.RWID !== RWID || states.current.get(i.id) === i.state) continue;
        states.current.set(i.id, i.state);
        changed = true;
      }
      if (changed)
        void queryClient.invalidateQueries({ queryKey: archiveKeys.readiness(runId, RWID) });
    });
  }, [RWID, api, enabled, queryClient, runId]);
  return useQuery({
    queryKey: archiveKeys.readiness(runId, RWID),
    queryFn: () => call('archive:readiness', { runId, RWID }),
    enabled: enabled && runId !== '' && RWID !== '',
  });
}
