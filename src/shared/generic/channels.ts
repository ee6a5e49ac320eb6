// The generic area's channel and event names, with no imports: the sandboxed preload bundles these.

export const GENERIC_CHANNELS = ['generic:lookup'] as const;
export const GENERIC_EVENTS = [] as const;
