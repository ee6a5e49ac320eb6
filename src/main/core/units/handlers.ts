import type { Write } from '../writes';
import type { UnitService } from './unit-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { UNITS_CHANNELS } from '../../../shared/units/channels';

/** The units area's part of the handler map; the save refreshes the other windows. */
export function unitsHandlers(
  units: UnitService,
  write: Write,
): AreaHandlers<(typeof UNITS_CHANNELS)[number]> {
  return {
    'units:get': async (req) => units.get(req),
    // The record may be saved when its persons are refused: the views are read again either way.
    'units:save': write('units:save', async (req) => units.save(req), { evenOnFailure: true }),
  };
}
