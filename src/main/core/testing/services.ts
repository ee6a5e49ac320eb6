import { BladeClient } from '../api/client';
import { CacheStore } from '../db/cache';
import { openDatabase } from '../db/database';
import { createGenericService, type GenericService } from '../generic/service';
import type { ReadContext } from '../reads';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { refuse, startFakeServer, type FakeReply, type FakeServer } from './fake-http';

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

/** A write's success envelope, with the server's msg or none at all. */
export const done = (msg: string | null): FakeReply => ({
  body: { code: 200, success: true, data: null, ...(msg === null ? {} : { msg }) },
});

/** A service on a scripted fake server, fresh for each test of a describe block. */
export type ScriptedRig<S> = {
  readonly server: FakeServer;
  readonly deps: ServiceTestDeps;
  readonly service: S;
  /** Answers by path; every other path answers done('操作成功'). */
  answer(replies: Partial<Record<string, FakeReply>>): void;
  /** What reached the server: path and form of each call. */
  sent(): { path: string; form: Record<string, string> }[];
};

/** For one describe block: a fresh server and `make`'s service before each test, closed after. */
export function useScriptedService<S>(make: (deps: ServiceTestDeps) => S): ScriptedRig<S> {
  let state: { server: FakeServer; deps: ServiceTestDeps; service: S } | undefined;
  const started = (): NonNullable<typeof state> => {
    if (state === undefined) throw new Error('the rig is used before beforeEach');
    return state;
  };
  beforeEach(async () => {
    const server = await startFakeServer();
    const deps = serviceDeps(server);
    state = { server, deps, service: make(deps) };
  });
  afterEach(async () => {
    await state?.server.close();
    state = undefined;
  });
  return {
    get server() {
      return started().server;
    },
    get deps() {
      return started().deps;
    },
    get service() {
      return started().service;
    },
    answer: (replies) =>
      started().server.handle((c) => replies[pathOf(c.path)] ?? done('操作成功')),
    sent: () => started().server.calls.map((c) => ({ path: pathOf(c.path), form: formOf(c.body) })),
  };
}

/** One write call of a service: what it sends and the spec's text when the server says nothing. */
export type WriteCase<S> = {
  name: string;
  run: (s: S) => Promise<unknown>;
  path: string;
  form: Record<string, string>;
  fallback: string;
};

/**
 * The three behaviours every write call shares (core/api/action.ts): one call with the spec's
 * fields and the server's message shown; the spec's text when the server gives none; a refusal
 * shown with the server's message, sent once (a write is never retried).
 */
export function describeWrites<S>(
  cases: WriteCase<S>[],
  rig: ScriptedRig<S>,
  refusal = '暂无法受理!',
): void {
  it.each(cases)('$name: one call, the server message shown', async (c) => {
    rig.answer({ [c.path]: done('服务器的话') });
    await expect(c.run(rig.service)).resolves.toEqual({ message: '服务器的话' });
    expect(rig.sent()).toEqual([{ path: c.path, form: c.form }]);
  });

  it.each(cases)('$name: without a server message, the spec text', async (c) => {
    rig.answer({ [c.path]: done(null) });
    await expect(c.run(rig.service)).resolves.toEqual({ message: c.fallback });
  });

  it.each(cases)('$name: a refusal shows the server msg, tried once', async (c) => {
    rig.answer({ [c.path]: refuse(refusal) });
    await expect(c.run(rig.service)).rejects.toMatchObject({ kind: 'server', message: refusal });
    expect(rig.server.calls).toHaveLength(1);
  });
}
