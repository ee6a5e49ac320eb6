import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CallFn } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { ProductRow } from '../../../shared/products/schemas';

// The products area's reads, under the task's keys (qk.taskAll): a write to the task, or its
// refresh, reads them again.

type TaskRef = { runId: string; RWID: string };

/** The task's inspected products (generic query 3662, products:list). */
export const productsQueryKey = (t: TaskRef): readonly unknown[] =>
  qk.taskPart('products', 'list', t.runId, t.RWID);

export const useProducts = (call: CallFn, t: TaskRef): UseQueryResult<Cached<ProductRow[]>> =>
  useQuery({
    queryKey: productsQueryKey(t),
    queryFn: () => call('products:list', { runId: t.runId, RWID: t.RWID }),
    staleTime: 0,
  });
