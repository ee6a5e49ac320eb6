import type { z } from 'zod';
import { M } from '../../../shared/messages';
import { callForMessage } from '../api/action';
import type { BladeClient } from '../api/client';
import type { Form } from '../api/wire';
import { cacheKey } from '../db/cache';
import { fetchDownload } from '../downloads/save-download';
import { AppError, InvalidArgumentError } from '../errors';
import type { Logger } from '../logger';
import { readThrough, type ReadContext } from '../reads';
import type { GenericService } from '../generic/service';
import type { TaskFileUploader } from './task-files';
import type { ActionResult, Cached, Download } from '../../../shared/common/types';
import type { Channel, ParsedRequest } from '../../../shared/contract';
import { pageOf, type Page } from '../../../shared/common/schemas';
import { firstError } from '../../../shared/forms/rules';
import type { FormDefinition, FormValues } from '../../../shared/forms/types';
import { BUSINESS_TYPE } from '../../../shared/uploads/constants';
import {
  ACTIONS_API,
  ACTIONS_DWID,
  ACTIONS_INTERFACE,
  CLOCK_STATE,
  NO_INSPECTION_TYPE,
} from '../../../shared/actions/constants';
import {
  executionForm,
  inspectionTimeForm,
  noInspectionForm,
  postponeForm,
  procedureForm,
  resumeClockForm,
  serviceForm,
} from '../../../shared/actions/forms';
import {
  deadlinesSchema,
  executionSchema,
  inspectionTimeSchema,
  licenceSchema,
  penaltyCaseSchema,
  postponementSchema,
  remindersSchema,
  serviceUnitSchema,
  suspensionSchema,
  type Deadlines,
  type Execution,
  type InspectionTimeRequest,
  type Licence,
  type Postponement,
  type Reminder,
  type ServiceUnit,
  type Suspension,
} from '../../../shared/actions/schemas';

// The task actions of spec 02 (§1, §3, §4, §5, §7, §9): every write checks its form again with the
// shared rules (the renderer's check is a courtesy) and is refused with the spec's message before
// anything is sent; reads go through the cache so the dialogs open offline with the last answer.

type Req<C extends Channel> = ParsedRequest<C>;

export interface ActionService {
  endTask(req: Req<'actions:endTask'>): Promise<ActionResult>;
  changeProcedure(req: Req<'actions:changeProcedure'>): Promise<ActionResult>;
  suspension(req: Req<'actions:suspension'>): Promise<Cached<Suspension>>;
  resumeClock(req: Req<'actions:resumeClock'>): Promise<ActionResult>;
  postpone(req: Req<'actions:postpone'>): Promise<ActionResult>;
  /** The task's earlier postponement requests (generic query 3967), newest first. */
  postponements(req: Req<'actions:postponements'>): Promise<Cached<Postponement[]>>;
  caseStop(req: Req<'actions:caseStop'>): Promise<ActionResult>;
  accept(req: Req<'actions:accept'>): Promise<ActionResult>;
  execution(req: Req<'actions:execution'>): Promise<Cached<Execution | null>>;
  registerExecution(req: Req<'actions:registerExecution'>): Promise<ActionResult>;
  noInspection(req: Req<'actions:noInspection'>): Promise<ActionResult>;
  inspectionTime(req: Req<'actions:inspectionTime'>): Promise<Cached<InspectionTimeRequest | null>>;
  changeInspectionTime(req: Req<'actions:changeInspectionTime'>): Promise<ActionResult>;
  serviceUnits(req: Req<'actions:serviceUnits'>): Promise<Cached<Page<ServiceUnit>>>;
  assignService(req: Req<'actions:assignService'>): Promise<ActionResult>;
  licence(req: Req<'actions:licence'>): Promise<Cached<Licence | null>>;
  makeLicence(req: Req<'actions:makeLicence'>): Promise<ActionResult>;
  downloadLicence(req: Req<'actions:downloadLicence'>): Promise<Download>;
  deadlines(req: Req<'actions:deadlines'>): Promise<Cached<Deadlines>>;
  reminders(req: Req<'actions:reminders'>): Promise<Cached<Reminder[]>>;
  isPenaltyCase(req: Req<'actions:isPenaltyCase'>): Promise<Cached<boolean>>;
}

export type ActionDeps = {
  client: () => BladeClient;
  reads: () => ReadContext;
  /** The generic calls: ending, accepting and changing the procedure (execInterface), saves by dwId. */
  generic: GenericService;
  /** The resume dialog's files go up as the task's attachments before the clock resumes. */
  files: TaskFileUploader;
  downloadsDir: () => string;
  logger: Logger;
};

/** The postponement was saved but the planned end date was not moved: both halves are said. */
export class PostponeFollowUpError extends AppError {
  constructor(readonly reason: string) {
    super('server', M.postponeDeadlineNotUpdated(reason));
  }
}

/** Refuses with the first failing rule's own message (the spec's text), before any call. */
function check(def: FormDefinition, values: FormValues): void {
  const found = firstError(def, values);
  if (found) throw new InvalidArgumentError(found.message);
}

/** The resume dialog's attachments are task attachments used for the clock resume (hfjs). */
const RESUME_FILES_USAGE = 'hfjs';

export function createActionService(deps: ActionDeps): ActionService {
  const task = (req: { runId: string; RWID: string }): Form => ({
    rwid: req.RWID,
    runId: req.runId,
  });
  const post = (path: string, form: Form, fallback: string): Promise<ActionResult> =>
    callForMessage(deps.client(), { path, form }, fallback);
  /** A generic interface on the task (obj names it by RWID): the server's message, else ours. */
  const exec = (
    id: number,
    req: { runId: string; RWID: string },
    more: Record<string, unknown>,
    fallback: string,
  ): Promise<ActionResult> =>
    deps.generic.execInterface(id, { RWID: req.RWID, ...more }, req.runId, fallback);
  /** A generic save on the task: it answers the record's ID, the officer reads the action's text. */
  const save = async (
    dwId: number,
    req: { runId: string; RWID: string },
    data: Record<string, unknown>,
    done: string,
  ): Promise<ActionResult> => {
    await deps.generic.saveOrUpdate(dwId, { RWID: req.RWID, ...data }, req.runId);
    return { message: done };
  };
  const read = <S extends z.ZodType>(
    channel: Channel,
    req: Record<string, unknown>,
    path: string,
    form: Form,
    schema: S,
  ): Promise<Cached<z.output<S>>> =>
    readThrough(deps.reads(), cacheKey(channel, req), () =>
      deps.client().call({ path, form, schema, read: true }),
    );
  const taskRead = <S extends z.ZodType>(
    channel: Channel,
    req: { runId: string; RWID: string },
    path: string,
    schema: S,
  ): Promise<Cached<z.output<S>>> => read(channel, req, path, task(req), schema);

  return {
    endTask: (req) => exec(ACTIONS_INTERFACE.endTask, req, {}, M.endTaskDone),

    changeProcedure: async (req) => {
      check(procedureForm, { GGLX: req.GGLX, ZHYY: req.ZHYY });
      return exec(
        ACTIONS_INTERFACE.changeProcedure,
        req,
        { CFLCLX: req.CFLCLX, GGLX: req.GGLX, ZHYY: req.ZHYY.trim() },
        M.procedureDone,
      );
    },

    suspension: (req) =>
      taskRead('actions:suspension', req, ACTIONS_API.suspension, suspensionSchema),

    resumeClock: async (req) => {
      const values = { HFJSSJ: req.HFJSSJ, HFJSSM: req.HFJSSM };
      check(resumeClockForm, values);
      // The order rule needs the suspension time, which only the server knows: read it fresh.
      const suspension = await deps.client().call({
        path: ACTIONS_API.suspension,
        form: task(req),
        schema: suspensionSchema,
        read: true,
      });
      if (suspension.sjtbzt !== CLOCK_STATE.suspended)
        throw new InvalidArgumentError(M.actionClockNotSuspended);
      check(resumeClockForm, { ...values, LDSPSJ: suspension.LDSPSJ ?? undefined });
      // Files first: if one does not arrive, the clock is not resumed.
      const fileIds = await deps.files.upload(
        {
          runId: req.runId,
          RWID: req.RWID,
          businessId: req.RWID,
          businessType: BUSINESS_TYPE.task,
          businessUsage: RESUME_FILES_USAGE,
          label: suspension.RWMC,
        },
        req.files,
      );
      return save(
        ACTIONS_DWID.resumeClock,
        req,
        { HFJSSJ: req.HFJSSJ, HFJSSM: req.HFJSSM.trim(), fileIds: fileIds.join(',') },
        M.resumeDone,
      );
    },

    postpone: async (req) => {
      check(postponeForm, { jhjsrq: req.jhjsrq, yqyy: req.yqyy });
      const saved = await post(
        ACTIONS_API.saveYqsq,
        {
          ...task(req),
          jhjsrq: req.jhjsrq,
          yqyy: req.yqyy.trim(),
          sfyq: req.sfyq,
          wsid: req.wsid,
        },
        M.postponeDone,
      );
      try {
        await post(ACTIONS_API.updateJHJSRQ, { ...task(req), jhjsrq: req.jhjsrq }, M.postponeDone);
      } catch (err) {
        deps.logger.error(`postponement of task ${req.RWID}: updateJHJSRQ failed`, err);
        throw new PostponeFollowUpError(err instanceof AppError ? err.message : M.errInternal);
      }
      return saved;
    },

    postponements: (req) =>
      deps.generic.cachedList(
        { channel: 'actions:postponements', req },
        ACTIONS_DWID.postponements,
        { RWID: req.RWID },
        postponementSchema,
      ),

    caseStop: (req) =>
      post(ACTIONS_API.updateISSTOP, { ...task(req), isstop: req.isstop }, M.caseStopDone),

    accept: (req) => exec(ACTIONS_INTERFACE.accept, req, {}, M.acceptDone),

    execution: (req) => taskRead('actions:execution', req, ACTIONS_API.execution, executionSchema),

    registerExecution: async (req) => {
      check(executionForm, { ZXQK: req.ZXQK, LXRQ: req.LXRQ, LXQK: req.LXQK });
      const LXQK = req.LXQK?.trim();
      return save(
        ACTIONS_DWID.execution,
        req,
        { ZXQK: req.ZXQK, ...(req.LXRQ ? { LXRQ: req.LXRQ } : {}), ...(LXQK ? { LXQK } : {}) },
        M.executionDone,
      );
    },

    noInspection: async (req) => {
      // Revoking needs no reason; setting needs both.
      if (req.type === NO_INSPECTION_TYPE.set)
        check(noInspectionForm, { bjcyy: req.bjcyy, bjcms: req.bjcms });
      return post(
        ACTIONS_API.updateBjcyy,
        { ...task(req), type: req.type, bjcyy: req.bjcyy, bjcms: req.bjcms?.trim() },
        M.noInspectionDone,
      );
    },

    inspectionTime: (req) =>
      taskRead('actions:inspectionTime', req, ACTIONS_API.getXGJCSJ, inspectionTimeSchema),

    changeInspectionTime: async (req) => {
      check(inspectionTimeForm, { SQR: req.SQR, YYTIME: req.YYTIME, ISTY: req.ISTY });
      return post(
        ACTIONS_API.clshdwxgyytime,
        { ...task(req), SQR: req.SQR.trim(), YYTIME: req.YYTIME, ISTY: req.ISTY },
        M.inspectionTimeDone,
      );
    },

    serviceUnits: (req) =>
      read(
        'actions:serviceUnits',
        req,
        ACTIONS_API.getJsfwdw,
        { runId: req.runId, current: req.current, size: req.size, DWMC: req.DWMC?.trim() },
        pageOf(serviceUnitSchema),
      ),

    assignService: async (req) => {
      check(serviceForm, { dwid: req.dwid, dwmc: req.dwmc });
      return post(
        ACTIONS_API.saveJsfwRw,
        { ...task(req), dwid: req.dwid, dwmc: req.dwmc },
        M.serviceDone,
      );
    },

    licence: (req) => taskRead('actions:licence', req, ACTIONS_API.getEleLicense, licenceSchema),

    makeLicence: (req) => post(ACTIONS_API.preparationOfEvidence, task(req), M.licenceDone),

    downloadLicence: (req) =>
      fetchDownload(
        deps.client(),
        { path: ACTIONS_API.licenceDownload, method: 'GET', query: task(req) },
        deps.downloadsDir(),
        M.licenceFileName(req.RWID),
        deps.logger,
      ),

    deadlines: (req) =>
      taskRead('actions:deadlines', req, ACTIONS_API.getXqDateByRwid, deadlinesSchema),

    reminders: (req) =>
      read('actions:reminders', req, ACTIONS_API.cfRwRemind, { runId: req.runId }, remindersSchema),

    isPenaltyCase: (req) =>
      taskRead('actions:isPenaltyCase', req, ACTIONS_API.isXzcf, penaltyCaseSchema),
  };
}
