import type { z } from 'zod';
import { M } from '../../../shared/messages';
import { callForMessage } from '../api/action';
import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import { ApiError, InvalidArgumentError } from '../errors';
import type { GenericService } from '../generic/service';
import { readThrough, type ReadContext } from '../reads';
import type { ActionResult, Cached } from '../../../shared/common/types';
import { chinaToday } from '../../../shared/common/dates';
import type { Channel, ParsedRequest } from '../../../shared/contract';
import type {
  CreditGeneralRead,
  CreditRead,
  CreditSaveRequest,
} from '../../../shared/credit/contract';
import {
  CREDIT_API,
  CREDIT_DANGERS_DWID,
  CREDIT_DW_ID,
  CREDIT_SUBMIT_INTERFACE,
  type CreditUnitKind,
} from '../../../shared/credit/constants';
import { creditEntryDue, type CreditDue } from '../../../shared/credit/due';
import { checkCreditPerson, checkCreditUnit } from '../../../shared/credit/rules';
import {
  creditDangerSchema,
  creditPersonAnswerSchema,
  creditUnitAnswerSchema,
  type CreditPersonRecord,
  type CreditUnitRecord,
} from '../../../shared/credit/schemas';
import { GENERIC_API } from '../../../shared/generic/constants';
import type { UserInfo } from '../../../shared/session/schemas';

// Credit dishonesty records (spec 01 §3-§9, spec 02 §3-§9). Each read answers the task's record
// through the cache (the dialog opens offline with the last answer); a refusal of the server is
// answered as data, so the dialog shows its text and disables saving (spec 02 §8). The general
// read also says whether a record is due (逾期不改, shared/credit/due.ts). Saves run the shared
// rules first and are refused with their message before anything is sent; the officer's brigade
// (ZGDWID, ZGDWMC) is stamped from the session.

type Req<C extends Channel> = ParsedRequest<C>;

export interface CreditService {
  /** xygkGrsx (RWID, runId): the individual record, or none. */
  person(req: Req<'credit:person'>): Promise<Cached<CreditRead<CreditPersonRecord>>>;
  /** xygkTsxx (RWID, runId) and the dangers' query: the general record, and whether one is due. */
  general(req: Req<'credit:general'>): Promise<Cached<CreditGeneralRead>>;
  /** xygkYzsxxx (RWID, runId): the serious record, or none. */
  serious(req: Req<'credit:serious'>): Promise<Cached<CreditRead<CreditUnitRecord>>>;
  /** Generic save 4653 (update with ID, else create). */
  savePerson(req: CreditSaveRequest): Promise<ActionResult>;
  /** Generic save 4503. */
  saveGeneral(req: CreditSaveRequest): Promise<ActionResult>;
  /** Generic save 4625. */
  saveSerious(req: CreditSaveRequest): Promise<ActionResult>;
  /** Generic interface 100: the serious record goes to approval (SPZT 2). */
  submitSerious(req: Req<'credit:submitSerious'>): Promise<ActionResult>;
}

export type CreditDeps = {
  client: () => BladeClient;
  reads: () => ReadContext;
  generic: GenericService;
  /** The signed-in officer (company_id, company_name), or null. */
  officer: () => UserInfo | null;
  /** Today as 'YYYY-MM-DD' in China (tests pin it). */
  today?: () => string;
};

/** The server's refusal, as the dialog shows it; anything else (offline, a bad answer) is thrown. */
async function refusalAsData<T>(read: () => Promise<T | null>): Promise<CreditRead<T>> {
  try {
    return { record: await read(), refusal: null };
  } catch (err) {
    if (err instanceof ApiError) return { record: null, refusal: err.message };
    throw err;
  }
}

export function createCreditService(deps: CreditDeps): CreditService {
  const today = deps.today ?? ((): string => chinaToday(Date.now()));

  const readRecord = <S extends z.ZodType>(path: string, req: Req<'credit:person'>, schema: S) =>
    deps.client().call({
      path,
      form: { RWID: req.RWID, runId: req.runId },
      schema,
      read: true,
    });

  /** Whether a general record is due; null when the server cannot list the dangers. */
  const dueOf = async (
    req: Req<'credit:general'>,
    hasGeneralRecord: boolean,
  ): Promise<CreditDue | null> => {
    try {
      const page = await deps.generic.pageQuery(
        CREDIT_DANGERS_DWID,
        { RWID: req.RWID },
        { runId: req.runId, current: 1, size: 9999 },
        creditDangerSchema,
      );
      return creditEntryDue({
        RWLX: req.RWLX,
        dangers: page.records.map((d) => ({ ZGQK: d.ZGQK, ZGQX: d.ZGQX, FCRWID: d.FCRWID })),
        today: today(),
        hasGeneralRecord,
      });
    } catch (err) {
      if (err instanceof ApiError) return null;
      throw err;
    }
  };

  const save = async (
    dwId: number,
    req: CreditSaveRequest,
    checked: { ok: true; values: object } | { ok: false; message: string },
  ): Promise<ActionResult> => {
    if (!checked.ok) throw new InvalidArgumentError(checked.message);
    const officer = deps.officer();
    const data = {
      ...checked.values,
      ...(req.ID ? { ID: req.ID } : {}),
      RWID: req.RWID,
      ZGDWID: officer?.company_id ?? '',
      ZGDWMC: officer?.company_name ?? '',
    };
    // A write is sent once: the server may have saved before its answer was lost.
    return callForMessage(
      deps.client(),
      {
        path: GENERIC_API.saveOrUpdate,
        form: { dwId, runId: req.runId, data: JSON.stringify(data) },
      },
      M.creditSaveDone,
    );
  };

  const unitSave = (kind: CreditUnitKind, req: CreditSaveRequest): Promise<ActionResult> =>
    save(CREDIT_DW_ID[kind], req, checkCreditUnit(kind, req.values));

  return {
    person: (req) =>
      readThrough(deps.reads(), cacheKey('credit:person', req), () =>
        refusalAsData(() => readRecord(CREDIT_API.person, req, creditPersonAnswerSchema)),
      ),

    general: (req) =>
      readThrough(deps.reads(), cacheKey('credit:general', req), async () => {
        const read = await refusalAsData(() =>
          readRecord(CREDIT_API.general, req, creditUnitAnswerSchema),
        );
        const due = read.refusal === null ? await dueOf(req, read.record !== null) : null;
        return { ...read, due };
      }),

    serious: (req) =>
      readThrough(deps.reads(), cacheKey('credit:serious', req), () =>
        refusalAsData(() => readRecord(CREDIT_API.serious, req, creditUnitAnswerSchema)),
      ),

    savePerson: (req) => save(CREDIT_DW_ID.person, req, checkCreditPerson(req.values)),
    saveGeneral: (req) => unitSave('general', req),
    saveSerious: (req) => unitSave('serious', req),
    submitSerious: (req) =>
      deps.generic.execInterface(
        CREDIT_SUBMIT_INTERFACE,
        { ID: req.ID, RWID: req.RWID },
        req.runId,
        M.creditSubmitDone,
      ),
  };
}
