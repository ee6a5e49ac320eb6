import got, { RequestError, type Got } from 'got';
import type { z } from 'zod';
import { M } from '../../../shared/messages';
import { ApiError, AuthExpiredError, BadResponseError, OfflineError } from '../errors';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import {
  OFFLINE_CODES,
  RETRY_STATUS,
  authHeaders,
  bodyOptions,
  renewed,
  sleep,
  toFormBody,
  trimSlash,
  withPrefix,
  type BodyEncoding,
  type Form,
  type NetObserver,
  type TokenSource,
} from './wire';
import { openDownload, type StreamContext, type StreamOptions, type StreamReply } from './stream';
import { envelopeOk } from '../../../shared/common/schemas';
import { actionText, isUnauthorized, permissionRefusal, readEnvelope, refusal } from './answers';

export type { StreamOptions, StreamReply } from './stream';

// The BladeX client: one place that knows the envelope, the Blade-Auth header, token refresh,
// which failures mean "offline", and that only reads may be retried.

export type { BodyEncoding, Form, FormValue, NetObserver, TokenSource } from './wire';

export type CallOptions<S extends z.ZodType> = {
  path: string;
  method?: 'GET' | 'POST';
  form?: Form;
  query?: Form;
  schema: S;
  /** Reads are retried on network errors and 502/503/504; writes never are. */
  read?: boolean;
};

/** Envelope data with the server's message. */
export type EnvelopeResult<T> = { data: T; msg: string | null };

export type RawResponse = {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
};

export type ClientOptions = {
  baseUrl: () => string;
  tokens?: TokenSource;
  net?: NetObserver;
  timeoutMs?: number;
  readRetries?: number;
  retryDelayMs?: number;
  logger?: Logger;
  /**
   * Replaces the leading '/api' of every path (the machine config's API prefix): '' when no nginx
   * is in front of the gateway, '/gateway/api' behind another proxy. Absent: paths as written.
   */
  apiPrefix?: () => string;
  /** How a POST's fields travel, by the path as written in the code; absent: always a form. */
  bodyEncoding?: (path: string) => BodyEncoding;
};

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

  /** The full address of a path as written in the code ('/api/...'), with the prefix applied. */
  url(path: string): string {
    return trimSlash(this.opts.baseUrl()) + withPrefix(path, this.opts.apiPrefix?.());
  }

  private encoding(path: string): BodyEncoding {
    return this.opts.bodyEncoding?.(path) ?? 'form';
  }

  /** One HTTP exchange with no envelope handling (the token endpoint speaks plain OAuth). */
  async raw(
    path: string,
    init: { method?: 'GET' | 'POST'; form?: Form; query?: Form; headers?: Record<string, string> },
  ): Promise<RawResponse> {
    const method = init.method ?? 'POST';
    try {
      const res = await this.http(this.url(path), {
        method,
        headers: init.headers,
        searchParams: toFormBody(init.query),
        ...bodyOptions(method, init.form, this.encoding(path)),
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
      if (
        err instanceof RequestError &&
        (OFFLINE_CODES.has(err.code) || err.name === 'TimeoutError' || !err.response)
      ) {
        this.opts.net?.reportFailure();
        this.logger.warn(`offline: ${method} ${path} ${err.code}`);
        throw new OfflineError(err.name === 'TimeoutError' ? M.errTimeout : M.errOffline);
      }
      throw err;
    }
  }

  /** A BladeX call: Blade-Auth, envelope, schema; reads retried, 401 refreshed once. */
  async call<S extends z.ZodType>(options: CallOptions<S>): Promise<z.output<S>> {
    return (await this.callWithMessage(options)).data;
  }

  /** Like `call`, and also hands back the envelope's `msg` (writes show it to the officer). */
  async callWithMessage<S extends z.ZodType>(
    options: CallOptions<S>,
  ): Promise<EnvelopeResult<z.output<S>>> {
    const attempts = options.read ? 1 + (this.opts.readRetries ?? 2) : 1;
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) {
        const base = (this.opts.retryDelayMs ?? 250) * 2 ** (attempt - 1);
        await sleep(base / 2 + Math.random() * base);
      }
      try {
        return await this.callOnce(options);
      } catch (err) {
        lastError = err;
        const retriable =
          err instanceof OfflineError ||
          (err instanceof ApiError && err.code !== undefined && RETRY_STATUS.has(err.code));
        if (!retriable) throw err;
      }
    }
    throw lastError;
  }

  /**
   * A call answered with text rather than an envelope (printFlws answers HTML). A refusal still
   * arrives as an envelope and becomes an ApiError. Never retried.
   */
  async text(options: Omit<CallOptions<z.ZodType>, 'schema' | 'read'>): Promise<string> {
    const res = await this.authorized(options);
    const envelope = readEnvelope(res.body);
    if (envelope) {
      if (res.status >= 300 || !envelopeOk(envelope)) throw refusal(options.path, res, this.logger);
      if (typeof envelope.data === 'string') return envelope.data;
      throw new BadResponseError(`${options.path}: envelope without text`);
    }
    if (res.status >= 300) throw refusal(options.path, res, this.logger);
    if (typeof res.body !== 'string')
      throw new BadResponseError(`${options.path}: not text (HTTP ${res.status})`);
    return res.body;
  }

  /**
   * Opens a download. Resolves once a file is on its way (2xx, not an envelope), with its headers
   * and the body to be piped; a refusal (404 envelope such as 附件没找到！, 200 envelope with
   * success false, a bare HTTP error) rejects like `call` does. 401 refreshes once. Never retried:
   * a failure mid-body surfaces on the body stream, for the caller to clean up after.
   */
  async openStream(options: StreamOptions): Promise<StreamReply> {
    return openDownload(this.http, this.streamContext(), options);
  }

  private streamContext(): StreamContext {
    return {
      url: (path) => this.url(path),
      encoding: (path) => this.encoding(path),
      tokens: this.opts.tokens,
      net: this.opts.net,
      logger: this.logger,
      timeoutMs: this.opts.timeoutMs ?? 15_000,
    };
  }

  /**
   * One exchange with Blade-Auth. Unauthorized (HTTP 401, or HTTP 200 with body code 401 as
   * blade-tool's SecureInterceptor answers): refresh the token once (shared with every other call)
   * and repeat; refused again with the fresh token, it is a permission refusal, not an expiry.
   * No refresh: the login is gone.
   */
  private async authorized(
    options: Omit<CallOptions<z.ZodType>, 'schema' | 'read'>,
  ): Promise<RawResponse> {
    const tokens = this.opts.tokens;
    const sent = tokens?.accessToken() ?? null;
    const res = await this.send(options, sent);
    if (!isUnauthorized(res.status, res.body)) return res;
    if (tokens && (await renewed(tokens, sent))) {
      const again = await this.send(options, tokens.accessToken());
      if (!isUnauthorized(again.status, again.body)) return again;
      throw permissionRefusal(options.path, again.body, this.logger);
    }
    tokens?.expired();
    throw new AuthExpiredError();
  }

  private send(
    options: Omit<CallOptions<z.ZodType>, 'schema' | 'read'>,
    token: string | null,
  ): Promise<RawResponse> {
    return this.raw(options.path, {
      method: options.method,
      form: options.form,
      query: options.query,
      headers: authHeaders(token),
    });
  }

  private async callOnce<S extends z.ZodType>(
    options: CallOptions<S>,
  ): Promise<EnvelopeResult<z.output<S>>> {
    const res = await this.authorized(options);
    const envelope = readEnvelope(res.body);
    if (!envelope || res.status >= 300 || !envelopeOk(envelope))
      throw refusal(options.path, res, this.logger);
    const { data, msg } = envelope;
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      this.logger.warn(`bad response shape from ${options.path}`, parsed.error.issues.slice(0, 5));
      throw new BadResponseError(
        `${options.path}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
    }
    // Only a Chinese msg reaches the officer; an English or empty one leaves the caller's text.
    return { data: parsed.data as z.output<S>, msg: actionText(msg) };
  }
}
