import type { CacheStore } from './db/cache';
import { NeedsNetworkError, OfflineError } from './errors';
import type { Cached } from '../../shared/common/types';

export type ReadContext = {
  cache: CacheStore;
  /** Known offline: answer from the cache at once instead of waiting on a dead connection. */
  online: () => boolean;
  now?: () => number;
};

/**
 * Read-through cache: the server's answer when it can be had (and remembered), else the last good
 * answer with its time; with neither, a clear "needs the network" error. Refusals are not cached
 * over: a server "no" is shown, never hidden behind old data.
 */
export async function readThrough<T>(
  ctx: ReadContext,
  key: string,
  fetch: () => Promise<T>,
  needsNetworkMessage?: string,
): Promise<Cached<T>> {
  const fromCache = (): Cached<T> | null => {
    const hit = ctx.cache.get<T>(key);
    return hit ? { data: hit.value, source: 'cache', updatedAt: hit.updatedAt } : null;
  };
  if (!ctx.online()) {
    const hit = fromCache();
    if (hit) return hit;
  }
  try {
    const data = await fetch();
    const updatedAt = (ctx.now ?? Date.now)();
    ctx.cache.put(key, data, updatedAt);
    return { data, source: 'network', updatedAt };
  } catch (err) {
    if (!(err instanceof OfflineError)) throw err;
    const hit = fromCache();
    if (hit) return hit;
    throw new NeedsNetworkError(needsNetworkMessage);
  }
}
