// The files area's channel and event names, with no imports: the sandboxed preload bundles these.

export const FILES_CHANNELS = ['files:pick'] as const;
export const FILES_EVENTS = [] as const;
