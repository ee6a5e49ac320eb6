import type { Write } from '../writes';
import type { InspectionService } from './inspection-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { INSPECTION_CHANNELS } from '../../../shared/inspection/channels';

/** The inspection area's part of the handler map; every write refreshes the other windows. */
export function inspectionHandlers(
  inspection: InspectionService,
  write: Write,
): AreaHandlers<(typeof INSPECTION_CHANNELS)[number]> {
  return {
    'inspection:dangers': async (req) => inspection.dangers(req),
    'inspection:unitHazards': async (req) => inspection.unitHazards(req),
    // The check writes nothing: the application is recorded with its document's save.
    'inspection:apply': async (req) => inspection.apply(req),
    'inspection:applications': async (req) => inspection.applications(req),
    'inspection:createTask': write('inspection:createTask', async (req) =>
      inspection.createTask(req),
    ),
    'inspection:rectify': write('inspection:rectify', async (req) => inspection.rectify(req)),
    'inspection:rectifyMany': write('inspection:rectifyMany', async (req) =>
      inspection.rectifyMany(req),
    ),
  };
}
