// The drafts area's channel and event names, with no imports: the sandboxed preload bundles these.

export const DRAFTS_CHANNELS = [
  'drafts:save',
  'drafts:get',
  'drafts:list',
  'drafts:discard',
] as const;
export const DRAFTS_EVENTS = [] as const;
