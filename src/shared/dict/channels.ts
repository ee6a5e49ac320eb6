// The dict area's channel and event names, with no imports: the sandboxed preload bundles these.

export const DICT_CHANNELS = ['dict:get'] as const;
export const DICT_EVENTS = [] as const;
