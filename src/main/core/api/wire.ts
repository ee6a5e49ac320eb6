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
