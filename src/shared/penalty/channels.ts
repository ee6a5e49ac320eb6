// The penalty area's channel and event names, with no imports: the sandboxed preload bundles these.

export const PENALTY_CHANNELS = [
  'penalty:item',
  'penalty:cases',
  'penalty:link',
  'penalty:unlink',
  'penalty:reduction',
  'penalty:close',
  'penalty:quickToGeneral',
  'penalty:liftSeal',
  'penalty:checkApplications',
  'penalty:applyCheck',
] as const;
export const PENALTY_EVENTS = [] as const;
