import { DW_ID_UNIT } from '../../../shared/units/constants';
import { M } from '../../../shared/messages';
import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import { AppError } from '../errors';
import { readThrough, type ReadContext } from '../reads';
import type { Cached } from '../../../shared/common/types';
import type { ParsedRequest } from '../../../shared/contract';
import { genericPageSchema } from '../../../shared/generic/schemas';
import { type UnitRecord, unitRecordSchema } from '../../../shared/units/schemas';
import { GENERIC_API } from '../../../shared/generic/constants';

// A supervised unit by id, through the generic paged query (dwId 3045).

export interface UnitService {
  get(req: ParsedRequest<'units:get'>): Promise<Cached<UnitRecord>>;
}

export function createUnitService(client: () => BladeClient, reads: () => ReadContext): UnitService {
  return {
    get: (req) =>
      readThrough(reads(), cacheKey('units:get', { id: req.id }), async () => {
        const page = await client().call({
          path: GENERIC_API.pageQuery,
          form: { dwId: DW_ID_UNIT, runId: req.runId, current: 1, size: 1, obj: JSON.stringify({ ID: req.id }) },
          schema: genericPageSchema(unitRecordSchema),
          read: true,
        });
        const unit = page.records[0];
        // Thrown inside the fetch, so "no such unit" is never cached as an answer.
        if (!unit) throw new AppError('server', M.unitNotFound);
        return unit;
      }),
  };
}
