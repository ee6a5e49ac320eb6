import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Cached, Request } from '../../../shared/contract';
import { M } from '../../../shared/messages';
import type { Page } from '../../../shared/schemas/common';
import type { EnforcementVideo, EvidenceGroup, OrgUnit, VideoRecord } from '../../../shared/schemas/server';
import { useCall } from '../../app/ApiProvider';
import { useRunAction } from '../../app/useRunAction';

// Query keys of the video feature: under 'video' / 'evidence', so data:changed refreshes them too.
export const videoKeys = {
  all: ['video'] as const,
  bound: (rwid: string) => ['video', 'bound', rwid] as const,
  list: (req: Request<'video:list'>) => ['video', 'list', req] as const,
  listAll: ['video', 'list'] as const,
  units: ['video', 'units'] as const,
  missing: (req: Request<'video:missing'>) => ['video', 'missing', req] as const,
  enforcement: (req: Request<'video:enforcement'>) => ['video', 'enforcement', req] as const,
  evidence: (rwid: string) => ['evidence', 'tree', rwid] as const,
};

export function useBoundVideos(rwid: string): UseQueryResult<Cached<VideoRecord[]>> {
  const call = useCall();
  return useQuery({ queryKey: videoKeys.bound(rwid), queryFn: () => call('video:bound', { rwid }), staleTime: 0 });
}

export function useVideoList(req: Request<'video:list'>): UseQueryResult<Cached<Page<VideoRecord>>> {
  const call = useCall();
  return useQuery({ queryKey: videoKeys.list(req), queryFn: () => call('video:list', req), staleTime: 0, placeholderData: (prev) => prev });
}

export function useOrgUnits(): UseQueryResult<Cached<OrgUnit[]>> {
  const call = useCall();
  return useQuery({ queryKey: videoKeys.units, queryFn: () => call('video:units', null), staleTime: 10 * 60_000 });
}

export function useEnforcementVideos(req: Request<'video:enforcement'>): UseQueryResult<Cached<Page<EnforcementVideo>>> {
  const call = useCall();
  return useQuery({ queryKey: videoKeys.enforcement(req), queryFn: () => call('video:enforcement', req), staleTime: 0, placeholderData: (prev) => prev });
}

export function useEvidenceTree(rwid: string): UseQueryResult<Cached<EvidenceGroup[]>> {
  const call = useCall();
  return useQuery({ queryKey: videoKeys.evidence(rwid), queryFn: () => call('evidence:tree', { rwid }), staleTime: 0 });
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
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: videoKeys.all }), [queryClient]);
  const act = useCallback(
    async (fn: () => Promise<unknown>, success: string): Promise<boolean> => {
      const done = (await run(fn, () => success)) !== undefined;
      if (done) await refresh();
      return done;
    },
    [refresh, run],
  );
  return {
    bind: (id) => act(() => call('video:bind', { rwid, id }), M.videoBound),
    unbind: (id) => act(() => call('video:unbind', { id }), M.videoUnbound),
    remark: (id, remark) => act(() => call('video:remark', { id, remark }), M.videoRemarkChanged),
  };
}
