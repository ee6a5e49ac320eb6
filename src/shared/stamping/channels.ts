// The stamping area's channel and event names, with no imports: the sandboxed preload bundles these.

export const STAMPING_CHANNELS = ['stamping:list', 'stamping:seal', 'stamping:download'] as const;
export const STAMPING_EVENTS = [] as const;
