// The fire area's channel and event names, with no imports: the sandboxed preload bundles these.

export const FIRE_CHANNELS = [
  'fire:case',
  'fire:nodes',
  'fire:info',
  'fire:saveInfo',
  'fire:changeProcedure',
  'fire:transfer',
  'fire:withdrawTransfer',
] as const;
export const FIRE_EVENTS = [] as const;
