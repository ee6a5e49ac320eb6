// The actions area's channel and event names, with no imports: the sandboxed preload bundles these.

export const ACTIONS_CHANNELS = [
  'actions:endTask',
  'actions:changeProcedure',
  'actions:suspension',
  'actions:resumeClock',
  'actions:postpone',
  'actions:postponements',
  'actions:caseStop',
  'actions:accept',
  'actions:execution',
  'actions:registerExecution',
  'actions:noInspection',
  'actions:inspectionTime',
  'actions:changeInspectionTime',
  'actions:serviceUnits',
  'actions:assignService',
  'actions:licence',
  'actions:makeLicence',
  'actions:downloadLicence',
  'actions:deadlines',
  'actions:reminders',
  'actions:isPenaltyCase',
] as const;
export const ACTIONS_EVENTS = [] as const;
