// The credit area's channel and event names, with no imports: the sandboxed preload bundles these.

export const CREDIT_CHANNELS = [
  'credit:person',
  'credit:general',
  'credit:serious',
  'credit:savePerson',
  'credit:saveGeneral',
  'credit:saveSerious',
  'credit:submitSerious',
] as const;
export const CREDIT_EVENTS = [] as const;
