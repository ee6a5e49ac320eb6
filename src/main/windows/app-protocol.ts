import { extname, isAbsolute, relative, resolve, sep } from 'node:path';

// The app:// protocol, pure part: which file a request names, and its type. The renderer is served
// from app://renderer/… rather than file://, so a page gets a real origin ('self' in the CSP) and
// nothing outside the renderer folder is reachable by URL. The Electron glue is serve-app.ts.

export const APP_SCHEME = 'app';
export const APP_HOST = 'renderer';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The app page for a route (a document window opens its route in the hash). */
export function appPageUrl(route?: string): string {
  return `${APP_ORIGIN}/index.html${route ? `#${route}` : ''}`;
}

/**
 * The file under `root` that an app:// request names, or null (answered 404). Refused: another
 * scheme or host, encoded separators or dots (%2f, %5c, %2e: a file name never needs them, and a
 * second decoding somewhere could turn them into a path), anything still encoded after one decoding,
 * backslashes, `..` segments, NUL, absolute or drive paths, and anything that resolves outside
 * `root`. `/` is the index page.
 */
export function resolveAppPath(root: string, requestUrl: string): string | null {
  // The raw text first: the URL parser would already have folded `..` and turned `\` into `/`.
  const rawPath = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i.exec(requestUrl)?.[1];
  if (rawPath === undefined || /%(2e|2f|5c|00)|\\|\0/i.test(rawPath)) return null;
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // Still an escape after one decoding: double-encoded, meant for a second decoder elsewhere.
  if (/%|\\|\0/.test(path)) return null;
  if (path === '' || path === '/') path = '/index.html';
  const segments = path.split('/').slice(1);
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /^[a-z]:/i.test(s))) return null;
  const full = resolve(root, ...segments);
  const rel = relative(resolve(root), full);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..'))
    return null;
  return full;
}

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The Content-Type of a renderer file; module scripts are refused without a JavaScript type. */
export function contentTypeFor(path: string): string {
  return MIME[extname(path).toLowerCase()] ?? 'application/octet-stream';
}
