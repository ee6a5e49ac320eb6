import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import { readThrough, type ReadContext } from '../reads';
import type { Cached } from '../../../shared/common/types';
import type { Page } from '../../../shared/common/schemas';
import type { LookupRequest } from '../../../shared/generic/contract';
import { GENERIC_API, LOOKUP } from '../../../shared/generic/constants';
import { genericPageSchema, lookupRowSchema, type LookupRow } from '../../../shared/generic/schemas';

// The generic ("usual") calls every later form needs. Only the picker's lookup has a channel; the
// areas' services call the rest with their own fixed dwId.

export interface GenericService {
  /** The picker's lookup: the shared paged query with queryType 1 (spec 01 §7), 99 rows at most. */
  lookup(req: LookupRequest): Promise<Cached<Page<LookupRow>>>;
}

export function createGenericService(client: () => BladeClient, reads: () => ReadContext): GenericService {
  return {
    lookup: (req) =>
      readThrough(reads(), cacheKey('generic:lookup', req), () =>
        client().call({
          path: GENERIC_API.pageQuery,
          form: {
            current: LOOKUP.current,
            size: LOOKUP.size,
            runId: req.runId ?? '',
            queryType: LOOKUP.queryType,
            extendTreeType: LOOKUP.extendTreeType,
            obj: JSON.stringify({
              tableName: req.table,
              labelField: req.labelField,
              keyField: req.keyField ?? '',
              keyValue: req.keyValue ?? '',
              search: req.search ?? '',
            }),
          },
          schema: genericPageSchema(lookupRowSchema),
          read: true,
        }),
      ),
  };
}
