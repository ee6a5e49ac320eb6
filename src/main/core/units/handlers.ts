import type { UnitService } from './unit-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { UNITS_CHANNELS } from '../../../shared/units/channels';

/** The units area's part of the handler map. */
export function unitsHandlers(units: UnitService): AreaHandlers<(typeof UNITS_CHANNELS)[number]> {
  return {
    'units:get': async (req) => units.get(req),
  };
}
