import { STATUS_CODES } from 'node:http';
import { UNAUTHORIZED_MSG } from './envelope';

// Strict mode's answer shapes (docs/reference-server.md "Strict mode"): what a real BladeX sends
// where the reference server's everyday answers are friendlier.

/**
 * blade-tool's SecureInterceptor answers a missing or expired token with HTTP 200 and this body,
 * written with the plain JSON mapper (no null-to-empty: `data` stays null). Pre-serialised so the
 * strict serializer below never touches it.
 */
export const STRICT_UNAUTHORIZED_BODY = JSON.stringify({
  code: 401,
  success: false,
  data: null,
  msg: UNAUTHORIZED_MSG,
});

/** Spring Boot's default error body (BasicErrorController): unknown paths, 405, 415, 400, 500. */
export type SpringError = {
  timestamp: string;
  status: number;
  error: string;
  message: string;
  path: string;
};

export function springError(
  now: number,
  status: number,
  path: string,
  message = 'No message available',
): SpringError {
  return {
    timestamp: new Date(now).toISOString().replace('Z', '+00:00'),
    status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    path,
  };
}

/**
 * What blade-tool's Jackson writer puts where a value is null (BladeBeanSerializerModifier): by the
 * property's declared Java type, "" for text and dates, -1 for numbers, false for booleans, [] for
 * collections, {} for other objects; "" for a null inside a Map. The reference server has no Java
 * types, so the declared type of the fields it answers is named here; any other null is a Map
 * value and becomes "".
 */
const DECLARED: Readonly<Record<string, 'number' | 'array' | 'boolean' | 'object'>> = {
  total: 'number',
  current: 'number',
  size: 'number',
  pages: 'number',
  expires_in: 'number',
  fileSize: 'number',
  sliceSize: 'number',
  expiresAt: 'number',
  sort: 'number',
  records: 'array',
  children: 'array',
  uploaded: 'array',
  urls: 'array',
  permissions: 'array',
  fjlist: 'array',
  list: 'array',
  success: 'boolean',
};

const EMPTY_OF = { number: -1, array: [], boolean: false, object: {} } as const;

function emptyFor(key: string | null): unknown {
  const kind = key === null ? undefined : DECLARED[key];
  if (kind === undefined) return '';
  const empty = EMPTY_OF[kind];
  return Array.isArray(empty) ? [] : typeof empty === 'object' ? {} : empty;
}

function replaceNulls(value: unknown, key: string | null, depth: number): unknown {
  if (value === null || value === undefined) return emptyFor(key);
  if (typeof value !== 'object' || depth > 64) return value;
  if (Array.isArray(value)) return value.map((v) => replaceNulls(v, null, depth + 1));
  if (Buffer.isBuffer(value) || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined) continue;
    out[k] = replaceNulls(v, k, depth + 1);
  }
  return out;
}

const isEnvelope = (v: Record<string, unknown>): boolean =>
  'code' in v && 'msg' in v && 'success' in v;

/**
 * A JSON answer as blade-tool serializes it with null-to-empty on (its default). The R envelope's
 * `data` is declared as an object (a generic T), so a null `data` becomes `{}`.
 */
export function nullToEmpty(payload: unknown): unknown {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return replaceNulls(payload, null, 0);
  const record = payload as Record<string, unknown>;
  if (!isEnvelope(record)) return replaceNulls(record, null, 0);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    if (k === 'data' && (v === null || v === undefined)) out[k] = {};
    else if (v !== undefined) out[k] = replaceNulls(v, k, 1);
  }
  return out;
}

/** The registered routes, to tell an unknown path (404) from a known one with another method (405). */
export class RouteTable {
  private readonly routes: Array<{ pattern: RegExp; methods: Set<string> }> = [];

  add(url: string, methods: string | readonly string[]): void {
    const source = url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const list = typeof methods === 'string' ? [methods] : methods;
    this.routes.push({ pattern: new RegExp(`^${source}$`), methods: new Set(list) });
  }

  /** The methods the path answers to (empty when no route has the path). */
  methodsOf(path: string): string[] {
    const out = new Set<string>();
    for (const r of this.routes) if (r.pattern.test(path)) for (const m of r.methods) out.add(m);
    return [...out];
  }
}
