import { useQuery, useQueryClient, type Query, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { useRunAction } from '../../platform/useRunAction';
import type { Cached } from '../../../shared/common/types';
import type { Request } from '../../../shared/contract';
import type { Page } from '../../../shared/common/schemas';
import { qk } from '../../platform/queryKeys';
import type { StaleVideoList, TaskVideoSuggestions } from '../../../shared/videos/contract';
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
  /** The import centre's videos left unbound: under 'video', so every video write refreshes it. */
  stale: ['video', 'stale'] as const,
};

/** The suggested videos of a task: a read about one task (qk.taskPart), refreshed with the task. */
export const suggestKey = (runId: string, rwid: string): readonly unknown[] =>
  qk.taskPart('videos', 'suggest', runId, rwid);

/** Every read of this area about one task (the suggestions): what a video write refreshes. */
const isVideosTaskPart = (q: Query): boolean =>
  q.queryKey[0] === qk.taskAll[0] && q.queryKey[1] === 'videos';

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

/** 推荐绑定: the task's unbound videos likely its own (videos:suggest, through main's cache). */
export function useVideoSuggestions(
  runId: string,
  rwid: string,
  enabled = true,
): UseQueryResult<Cached<TaskVideoSuggestions>> {
  const call = useCall();
  return useQuery({
    queryKey: suggestKey(runId, rwid),
    queryFn: () => call('videos:suggest', { runId, rwid }),
    enabled: enabled && runId !== '' && rwid !== '',
    staleTime: 0,
  });
}

/** The import centre's 待绑定视频 (videos:stale): read when its tab is shown. */
export function useStaleVideos(enabled: boolean): UseQueryResult<Cached<StaleVideoList>> {
  const call = useCall();
  return useQuery({
    queryKey: videoKeys.stale,
    queryFn: () => call('videos:stale', null),
    enabled,
    staleTime: 60_000,
  });
}

/** Binds a video to a task named per call (the import centre's list), then refreshes as below. */
export function useBindVideo(): (rwid: string, id: string) => Promise<boolean> {
  const call = useCall();
  const run = useRunAction();
  const refresh = useVideoRefresh();
  return useCallback(
    async (rwid, id) => {
      const done =
        (await run(
          () => call('videos:bind', { rwid, id }),
          () => M.videoBound,
        )) !== undefined;
      if (done) await refresh();
      return done;
    },
    [call, refresh, run],
  );
}

/** After a video write: every video list, the bound lists, the suggestions and the import centre's list. */
function useVideoRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: videoKeys.all }),
      queryClient.invalidateQueries({ predicate: isVideosTaskPart }),
    ]);
  }, [queryClient]);
}

export type VideoActions = {
  bind(id: string): Promise<boolean>;
  unbind(id: string): Promise<boolean>;
  remark(id: string, remark: string): Promise<boolean>;
};

/**
 * Bind, unbind and remark with the spec's success texts (spec 01 §8); afterwards every video list,
 * the bound list and the suggestions refresh (spec 01 §4).
 */
export function useVideoActions(rwid: string): VideoActions {
  const call = useCall();
  const run = useRunAction();
  const refresh = useVideoRefresh();
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
