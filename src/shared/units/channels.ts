// The units area's channel and event names, with no imports: the sandboxed preload bundles these.

export const UNITS_CHANNELS = ['units:get', 'units:save'] as const;
export const UNITS_EVENTS = [] as const;
