// The archive area's channel and event names, with no imports: the sandboxed preload bundles these.

export const ARCHIVE_CHANNELS = [
  'archive:categories',
  'archive:caseTypes',
  'archive:close',
  'archive:readiness',
] as const;
export const ARCHIVE_EVENTS = [] as const;
