import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCall } from '../../platform/ApiProvider';
import type { Cached } from '../../../shared/common/types';
import type { Page } from '../../../shared/common/schemas';
import type { LookupRequest } from '../../../shared/generic/contract';
import type { LookupRow } from '../../../shared/generic/schemas';

/** The picker's query key: every lookup is the officer's data (cleared at logout like the rest). */
export const lookupKey = (req: LookupRequest): readonly unknown[] => ['generic', 'lookup', req];

/** A picker lookup (generic:lookup): at most 99 rows, with the server's total; read through main's cache. */
export function useLookup(
  req: LookupRequest,
  enabled = true,
): UseQueryResult<Cached<Page<LookupRow>>> {
  const call = useCall();
  return useQuery({
    queryKey: lookupKey(req),
    queryFn: () => call('generic:lookup', req),
    enabled,
  });
}
