import got, { RequestError, type Got } from 'got';
import type { z } from 'zod';
import { envelopeSchema } from '../../../shared/schemas/common';
import { M } from '../../../shared/messages';
import { ApiError, AuthExpiredError, BadResponseError, OfflineError } from '../errors';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';

// The BladeX client: one place that knows the envelope, the Blade-Auth header, token refresh,
// which failures mean "offline", and that only reads may be retried.

export type FormValue = string | number | boolean | null | undefined;
export type Form = Record<string, FormValue>;

export type CallOptions<S extends z.ZodType> = {
  path: string;
  method?: 'GET' | 'POST';
  form?: Form;
  query?: Form;
  schema: S;
  /** Reads are retried on network errors and 502/503/504; writes never are. */
  read?: boolean;
};

export type RawResponse = { status: number; body: unknown; headers: Record<string, string | string[] | undefined> };

export interface TokenSource {
  accessToken(): string | null;
  /** Try to renew the access token; false when the login is gone for good. */
  refresh(): Promise<boolean>;
  /** Called when refresh failed: the officer must sign in again. */
  expired(): void;
}

export interface NetObserver {
  reportSuccess(): void;
  reportFailure(): void;
}

export type ClientOptions = {
  baseUrl: () => string;
  tokens?: TokenSource;
  net?: NetObserver;
  timeoutMs?: number;
  readRetries?: number;
  retryDelayMs?: number;
  logger?: Logger;
};

const OFFLINE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ECONNABORTED',
  'ERR_SOCKET_CONNECTION_TIMEOUT',
]);
const RETRY_STATUS = new Set([502, 503, 504]);

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function toFormBody(form: Form | undefined): Record<string, string> | undefined {
  if (!form) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

export class BladeClient {
  private readonly http: Got;
  private readonly logger: Logger;

  constructor(private readonly opts: ClientOptions) {
    this.logger = opts.logger ?? silentLogger;
    this.http = got.extend({
      timeout: { request: opts.timeoutMs ?? 15_000 },
      retry: { limit: 0 },
      throwHttpErrors: false,
      followRedirect: false,
      responseType: 'text',
    });
  }

  url(path: string): string {
    return this.opts.baseUrl().replace(/\/+$/, '') + path;
  }

  /** One HTTP exchange with no envelope handling (the token endpoint speaks plain OAuth). */
  async raw(path: string, init: { method?: 'GET' | 'POST'; form?: Form; query?: Form; headers?: Record<string, string> }): Promise<RawResponse> {
    const method = init.method ?? 'POST';
    try {
      const res = await this.http(this.url(path), {
        method,
        headers: init.headers,
        searchParams: toFormBody(init.query),
        form: method === 'POST' ? (toFormBody(init.form) ?? {}) : undefined,
      });
      this.opts.net?.reportSuccess();
      let body: unknown = res.body;
      if (typeof res.body === 'string' && res.body.length > 0) {
        try {
          body = JSON.parse(res.body) as unknown;
        } catch {
          body = res.body;
        }
      }
      return { status: res.statusCode, body, headers: res.headers };
    } catch (err) {
      if (err instanceof RequestError && (OFFLINE_CODES.has(err.code) || err.name === 'TimeoutError' || !err.response)) {
        this.opts.net?.reportFailure();
        this.logger.warn(`offline: ${method} ${path} ${err.code}`);
        throw new OfflineError(err.name === 'TimeoutError' ? M.errTimeout : M.errOffline);
      }
      throw err;
    }
  }

  /** A BladeX call: Blade-Auth, envelope, schema; reads retried, 401 refreshed once. */
  async call<S extends z.ZodType>(options: CallOptions<S>): Promise<z.output<S>> {
    const attempts = options.read ? 1 + (this.opts.readRetries ?? 2) : 1;
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) {
        const base = (this.opts.retryDelayMs ?? 250) * 2 ** (attempt - 1);
        await sleep(base / 2 + Math.random() * base);
      }
      try {
        return await this.callOnce(options, true);
      } catch (err) {
        lastError = err;
        const retriable = err instanceof OfflineError || (err instanceof ApiError && err.code !== undefined && RETRY_STATUS.has(err.code));
        if (!retriable) throw err;
      }
    }
    throw lastError;
  }

  private async callOnce<S extends z.ZodType>(options: CallOptions<S>, mayRefresh: boolean): Promise<z.output<S>> {
    const token = this.opts.tokens?.accessToken();
    const headers: Record<string, string> = {};
    if (token) headers['Blade-Auth'] = `bearer ${token}`;
    const res = await this.raw(options.path, { method: options.method, form: options.form, query: options.query, headers });

    if (res.status === 401) {
      if (mayRefresh && this.opts.tokens && (await this.opts.tokens.refresh())) return this.callOnce(options, false);
      this.opts.tokens?.expired();
      throw new AuthExpiredError();
    }

    const envelope = envelopeSchema.safeParse(res.body);
    if (!envelope.success) {
      if (res.status >= 400) throw new ApiError(M.errServer(res.status), res.status);
      throw new BadResponseError(`${options.path}: not an envelope (HTTP ${res.status})`);
    }
    const { code, success, data, msg } = envelope.data;
    if (success !== true || code !== 200) {
      throw new ApiError(msg || M.errServer(res.status), res.status >= 400 ? res.status : code);
    }
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      this.logger.warn(`bad response shape from ${options.path}`, parsed.error.issues.slice(0, 5));
      throw new BadResponseError(`${options.path}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
    return parsed.data;
  }
}
