import type { Write } from '../writes';
import type { FireService } from './fire-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { FIRE_CHANNELS } from '../../../shared/fire/channels';

/** The fire area's part of the handler map; every write refreshes the other windows. */
export function fireHandlers(
  fire: FireService,
  write: Write,
): AreaHandlers<(typeof FIRE_CHANNELS)[number]> {
  return {
    'fire:case': async (req) => fire.case(req),
    'fire:nodes': async (req) => fire.nodes(req),
    'fire:info': async (req) => fire.info(req),
    'fire:saveInfo': write('fire:saveInfo', async (req) => fire.saveInfo(req)),
    'fire:changeProcedure': write('fire:changeProcedure', async (req) => fire.changeProcedure(req)),
    'fire:transfer': write('fire:transfer', async (req) => fire.transfer(req)),
    'fire:withdrawTransfer': write('fire:withdrawTransfer', async (req) =>
      fire.withdrawTransfer(req),
    ),
  };
}
