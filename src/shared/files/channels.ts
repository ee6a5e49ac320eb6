// The files area's channel and event names, with no imports: the sandboxed preload bundles these.

export const FILES_CHANNELS = ['files:pick'] as const;
export const FILES_EVENTS = [] as const;

/**
 * Files dropped on a window (desktop app): only the preload's `desktop.registerDroppedFiles` sends
 * it, with the paths Electron gives for the dropped File objects. It is deliberately not in
 * FILES_CHANNELS: `window.api.invoke` refuses it, so the page itself can never hand main a path.
 */
export const FILES_DROPPED_CHANNEL = 'files:registerDropped';
