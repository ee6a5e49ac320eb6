import { DW_ID_UNIT } from '../api/paths';
import type { Cached, ParsedRequest } from '../../../shared/contract';
import { API } from '../../../shared/constants';
import { M } from '../../../shared/messages';
import { genericPageSchema, unitRecordSchema, type UnitRecord } from '../../../shared/schemas/server';
import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import { AppError } from '../errors';
import { readThrough, type ReadContext } from '../reads';

// A supervised unit by id, through the generic paged query (dwId 3045).

export interface UnitService {
  get(req: ParsedRequest<'units:get'>): Promise<Cached<UnitRecord>>;
}

export function createUnitService(client: () => BladeClient, reads: () => ReadContext): UnitService {
  return {
    get: (req) =>
      readThrough(reads(), cacheKey('units:get', { id: req.id }), async () => {
        const page = await client().call({
          path: API.pageQuery,
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
