import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { Page } from '../../../shared/common/schemas';
import type { VideoRecord } from '../../../shared/videos/schemas';
import type { ServicePreview, ServiceRecord } from '../../../shared/service/schemas';

// The service area's reads. Keys start with 'task' so that a write's refresh of the task (its
// detail, tree and log) reads them again.

export const serviceKeys = {
  all: ['task', 'service'] as const,
  records: (
    runId: string,
    RWID: string,
    SFCXLSSJ: string,
    current: number,
    size: number,
  ): readonly unknown[] => qk.taskPart('service', 'records', runId, RWID, SFCXLSSJ, current, size),
  preview: (runId: string, flwsid: string) =>
    ['task', 'service', 'preview', runId, flwsid] as const,
  videos: (RWID: string) => ['task', 'service', 'videos', RWID] as const,
};

export type RecordsQuery = {
  runId: string;
  RWID: string;
  SFCXLSSJ: '0' | '1';
  current: number;
  size: number;
};

/** A page of the task's service records (generic query 3934). */
export function useServiceRecords(
  req: RecordsQuery,
  enabled = true,
): UseQueryResult<Cached<Page<ServiceRecord>>> {
  const call = useCall();
  return useQuery({
    queryKey: serviceKeys.records(req.runId, req.RWID, req.SFCXLSSJ, req.current, req.size),
    queryFn: () => call('service:records', req),
    enabled,
    staleTime: 0,
  });
}

/** dzsdinfo: the electronic service as the unit will see it. */
export function useServicePreview(ids: {
  runId: string;
  flwssyid: string;
  flwsid: string;
}): UseQueryResult<Cached<ServicePreview>> {
  const call = useCall();
  return useQuery({
    queryKey: serviceKeys.preview(ids.runId, ids.flwsid),
    queryFn: () => call('service:preview', ids),
    staleTime: 0,
  });
}

/** The recorder videos bound to the task (the videos area's call): the ones proof may name. */
export function useBoundVideos(
  RWID: string,
  enabled: boolean,
): UseQueryResult<Cached<VideoRecord[]>> {
  const call = useCall();
  return useQuery({
    queryKey: serviceKeys.videos(RWID),
    queryFn: () => call('videos:bound', { rwid: RWID }),
    enabled: enabled && RWID !== '',
    staleTime: 0,
  });
}
