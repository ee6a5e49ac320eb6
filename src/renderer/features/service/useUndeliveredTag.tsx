import { useQueries } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { useCall } from '../../platform/ApiProvider';
import { serviceKeys } from './useService';
import { TREE_LEVEL } from '../../../shared/detail/constants';
import { isServedDocument } from '../../../shared/documents/served';
import type { TreeRow } from '../../../shared/detail/schemas';
import { NOT_DELIVERED } from '../../../shared/service/constants';
import { undeliveredTag } from '../../../shared/service/records';

// The tree's 未送达 tag says what is missing ('未送达：缺送达回证'): computed here from the tasks'
// service records (generic query 3934) with the shared rule, so it works against a server that
// sends SFSD only. The detail screen wraps its tree in DeliveryTagsProvider, which reads the
// records once per task that has a document awaiting delivery; a row asks useUndeliveredTag. A
// tree rendered without the provider (a component test) keeps the plain tags.

/** Records of a task are few: read whole, once per task. */
const WHOLE = 9999;

/** A served document, ready to serve, not delivered: where 未送达 means something. */
const awaitsDelivery = (row: TreeRow): boolean =>
  row.TREE_LEVEL === TREE_LEVEL.document &&
  row.SFSD === NOT_DELIVERED &&
  (row.STATUS === '3' || row.STATUS === '10') &&
  isServedDocument(row.TITLE);

const keyOf = (row: TreeRow): string => row.FLWSID ?? row.ID ?? row.UUID;

const TagsContext = createContext<ReadonlyMap<string, string> | null>(null);

function waiting(tree: readonly TreeRow[]): TreeRow[] {
  const out: TreeRow[] = [];
  const walk = (rows: readonly TreeRow[]): void => {
    for (const r of rows) {
      if (awaitsDelivery(r) && r.RWID) out.push(r);
      walk(r.children);
    }
  };
  walk(tree);
  return out;
}

export function DeliveryTagsProvider({
  runId,
  tree,
  children,
}: {
  runId: string;
  tree: readonly TreeRow[];
  children: ReactNode;
}): ReactElement {
  const call = useCall();
  const rows = useMemo(() => waiting(tree), [tree]);
  const tasks = useMemo(() => [...new Set(rows.map((r) => r.RWID as string))], [rows]);
  // Each task's records (undefined until read); combined so the list keeps its identity between
  // renders while no read changes.
  const records = useQueries({
    queries: tasks.map((RWID) => {
      const req = { runId, RWID, SFCXLSSJ: '0' as const, current: 1, size: WHOLE };
      return {
        queryKey: serviceKeys.records(runId, RWID, '0', 1, WHOLE),
        queryFn: () => call('service:records', req),
        staleTime: 0,
      };
    }),
    combine: (results) => results.map((r) => r.data?.data.records),
  });
  const value = useMemo(() => {
    const byTask = new Map(tasks.map((t, i) => [t, records[i]]));
    const tags = new Map<string, string>();
    for (const r of rows) {
      const list = byTask.get(r.RWID as string);
      const tag = list ? undeliveredTag(list, { FLWSID: r.FLWSID, ID: r.ID }) : null;
      if (tag) tags.set(keyOf(r), tag);
    }
    return tags;
  }, [records, rows, tasks]);
  return <TagsContext.Provider value={value}>{children}</TagsContext.Provider>;
}

/** The row's delivery tag ('未送达：缺…'), or null where the plain status stays. */
export function useUndeliveredTag(row: TreeRow): string | null {
  const tags = useContext(TagsContext);
  return tags?.get(keyOf(row)) ?? null;
}
