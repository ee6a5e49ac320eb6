import { z } from 'zod';
import { type PENALTY_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import type { CheckApplication, PenaltyCase, PenaltyItem, Reduction } from './schemas';

// Requests of the penalty area. Every write names its task (runId, RWID); the form rules run again
// in main (src/shared/penalty/forms.ts) before anything is sent, and once more at the server.

const task = { runId: id, RWID: id } as const;
const text = (max: number): z.ZodString => z.string().max(max);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const code = z.string().regex(/^\d{1,2}$/);
/** A field the form requires: empty passes the channel so main's rules answer with the spec's message. */
const orEmpty = <T extends z.ZodType>(s: T): z.ZodUnion<[T, z.ZodLiteral<''>]> =>
  z.union([s, z.literal('')]);

export const closeRequest = z.object({
  ...task,
  CRWZT: orEmpty(code),
  SJJSRQ: orEmpty(date),
  JAMS: text(500),
});

export const liftSealRequest = z.object({
  ...task,
  JCRQ: orEmpty(date),
  JCYY: orEmpty(code),
  JCSM: text(500),
});

export const applyCheckRequest = z.object({
  ...task,
  SQDW: text(100),
  SQR: text(50),
  LXDH: text(20),
  SQRQ: orEmpty(date),
  ZGQK: text(500),
});

export const penaltyRequests = {
  /** xzcf_cxcj: the penalty item generated from the task, if any. */
  'penalty:item': z.object(task),
  /** The link table (generic query 20032): the cases the task can be linked to, with its class. */
  'penalty:cases': z.object({ ...task, RWFLID: text(16).nullable() }),
  'penalty:link': z.object({ runId: id, lyrwid: id, cfrwid: id }),
  'penalty:unlink': z.object({ runId: id, cfrwid: id, lyrwid: id }),
  'penalty:reduction': z.object(task),
  'penalty:close': closeRequest,
  'penalty:quickToGeneral': z.object(task),
  'penalty:liftSeal': liftSealRequest,
  'penalty:checkApplications': z.object(task),
  'penalty:applyCheck': applyCheckRequest,
} as const satisfies Record<(typeof PENALTY_CHANNELS)[number], unknown>;

export type CloseRequest = z.infer<typeof closeRequest>;
export type LiftSealRequest = z.infer<typeof liftSealRequest>;
export type ApplyCheckRequest = z.infer<typeof applyCheckRequest>;

export type PenaltyResponses = {
  'penalty:item': Cached<PenaltyItem | null>;
  'penalty:cases': Cached<PenaltyCase[]>;
  'penalty:link': ActionResult;
  'penalty:unlink': ActionResult;
  'penalty:reduction': Cached<Reduction | null>;
  'penalty:close': ActionResult;
  'penalty:quickToGeneral': ActionResult;
  'penalty:liftSeal': ActionResult;
  'penalty:checkApplications': Cached<CheckApplication[]>;
  'penalty:applyCheck': ActionResult;
};
