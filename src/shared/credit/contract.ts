import { z } from 'zod';
import { type CREDIT_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import type { CreditDue } from './due';
import type { CreditPersonRecord, CreditUnitRecord } from './schemas';

// Requests of the credit area. Reads name the task on screen; saves carry the form's values, which
// main checks with the shared rules (shared/credit/rules.ts) before anything is sent, the server
// once more. The officer's brigade (ZGDWID, ZGDWMC) is main's to add, from the session.

const task = { runId: id, RWID: id } as const;
const values = z.record(z.string().max(40), z.string().max(5000));
const save = z.object({
  ...task,
  /** The record being updated; absent: a new record. */
  ID: id.optional(),
  values,
});

export const creditRequests = {
  /** xygkGrsx: the task's individual record. */
  'credit:person': z.object(task),
  /** xygkTsxx: the task's general record, and whether one is due (逾期不改, shared/credit/due.ts). */
  'credit:general': z.object({
    ...task,
    /** The task's type (RWLX): a re-inspection's unrectified dangers are overdue by definition. */
    RWLX: z.number().int().nullable(),
  }),
  /** xygkYzsxxx: the task's serious record. */
  'credit:serious': z.object(task),
  /** Generic save 4653. */
  'credit:savePerson': save,
  /** Generic save 4503. */
  'credit:saveGeneral': save,
  /** Generic save 4625 (refused unless the record is new, not submitted or returned). */
  'credit:saveSerious': save,
  /** Generic interface 100: the saved serious record (ID) goes to approval. */
  'credit:submitSerious': z.object({ ...task, ID: id }),
} as const satisfies Record<(typeof CREDIT_CHANNELS)[number], unknown>;

export type CreditSaveRequest = z.infer<typeof save>;

/**
 * A record read: the record (null: none yet), or the server's refusal text, shown in the dialog
 * with saving disabled (spec 02 §8).
 */
export type CreditRead<T> = { record: T | null; refusal: string | null };

/** The general read: also whether a record is due (null when the server could not tell). */
export type CreditGeneralRead = CreditRead<CreditUnitRecord> & { due: CreditDue | null };

export type CreditResponses = {
  'credit:person': Cached<CreditRead<CreditPersonRecord>>;
  'credit:general': Cached<CreditGeneralRead>;
  'credit:serious': Cached<CreditRead<CreditUnitRecord>>;
  'credit:savePerson': ActionResult;
  'credit:saveGeneral': ActionResult;
  'credit:saveSerious': ActionResult;
  'credit:submitSerious': ActionResult;
};
