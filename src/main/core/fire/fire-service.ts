import { callForMessage } from '../api/action';
import type { BladeClient } from '../api/client';
import type { Form } from '../api/wire';
import { cacheKey } from '../db/cache';
import { InvalidArgumentError } from '../errors';
import { readThrough, type ReadContext } from '../reads';
import { M } from '../../../shared/messages';
import { chinaToday } from '../../../shared/common/dates';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { ParsedRequest } from '../../../shared/contract';
import { FIRE_API } from '../../../shared/fire/constants';
import {
  checkFireInfo,
  checkProcedure,
  checkTransfer,
  type Checked,
} from '../../../shared/fire/rules';
import {
  fireCaseSchema,
  fireInfoAnswerSchema,
  fireNodesSchema,
  type FireCase,
  type FireInfo,
} from '../../../shared/fire/schemas';
import type { FireNode } from '../../../shared/fire/stages';

// Fire investigation (task type 80): the case's stages and their process-node trees, the fire
// registration, and the three writes of spec 02 §7 (hzdc/updatecxlb, base/hzdcysdc,
// hzdc/vardeleteysdcrw) besides the registration's save. Reads go through the cache (offline the
// last answer, with its time); writes run the shared rules first and are sent once.

export interface FireService {
  case(req: ParsedRequest<'fire:case'>): Promise<Cached<FireCase>>;
  nodes(req: ParsedRequest<'fire:nodes'>): Promise<Cached<FireNode[]>>;
  info(req: ParsedRequest<'fire:info'>): Promise<Cached<FireInfo | null>>;
  saveInfo(req: ParsedRequest<'fire:saveInfo'>): Promise<ActionResult>;
  changeProcedure(req: ParsedRequest<'fire:changeProcedure'>): Promise<ActionResult>;
  transfer(req: ParsedRequest<'fire:transfer'>): Promise<ActionResult>;
  withdrawTransfer(req: ParsedRequest<'fire:withdrawTransfer'>): Promise<ActionResult>;
}

export type FireDeps = {
  client: () => BladeClient;
  reads: () => ReadContext;
  /** Today as 'YYYY-MM-DD' in China (tests pin it). */
  today?: () => string;
};

/** The checked values, or the rule's message as an invalid-argument error (nothing is sent). */
function valuesOf<V extends object>(checked: Checked<V>): Form {
  if (!checked.ok) throw new InvalidArgumentError(checked.message);
  const form: Form = {};
  for (const [k, v] of Object.entries(checked.values)) form[k] = v as Form[string];
  return form;
}

export function createFireService(deps: FireDeps): FireService {
  const today = deps.today ?? ((): string => chinaToday(Date.now()));
  const taskForm = (req: { runId: string; RWID: string }): Form => ({
    RWID: req.RWID,
    runId: req.runId,
  });
  const write = (path: string, form: Form, fallback: string): Promise<ActionResult> =>
    callForMessage(deps.client(), { path, form }, fallback);

  return {
    case: (req) =>
      readThrough(deps.reads(), cacheKey('fire:case', req), () =>
        deps.client().call({
          path: FIRE_API.stages,
          form: taskForm(req),
          schema: fireCaseSchema,
          read: true,
        }),
      ),

    nodes: (req) =>
      readThrough(deps.reads(), cacheKey('fire:nodes', req), () =>
        deps.client().call({
          path: FIRE_API.nodes,
          form: { ...taskForm(req), JDBM: req.JDBM },
          schema: fireNodesSchema,
          read: true,
        }),
      ),

    info: (req) =>
      readThrough(deps.reads(), cacheKey('fire:info', req), () =>
        deps.client().call({
          path: FIRE_API.info,
          form: taskForm(req),
          schema: fireInfoAnswerSchema,
          read: true,
        }),
      ),

    saveInfo: async (req) =>
      write(
        FIRE_API.saveInfo,
        { ...taskForm(req), ...valuesOf(checkFireInfo(req.values)) },
        M.fireInfoSaved,
      ),

    changeProcedure: async (req) =>
      write(
        FIRE_API.updateProcedure,
        { ...taskForm(req), ...valuesOf(checkProcedure(req.values)) },
        M.fireProcedureDone,
      ),

    transfer: async (req) =>
      write(
        FIRE_API.transfer,
        { ...taskForm(req), ...valuesOf(checkTransfer(req.values, today())) },
        M.fireTransferDone,
      ),

    withdrawTransfer: (req) =>
      write(FIRE_API.deleteTransfer, { ...taskForm(req), id: req.id }, M.fireTransferWithdrawDone),
  };
}
