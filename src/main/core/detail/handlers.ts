import type { DetailService } from './detail-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { DETAIL_CHANNELS } from '../../../shared/detail/channels';

/** The detail area's part of the handler map. */
export function detailHandlers(
  detail: DetailService,
): AreaHandlers<(typeof DETAIL_CHANNELS)[number]> {
  return {
    'detail:get': async (req) => detail.detail(req),
    'detail:opLog': async (req) => detail.opLog(req),
    'detail:canSwitch': async (req) => detail.canSwitch(req),
    'detail:docCategories': async (req) => detail.docCategories(req),
    'detail:docTypes': async (req) => detail.docTypes(req),
  };
}
