import { describe, expect, it } from 'vitest';
import { CacheStore } from './db/cache';
import { openDatabase } from './db/database';
import { ApiError, NeedsNetworkError, OfflineError } from './errors';
import { readThrough } from './reads';

const ctx = (online = true): { cache: CacheStore; online: () => boolean; now: () => number } => ({
  cache: new CacheStore(openDatabase(':memory:')),
  online: () => online,
  now: () => 1000,
});

describe('readThrough', () => {
  it('returns and remembers the network answer', async () => {
    const c = ctx();
    await expect(readThrough(c, 'k', async () => ({ a: 1 }))).resolves.toEqual({
      data: { a: 1 },
      source: 'network',
      updatedAt: 1000,
    });
    expect(c.cache.get('k')).toEqual({ value: { a: 1 }, updatedAt: 1000 });
  });

  it('falls back to the cached answer with its time when offline', async () => {
    const c = ctx();
    c.cache.put('k', ['old'], 500);
    await expect(
      readThrough(c, 'k', async () => {
        throw new OfflineError();
      }),
    ).resolves.toEqual({ data: ['old'], source: 'cache', updatedAt: 500 });
  });

  it('says the read needs the network when nothing is cached', async () => {
    const c = ctx();
    const err = await readThrough(
      c,
      'k',
      async () => {
        throw new OfflineError();
      },
      '该任务尚未在本机查看过，需要联网后才能打开',
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NeedsNetworkError);
    expect((err as Error).message).toBe('该任务尚未在本机查看过，需要联网后才能打开');
  });

  it('never hides a server refusal behind cached data', async () => {
    const c = ctx();
    c.cache.put('k', ['old'], 500);
    await expect(
      readThrough(c, 'k', async () => {
        throw new ApiError('无权查看该任务');
      }),
    ).rejects.toThrow('无权查看该任务');
  });

  it('answers from the cache without calling when already known offline', async () => {
    const c = ctx(false);
    c.cache.put('k', 1, 10);
    let calls = 0;
    await expect(readThrough(c, 'k', async () => ++calls)).resolves.toMatchObject({
      source: 'cache',
      data: 1,
    });
    expect(calls).toBe(0);
  });
});
