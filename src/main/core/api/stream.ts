import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { RequestError, type Got, type Response } from 'got';
import { M } from '../../../shared/messages';
import { AuthExpiredError, BadResponseError, OfflineError } from '../errors';
import type { Logger } from '../logger';
import {
  OFFLINE_CODES,
  authHeaders,
  bodyOptions,
  renewed,
  toFormBody,
  type BodyEncoding,
  type Form,
  type NetObserver,
  type TokenSource,
} from './wire';
import { envelopeOk } from '../../../shared/common/schemas';
import { isUnauthorized, permissionRefusal, readEnvelope, refusal } from './answers';

// Streaming downloads over the same rules as envelope calls: Blade-Auth, one refresh when
// unauthorized (HTTP 401 or a small JSON answer with code 401), "offline" for a server that cannot
// be reached, refusals as ApiError with the server's Chinese msg or the catalogue's text.

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
  encoding: (path: string) => BodyEncoding;
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

/** The answer's text as JSON when it is JSON, else the text itself. */
function parseSmall(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Why a non-file answer is not a file: the server's refusal, or a success that carries none. */
function notAFile(path: string, res: Response, body: unknown, logger: Logger): Error {
  const envelope = readEnvelope(body);
  const status = res.statusCode;
  if (envelope && status < 300 && envelopeOk(envelope))
    return new BadResponseError(`${path}: envelope instead of a file (HTTP ${status})`);
  return refusal(path, { status, body, headers: res.headers }, logger);
}

/** Unauthorized: refresh once and open again; refused again with the fresh token: no permission. */
export async function openDownload(
  http: Got,
  ctx: StreamContext,
  options: StreamOptions,
): Promise<StreamReply> {
  const sent = ctx.tokens?.accessToken() ?? null;
  const first = await openOnce(http, ctx, options, sent);
  if (first.kind === 'open') return first.reply;
  if (ctx.tokens && (await renewed(ctx.tokens, sent))) {
    const again = await openOnce(http, ctx, options, ctx.tokens.accessToken());
    if (again.kind === 'open') return again.reply;
    throw permissionRefusal(options.path, again.body, ctx.logger);
  }
  ctx.tokens?.expired();
  throw new AuthExpiredError();
}

type Opened = { kind: 'open'; reply: StreamReply } | { kind: 'unauthorized'; body: unknown };

async function openOnce(
  http: Got,
  ctx: StreamContext,
  options: StreamOptions,
  token: string | null,
): Promise<Opened> {
  const method = options.method ?? 'GET';
  const headers = authHeaders(token);

  const body = http.stream(ctx.url(options.path), {
    method,
    headers,
    searchParams: toFormBody(options.query),
    ...bodyOptions(method, options.form, ctx.encoding(options.path)),
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
  if (status >= 200 && status < 300 && isFile(res))
    return { kind: 'open', reply: { status, headers: res.headers, body } };
  // Not a file: a small JSON answer (or an error page). Read it to learn what it says.
  const text = await readSmall(body).catch(() => '');
  const answer = parseSmall(text);
  if (isUnauthorized(status, answer)) return { kind: 'unauthorized', body: answer };
  throw notAFile(options.path, res, answer, ctx.logger);
}
