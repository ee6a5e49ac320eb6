import { DW_ID_UNIT } from '../../../shared/units/constants';
import { M } from '../../../shared/messages';
import { cacheKey } from '../db/cache';
import { AppError } from '../errors';
import type { GenericService } from '../generic/service';
import { readThrough, type ReadContext } from '../reads';
import type { Cached } from '../../../shared/common/types';
import type { ParsedRequest } from '../../../shared/contract';
import { type UnitRecord, unitRecordSchema } from '../../../shared/units/schemas';

// A supervised unit by id, through the generic paged query (dwId 3045).

export interface UnitService {
  get(req: ParsedRequest<'units:get'>): Promise<Cached<UnitRecord>>;
}

export function createUnitService(generic: GenericService, reads: () => ReadContext): UnitService {
  return {
    get: (req) =>
      readThrough(reads(), cacheKey('units:get', { id: req.id }), async () => {
        const page = await generic.pageQuery(
          DW_ID_UNIT,
          { ID: req.id },
          { runId: req.runId, current: 1, size: 1 },
          unitRecordSchema,
        );
        const unit = page.records[0];
        // Thrown inside the fetch, so "no such unit" is never cached as an answer.
        if (!unit) throw new AppError('server', M.unitNotFound);
        return unit;
      }),
  };
}
