import { BladeClient } from '../api/client';
import { CacheStore } from '../db/cache';
import { openDatabase } from '../db/database';
import { createGenericService, type GenericService } from '../generic/service';
import type { ReadContext } from '../reads';
import type { FakeServer } from './fake-http';

// What a service test needs besides the fake server: a client on it and an in-memory cache.

export type ServiceTestDeps = {
  client: BladeClient;
  reads: () => ReadContext;
  generic: GenericService;
  setOnline(v: boolean): void;
};

export function serviceDeps(server: FakeServer): ServiceTestDeps {
  const client = new BladeClient({ baseUrl: () => server.url, retryDelayMs: 1 });
  const cache = new CacheStore(openDatabase(':memory:'));
  let online = true;
  const reads = (): ReadContext => ({ cache, online: () => online });
  return {
    client,
    reads,
    generic: createGenericService(() => client, reads),
    setOnline: (v) => {
      online = v;
    },
  };
}

export const formOf = (body: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(body));
export const pathOf = (p: string): string => p.split('?')[0];
