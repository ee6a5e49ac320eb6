// Transport details shared by the envelope calls and the streaming download.

export type FormValue = string | number | boolean | null | undefined;
export type Form = Record<string, FormValue>;

export interface TokenSource {
  accessToken(): string | null;
  /** Try to renew the access token; false when the login is gone for good. */
  refresh(): Promise<boolean>;
  /** Called when refresh failed: the officer must sign in again. */
  expired(): void;
}

/**
 * After an unauthorized answer to a call sent with `sent`: is there a fresh token to repeat it
 * with? Another call may have refreshed meanwhile (then no second refresh), else refresh now.
 */
export async function renewed(
  tokens: TokenSource | undefined,
  sent: string | null,
): Promise<boolean> {
  if (!tokens) return false;
  const now = tokens.accessToken();
  if (now && now !== sent) return true;
  return tokens.refresh();
}

/** The Blade-Auth header for a token, if there is one. */
export const authHeaders = (token: string | null | undefined): Record<string, string> =>
  token ? { 'Blade-Auth': `bearer ${token}` } : {};

export interface NetObserver {
  reportSuccess(): void;
  reportFailure(): void;
}

/** Error codes that mean the server could not be reached at all. */
export const OFFLINE_CODES: ReadonlySet<string> = new Set([
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
export const RETRY_STATUS: ReadonlySet<number> = new Set([502, 503, 504]);

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A server address without its trailing slashes, ready for a path to be appended. */
export const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export function toFormBody(form: Form | undefined): Record<string, string> | undefined {
  if (!form) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/** How a call's fields travel: an urlencoded form (BladeX's @RequestParam) or a JSON object. */
export type BodyEncoding = 'form' | 'json';

/**
 * The path the server is asked for. Paths in the code start with '/api' (an nginx in front maps
 * it to the gateway); a configured prefix replaces that '/api': '' when the gateway is reached
 * directly, '/gateway/api' behind another proxy. Other paths are left alone.
 */
export function withPrefix(path: string, prefix: string | undefined): string {
  if (prefix === undefined || !/^\/api(?=[/?#]|$)/.test(path)) return path;
  let p = prefix.trim().replace(/\/+$/, '');
  if (p && !p.startsWith('/')) p = `/${p}`;
  return p + path.slice('/api'.length);
}

/** The same fields as a JSON object, with their own types; absent and null fields left out. */
export function toJsonBody(form: Form | undefined): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(form ?? {})) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

/** got's body options for a call: nothing for GET, else the fields in the encoding asked for. */
export function bodyOptions(
  method: 'GET' | 'POST',
  form: Form | undefined,
  encoding: BodyEncoding,
): { form?: Record<string, string>; json?: Record<string, string | number | boolean> } {
  if (method !== 'POST') return {};
  if (encoding === 'json') return { json: toJsonBody(form) };
  return { form: toFormBody(form) ?? {} };
}
