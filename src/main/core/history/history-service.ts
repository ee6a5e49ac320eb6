import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import { readThrough, type ReadContext } from '../reads';
import type { Cached } from '../../../shared/common/types';
import type { Page } from '../../../shared/common/schemas';
import type { HistoryListRequest } from '../../../shared/history/contract';
import { historyPageSchema, type HistoryRecord } from '../../../shared/history/schemas';
import { HISTORY_API } from '../../../shared/history/constants';

// 历史归档文件: the officer's archived tasks, one page at a time through the cache (offline, the
// last answer of the same query with its time). A task's files are the attachments area's reads.

export interface HistoryService {
  list(req: HistoryListRequest): Promise<Cached<Page<HistoryRecord>>>;
}

export function createHistoryService(
  client: () => BladeClient,
  reads: () => ReadContext,
): HistoryService {
  return {
    list: (req) =>
      readThrough(reads(), cacheKey('history:list', req), () =>
        client().call({
          path: HISTORY_API.page,
          form: { ...req },
          schema: historyPageSchema,
          read: true,
        }),
      ),
  };
}
