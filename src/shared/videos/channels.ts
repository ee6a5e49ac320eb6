// The videos area's channel and event names, with no imports: the sandboxed preload bundles these.

export const VIDEOS_CHANNELS = [
  'videos:bound',
  'videos:list',
  'videos:bind',
  'videos:unbind',
  'videos:remark',
  'videos:units',
  'videos:missing',
  'videos:sync',
  'videos:enforcement',
  'videos:evidenceTree',
  'videos:evidenceSync',
  'videos:suggest',
  'videos:stale',
] as const;
export const VIDEOS_EVENTS = [] as const;
