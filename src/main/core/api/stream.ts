import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { RequestError, type Got, type Response } from 'got';
import { M } from '../../../shared/messages';
import { ApiError, AuthExpiredError, BadResponseError, OfflineError } from '../errors';
import type { Logger } from '../logger';
import { OFFLINE_CODES, toFormBody, type Form, type NetObserver, type TokenSource } from './wire';
import { envelopeSchema } from '../../../shared/common/schemas';

// Streaming downloads over the same rules as envelope calls: Blade-Auth, one refresh on 401,
// "offline" for a server that cannot be reached, refusals as ApiError with the server's msg.

export type StreamOptions = {
  path: string;
  /** Downloads are GET unless the spec says otherwise (packageDownload is POST). */
  method?: 'GET' | 'POST';
  form?: Form;
  query?: Form;
};

export type StreamReply = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The file body; errors mid-transfer (socket closed, timeout) are emitted here. */
  body: Readable;
};

export type StreamContext = {
  url: (path: string) => string;
  tokens?: TokenSource;
  net?: NetObserver;
  logger: Logger;
  timeoutMs: number;
};

/** A refusal is a small JSON envelope; anything bigger than this is not one. */
const ENVELOPE_LIMIT = 256 * 1024;

const headerText = (v: string | string[] | undefined): string =>
  Array.isArray(v) ? v.join(', ') : (v ?? '');

/** A file is on its way when the server names an attachment, or sends anything but JSON. */
function isFile(res: Response): boolean {
  if (/^\s*attachment/i.test(headerText(res.headers['content-disposition']))) return true;
  return !/json/i.test(headerText(res.headers['content-type']));
}

async function readSmall(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > ENVELOPE_LIMIT) break;
    chunks.push(buf);
  }
  body.destroy();
  return Buffer.concat(chunks).toString('utf8');
}

function refusal(path: string, status: number, text: string): Error {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = undefined;
  }
  const envelope = envelopeSchema.safeParse(json);
  if (envelope.success) {
    const { code, success, msg } = envelope.data;
    if (success !== true || code !== 200)
      return new ApiError(msg || M.errServer(status), status >= 400 ? status : code);
    return new BadResponseError(`${path}: envelope instead of a file (HTTP ${status})`);
  }
  if (status >= 400) return new ApiError(M.errServer(status), status);
  return new BadResponseError(`${path}: unreadable answer (HTTP ${status})`);
}

export async function openDownload(
  http: Got,
  ctx: StreamContext,
  options: StreamOptions,
  mayRefresh = true,
): Promise<StreamReply> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {};
  const token = ctx.tokens?.accessToken();
  if (token) headers['Blade-Auth'] = `bearer ${token}`;

  const body = http.stream(ctx.url(options.path), {
    method,
    headers,
    searchParams: toFormBody(options.query),
    form: method === 'POST' ? (toFormBody(options.form) ?? {}) : undefined,
    // A large file may take long: time out on silence, never on the whole transfer.
    timeout: {
      request: undefined,
      connect: ctx.timeoutMs,
      response: ctx.timeoutMs,
      socket: ctx.timeoutMs,
    },
  });

  let res: Response;
  try {
    res = await new Promise<Response>((resolve, reject) => {
      body.once('response', resolve);
      body.once('error', reject);
    });
  } catch (err) {
    body.destroy();
    if (
      err instanceof RequestError &&
      (OFFLINE_CODES.has(err.code) || err.name === 'TimeoutError' || !err.response)
    ) {
      ctx.net?.reportFailure();
      ctx.logger.warn(`offline: ${method} ${options.path} ${err.code}`);
      throw new OfflineError(err.name === 'TimeoutError' ? M.errTimeout : M.errOffline);
    }
    throw err;
  }
  // From here on the caller owns the body and its errors; a listener keeps an early error from
  // crashing the process before the caller has piped (pipeline still sees it: the stream is errored).
  body.removeAllListeners('error');
  body.on('error', (err: Error) =>
    ctx.logger.warn(`download interrupted: ${options.path}`, err.message),
  );
  ctx.net?.reportSuccess();

  const status = res.statusCode;
  if (status === 401) {
    body.destroy();
    if (mayRefresh && ctx.tokens && (await ctx.tokens.refresh()))
      return openDownload(http, ctx, options, false);
    ctx.tokens?.expired();
    throw new AuthExpiredError();
  }
  if (status < 200 || status >= 300 || !isFile(res)) {
    const text = await readSmall(body).catch(() => '');
    throw refusal(options.path, status, text);
  }
  return { status, headers: res.headers, body };
}
