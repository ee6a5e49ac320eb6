import type { z } from 'zod';
import { M } from '../../../shared/messages';
import { callAction, callForMessage } from '../api/action';
import type { BladeClient } from '../api/client';
import { InvalidArgumentError } from '../errors';
import type { GenericService } from '../generic/service';
import type { ReadContext } from '../reads';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { Channel, ParsedRequest, Response } from '../../../shared/contract';
import { chinaToday } from '../../../shared/common/dates';
import {
  APPLICATIONS_DWID,
  HIDDEN_DANGERS_DWID,
  INSPECTION_API,
  RECTIFIED,
  UNIT_HAZARDS_DWID,
  type ReinspectionKind,
} from '../../../shared/inspection/constants';
import { joinIds, rectifyRefusal } from '../../../shared/inspection/rules';
import {
  applicationSchema,
  createdTaskSchema,
  hiddenDangerSchema,
  unitHazardSchema,
  type HiddenDanger,
  type ReinspectionApplication,
  type UnitHazard,
} from '../../../shared/inspection/schemas';

// Hidden dangers and re-inspection (spec 01 §2-§9, spec 02 §2-§7). Reads go through the cache so
// the dialogs and the application page open offline with the last answer and its time; writes run
// the shared rules again (the renderer's check is a courtesy) before anything is sent.

type Req<C extends Channel> = ParsedRequest<C>;

export interface InspectionService {
  /** Generic query 3408: the task's dangers (scope 1) or its unit's past inspections' (scope 2). */
  dangers(req: Req<'inspection:dangers'>): Promise<Cached<HiddenDanger[]>>;
  /** Generic query 3825: the unit's hazards, not rectified or rectified. */
  unitHazards(req: Req<'inspection:unitHazards'>): Promise<Cached<UnitHazard[]>>;
  /** isJsfwSqFc / isJdjcSqFc: may these dangers be re-inspected ('操作成功！')? */
  apply(req: Req<'inspection:apply'>): Promise<ActionResult>;
  /** The task's re-inspection applications (generic query 3966). */
  applications(req: Req<'inspection:applications'>): Promise<Cached<ReinspectionApplication[]>>;
  /** saveAqjcFcrw / saveJdjcFcrwDq: the re-inspection task of one application. */
  createTask(req: Req<'inspection:createTask'>): Promise<Response<'inspection:createTask'>>;
  /** Save by dwId 3408: the danger is rectified on ZGRQ. */
  rectify(req: Req<'inspection:rectify'>): Promise<ActionResult>;
  /** saveEntities of dwId 3408 records: several dangers rectified on one ZGRQ, all or nothing. */
  rectifyMany(req: Req<'inspection:rectifyMany'>): Promise<ActionResult>;
}

export type InspectionDeps = {
  client: () => BladeClient;
  reads: () => ReadContext;
  generic: GenericService;
  /** Today as 'YYYY-MM-DD' in China (tests pin it). */
  today?: () => string;
};

const CHECK_PATH: Readonly<Record<ReinspectionKind, string>> = {
  jsfw: INSPECTION_API.isJsfwSqFc,
  jdjc: INSPECTION_API.isJdjcSqFc,
};
const CREATE_PATH: Readonly<Record<ReinspectionKind, string>> = {
  jsfw: INSPECTION_API.saveAqjcFcrw,
  jdjc: INSPECTION_API.saveJdjcFcrwDq,
};

export function createInspectionService(deps: InspectionDeps): InspectionService {
  const today = deps.today ?? ((): string => chinaToday(Date.now()));
  /** A whole list by dwId, cached under this area's channel and request. */
  const listRead = <S extends z.ZodType>(
    channel: Channel,
    req: { runId: string },
    dwId: number,
    obj: Record<string, unknown>,
    row: S,
  ): Promise<Cached<z.output<S>[]>> => deps.generic.cachedList({ channel, req }, dwId, obj, row);

  return {
    dangers: (req) =>
      listRead(
        'inspection:dangers',
        req,
        HIDDEN_DANGERS_DWID,
        { RWID: req.RWID, LX: req.scope },
        hiddenDangerSchema,
      ),

    unitHazards: (req) =>
      listRead(
        'inspection:unitHazards',
        req,
        UNIT_HAZARDS_DWID,
        { RWID: req.RWID, DWID: req.DWID, ZGQK: req.ZGQK },
        unitHazardSchema,
      ),

    apply: async (req) => {
      // Main cannot see the rows' ZGQK: the empty choice is refused here, the rest by the server.
      if (req.ids.length === 0) throw new InvalidArgumentError(M.applySelectUnrectified);
      return callForMessage(
        deps.client(),
        {
          path: CHECK_PATH[req.kind],
          form: { runId: req.runId, rwid: req.RWID, ids: joinIds(req.ids) },
        },
        M.applyDone,
      );
    },

    applications: (req) =>
      listRead(
        'inspection:applications',
        req,
        APPLICATIONS_DWID,
        { RWID: req.RWID },
        applicationSchema,
      ),

    createTask: async (req) => {
      const { message, ...task } = await callAction(
        deps.client(),
        {
          path: CREATE_PATH[req.kind],
          form: { runId: req.runId, rwid: req.RWID, fcsqid: req.applicationId },
          schema: createdTaskSchema,
        },
        M.fcsqCreated,
      );
      return { message, task };
    },

    rectify: async (req) => {
      // The date's own rules; the server checks it against the danger's found date too.
      const refused = rectifyRefusal(req.ZGRQ, null, today());
      if (refused) throw new InvalidArgumentError(refused);
      await deps.generic.saveOrUpdate(
        HIDDEN_DANGERS_DWID,
        { ID: req.ID, RWID: req.RWID, ZGQK: RECTIFIED, ZGRQ: req.ZGRQ },
        req.runId,
      );
      return { message: M.rectifyDone };
    },

    rectifyMany: async (req) => {
      // Main cannot see the rows: an empty choice and the date's own rules are refused here; the
      // server checks every danger (its task, its state, its found date) and saves all or none.
      const IDs = [...new Set(req.IDs)];
      if (IDs.length === 0) throw new InvalidArgumentError(M.rectifyManyNone);
      const refused = rectifyRefusal(req.ZGRQ, null, today());
      if (refused) throw new InvalidArgumentError(refused);
      await deps.generic.saveEntities(
        req.runId,
        IDs.map((ID) => ({
          dwId: HIDDEN_DANGERS_DWID,
          data: { ID, RWID: req.RWID, ZGQK: RECTIFIED, ZGRQ: req.ZGRQ },
        })),
      );
      return { message: M.rectifyManyDone(IDs.length) };
    },
  };
}
