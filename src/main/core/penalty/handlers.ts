import type { Write } from '../writes';
import type { PenaltyService } from './penalty-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { PENALTY_CHANNELS } from '../../../shared/penalty/channels';

/** The penalty area's part of the handler map; every write refreshes the other windows. */
export function penaltyHandlers(
  penalty: PenaltyService,
  write: Write,
): AreaHandlers<(typeof PENALTY_CHANNELS)[number]> {
  return {
    'penalty:item': async (req) => penalty.item(req),
    'penalty:cases': async (req) => penalty.cases(req),
    'penalty:link': write('penalty:link', async (req) => penalty.link(req)),
    'penalty:unlink': write('penalty:unlink', async (req) => penalty.unlink(req)),
    'penalty:reduction': async (req) => penalty.reduction(req),
    'penalty:close': write('penalty:close', async (req) => penalty.close(req)),
    'penalty:quickToGeneral': write('penalty:quickToGeneral', async (req) =>
      penalty.quickToGeneral(req),
    ),
    'penalty:liftSeal': write('penalty:liftSeal', async (req) => penalty.liftSeal(req)),
    'penalty:checkApplications': async (req) => penalty.checkApplications(req),
    'penalty:applyCheck': write('penalty:applyCheck', async (req) => penalty.applyCheck(req)),
  };
}
