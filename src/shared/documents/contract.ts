import { z } from 'zod';
import { type DOCUMENTS_CHANNELS } from './channels';
import { type ActionResult, type Cached, type Download } from '../common/types';
import { id } from '../common/ipc';
import { PREVIEW_TYPE } from './preview-type';
import { applicationLink } from '../inspection/contract';
import {
  type ApprovalRow,
  type BeforeAdd,
  type DocumentPreview,
  type FlwsDetail,
  type FlwsPrefill,
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
  /**
   * A registration document opened by the penalty wizard (type=GJ, spec 01 §2): saving it
   * registers the penalty case from the source task (GJRWID, else RWID) with these fixed types.
   */
  link: z
    .object({
      type: z.literal('GJ'),
      GJRWID: id.optional(),
      CF_LYTYPE: z
        .string()
        .regex(/^\d{1,2}$/)
        .optional(),
      CFDXLX: z
        .string()
        .regex(/^\d{1,2}$/)
        .optional(),
      CFDXMC: z.string().max(100).optional(),
      CFDXDZ: z.string().max(200).optional(),
    })
    .optional(),
  /** A re-inspection application (/ws/fcsqdj, spec 01 §2): the hidden dangers it covers. */
  reinspection: applicationLink.optional(),
  // The page's links (spec 02 §2, shared/documents/links.ts): the source document (lyId), the
  // inspection record (jcjlid) and, for a new document, its serial number (lsh).
  lyId: id.optional(),
  jcjlid: id.optional(),
  lsh: z.string().max(16).optional(),
});

export type SaveDocRequest = z.infer<typeof saveDocRequest>;

/**
 * What a new document of the page starts with (getFlwsPrefill): its query's task, form and type,
 * and the links it carries.
 */
export const prefillRequest = z.object({
  runId: id,
  RWID: id,
  form: z.string().regex(/^[a-z0-9]{2,40}$/),
  rwwsszid: id,
  lyId: id.optional(),
  jcjlid: id.optional(),
  lsh: z.string().max(16).optional(),
});

export type PrefillRequest = z.infer<typeof prefillRequest>;

/** upateYllx: '2' shows the attachment `fileId` (required), '1' the system document again. */
export const setPreviewTypeRequest = z.discriminatedUnion('WSYLLX', [
  z.object({ runId: id, FLWSID: id, WSYLLX: z.literal(PREVIEW_TYPE.file), fileId: id }),
  z.object({ runId: id, FLWSID: id, WSYLLX: z.literal(PREVIEW_TYPE.system) }),
]);

export type SetPreviewTypeRequest = z.infer<typeof setPreviewTypeRequest>;

/** A document of the tree whose offline use is asked about (documents:cached). */
export const cachedDocRequest = z.object({
  FLWSID: id,
  /** The form its page opens (shared rules' formOfRow); null when the row names none. */
  form: z.string().max(64).nullable(),
  FLWSLB: z.string().max(64).nullable(),
});

export type CachedDocRequest = z.infer<typeof cachedDocRequest>;

/** A run's tree holds a few hundred documents; the bound only keeps a call's size sane. */
export const MAX_CACHED_DOCS = 5000;

/** Which of the asked documents this machine can show offline, by FLWSID. */
export type CachedDocs = {
  /** Both the form definition and the document's values are cached: the page opens. */
  docs: string[];
  /** The approval history is cached: 审批信息 opens. */
  approvals: string[];
};

export const documentsRequests = {
  'documents:beforeAdd': z.object({ runId: id, RWID: id, wssid: z.string().max(64) }),
  'documents:form': z.object({ form: z.string().regex(/^[a-z0-9]{2,40}$/) }),
  'documents:prefill': prefillRequest,
  /** FLWSLB: the form the opening row named; the server refuses a document of another form. */
  'documents:get': z.object({ FLWSID: id, FLWSLB: z.string().max(64).optional() }),
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
  'documents:cached': z.object({ docs: z.array(cachedDocRequest).max(MAX_CACHED_DOCS) }),
} as const satisfies Record<(typeof DOCUMENTS_CHANNELS)[number], unknown>;

export type DocumentsResponses = {
  'documents:beforeAdd': BeforeAdd;
  'documents:form': Cached<FormDefinition>;
  'documents:prefill': Cached<FlwsPrefill>;
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
  'documents:cached': CachedDocs;
};
