import { protocol } from 'electron';
import { readFile, stat } from 'node:fs/promises';
import type { Logger } from '../core/logger';
import { APP_SCHEME, contentTypeFor, resolveAppPath } from './app-protocol';

// Electron glue of the app:// protocol; the decisions are in app-protocol.ts (unit-tested).

/** Must run before the app is ready: app:// behaves like https (origin, fetch, secure context). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
    },
  ]);
}

/** Serves the renderer's built files from `root`; `csp` is the header every page carries. */
export function serveApp(root: string, csp: string, logger: Logger): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const path = resolveAppPath(root, request.url);
    if (path && request.method === 'GET') {
      try {
        if ((await stat(path)).isFile()) {
          return new Response(await readFile(path), {
            headers: {
              'Content-Type': contentTypeFor(path),
              'Content-Security-Policy': csp,
              'X-Content-Type-Options': 'nosniff',
            },
          });
        }
      } catch {
        // Missing or unreadable: a 404 like any other unknown path.
      }
    }
    logger.warn(`app protocol: 404 ${request.method} ${request.url}`);
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  });
}
