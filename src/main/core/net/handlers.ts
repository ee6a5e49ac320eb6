import type { Connectivity } from './connectivity';
import type { AreaHandlers } from '../../../shared/contract';
import type { NET_CHANNELS } from '../../../shared/net/channels';

/** The net area's part of the handler map: the officer asks to check the connection now. */
export function netHandlers(
  connectivity: Pick<Connectivity, 'check'>,
): AreaHandlers<(typeof NET_CHANNELS)[number]> {
  return {
    'net:check': async () => connectivity.check(),
  };
}
