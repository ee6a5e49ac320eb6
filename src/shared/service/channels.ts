// The service area's channel and event names, with no imports: the sandboxed preload bundles these.

export const SERVICE_CHANNELS = [
  'service:records',
  'service:preview',
  'service:addElectronic',
  'service:send',
  'service:saveProof',
  'service:confirm',
] as const;
export const SERVICE_EVENTS = [] as const;
