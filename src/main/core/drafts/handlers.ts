import type { DraftService } from './service';
import type { AreaHandlers } from '../../../shared/contract';
import type { DRAFTS_CHANNELS } from '../../../shared/drafts/channels';

/** The drafts area's part of the handler map. Local only: no server call, no `write()` refresh. */
export function draftsHandlers(
  drafts: DraftService,
): AreaHandlers<(typeof DRAFTS_CHANNELS)[number]> {
  return {
    'drafts:save': async (req) => drafts.save(req),
    'drafts:get': async (req) => drafts.get(req.key),
    'drafts:list': async () => drafts.list(),
    'drafts:discard': async (req) => drafts.discard(req.key),
  };
}
