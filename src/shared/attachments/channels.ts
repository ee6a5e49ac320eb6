// The attachments area's channel and event names, with no imports: the sandboxed preload bundles these.

export const ATTACHMENTS_CHANNELS = [
  'attachments:list',
  'attachments:rename',
  'attachments:delete',
  'attachments:download',
  'attachments:groups',
  'attachments:mobilePackage',
  'attachments:mediaUrl',
] as const;
export const ATTACHMENTS_EVENTS = [] as const;
