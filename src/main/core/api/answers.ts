import { M } from '../../../shared/messages';
import { envelopeOk, envelopeSchema, type Envelope } from '../../../shared/common/schemas';
import { ApiError, BadResponseError, ForbiddenError, type AppError } from '../errors';
import type { Logger } from '../logger';

// What a server answer means for the officer (docs/api-client-answers.md). The rule: a BladeX
// `msg` is the province's own Chinese text and is shown; an English framework text (Spring's
// error bodies, exception messages blade-tool copies into `msg`, HTML error pages) never is: it
// is logged, and the officer sees the catalogue's text for the status instead.

export type Headers = Record<string, string | string[] | undefined>;
export type Answer = { status: number; body: unknown; headers: Headers };

/** CJK ideographs (with extension A and the compatibility block) and CJK punctuation. */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff60]/;

/**
 * Framework texts of an authorization refusal (blade-tool's ResultCode.UN_AUTHORIZED, the
 * gateway's AuthFilter): Chinese, but they say nothing about a permission, so a permission refusal
 * shows the catalogue's text instead.
 */
const GENERIC_AUTH_TEXTS: ReadonlySet<string> = new Set([
  '请求未授权',
  '缺失令牌,鉴权失败',
  '缺失令牌，鉴权失败',
  '签名认证失败',
]);

/** blade-tool's R.data(null) message: it tells the officer nothing. */
const NO_DATA_TEXT = '暂无承载数据';

/** A server text fit to show the officer: it has Chinese in it. */
export function serverText(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  return t && CJK.test(t) ? t : null;
}

/** The `msg` of a successful write, when it says something (else the caller's own text). */
export function actionText(msg: string | null | undefined): string | null {
  const t = serverText(msg);
  return t === NO_DATA_TEXT ? null : t;
}

export function readEnvelope(body: unknown): Envelope | null {
  const parsed = envelopeSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The login is not accepted: HTTP 401, or blade-tool's HTTP 200 with `{code: 401}`. */
export function isUnauthorized(status: number, body: unknown): boolean {
  return status === 401 || readEnvelope(body)?.code === 401;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Spring Security OAuth2's `{error, error_description}` (a token refusal). */
const isOAuthError = (body: unknown): body is { error: string; error_description?: unknown } =>
  isRecord(body) &&
  typeof body.error === 'string' &&
  'error_description' in body &&
  !('timestamp' in body);

/** Spring Boot's default error body `{timestamp, status, error, message, path}`. */
const isSpringError = (body: unknown): body is Record<string, unknown> =>
  isRecord(body) && 'timestamp' in body && ('error' in body || 'status' in body);

/** The text the server put in its answer, whichever shape it has. */
function bodyText(body: unknown): string | null {
  const env = readEnvelope(body);
  if (env) return env.msg ?? null;
  if (isRecord(body)) {
    for (const key of ['error_description', 'msg', 'message', 'error'] as const) {
      const v = body[key];
      if (typeof v === 'string' && v.trim()) return v;
    }
    return null;
  }
  return typeof body === 'string' && body.trim() ? body : null;
}

const clip = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
};

const headerText = (v: string | string[] | undefined): string =>
  Array.isArray(v) ? v.join(', ') : (v ?? '');

const isHtml = (body: unknown, headers: Headers): boolean =>
  /html/i.test(headerText(headers['content-type'])) ||
  (typeof body === 'string' && /^\s*</.test(body));

/** The catalogue's text for a status (or an envelope code, which mirrors one). */
export function statusMessage(status: number, body: unknown = null, headers: Headers = {}): string {
  if (status >= 300 && status < 400) {
    const to = headerText(headers.location);
    return /login|signin|oauth|\/(sso|cas|auth)(?=[/?#]|$)/i.test(to)
      ? M.errLoginRedirect(status)
      : M.errRedirect(status);
  }
  if (isOAuthError(body) && (status === 400 || status === 401))
    return M.errCredentialsRefused(status);
  switch (status) {
    case 400:
      return M.errBadRequest(status);
    case 401:
      return M.loginExpired;
    case 403:
      return M.errForbidden;
    case 404:
      return M.errNoEndpoint(status);
    case 405:
      return M.errMethodNotAllowed(status);
    case 415:
      return M.errMediaType(status);
    case 502:
    case 503:
    case 504:
      return M.errUnavailable(status);
    default:
      return M.errServer(status);
  }
}

/** A 401 right after a successful refresh: the officer may not do this. */
export function permissionRefusal(path: string, body: unknown, logger: Logger): ForbiddenError {
  const text = bodyText(body);
  const shown = isRecord(body) ? serverText(text) : null;
  logger.warn(`${path}: refused again with a fresh token: permission refusal`, text ?? undefined);
  return new ForbiddenError(shown && !GENERIC_AUTH_TEXTS.has(shown) ? shown : M.errForbidden);
}

/**
 * The error for an answer that is not a success: an envelope with success false or a code other
 * than 200, any HTTP status from 300 up, or a 2xx that is no envelope at all.
 */
export function refusal(path: string, answer: Answer, logger: Logger): AppError {
  const { status, body, headers } = answer;
  const env = readEnvelope(body);
  const text = bodyText(body);
  // Only a text from a JSON answer is ever shown: a page (even a Chinese one) is not a message.
  const shown = isRecord(body) ? serverText(text) : null;

  if (status < 300 && !env) {
    // Not an envelope: an HTML page (a wrong prefix lands on the web front end), nothing, or junk.
    const empty = body === undefined || body === null || (typeof body === 'string' && !body.trim());
    const kind = empty ? 'empty' : isHtml(body, headers) ? 'HTML' : 'not an envelope';
    logger.warn(
      `${path}: ${kind} answer (HTTP ${status})`,
      clip(text ?? JSON.stringify(body) ?? ''),
    );
    const detail = `${path}: ${kind} (HTTP ${status})`;
    if (kind === 'HTML') return new BadResponseError(detail, M.errHtmlAnswer);
    if (kind === 'empty') return new BadResponseError(detail, M.errEmptyAnswer);
    return new BadResponseError(detail);
  }
  if (env && status < 300 && envelopeOk(env))
    return new BadResponseError(`${path}: success where a refusal was expected`);

  const code = status >= 300 || !env ? status : env.code;
  if (text && !shown) logger.warn(`${path}: server text not shown (HTTP ${status})`, clip(text));
  if (code === 403) return new ForbiddenError(shown ?? M.errForbidden);
  // A Spring default error body names the status it means; the HTTP status already says it.
  const message = shown ?? statusMessage(code, isSpringError(body) ? null : body, headers);
  return new ApiError(message, code);
}
