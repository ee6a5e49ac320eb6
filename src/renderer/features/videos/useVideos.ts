import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { useRunAction } from '../../platform/useRunAction';
import type { Cached } from '../../../shared/common/types';
import type { Request } from '../../../shared/contract';
import type { Page } from '../../../shared/common/schemas';
import type {
  EnforcementVideo,
  EvidenceGroup,
  OrgUnit,
  VideoRecord,
} from '../../../shared/videos/schemas';

// Query keys of the video feature: under 'video' / 'evidence', so data:changed refreshes them too.
export const videoKeys = {
  all: ['video'] as const,
  bound: (rwid: string) => ['video', 'bound', rwid] as const,
  list: (req: Request<'videos:list'>) => ['video', 'list', req] as const,
  listAll: ['video', 'list'] as const,
  units: ['video', 'units'] as const,
  missing: (req: Request<'videos:missing'>) => ['video', 'missing', req] as const,
  enforcement: (req: Request<'videos:enforcement'>) => ['video', 'enforcement', req] as const,
  evidence: (rwid: string) => ['evidence', 'tree', rwid] as const,
};

export function useBoundVideos(rwid: string): UseQueryResult<Cached<VideoRecord[]>> {
  const call = useCall();
  return useQuery({
    queryKey: videoKeys.bound(rwid),
    queryFn: () => call('videos:bound', { rwid }),
    staleTime: 0,
  });
}

export function useVideoList(
  req: Request<'videos:list'>,
): UseQueryResult<Cached<Page<VideoRecord>>> {
  const call = useCall();
  return useQuery({
    queryKey: videoKeys.list(req),
    queryFn: () => call('videos:list', req),
    staleTime: 0,
    placeholderData: (prev) => prev,
  });
}

export function useOrgUnits(): UseQueryResult<Cached<OrgUnit[]>> {
  const call = useCall();
  return useQuery({
    queryKey: videoKeys.units,
    queryFn: () => call('videos:units', null),
    staleTime: 10 * 60_000,
  });
}

export function useEnforcementVideos(
  req: Request<'videos:enforcement'>,
): UseQueryResult<Cached<Page<EnforcementVideo>>> {
  const call = useCall();
  return useQuery({
    queryKey: videoKeys.enforcement(req),
    queryFn: () => call('videos:enforcement', req),
    staleTime: 0,
    placeholderData: (prev) => prev,
  });
}

export function useEvidenceTree(rwid: string): UseQueryResult<Cached<EvidenceGroup[]>> {
  const call = useCall();
  return useQuery({
    queryKey: videoKeys.evidence(rwid),
    queryFn: () => call('videos:evidenceTree', { rwid }),
    staleTime: 0,
  });
}

export type VideoActions = {
  bind(id: string): Promise<boolean>;
  unbind(id: string): Promise<boolean>;
  remark(id: string, remark: string): Promise<boolean>;
};

/**
 * Bind, unbind and remark with the spec's success texts (spec 01 §8); afterwards every video list
 * and the bound list refresh (spec 01 §4).
 */
export function useVideoActions(rwid: string): VideoActions {
  const call = useCall();
  const run = useRunAction();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
    [queryClient],
  );
  const act = useCallback(
    async (fn: () => Promise<unknown>, success: string): Promise<boolean> => {
      const done = (await run(fn, () => success)) !== undefined;
      if (done) await refresh();
      return done;
    },
    [refresh, run],
  );
  return {
    bind: (id) => act(() => call('videos:bind', { rwid, id }), M.videoBound),
    unbind: (id) => act(() => call('videos:unbind', { id }), M.videoUnbound),
    remark: (id, remark) => act(() => call('videos:remark', { id, remark }), M.videoRemarkChanged),
  };
}
