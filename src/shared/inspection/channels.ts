// The inspection area's channel and event names, with no imports: the sandboxed preload bundles these.

export const INSPECTION_CHANNELS = [
  'inspection:dangers',
  'inspection:unitHazards',
  'inspection:apply',
  'inspection:applications',
  'inspection:createTask',
  'inspection:rectify',
  'inspection:rectifyMany',
] as const;
export const INSPECTION_EVENTS = [] as const;
