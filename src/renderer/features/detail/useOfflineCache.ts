import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCall } from '../../platform/ApiProvider';
import { NO_OFFLINE_CACHE, type OfflineCache } from '../../platform/buttons';
import { useNet } from '../../platform/network';
import { qk } from '../../platform/queryKeys';
import { formOfRow } from '../../../shared/documents/rules';
import { MAX_CACHED_DOCS, type CachedDocRequest } from '../../../shared/documents/contract';
import type { TreeRow } from '../../../shared/detail/schemas';

/** Every document of the tree, with the form its page opens (what documents:cached asks about). */
export function cachedDocsOf(tree: readonly TreeRow[]): CachedDocRequest[] {
  const out: CachedDocRequest[] = [];
  const walk = (rows: readonly TreeRow[]): void => {
    for (const r of rows) {
      if (r.FLWSID) out.push({ FLWSID: r.FLWSID, form: formOfRow(r), FLWSLB: r.FLWSLB });
      if (r.children.length > 0) walk(r.children);
    }
  };
  walk(tree);
  // Beyond the channel's bound (no real run comes near it) the rest stay disabled offline.
  return out.slice(0, MAX_CACHED_DOCS);
}

/**
 * Offline, which documents of the tree this machine can open (issue 14): one documents:cached
 * call per tree, answered from main's cache by key (never by value). Online nothing is asked: every
 * row button is enabled then, so the tree renders exactly as before.
 */
export function useOfflineCache(tree: readonly TreeRow[]): OfflineCache {
  const { online } = useNet();
  const call = useCall();
  const docs = useMemo(() => (online ? [] : cachedDocsOf(tree)), [online, tree]);
  const answer = useQuery({
    queryKey: qk.docsCached(docs),
    queryFn: () => call('documents:cached', { docs }),
    enabled: !online && docs.length > 0,
    // What is cached grows while the officer works online: ask again each time the network goes.
    staleTime: 0,
  });
  return useMemo(
    () =>
      answer.data
        ? { docs: new Set(answer.data.docs), approvals: new Set(answer.data.approvals) }
        : NO_OFFLINE_CACHE,
    [answer.data],
  );
}
