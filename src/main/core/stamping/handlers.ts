import type { Write } from '../writes';
import type { StampService } from './stamp-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { STAMPING_CHANNELS } from '../../../shared/stamping/channels';

/** The stamping area's part of the handler map. */
export function stampingHandlers(
  stamps: StampService,
  write: Write,
): AreaHandlers<(typeof STAMPING_CHANNELS)[number]> {
  return {
    'stamping:list': async (req) => stamps.list(req),
    'stamping:seal': write('stamping:seal', async (req) => stamps.seal(req)),
    'stamping:download': async (req) => stamps.download(req),
  };
}
