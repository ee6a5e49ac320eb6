import { z } from 'zod';
import { M } from '../../../shared/messages';
import { callAction, callForMessage } from '../api/action';
import type { BladeClient, Form } from '../api/client';
import { INTERFACE_ID } from '../../../shared/generic/constants';
import { cacheKey } from '../db/cache';
import { InvalidArgumentError } from '../errors';
import type { GenericService } from '../generic/service';
import { readThrough, type ReadContext } from '../reads';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { ParsedRequest } from '../../../shared/contract';
import type { CachedDocs, SaveDocRequest } from '../../../shared/documents/contract';
import { cachedDocs } from './cached';
import {
  approvalRowSchema,
  beforeAddSchema,
  documentPreviewSchema,
  flwsDetailSchema,
  flwsPrefillSchema,
  formDefinitionSchema,
  receiptCheckSchema,
  receiptDeadlineSchema,
  saveResultSchema,
  type ApprovalRow,
  type BeforeAdd,
  type DocumentPreview,
  type FlwsDetail,
  type FlwsPrefill,
  type FormDefinition,
  type ReceiptCheck,
  type ReceiptDeadline,
  type SaveResult,
} from '../../../shared/documents/schemas';
import { DOCUMENTS_API } from '../../../shared/documents/constants';
import { checkDocumentValues } from '../../../shared/documents/forms';
import { PREVIEW_TYPE } from '../../../shared/documents/preview-type';
import { serialIssue } from '../../../shared/documents/links';
import { registersCase } from '../../../shared/penalty/wizard';

// Documents (法律文书) of a task: add, edit, send, recall, delete, approval history. Reads go
// through the cache; writes go to the server once and hand back the server's own message.

export interface DocumentService {
  beforeAdd(req: ParsedRequest<'documents:beforeAdd'>): Promise<BeforeAdd>;
  form(req: ParsedRequest<'documents:form'>): Promise<Cached<FormDefinition>>;
  /** getFlwsPrefill: a new document's start from its page's query (type, links); cached for offline. */
  prefill(req: ParsedRequest<'documents:prefill'>): Promise<Cached<FlwsPrefill>>;
  get(req: ParsedRequest<'documents:get'>): Promise<Cached<FlwsDetail>>;
  save(req: SaveDocRequest): Promise<SaveResult & ActionResult>;
  send(req: ParsedRequest<'documents:send'>): Promise<ActionResult>;
  recall(req: ParsedRequest<'documents:recall'>): Promise<ActionResult>;
  delete(req: ParsedRequest<'documents:delete'>): Promise<ActionResult>;
  approvals(req: ParsedRequest<'documents:approvals'>): Promise<Cached<ApprovalRow[]>>;
  /** isDelSdhz: asked right before a delivery receipt is deleted, so never answered from the cache. */
  receiptCheck(req: ParsedRequest<'documents:receiptCheck'>): Promise<ReceiptCheck>;
  receiptDeadline(
    req: ParsedRequest<'documents:receiptDeadline'>,
  ): Promise<Cached<ReceiptDeadline | null>>;
  /** getWsyllx: what 预览 of the document shows (WSYLLX, the chosen file); cached for offline. */
  previewType(req: ParsedRequest<'documents:previewType'>): Promise<Cached<DocumentPreview>>;
  /** upateYllx: 预览 shows an uploaded image or PDF of the document ('2'), or the system one ('1'). */
  setPreviewType(req: ParsedRequest<'documents:setPreviewType'>): Promise<ActionResult>;
  /** Which documents of a tree open offline (cached.ts): answered from the cache alone. */
  cached(req: ParsedRequest<'documents:cached'>): CachedDocs;
}

export function createDocumentService(
  client: () => BladeClient,
  reads: () => ReadContext,
  generic: GenericService,
): DocumentService {
  const write = (path: string, form: Form, fallback: string): Promise<ActionResult> =>
    callForMessage(client(), { path, form }, fallback);

  const readForm = (req: ParsedRequest<'documents:form'>): Promise<Cached<FormDefinition>> =>
    readThrough(reads(), cacheKey('documents:form', req), () =>
      client().call({
        path: DOCUMENTS_API.formDefinition,
        form: { form: req.form },
        schema: formDefinitionSchema,
        read: true,
      }),
    );
  /** The definition the page drew the form from (main's cache), else the server's. */
  const definitionOf = async (form: string): Promise<FormDefinition> =>
    reads().cache.get<FormDefinition>(cacheKey('documents:form', { form }))?.value ??
    (await readForm({ form })).data;

  return {
    beforeAdd: async (req) => {
      // The server checks this first too (docs/api.md); no need to ask it.
      if (!req.wssid.trim()) throw new InvalidArgumentError(M.docAddNoneChosen);
      return client().call({
        path: DOCUMENTS_API.beforeAdd,
        form: { rwid: req.RWID, runId: req.runId, wssid: req.wssid },
        schema: beforeAddSchema,
      });
    },

    form: readForm,

    prefill: async (req) => {
      // A serial the server could never take is refused here, in the server's own words.
      const serial = req.lsh === undefined ? null : serialIssue(req.lsh);
      if (serial) throw new InvalidArgumentError(serial);
      return readThrough(reads(), cacheKey('documents:prefill', req), () =>
        client().call({
          path: DOCUMENTS_API.prefill,
          form: {
            runId: req.runId,
            RWID: req.RWID,
            form: req.form,
            rwwsszid: req.rwwsszid,
            lyId: req.lyId,
            jcjlid: req.jcjlid,
            lsh: req.lsh,
          },
          schema: flwsPrefillSchema,
          read: true,
        }),
      );
    },

    get: (req) =>
      // Cached by the document alone (cached.ts asks by FLWSID); FLWSLB only lets the server check
      // the row's form.
      readThrough(reads(), cacheKey('documents:get', { FLWSID: req.FLWSID }), () =>
        client().call({
          path: DOCUMENTS_API.docDetail,
          form: { FLWSID: req.FLWSID, FLWSLB: req.FLWSLB },
          schema: flwsDetailSchema,
          read: true,
        }),
      ),

    save: async (req) => {
      // The same shared rules the page ran as the officer typed (and the server runs again), on the
      // form as the page drew it: a save the rules refuse never reaches the server.
      const refused = checkDocumentValues((await definitionOf(req.form)).fields, req.values);
      if (refused) throw new InvalidArgumentError(refused.message);
      const serial = req.lsh === undefined ? null : serialIssue(req.lsh);
      if (serial) throw new InvalidArgumentError(serial);
      return callAction(
        client(),
        {
          path: DOCUMENTS_API.saveDoc,
          form: {
            // A penalty registration (type=GJ on a new registration form) names its source task
            // and fixed types beside the values, as the page's query did; absent ones are left
            // out. Never on any other page (shared/penalty/wizard.ts registersCase). First, so it
            // never overrides the document's own fields.
            ...(req.link && registersCase({ ...req.link, FLWSID: req.FLWSID }, req.form)
              ? req.link
              : {}),
            // A re-inspection application (fcsqdj) names its kind and dangers the same way.
            ...req.reinspection,
            runId: req.runId,
            RWID: req.RWID,
            form: req.form,
            rwwsszid: req.rwwsszid,
            FLWSID: req.FLWSID,
            // The page's links, as its query named them (absent ones left out).
            lyId: req.lyId,
            jcjlid: req.jcjlid,
            lsh: req.lsh,
            data: JSON.stringify(req.values),
          },
          schema: saveResultSchema,
        },
        M.docSaved,
      );
    },

    send: (req) =>
      write(
        DOCUMENTS_API.sendDoc,
        { runId: req.runId, srcid: req.FLWSID, srctype: req.FLWSLB, xdlx: req.xdlx },
        M.docSent,
      ),

    recall: (req) =>
      write(DOCUMENTS_API.recallDoc, { runId: req.runId, FLWSID: req.FLWSID }, M.docRecalled),

    delete: (req) =>
      generic.execInterface(
        INTERFACE_ID.deleteDoc,
        { FLWSID: req.FLWSID },
        req.runId,
        M.docDeleted,
      ),

    approvals: (req) =>
      readThrough(reads(), cacheKey('documents:approvals', req), () =>
        client().call({
          path: DOCUMENTS_API.approvals,
          form: { flwslb: req.flwslb, flwssyid: req.flwssyid, type: 4 },
          schema: z.array(approvalRowSchema),
          read: true,
        }),
      ),

    receiptCheck: (req) =>
      client().call({
        path: DOCUMENTS_API.isDelSdhz,
        form: { runId: req.runId, FLWSID: req.FLWSID },
        schema: receiptCheckSchema,
      }),

    receiptDeadline: (req) =>
      readThrough(reads(), cacheKey('documents:receiptDeadline', req), () =>
        client().call({
          path: DOCUMENTS_API.getXqBySdhz,
          form: { runId: req.runId, FLWSID: req.FLWSID },
          schema: receiptDeadlineSchema,
          read: true,
        }),
      ),

    previewType: (req) =>
      readThrough(reads(), cacheKey('documents:previewType', req), () =>
        client().call({
          path: DOCUMENTS_API.getWsyllx,
          form: { runId: req.runId, FLWSID: req.FLWSID },
          schema: documentPreviewSchema,
          read: true,
        }),
      ),

    setPreviewType: (req) =>
      write(
        DOCUMENTS_API.upateYllx,
        {
          runId: req.runId,
          FLWSID: req.FLWSID,
          WSYLLX: req.WSYLLX,
          ...(req.WSYLLX === PREVIEW_TYPE.file ? { fileId: req.fileId } : {}),
        },
        req.WSYLLX === PREVIEW_TYPE.file ? M.previewSetDone : M.previewRestored,
      ),

    cached: (req) => cachedDocs(reads().cache, req),
  };
}
