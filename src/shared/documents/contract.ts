import { z } from 'zod';
import { type DOCUMENTS_CHANNELS } from './channels';
import { type ActionResult, type Cached, type Download } from '../common/types';
import { id } from '../common/ipc';
import { PREVIEW_TYPE } from './preview-type';
import {
  type ApprovalRow,
  type BeforeAdd,
  type DocumentPreview,
  type FlwsDetail,
  type FormDefinition,
  type ReceiptCheck,
  type ReceiptDeadline,
  type SaveResult,
} from './schemas';

export const saveDocRequest = z.object({
  runId: id,
  RWID: id,
  form: z.string().regex(/^[a-z0-9]{2,40}$/),
  rwwsszid: id,
  FLWSID: id.optional(),
  values: z.record(z.string().max(60), z.string().max(20_000)),
});

export type SaveDocRequest = z.infer<typeof saveDocRequest>;

/** upateYllx: '2' shows the attachment `fileId` (required), '1' the system document again. */
export const setPreviewTypeRequest = z.discriminatedUnion('WSYLLX', [
  z.object({ runId: id, FLWSID: id, WSYLLX: z.literal(PREVIEW_TYPE.file), fileId: id }),
  z.object({ runId: id, FLWSID: id, WSYLLX: z.literal(PREVIEW_TYPE.system) }),
]);

export type SetPreviewTypeRequest = z.infer<typeof setPreviewTypeRequest>;

export const documentsRequests = {
  'documents:beforeAdd': z.object({ runId: id, RWID: id, wssid: z.string().max(64) }),
  'documents:form': z.object({ form: z.string().regex(/^[a-z0-9]{2,40}$/) }),
  'documents:get': z.object({ FLWSID: id }),
  'documents:save': saveDocRequest,
  'documents:send': z.object({
    runId: id,
    FLWSID: id,
    FLWSLB: z.string().max(64).optional(),
    xdlx: z.enum(['1', '2']),
  }),
  'documents:recall': z.object({ runId: id, FLWSID: id }),
  'documents:delete': z.object({ runId: id, FLWSID: id }),
  'documents:approvals': z.object({ flwslb: z.string().max(64), flwssyid: id }),
  'documents:previewUrl': z.object({ md5: z.string().max(64).nullable() }),
  'documents:download': z.object({
    md5: z.string().max(64).nullable(),
    fileName: z.string().min(1).max(200),
  }),
  'documents:print': z.object({ FLWSID: id, DYMBID: z.string().max(64).nullable() }),
  'documents:package': z.object({
    runId: id,
    RWID: id,
    md5s: z.array(z.string().max(64)).max(500),
    fileName: z.string().min(1).max(200),
  }),
  'documents:receiptCheck': z.object({ runId: id, FLWSID: id }),
  'documents:receiptDeadline': z.object({ runId: id, FLWSID: id }),
  'documents:previewType': z.object({ runId: id, FLWSID: id }),
  'documents:setPreviewType': setPreviewTypeRequest,
} as const satisfies Record<(typeof DOCUMENTS_CHANNELS)[number], unknown>;

export type DocumentsResponses = {
  'documents:beforeAdd': BeforeAdd;
  'documents:form': Cached<FormDefinition>;
  'documents:get': Cached<FlwsDetail>;
  'documents:save': SaveResult & ActionResult;
  'documents:send': ActionResult;
  'documents:recall': ActionResult;
  'documents:delete': ActionResult;
  'documents:approvals': Cached<ApprovalRow[]>;
  'documents:previewUrl': { url: string };
  'documents:download': Download;
  'documents:print': { html: string };
  'documents:package': Download;
  'documents:receiptCheck': ReceiptCheck;
  'documents:receiptDeadline': Cached<ReceiptDeadline | null>;
  'documents:previewType': Cached<DocumentPreview>;
  'documents:setPreviewType': ActionResult;
};
