// The history area's channel and event names, with no imports: the sandboxed preload bundles these.

export const HISTORY_CHANNELS = ['history:list'] as const;
export const HISTORY_EVENTS = [] as const;
