import { actionsFakes } from '../features/actions/testing';
import { archiveFakes } from '../features/archive/testing';
import { attachmentsFakes } from '../features/attachments/testing';
import { detailFakes } from '../features/detail/testing';
import { documentsFakes } from '../features/documents/testing';
import { draftsFakes } from '../features/drafts/testing';
import { penaltyFakes } from '../features/penalty/testing';
import { inspectionFakes } from '../features/inspection/testing';
import { serviceFakes } from '../features/service/testing';
import { productsFakes } from '../features/products/testing';
import { creditFakes } from '../features/credit/testing';
import { fireFakes } from '../features/fire/testing';
import { historyFakes } from '../features/history/testing';
import { recorderFakes } from '../features/recorder/testing';
import { sessionFakes } from '../features/session/testing';
import { settingsFakes } from '../features/settings/testing';
import { stampingFakes } from '../features/stamping/testing';
import { tasksFakes } from '../features/tasks/testing';
import { unitsFakes } from '../features/units/testing';
import { uploadsFakes } from '../features/uploads/testing';
import { videosFakes } from '../features/videos/testing';
import { lookupFakes } from '../components/picker/testing';
import { dictFakes } from '../components/testing';
import { platformFakes } from '../platform/testing';
import { FakeFailure, type FakeHandlers } from './fakes';
import type {
  Api,
  Channel,
  EventName,
  Events,
  IpcResult,
  Request,
  Response,
} from '../../shared/contract';

// An in-memory implementation of the contract for renderer tests: handlers return fixture data,
// throw `fail(...)` to answer ok:false, and `emit` pushes events as main would. Each area owns its
// default handlers (its testing.ts); a new channel goes there, a new area adds one line below.

export { fail, type FakeHandlers } from './fakes';

const AREA_FAKES: ReadonlyArray<() => FakeHandlers> = [
  platformFakes,
  dictFakes,
  lookupFakes,
  sessionFakes,
  settingsFakes,
  tasksFakes,
  detailFakes,
  documentsFakes,
  stampingFakes,
  archiveFakes,
  actionsFakes,
  unitsFakes,
  uploadsFakes,
  attachmentsFakes,
  videosFakes,
  recorderFakes,
  draftsFakes,
  penaltyFakes,
  inspectionFakes,
  serviceFakes,
  productsFakes,
  creditFakes,
  fireFakes,
  historyFakes,
];

export type FakeApi = Api & {
  calls: Array<{ channel: Channel; req: unknown }>;
  callsTo(channel: Channel): unknown[];
  emit<E extends EventName>(event: E, payload: Events[E]): void;
};

export function createFakeApi(handlers: FakeHandlers = {}): FakeApi {
  const listeners = new Map<EventName, Set<(p: unknown) => void>>();
  const calls: FakeApi['calls'] = [];
  const all = Object.assign({}, ...AREA_FAKES.map((fakes) => fakes()), handlers) as Record<
    Channel,
    (req: unknown) => unknown
  >;

  return {
    calls,
    callsTo: (channel) => calls.filter((c) => c.channel === channel).map((c) => c.req),
    async invoke<C extends Channel>(channel: C, req: Request<C>): Promise<IpcResult<Response<C>>> {
      calls.push({ channel, req });
      try {
        const value = (await all[channel](req)) as Response<C>;
        return { ok: true, value };
      } catch (e) {
        if (e instanceof FakeFailure)
          return { ok: false, error: { kind: e.kind, message: e.message } };
        throw e;
      }
    },
    on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (p: unknown) => void);
      return () => set.delete(listener as (p: unknown) => void);
    },
    emit(event, payload) {
      for (const l of [...(listeners.get(event) ?? [])]) l(payload);
    },
  };
}
