import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi, useCall } from '../../platform/ApiProvider';
import type { Cached } from '../../../shared/common/types';
import type { Request } from '../../../shared/contract';
import type { Page } from '../../../shared/common/schemas';
import type { AttachmentGroup, AttachmentRecord } from '../../../shared/attachments/schemas';

// Query keys of this feature: under 'att', so a data:changed (any window's write) refreshes them too.
export const attKeys = {
  all: ['att'] as const,
  list: (req: Request<'attachments:list'>) => ['att', 'list', req] as const,
  groups: (RWID: string, SFCXLSSJ?: string) => ['att', 'groups', RWID, SFCXLSSJ ?? ''] as const,
  media: (md5: string) => ['att', 'media', md5] as const,
};

export function useAttachmentList(
  req: Request<'attachments:list'>,
): UseQueryResult<Cached<Page<AttachmentRecord>>> {
  const call = useCall();
  return useQuery({
    queryKey: attKeys.list(req),
    queryFn: () => call('attachments:list', req),
    staleTime: 0,
    placeholderData: (prev) => prev,
  });
}

/** Refetches a business's attachment list whenever a file for it finishes uploading (from any dialog). */
export function useRefreshOnUploaded(businessType: string, businessId: string): void {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      api.on('uploads:changed', ({ items }) => {
        const arrived = items.some(
          (i) =>
            i.state === 'done' &&
            i.target.businessType === businessType &&
            i.target.businessId === businessId,
        );
        if (arrived) void queryClient.invalidateQueries({ queryKey: ['att', 'list'] });
      }),
    [api, businessId, businessType, queryClient],
  );
}

export function useAttachmentGroups(
  RWID: string,
  SFCXLSSJ?: string,
): UseQueryResult<Cached<AttachmentGroup[]>> {
  const call = useCall();
  const api = useApi();
  const queryClient = useQueryClient();
  // A file of this task (or of one of its documents) arriving shows up in the viewer at once.
  useEffect(
    () =>
      api.on('uploads:changed', ({ items }) => {
        if (items.some((i) => i.state === 'done' && i.target.RWID === RWID))
          void queryClient.invalidateQueries({ queryKey: ['att', 'groups', RWID] });
      }),
    [RWID, api, queryClient],
  );
  return useQuery({
    queryKey: attKeys.groups(RWID, SFCXLSSJ),
    queryFn: () => call('attachments:groups', { RWID, ...(SFCXLSSJ ? { SFCXLSSJ } : {}) }),
    staleTime: 0,
  });
}

/** A short-lived address of an attachment's bytes (images, video, audio), no Blade-Auth needed. */
export function useMediaUrl(md5: string | null, enabled = true): UseQueryResult<{ url: string }> {
  const call = useCall();
  return useQuery({
    queryKey: attKeys.media(md5 ?? ''),
    queryFn: () => call('attachments:mediaUrl', { md5 }),
    enabled: enabled && !!md5,
    // The link expires like the preview link: ask again after a few minutes.
    staleTime: 4 * 60_000,
    gcTime: 5 * 60_000,
  });
}
