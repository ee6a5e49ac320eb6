import { z } from 'zod';
import { type SERVICE_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import type { Page } from '../common/schemas';
import { id } from '../common/ipc';
import type { ServicePreview, ServiceRecord } from './schemas';

// Requests of the service area. Every call names its run; a write names the record or document it
// acts on, and the server checks the officer's right to it again.

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The served document as dzsdinfo and suredzsd name it (spec 01 §7). */
const served = { runId: id, flwssyid: id, flwsid: id } as const;

export const recordsRequest = z.object({
  runId: id,
  RWID: id,
  /** '1' with the run's other tasks (历史数据), '0' the task's own. */
  SFCXLSSJ: z.enum(['0', '1']),
  current: z.number().int().min(1).max(10_000),
  size: z.number().int().min(1).max(9999),
});

export const saveProofRequest = z.object({
  runId: id,
  ID: id,
  KDDH: z.string().max(40),
  /** '' clears it. */
  GGKSRQ: z.union([date, z.literal('')]),
  /** The chosen bound video, '' none. */
  SPID: z.union([id, z.literal('')]),
});

export const serviceRequests = {
  /** Generic query 3934: a page of the task's service records. */
  'service:records': recordsRequest,
  /** dzsdinfo: the electronic service as the unit will see it. */
  'service:preview': z.object(served),
  /** A pending electronic service of one of the task's documents. */
  'service:addElectronic': z.object({ runId: id, RWID: id, FLWSID: id }),
  /** suredzsd: sends it; answers the service link. */
  'service:send': z.object(served),
  'service:saveProof': saveProofRequest,
  /** Records the delivery (the document becomes 已送达), refused while proof is missing. */
  'service:confirm': z.object({ runId: id, ID: id }),
} as const satisfies Record<(typeof SERVICE_CHANNELS)[number], unknown>;

export type RecordsRequest = z.infer<typeof recordsRequest>;
export type SaveProofRequest = z.infer<typeof saveProofRequest>;

export type ServiceResponses = {
  'service:records': Cached<Page<ServiceRecord>>;
  'service:preview': Cached<ServicePreview>;
  'service:addElectronic': ActionResult;
  'service:send': ActionResult & { SDLJ: string };
  'service:saveProof': ActionResult;
  'service:confirm': ActionResult;
};
