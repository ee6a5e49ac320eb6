import type { GenericService } from './service';
import type { AreaHandlers } from '../../../shared/contract';
import type { GENERIC_CHANNELS } from '../../../shared/generic/channels';

/** The generic area's part of the handler map: only the picker's lookup crosses to the renderer. */
export function genericHandlers(
  generic: GenericService,
): AreaHandlers<(typeof GENERIC_CHANNELS)[number]> {
  return {
    'generic:lookup': async (req) => generic.lookup(req),
  };
}
