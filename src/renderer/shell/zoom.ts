import { useCallback, useEffect } from 'react';
import { ZOOM_LEVELS, nextZoom } from './keys';

// Ctrl + / Ctrl − / Ctrl 0. In the desktop app the page zooms as Chromium zooms it (webFrame's zoom
// factor, through the preload's `window.desktop`), and the level is kept per officer. In browser
// mode the browser's own zoom does it (the keys are left to the browser, which keeps a level per
// site): CSS `zoom` would scale every `vh` height with it and push dialogs and the frame off screen.

const KEY_PREFIX = 'xfjd.zoom:';

export const zoomStorageKey = (scope: string): string => `${KEY_PREFIX}${scope}`;

/** The officer's zoom level; 1 when none is kept or the kept one is not a level. */
export function loadZoom(scope: string, store: Storage = localStorage): number {
  try {
    const v = Number(store.getItem(zoomStorageKey(scope)));
    return (ZOOM_LEVELS as readonly number[]).includes(v) ? v : 1;
  } catch {
    return 1;
  }
}

export function saveZoom(scope: string, level: number, store: Storage = localStorage): void {
  try {
    if (level === 1) store.removeItem(zoomStorageKey(scope));
    else store.setItem(zoomStorageKey(scope), String(level));
  } catch {
    // Storage disabled: the level lasts until the window closes.
  }
}

export type ZoomTarget = { setZoomFactor(factor: number): void };

/** The desktop app's page zoom, or null in browser mode. */
export const desktopZoom = (): ZoomTarget | null => window.desktop ?? null;

/**
 * Applies the officer's kept level while they are signed in (back to 100% at sign-out) and returns
 * the zoom command: true when handled here, false when the browser zooms by itself.
 */
export function useZoom(
  scope: string,
  target: ZoomTarget | null = desktopZoom(),
): (command: 'zoomIn' | 'zoomOut' | 'zoomReset') => boolean {
  useEffect(() => {
    if (!target) return;
    target.setZoomFactor(loadZoom(scope));
    return () => target.setZoomFactor(1);
  }, [scope, target]);

  return useCallback(
    (command) => {
      if (!target) return false;
      const level = nextZoom(loadZoom(scope), command);
      saveZoom(scope, level);
      target.setZoomFactor(level);
      return true;
    },
    [scope, target],
  );
}
