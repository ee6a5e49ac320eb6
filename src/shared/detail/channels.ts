// The detail area's channel and event names, with no imports: the sandboxed preload bundles these.

export const DETAIL_CHANNELS = [
  'detail:get',
  'detail:opLog',
  'detail:canSwitch',
  'detail:docCategories',
  'detail:docTypes',
] as const;
export const DETAIL_EVENTS = [] as const;
