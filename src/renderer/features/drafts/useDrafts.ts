import {
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import type { Draft, DraftSummary } from '../../../shared/drafts/contract';
import type { Cached } from '../../../shared/common/types';
import type { TaskDetail } from '../../../shared/detail/contract';

// The renderer's side of the drafts area: the list (the header badge, the drafts dialog), the one
// draft a document page offers back, and discarding. Main answers for the signed-in officer only,
// and the keys start with 'drafts' so signing out or switching account drops them with the rest.

export const draftsKeys = {
  all: ['drafts'] as const,
  list: ['drafts', 'list'] as const,
};

/** The officer's drafts, newest first (no values). */
export function useDraftsList(): UseQueryResult<DraftSummary[]> {
  const call = useCall();
  return useQuery({
    queryKey: draftsKeys.list,
    queryFn: () => call('drafts:list', {}),
    // Local and cheap: the badge follows every save and discard at once.
    staleTime: 0,
  });
}

/** Tells the list (badge, dialog) that drafts changed. */
export const refreshDraftsList = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: draftsKeys.list });

/** Discards one draft and refreshes the list. */
export function useDiscardDraft(): (key: string) => Promise<void> {
  const call = useCall();
  const queryClient = useQueryClient();
  return useCallback(
    async (key: string) => {
      await call('drafts:discard', { key });
      await refreshDraftsList(queryClient);
    },
    [call, queryClient],
  );
}

export type OfferedDraft =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'found'; draft: Draft }
  | { state: 'failed'; message: string };

/**
 * The draft stored for a document when its page opened, read once: the page's own autosaves
 * later write the same key and must not be offered back to it.
 */
export function useOfferedDraft(key: string, enabled: boolean): OfferedDraft {
  const call = useCall();
  const [first] = useState(key);
  const [offered, setOffered] = useState<OfferedDraft>(
    enabled ? { state: 'loading' } : { state: 'none' },
  );
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    call('drafts:get', { key: first }).then(
      (draft) => live && setOffered(draft ? { state: 'found', draft } : { state: 'none' }),
      (e: unknown) =>
        live &&
        setOffered({ state: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [call, first, enabled]);
  return offered;
}

/** The task's name when this window has read its detail (the drafts list shows it), else ''. */
export function taskNameOf(queryClient: QueryClient, RWID: string): string {
  const found = queryClient
    .getQueriesData<Cached<TaskDetail>>({ queryKey: qk.taskDetailAll })
    .map(([, data]) => data?.data.config.rwxx)
    .find((rwxx) => rwxx?.RWID === RWID);
  return found?.RWMC ?? '';
}
