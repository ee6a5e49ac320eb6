import type { z } from 'zod';
import { M } from '../../../shared/messages';
import { callForMessage } from '../api/action';
import type { BladeClient } from '../api/client';
import type { Form } from '../api/wire';
import { cacheKey } from '../db/cache';
import { InvalidArgumentError } from '../errors';
import type { GenericService } from '../generic/service';
import { readThrough, type ReadContext } from '../reads';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { Channel, ParsedRequest } from '../../../shared/contract';
import { firstError } from '../../../shared/forms/rules';
import type { FormDefinition, FormValues } from '../../../shared/forms/types';
import {
  CHECK_APPLICATION_DWID,
  CHECK_APPLICATIONS_DWID,
  PENALTY_API,
  PENALTY_CASES_DWID,
  SEAL_LIFT_DWID,
} from '../../../shared/penalty/constants';
import {
  checkApplicationForm,
  closingForm,
  isPhone,
  sealLiftForm,
} from '../../../shared/penalty/forms';
import {
  checkApplicationSchema,
  penaltyCaseSchema,
  penaltyItemSchema,
  reductionSchema,
  type CheckApplication,
  type PenaltyCase,
  type PenaltyItem,
  type Reduction,
} from '../../../shared/penalty/schemas';

// The administrative penalty of spec 01 (§2-§9): reads go through the cache so the dialogs open
// offline with the last answer; every write checks its form again with the shared rules (the
// renderer's check is a courtesy) and is refused with the spec's message before anything is sent.

type Req<C extends Channel> = ParsedRequest<C>;

export interface PenaltyService {
  /** xzcf_cxcj: the penalty item already generated from the task, or null. */
  item(req: Req<'penalty:item'>): Promise<Cached<PenaltyItem | null>>;
  /** The link table (generic query 20032): every case the task can be linked to or unlinked from. */
  cases(req: Req<'penalty:cases'>): Promise<Cached<PenaltyCase[]>>;
  link(req: Req<'penalty:link'>): Promise<ActionResult>;
  unlink(req: Req<'penalty:unlink'>): Promise<ActionResult>;
  reduction(req: Req<'penalty:reduction'>): Promise<Cached<Reduction | null>>;
  close(req: Req<'penalty:close'>): Promise<ActionResult>;
  quickToGeneral(req: Req<'penalty:quickToGeneral'>): Promise<ActionResult>;
  liftSeal(req: Req<'penalty:liftSeal'>): Promise<ActionResult>;
  checkApplications(req: Req<'penalty:checkApplications'>): Promise<Cached<CheckApplication[]>>;
  applyCheck(req: Req<'penalty:applyCheck'>): Promise<ActionResult>;
}

export type PenaltyDeps = {
  client: () => BladeClient;
  reads: () => ReadContext;
  generic: GenericService;
};

/** Refuses with the first failing rule's own message (the spec's text), before any call. */
function check(def: FormDefinition, values: FormValues): void {
  const found = firstError(def, values);
  if (found) throw new InvalidArgumentError(found.message);
}

export function createPenaltyService(deps: PenaltyDeps): PenaltyService {
  const task = (req: { runId: string; RWID: string }): Form => ({
    RWID: req.RWID,
    runId: req.runId,
  });
  const post = (path: string, form: Form, fallback: string): Promise<ActionResult> =>
    callForMessage(deps.client(), { path, form }, fallback);
  const taskRead = <S extends z.ZodType>(
    channel: Channel,
    req: { runId: string; RWID: string },
    path: string,
    schema: S,
  ): Promise<Cached<z.output<S>>> =>
    readThrough(deps.reads(), cacheKey(channel, req), () =>
      deps.client().call({ path, form: task(req), schema, read: true }),
    );
  /** A whole list by dwId, cached under this area's channel and request. */
  const listRead = <S extends z.ZodType>(
    channel: Channel,
    req: { runId: string },
    dwId: number,
    obj: Record<string, unknown>,
    row: S,
  ): Promise<Cached<z.output<S>[]>> => deps.generic.cachedList({ channel, req }, dwId, obj, row);
  /**
   * A generic save answers the record's id, not a message: the id proves it was saved (a wrong
   * shape is refused by its schema), and the officer is told the spec's text.
   */
  const save = async (
    dwId: number,
    data: Record<string, unknown>,
    runId: string,
    done: string,
  ): Promise<ActionResult> => {
    await deps.generic.saveOrUpdate(dwId, data, runId);
    return { message: done };
  };

  return {
    item: (req) => taskRead('penalty:item', req, PENALTY_API.item, penaltyItemSchema),

    cases: (req) =>
      listRead(
        'penalty:cases',
        req,
        PENALTY_CASES_DWID,
        // A task with no class sends none: the server then filters by LYRWID.
        req.RWFLID === null ? { RWID: req.RWID } : { RWID: req.RWID, RWFLID: req.RWFLID },
        penaltyCaseSchema,
      ),

    link: (req) =>
      post(
        PENALTY_API.link,
        { runId: req.runId, lyrwid: req.lyrwid, cfrwid: req.cfrwid },
        M.penaltyLinkDone,
      ),

    unlink: (req) =>
      post(
        PENALTY_API.unlink,
        { runId: req.runId, cfrwid: req.cfrwid, lyrwid: req.lyrwid },
        M.penaltyUnlinkDone,
      ),

    reduction: (req) => taskRead('penalty:reduction', req, PENALTY_API.reduction, reductionSchema),

    close: async (req) => {
      check(closingForm, { CRWZT: req.CRWZT, SJJSRQ: req.SJJSRQ, JAMS: req.JAMS });
      return post(
        PENALTY_API.close,
        { ...task(req), CRWZT: req.CRWZT, SJJSRQ: req.SJJSRQ, JAMS: req.JAMS.trim() },
        M.penaltyCloseDone,
      );
    },

    quickToGeneral: (req) =>
      post(PENALTY_API.quickToGeneral, task(req), M.penaltyQuickToGeneralDone),

    liftSeal: async (req) => {
      check(sealLiftForm, { JCRQ: req.JCRQ, JCYY: req.JCYY, JCSM: req.JCSM });
      return save(
        SEAL_LIFT_DWID,
        { RWID: req.RWID, JCRQ: req.JCRQ, JCYY: req.JCYY, JCSM: req.JCSM.trim() },
        req.runId,
        M.sealLiftDone,
      );
    },

    checkApplications: (req) =>
      listRead(
        'penalty:checkApplications',
        req,
        CHECK_APPLICATIONS_DWID,
        { RWID: req.RWID },
        checkApplicationSchema,
      ),

    applyCheck: async (req) => {
      const values = {
        SQDW: req.SQDW,
        SQR: req.SQR,
        LXDH: req.LXDH,
        SQRQ: req.SQRQ,
        ZGQK: req.ZGQK,
      };
      check(checkApplicationForm, values);
      // The phone is optional; one given must look like a phone number.
      if (req.LXDH.trim() !== '' && !isPhone(req.LXDH))
        throw new InvalidArgumentError(M.checkPhoneInvalid);
      return save(
        CHECK_APPLICATION_DWID,
        {
          RWID: req.RWID,
          SQDW: req.SQDW.trim(),
          SQR: req.SQR.trim(),
          LXDH: req.LXDH.trim(),
          SQRQ: req.SQRQ,
          ZGQK: req.ZGQK.trim(),
        },
        req.runId,
        M.checkDone,
      );
    },
  };
}
