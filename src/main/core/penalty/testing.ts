import { done, useScriptedService, type ScriptedRig } from '../testing/services';
import { createPenaltyService, type PenaltyService } from './penalty-service';

// The penalty service's unit tests share this rig: a scripted server, and a client, cache and
// generic service on it.

export const T = { runId: 'run1', RWID: 'rw1' } as const;
/** The task as the penalty calls name it on the wire. */
export const TASK = { RWID: 'rw1', runId: 'run1' };

export { done };

export type PenaltyRig = ScriptedRig<PenaltyService>;

/** For one describe block: a fresh server and service before each test, closed after. */
export const usePenaltyRig = (): PenaltyRig =>
  useScriptedService((d) =>
    createPenaltyService({ client: () => d.client, reads: d.reads, generic: d.generic }),
  );
