import { useScriptedService, type ScriptedRig } from '../testing/services';
import { createInspectionService, type InspectionService } from './inspection-service';

// The inspection service's unit tests share this rig: a scripted server, and a client, cache and
// generic service on it; today is pinned.

export const T = { runId: 'run1', RWID: 'rw1' } as const;
export const TODAY = '2024-06-10';

export type InspectionRig = ScriptedRig<InspectionService>;

export const useInspectionRig = (): InspectionRig =>
  useScriptedService((d) =>
    createInspectionService({
      client: () => d.client,
      reads: d.reads,
      generic: d.generic,
      today: () => TODAY,
    }),
  );
