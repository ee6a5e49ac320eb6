import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import type { ServerContext } from './context';
import { openDatabase } from './db/open';
import { GenericRegistry } from './generic/registry';
import type { FaultInjector } from './uploads/faults';
import { createUploadRuntime } from './uploads/runtime';
import { uploadStats, type UploadStats } from './uploads/stats';

export type { Fault, FaultInjector } from './uploads/faults';
export type { UploadStats } from './uploads/stats';

export type StartServerOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Folder of reference.sqlite; created if missing, seeded when empty. */
  dataDir: string;
  /** Access-token lifetime, default 7200 s. */
  tokenTtlSeconds?: number;
  /** Refresh-token lifetime, default 7 days. */
  refreshTtlSeconds?: number;
  log?: (msg: string) => void;
  /** Lifetime of signed slice URLs, default 3600 s. */
  sliceUrlTtlSeconds?: number;
  /** Test hook: faults injected into the chunked protocol (fault and crash tests). */
  faults?: FaultInjector;
};

export type RunningServer = {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Test hook: slice writes per slice and the stored attachments, read from the database. */
  uploadStats(): UploadStats;
};

export const DEFAULT_TOKEN_TTL_SECONDS = 7200;
export const DEFAULT_REFRESH_TTL_SECONDS = 7 * 24 * 3600;

/** Starts the BladeX-compatible reference server (docs/api.md) on loopback. */
export async function startServer(opts: StartServerOptions): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const database = openDatabase(opts.dataDir);
  const ctx: ServerContext = {
    db: database.db,
    dataDir: opts.dataDir,
    tokenTtlSeconds: opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: opts.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS,
    now: () => Date.now(),
    log: opts.log ?? ((): void => undefined),
    uploads: createUploadRuntime(database.db, opts.dataDir, {
      ttlSeconds: opts.sliceUrlTtlSeconds,
      faults: opts.faults,
    }),
    generic: new GenericRegistry(),
  };
  let app;
  try {
    app = await buildApp(ctx);
    await app.listen({ port: opts.port ?? 0, host });
  } catch (error) {
    await app?.close();
    database.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close: () => {
      closing ??= app.close().then(() => {
        for (const cursor of ctx.uploads.cursors.values()) cursor.dispose();
        ctx.uploads.cursors.clear();
        database.close();
      });
      return closing;
    },
    uploadStats: () => uploadStats(ctx),
  };
}
