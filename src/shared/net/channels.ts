// The net area's channel and event names, with no imports: the sandboxed preload bundles these.

export const NET_CHANNELS = ['net:check'] as const;
export const NET_EVENTS = ['net:changed'] as const;
