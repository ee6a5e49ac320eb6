import { callAction } from '../api/action';
import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import type { GenericService } from '../generic/service';
import { readThrough, type ReadContext } from '../reads';
import { M } from '../../../shared/messages';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { Page } from '../../../shared/common/schemas';
import type { ParsedRequest } from '../../../shared/contract';
import {
  CONFIRM_DELIVERY_INTERFACE,
  SERVICE_API,
  SERVICE_DWID,
  SERVICE_RECORDS_DWID,
} from '../../../shared/service/constants';
import {
  sentSchema,
  serviceRecordSchema,
  servicePreviewSchema,
  type ServicePreview,
  type ServiceRecord,
} from '../../../shared/service/schemas';

// Legal-document service (spec 01 §2-§9, issue 16): the records and the electronic preview go
// through the cache (the dialog opens offline with the last answer); the writes go to the server,
// which checks the proof of delivery with the shared rule (src/shared/service/proof.ts).

export interface ServiceService {
  /** Generic query 3934: a page of the task's service records (with the run's when asked). */
  records(req: ParsedRequest<'service:records'>): Promise<Cached<Page<ServiceRecord>>>;
  /** dzsdinfo: the electronic service as the unit will see it. */
  preview(req: ParsedRequest<'service:preview'>): Promise<Cached<ServicePreview>>;
  addElectronic(req: ParsedRequest<'service:addElectronic'>): Promise<ActionResult>;
  /** suredzsd: '发送成功！' and the service link. */
  send(req: ParsedRequest<'service:send'>): Promise<ActionResult & { SDLJ: string }>;
  saveProof(req: ParsedRequest<'service:saveProof'>): Promise<ActionResult>;
  confirm(req: ParsedRequest<'service:confirm'>): Promise<ActionResult>;
}

export type ServiceDeps = {
  client: () => BladeClient;
  reads: () => ReadContext;
  generic: GenericService;
};

export function createServiceService(deps: ServiceDeps): ServiceService {
  const served = (req: { runId: string; flwssyid: string; flwsid: string }) => ({
    runId: req.runId,
    flwssyid: req.flwssyid,
    flwsid: req.flwsid,
  });
  return {
    records: (req) =>
      readThrough(deps.reads(), cacheKey('service:records', req), () =>
        deps.generic.pageQuery(
          SERVICE_RECORDS_DWID,
          { RWID: req.RWID, SFCXLSSJ: req.SFCXLSSJ },
          { current: req.current, size: req.size, runId: req.runId },
          serviceRecordSchema,
        ),
      ),

    preview: (req) =>
      readThrough(deps.reads(), cacheKey('service:preview', req), () =>
        deps.client().call({
          path: SERVICE_API.preview,
          form: served(req),
          schema: servicePreviewSchema,
          read: true,
        }),
      ),

    // Generic saves answer the record's ID: the officer reads the action's own text.
    addElectronic: async (req) => {
      await deps.generic.saveOrUpdate(
        SERVICE_DWID.electronic,
        { RWID: req.RWID, FLWSID: req.FLWSID },
        req.runId,
      );
      return { message: M.serviceAddElectronicDone };
    },

    // Never retried (a write): the server may have sent before the answer was lost.
    send: (req) =>
      callAction(
        deps.client(),
        { path: SERVICE_API.send, form: served(req), schema: sentSchema },
        M.serviceSendDone,
      ),

    saveProof: async (req) => {
      await deps.generic.saveOrUpdate(
        SERVICE_DWID.proof,
        { ID: req.ID, KDDH: req.KDDH.trim(), GGKSRQ: req.GGKSRQ, SPID: req.SPID },
        req.runId,
      );
      return { message: M.serviceProofSaved };
    },

    confirm: (req) =>
      deps.generic.execInterface(
        CONFIRM_DELIVERY_INTERFACE,
        { ID: req.ID },
        req.runId,
        M.serviceDeliveryDone,
      ),
  };
}
