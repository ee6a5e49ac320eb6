import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { errorKind, errorMessage } from '../../platform/errors';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { DetailConfig, WsType } from '../../../shared/detail/schemas';

// The 新增文书 chooser's catalogue: the categories the task may add to now (getRwDetailWslb) and
// the document types of each (getRwDetailWs), read when the dialog opens. Main answers them from
// its cache offline; with no answer at all, the task config read when the task opened stands in,
// and the chooser says so.

export type DocGroup = { id: string; name: string; types: WsType[] };

/** A category of the chooser; `types` null while its document types are being read. */
export type CatalogueCategory = { id: string; name: string; types: WsType[] | null };

export type DocCatalogue =
  | { state: 'loading' }
  | {
      state: 'ready';
      categories: CatalogueCategory[];
      /** Set when some of it is the task config's (offline, or the server failed). */
      fallbackNote: string | null;
      /** Where the server's list of categories came from (null: the task config's). */
      answered: { source: 'network' | 'cache'; updatedAt: number } | null;
    };

/** Document types by category (wslbsList ↔ wssList.rwwslbid), in the server's order; uncategorised last. */
export function groupDocTypes(config: Pick<DetailConfig, 'wslbsList' | 'wssList'>): DocGroup[] {
  const groups: DocGroup[] = config.wslbsList.map((c) => ({
    id: c.id,
    name: c.wslbmc ?? '',
    types: [],
  }));
  const other: DocGroup = { id: '', name: M.addDocOtherCategory, types: [] };
  for (const ws of config.wssList)
    (groups.find((g) => g.id === ws.rwwslbid) ?? other).types.push(ws);
  return [...groups, other].filter((g) => g.types.length > 0);
}

/** What the chooser says when it shows the task config's lists instead of the server's. */
export function fallbackNote(error: unknown): string {
  const kind = errorKind(error);
  return kind === 'offline' || kind === 'needs-network'
    ? M.docCatalogueOffline
    : M.docCatalogueFailed(errorMessage(error));
}

const catalogueKey = (runId: string, RWID: string): readonly unknown[] =>
  // Under the task's key: a write to the task (a new document, a state change) reads it again.
  qk.taskPart('documents', 'catalogue', runId, RWID);

/**
 * The catalogue of one task. `wanted` says which categories' types to read now (the selected one;
 * every one for 全部 and for a search); the others are read when they are selected.
 */
export function useDocCatalogue(
  config: Pick<DetailConfig, 'wslbsList' | 'wssList'>,
  runId: string,
  RWID: string,
  wanted: (categoryId: string) => boolean,
): DocCatalogue {
  const call = useCall();
  const fromConfig = useMemo(() => groupDocTypes(config), [config]);
  const cats = useQuery({
    queryKey: catalogueKey(runId, RWID),
    queryFn: () => call('detail:docCategories', { runId, RWID }),
  });
  const list = cats.data?.data ?? [];
  const types = useQueries({
    queries: list.map((c) => ({
      queryKey: [...catalogueKey(runId, RWID), c.id],
      queryFn: (): Promise<Cached<WsType[]>> =>
        call('detail:docTypes', { runId, RWID, wslbid: c.id }),
      enabled: wanted(c.id),
    })),
  });

  if (cats.isError)
    return {
      state: 'ready',
      categories: fromConfig,
      fallbackNote: fallbackNote(cats.error),
      answered: null,
    };
  if (!cats.data) return { state: 'loading' };
  let note: string | null = null;
  const categories = list.map((c, i): CatalogueCategory => {
    const q = types[i];
    const name = c.wslbmc ?? '';
    if (q.isError) {
      note ??= fallbackNote(q.error);
      return { id: c.id, name, types: fromConfig.find((g) => g.id === c.id)?.types ?? [] };
    }
    return { id: c.id, name, types: q.data?.data ?? null };
  });
  return {
    state: 'ready',
    categories,
    fallbackNote: note,
    answered: { source: cats.data.source, updatedAt: cats.data.updatedAt },
  };
}
