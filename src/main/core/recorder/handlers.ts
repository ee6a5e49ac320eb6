import type { DockFeature } from './docks';
import type { AreaHandlers } from '../../../shared/contract';
import type { RECORDER_CHANNELS } from '../../../shared/recorder/channels';

/** The recorder area's part of the handler map: the import centre and its settings. */
export function recorderHandlers(
  docks: DockFeature,
): AreaHandlers<(typeof RECORDER_CHANNELS)[number]> {
  return {
    'recorder:settings': async () => docks.settingsView(),
    'recorder:saveSettings': async (req) => docks.saveSettings(req),
    'recorder:pickFolder': async () => docks.pickFolder(),
    'recorder:status': async () => docks.status(),
    'recorder:imports': async (req) => docks.imports(req.limit),
    'recorder:assignOfficer': async (req) => docks.assignOfficer(req.importId, req.policeNumber),
    'recorder:deleteOriginal': async (req) => docks.deleteOriginal(req.importId),
    'recorder:verifyCustody': async () => docks.verifyCustody(),
    'recorder:exportCustody': async () => docks.exportCustody(),
  };
}
