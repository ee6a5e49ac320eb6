import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import { readThrough, type ReadContext } from '../reads';
import { DICT_API, type DictCode } from '../../../shared/dict/constants';
import type { Cached } from '../../../shared/common/types';
import { dictionarySchema, type DictItem } from '../../../shared/dict/schemas';

export interface DictService {
  get(code: DictCode): Promise<Cached<DictItem[]>>;
}

export function createDictService(
  client: () => BladeClient,
  reads: () => ReadContext,
): DictService {
  return {
    get: (code) =>
      readThrough(reads(), cacheKey('dict', { code }), async () => {
        const items = await client().call({
          path: DICT_API.dictionary,
          method: 'GET',
          query: { code },
          schema: dictionarySchema,
          read: true,
        });
        return [...items].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
      }),
  };
}
