import type { Write } from '../writes';
import type { CreditService } from './credit-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { CREDIT_CHANNELS } from '../../../shared/credit/channels';

/** The credit area's part of the handler map; every save refreshes the other windows. */
export function creditHandlers(
  credit: CreditService,
  write: Write,
): AreaHandlers<(typeof CREDIT_CHANNELS)[number]> {
  return {
    'credit:person': async (req) => credit.person(req),
    'credit:general': async (req) => credit.general(req),
    'credit:serious': async (req) => credit.serious(req),
    'credit:savePerson': write('credit:savePerson', async (req) => credit.savePerson(req)),
    'credit:saveGeneral': write('credit:saveGeneral', async (req) => credit.saveGeneral(req)),
    'credit:saveSerious': write('credit:saveSerious', async (req) => credit.saveSerious(req)),
    'credit:submitSerious': write('credit:submitSerious', async (req) => credit.submitSerious(req)),
  };
}
