import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, strictFromEnv } from '../../../server/index';
import { createCore, type Core } from '../app';
import { dispatch } from '../dispatch';
import type { Channel, IpcResult, Request, Response } from '../../../shared/contract';
import type { TaskRecord } from '../../../shared/tasks/schemas';

// The core against the real reference server over real HTTP (the *.integration.test.ts files): a
// server of its own on 127.0.0.1, a core on it signed in as the demo officer, and the calls as the
// renderer makes them (through dispatch, so every argument passes its schema).

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

export const tmpDir = (prefix: string): string => mkdtempSync(join(tmpdir(), prefix));

/** Calls through a core as the renderer does: the answer as data, never a throw. */
export type CoreCalls = {
  call<C extends Channel>(channel: C, req: Request<C>): Promise<IpcResult<Response<C>>>;
  /** The answer of a call that must succeed. */
  value<C extends Channel>(channel: C, req: Request<C>): Promise<Response<C>>;
  /** The message of a call that must be refused. */
  refusal<C extends Channel>(channel: C, req: Request<C>): Promise<string>;
};

export function coreCalls(core: () => Core): CoreCalls {
  const call = <C extends Channel>(channel: C, req: Request<C>): Promise<IpcResult<Response<C>>> =>
    dispatch(core().handlers, channel, req) as Promise<IpcResult<Response<C>>>;
  return {
    call,
    value: async (channel, req) => {
      const r = await call(channel, req);
      if (!r.ok) throw new Error(`${channel}: ${r.error.kind} ${r.error.message}`);
      return r.value;
    },
    refusal: async (channel, req) => {
      const r = await call(channel, req);
      if (r.ok) throw new Error(`${channel} was accepted: ${JSON.stringify(r.value)}`);
      return r.error.message;
    },
  };
}

export type ReferenceCore = CoreCalls & {
  readonly server: RunningServer;
  readonly core: Core;
  /** Where the core saves downloads. */
  readonly downloads: string;
  /** The demo officer's tasks in list order (the seed is explored, not assumed). */
  readonly tasks: TaskRecord[];
  /**
   * The first seeded task matching `p` that no test of this file has taken yet (each test takes
   * its own, so none sees another's changes); `taken` marks one chosen another way.
   */
  take(what: string, p: (t: TaskRecord) => boolean): TaskRecord;
  taken(rwid: string): boolean;
  markTaken(rwid: string): void;
};

export type ReferenceOptions = {
  /**
   * Run against the strict server (answers like a real BladeX). Default: the environment variable
   * XFJD_REFERENCE_STRICT=1, so one run can take every integration file through strict mode.
   */
  strict?: boolean;
  /** The server's clock (a test moves it to let tokens expire). */
  now?: () => number;
};

/** For one test file: starts the server and the signed-in core before its tests, stops both after. */
export function useReferenceCore(name: string, opts: ReferenceOptions = {}): ReferenceCore {
  let server: RunningServer | undefined;
  let core: Core | undefined;
  let tasks: TaskRecord[] = [];
  const used = new Set<string>();
  const profileDir = tmpDir(`xfjd-${name}-profile-`);
  const downloads = join(profileDir, 'my-downloads');
  const started = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('the reference core is used before beforeAll');
    return v;
  };
  const calls = coreCalls(() => started(core));

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      dataDir: tmpDir(`xfjd-${name}-server-`),
      strict: opts.strict ?? strictFromEnv(),
      now: opts.now,
    });
    const machine = join(profileDir, 'machine.json');
    // A separate reference server signs its preview links: IT names it so (README machine config).
    writeFileSync(machine, JSON.stringify({ serverUrl: server.url, signPreviewLinks: true }));
    core = await createCore({
      profileDir,
      machineConfigPath: machine,
      downloadsDir: downloads,
      net: { onlineIntervalMs: 60_000 },
      requestTimeoutMs: 5000,
    });
    await calls.value('session:login', {
      tenantId: '000000',
      username: 'demo',
      password: 'demo123456',
    });
    tasks = (await calls.value('tasks:list', { current: 1, size: 200 })).data.records;
  });

  afterAll(async () => {
    await core?.dispose();
    await server?.close();
  });

  return {
    ...calls,
    get server() {
      return started(server);
    },
    get core() {
      return started(core);
    },
    downloads,
    get tasks() {
      return tasks;
    },
    take: (what, p) => {
      const found = tasks.find((t) => !used.has(t.RWID) && p(t));
      if (!found) throw new Error(`the seed has no task for ${what}`);
      used.add(found.RWID);
      return found;
    },
    taken: (rwid) => used.has(rwid),
    markTaken: (rwid) => {
      used.add(rwid);
    },
  };
}
