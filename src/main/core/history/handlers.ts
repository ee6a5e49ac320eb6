import type { HistoryService } from './history-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { HISTORY_CHANNELS } from '../../../shared/history/channels';

/** The history area's part of the handler map (reads only). */
export function historyHandlers(
  history: HistoryService,
): AreaHandlers<(typeof HISTORY_CHANNELS)[number]> {
  return {
    'history:list': async (req) => history.list(req),
  };
}
