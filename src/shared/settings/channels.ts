// The settings area's channel and event names, with no imports: the sandboxed preload bundles these.

export const SETTINGS_CHANNELS = ['settings:get', 'settings:update'] as const;
export const SETTINGS_EVENTS = [] as const;
