import type { AreaHandlers } from '../../../shared/contract';
import type { GenericService } from './service';

/** The generic area's part of the handler map. */
export function genericHandlers(generic: GenericService): AreaHandlers<'generic:lookup'> {
  return {
    'generic:lookup': async (req) => generic.lookup(req),
  };
}
