// The session area's channel and event names, with no imports: the sandboxed preload bundles these.

export const SESSION_CHANNELS = ['session:login', 'session:logout', 'session:captcha'] as const;
export const SESSION_EVENTS = ['session:expired'] as const;
