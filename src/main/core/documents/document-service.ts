import { z } from 'zod';
import type { ActionResult, Cached, ParsedRequest, SaveDocRequest } from '../../../shared/contract';
import { M } from '../../../shared/messages';
import {
  anyDataSchema,
  approvalRowSchema,
  beforeAddSchema,
  flwsDetailSchema,
  formDefinitionSchema,
  saveResultSchema,
  type ApprovalRow,
  type BeforeAdd,
  type FlwsDetail,
  type FormDefinition,
  type SaveResult,
} from '../../../shared/schemas/server';
import type { BladeClient } from '../api/client';
import { ACTION_API, INTERFACE_ID } from '../api/paths';
import { cacheKey } from '../db/cache';
import { InvalidArgumentError } from '../errors';
import { readThrough, type ReadContext } from '../reads';

// Documents (法律文书) of a task: add, edit, send, recall, delete, approval history. Reads go
// through the cache; writes go to the server once and hand back the server's own message.

export interface DocumentService {
  beforeAdd(req: ParsedRequest<'documents:beforeAdd'>): Promise<BeforeAdd>;
  form(req: ParsedRequest<'documents:form'>): Promise<Cached<FormDefinition>>;
  get(req: ParsedRequest<'documents:get'>): Promise<Cached<FlwsDetail>>;
  save(req: SaveDocRequest): Promise<SaveResult & ActionResult>;
  send(req: ParsedRequest<'documents:send'>): Promise<ActionResult>;
  recall(req: ParsedRequest<'documents:recall'>): Promise<ActionResult>;
  delete(req: ParsedRequest<'documents:delete'>): Promise<ActionResult>;
  approvals(req: ParsedRequest<'documents:approvals'>): Promise<Cached<ApprovalRow[]>>;
}

/** What a write answers: the server's message, or ours when it sent none. */
export const actionResult = (msg: string | null, fallback: string): ActionResult => ({ message: msg?.trim() || fallback });

export function createDocumentService(client: () => BladeClient, reads: () => ReadContext): DocumentService {
  const write = async (path: string, form: Record<string, string | number | undefined>, fallback: string): Promise<ActionResult> => {
    const { msg } = await client().callWithMessage({ path, form, schema: anyDataSchema });
    return actionResult(msg, fallback);
  };

  return {
    beforeAdd: async (req) => {
      // The server checks this first too (docs/api.md); no need to ask it.
      if (!req.wssid.trim()) throw new InvalidArgumentError(M.docAddNoneChosen);
      return client().call({ path: ACTION_API.beforeAdd, form: { rwid: req.RWID, runId: req.runId, wssid: req.wssid }, schema: beforeAddSchema });
    },

    form: (req) =>
      readThrough(reads(), cacheKey('documents:form', req), () =>
        client().call({ path: ACTION_API.formDefinition, form: { form: req.form }, schema: formDefinitionSchema, read: true }),
      ),

    get: (req) =>
      readThrough(reads(), cacheKey('documents:get', req), () =>
        client().call({ path: ACTION_API.docDetail, form: { FLWSID: req.FLWSID }, schema: flwsDetailSchema, read: true }),
      ),

    save: async (req) => {
      const { data, msg } = await client().callWithMessage({
        path: ACTION_API.saveDoc,
        form: { runId: req.runId, RWID: req.RWID, form: req.form, rwwsszid: req.rwwsszid, FLWSID: req.FLWSID, data: JSON.stringify(req.values) },
        schema: saveResultSchema,
      });
      return { ...data, ...actionResult(msg, M.docSaved) };
    },

    send: (req) => write(ACTION_API.sendDoc, { runId: req.runId, srcid: req.FLWSID, srctype: req.FLWSLB, xdlx: req.xdlx }, M.docSent),

    recall: (req) => write(ACTION_API.recallDoc, { runId: req.runId, FLWSID: req.FLWSID }, M.docRecalled),

    delete: (req) =>
      write(ACTION_API.execInterface, { id: INTERFACE_ID.deleteDoc, runId: req.runId, obj: JSON.stringify({ FLWSID: req.FLWSID }) }, M.docDeleted),

    approvals: (req) =>
      readThrough(reads(), cacheKey('documents:approvals', req), () =>
        client().call({
          path: ACTION_API.approvals,
          form: { flwslb: req.flwslb, flwssyid: req.flwssyid, type: 4 },
          schema: z.array(approvalRowSchema),
          read: true,
        }),
      ),
  };
}
