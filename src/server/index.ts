import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { buildApp } from './app';
import type { ServerContext } from './context';
import { expireTokens, type TokenExpiry } from './session/expiry';
import { openDatabase } from './db/open';
import { GenericRegistry } from './generic/registry';
import { LoginGuard } from './session/lockout';
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
  /**
   * Answer like a real BladeX where shapes differ (docs/reference-server.md "Strict mode"). When
   * not given, the environment variable XFJD_REFERENCE_STRICT=1 turns it on, so a whole test run
   * (or a browser-mode walk) can be pointed at the strict server without editing each test.
   */
  strict?: boolean;
  /** Test hook: the server's clock (token expiry, login lockout, link expiry). */
  now?: () => number;
};

export type RunningServer = {
  url: string;
  port: number;
  /** Whether the server answers in strict mode. */
  strict: boolean;
  close(): Promise<void>;
  /** Test hook: slice writes per slice and the stored attachments, read from the database. */
  uploadStats(): UploadStats;
  /** Ends access tokens (or all tokens) now: the expiry an officer meets after a long break. */
  expireTokens(which: TokenExpiry): number;
};

export const DEFAULT_TOKEN_TTL_SECONDS = 7200;

/** The environment switch of strict mode (tests, `npm run server`, browser mode). */
export const STRICT_ENV = 'XFJD_REFERENCE_STRICT';

export const strictFromEnv = (): boolean => process.env[STRICT_ENV] === '1';
export const DEFAULT_REFRESH_TTL_SECONDS = 7 * 24 * 3600;

/** Starts the BladeX-compatible reference server (docs/api.md) on loopback. */
export async function startServer(opts: StartServerOptions): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  // A damaged database is moved aside and rebuilt with the seed; that line goes to the server's log.
  const database = openDatabase(opts.dataDir, Date.now(), opts.log);
  const now = opts.now ?? ((): number => Date.now());
  const ctx: ServerContext = {
    strict: opts.strict ?? strictFromEnv(),
    db: database.db,
    dataDir: opts.dataDir,
    tokenTtlSeconds: opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: opts.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS,
    now,
    log: opts.log ?? ((): void => undefined),
    uploads: createUploadRuntime(database.db, opts.dataDir, {
      ttlSeconds: opts.sliceUrlTtlSeconds,
      faults: opts.faults,
    }),
    generic: new GenericRegistry(),
    logins: new LoginGuard(now),
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
  // Node closes a CONNECT request's socket without a word unless someone listens: answer it.
  app.server.on('connect', (_request, socket: Duplex) => {
    const body = JSON.stringify({
      code: 405,
      success: false,
      data: null,
      msg: '不支持当前请求方法',
    });
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  const { port } = app.server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    strict: ctx.strict,
    close: () => {
      closing ??= app.close().then(() => {
        for (const cursor of ctx.uploads.cursors.values()) cursor.dispose();
        ctx.uploads.cursors.clear();
        database.close();
      });
      return closing;
    },
    uploadStats: () => uploadStats(ctx),
    expireTokens: (which) => expireTokens(ctx, which),
  };
}
