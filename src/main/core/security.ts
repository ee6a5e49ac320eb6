// Pure checks of the Electron security checklist, kept out of ipc/ so they run under vitest.

export type FrameLike = { url: string; parent: unknown | null } | null | undefined;

/** Only our own top-level page may call the core: not an iframe, not a page navigated elsewhere. */
export function isTrustedFrame(frame: FrameLike, isAppUrl: (url: string) => boolean): boolean {
  return !!frame && frame.parent === null && isAppUrl(frame.url);
}

/** App URLs: the renderer's pages (app://renderer/…), or the dev server during development. */
export function appUrlMatcher(
  rendererRootUrl: string,
  devServerUrl?: string,
): (url: string) => boolean {
  const roots = [rendererRootUrl.endsWith('/') ? rendererRootUrl : `${rendererRootUrl}/`];
  if (devServerUrl) roots.push(devServerUrl.endsWith('/') ? devServerUrl : `${devServerUrl}/`);
  return (url) => {
    try {
      const u = new URL(url);
      // Compare the normalised URL, so `renderer/../../x.html` cannot pass as a renderer file.
      // protocol + host rather than `origin`: Node gives custom schemes (app://) the origin "null".
      const normalised =
        u.protocol === 'file:' ? `file://${u.pathname}` : `${u.protocol}//${u.host}${u.pathname}`;
      return roots.some((r) => normalised.startsWith(r));
    } catch {
      return false;
    }
  };
}

/** desktop: Electron's response header; browser: the bridge's header; meta: the renderer's index.html. */
export type CspPlace = 'desktop' | 'browser' | 'meta';

/**
 * The Content-Security-Policy, written once. The renderer may load its own scripts only; images,
 * media and document previews come from the configured servers (http/https). Where it is sent
 * decides the rest: the browser-mode page talks to main over a loopback WebSocket and may never be
 * framed; a meta tag cannot carry frame-ancestors; the desktop app needs no WebSocket.
 */
const CSP_DIRECTIVES: readonly { name: string; sources: string; in: readonly CspPlace[] }[] = [
  { name: 'default-src', sources: "'self'", in: ['desktop', 'browser', 'meta'] },
  { name: 'script-src', sources: "'self'", in: ['desktop', 'browser', 'meta'] },
  { name: 'style-src', sources: "'self' 'unsafe-inline'", in: ['desktop', 'browser', 'meta'] },
  {
    name: 'img-src',
    sources: "'self' data: blob: http: https:",
    in: ['desktop', 'browser', 'meta'],
  },
  { name: 'media-src', sources: "'self' blob: http: https:", in: ['desktop', 'browser', 'meta'] },
  {
    name: 'connect-src',
    sources: "'self' ws://127.0.0.1:* ws://localhost:*",
    in: ['browser', 'meta'],
  },
  { name: 'frame-src', sources: "'self' http: https:", in: ['desktop', 'browser', 'meta'] },
  { name: 'frame-ancestors', sources: "'none'", in: ['browser'] },
];

const cspFor = (place: CspPlace): string =>
  CSP_DIRECTIVES.filter((d) => d.in.includes(place))
    .map((d) => `${d.name} ${d.sources}`)
    .join('; ');

export const CSP: Readonly<Record<CspPlace, string>> = {
  desktop: cspFor('desktop'),
  browser: cspFor('browser'),
  meta: cspFor('meta'),
};

/** `scheme://host[:port]` of a URL, custom schemes included; null when it is not a URL. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.host ? `${u.protocol}//${u.host}` : null;
  } catch {
    return null;
  }
}

/**
 * The CSP header for a response, or null to leave the response as it came. Only the app's own pages
 * (the app:// origin, the dev server) get the app's policy: the preview host's pages, framed or in
 * windows of their own, keep their own headers, since our policy would break them and protect
 * nothing of ours.
 */
export function cspHeaderFor(url: string, appOrigins: readonly string[]): string | null {
  const origin = originOf(url);
  return origin !== null && appOrigins.includes(origin) ? CSP.desktop : null;
}
