// The recorder area's channel and event names, with no imports: the sandboxed preload bundles these.

export const RECORDER_CHANNELS = [
  'recorder:settings',
  'recorder:saveSettings',
  'recorder:pickFolder',
  'recorder:status',
  'recorder:imports',
  'recorder:assignOfficer',
  'recorder:deleteOriginal',
  'recorder:verifyCustody',
  'recorder:exportCustody',
] as const;
export const RECORDER_EVENTS = ['recorder:changed', 'recorder:dockFinished'] as const;
