// Pure checks of the Electron security checklist, kept out of ipc/ so they run under vitest.

export type FrameLike = { url: string; parent: unknown | null } | null | undefined;

/** Only our own top-level page may call the core: not an iframe, not a page navigated elsewhere. */
export function isTrustedFrame(frame: FrameLike, isAppUrl: (url: string) => boolean): boolean {
  return !!frame && frame.parent === null && isAppUrl(frame.url);
}

/** App URLs: files under the renderer folder, or the dev server during development. */
export function appUrlMatcher(rendererRootUrl: string, devServerUrl?: string): (url: string) => boolean {
  const roots = [rendererRootUrl.endsWith('/') ? rendererRootUrl : `${rendererRootUrl}/`];
  if (devServerUrl) roots.push(devServerUrl.endsWith('/') ? devServerUrl : `${devServerUrl}/`);
  return (url) => {
    try {
      const u = new URL(url);
      // Compare the normalised URL, so `renderer/../../x.html` cannot pass as a renderer file.
      const normalised = u.protocol === 'file:' ? `file://${u.pathname}` : `${u.origin}${u.pathname}`;
      return roots.some((r) => normalised.startsWith(r));
    } catch {
      return false;
    }
  };
}
