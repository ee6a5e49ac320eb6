import type { DictService } from './dict-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { DICT_CHANNELS } from '../../../shared/dict/channels';

/** The dict area's part of the handler map. */
export function dictHandlers(dicts: DictService): AreaHandlers<(typeof DICT_CHANNELS)[number]> {
  return {
    'dict:get': async (req) => dicts.get(req.code as Parameters<DictService['get']>[0]),
  };
}
