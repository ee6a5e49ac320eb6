import { describe, expect, it } from 'vitest';
import { Gathered } from './gather';
import type { Logger } from './logger';

// Gathered parts: the whole is as old as its oldest part and cached when any part was; a part
// not read is logged and named once.

const logger = (): Logger & { warned: string[] } => {
  const warned: string[] = [];
  const none = (): void => undefined;
  return { warned, debug: none, info: none, error: none, warn: (msg) => void warned.push(msg) };
};

describe('Gathered', () => {
  it('answers the oldest time and the cache when any part came from it', async () => {
    const g = new Gathered(logger(), 'test');
    expect(g.add({ data: 1, source: 'network', updatedAt: 500 })).toBe(1);
    expect(await g.optional('b', async () => ({ data: 2, source: 'cache', updatedAt: 200 }))).toBe(
      2,
    );
    expect(g.cached('x', () => 999)).toEqual({ data: 'x', source: 'cache', updatedAt: 200 });
  });

  it('without parts it is a network answer of now', () => {
    expect(new Gathered(logger(), 'test').cached(0, () => 42)).toEqual({
      data: 0,
      source: 'network',
      updatedAt: 42,
    });
  });

  it('names a part that cannot be read once, in the order they failed, and logs each', async () => {
    const log = logger();
    const g = new Gathered(log, 'archive readiness of task T');
    const fail = (): Promise<never> => Promise.reject(new Error('offline'));
    expect(await g.optional('送达记录', fail)).toBeUndefined();
    g.miss('上传队列', new Error('x'));
    await g.optional('送达记录', fail);
    expect(g.missed).toEqual(['送达记录', '上传队列']);
    expect(log.warned[0]).toBe('archive readiness of task T: 送达记录 not read');
    expect(log.warned).toHaveLength(3);
  });
});
