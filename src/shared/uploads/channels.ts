// The uploads area's channel and event names, with no imports: the sandboxed preload bundles these.

export const UPLOADS_CHANNELS = [
  'uploads:enqueue',
  'uploads:start',
  'uploads:list',
  'uploads:pause',
  'uploads:resume',
  'uploads:cancel',
  'uploads:retry',
  'uploads:clear',
] as const;
export const UPLOADS_EVENTS = ['uploads:changed', 'uploads:drained'] as const;
