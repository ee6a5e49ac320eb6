import { z } from 'zod';
import { type ACTIONS_CHANNELS } from './channels';
import { type ActionResult, type Cached, type Download } from '../common/types';
import { type Page } from '../common/schemas';
import { id } from '../common/ipc';
import type {
  Deadlines,
  Execution,
  InspectionTimeRequest,
  Licence,
  Postponement,
  Reminder,
  ServiceUnit,
  Suspension,
} from './schemas';

// Requests of the task actions. Every write names its task (runId, RWID); the form rules run again
// in main (src/shared/actions/forms.ts) before anything is sent, and once more at the server.

const task = { runId: id, RWID: id } as const;
const text = (max: number): z.ZodString => z.string().max(max);
const code = z.string().regex(/^\d{1,2}$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
/**
 * A field the action's form requires: an empty value passes the channel's check so that main's
 * form rules refuse it with the spec's own message ('请选择执行情况', …), not a generic one.
 */
const orEmpty = <T extends z.ZodType>(s: T): z.ZodUnion<[T, z.ZodLiteral<''>]> =>
  z.union([s, z.literal('')]);

export const changeProcedureRequest = z.object({
  ...task,
  /** The procedure it becomes: 4 general. */
  CFLCLX: code,
  /** 1 upgrade, 2 conversion (spec 02 §4). */
  GGLX: orEmpty(code),
  ZHYY: text(500),
});

export const resumeClockRequest = z.object({
  ...task,
  HFJSSJ: orEmpty(dateTime),
  HFJSSM: text(500),
  /** Files the officer attached (refs from files:pick), uploaded as the task's attachments first. */
  files: z.array(z.string().min(1).max(1024)).max(20),
});

export const postponeRequest = z.object({
  ...task,
  jhjsrq: orEmpty(date),
  yqyy: text(500),
  /** 1: the task is postponed (the web system's flag, always 1 from this dialog). */
  sfyq: z.literal('1'),
  /** The postponement approval document it refers to, if any. */
  wsid: id.optional(),
});

export const executionRequest = z.object({
  ...task,
  ZXQK: orEmpty(code),
  LXRQ: date.optional(),
  LXQK: text(500).optional(),
});

export const noInspectionRequest = z.object({
  ...task,
  /** 1 revokes, 2 sets. */
  type: z.enum(['1', '2']),
  bjcyy: code.optional(),
  bjcms: text(500).optional(),
});

export const inspectionTimeRequest = z.object({
  ...task,
  SQR: text(50),
  YYTIME: orEmpty(dateTime),
  /** 1 agree, 0 disagree. */
  ISTY: orEmpty(z.enum(['0', '1'])),
});

export const actionsRequests = {
  'actions:endTask': z.object(task),
  'actions:changeProcedure': changeProcedureRequest,
  'actions:suspension': z.object(task),
  'actions:resumeClock': resumeClockRequest,
  'actions:postpone': postponeRequest,
  'actions:postponements': z.object(task),
  'actions:caseStop': z.object({ ...task, isstop: z.enum(['0', '1']) }),
  'actions:accept': z.object(task),
  'actions:execution': z.object(task),
  'actions:registerExecution': executionRequest,
  'actions:noInspection': noInspectionRequest,
  'actions:inspectionTime': z.object(task),
  'actions:changeInspectionTime': inspectionTimeRequest,
  'actions:serviceUnits': z.object({
    runId: id,
    DWMC: text(100).optional(),
    current: z.number().int().min(1),
    size: z.number().int().min(1).max(200),
  }),
  'actions:assignService': z.object({ ...task, dwid: orEmpty(id), dwmc: text(200) }),
  'actions:licence': z.object(task),
  'actions:makeLicence': z.object(task),
  'actions:downloadLicence': z.object(task),
  'actions:deadlines': z.object(task),
  'actions:reminders': z.object({ runId: id.optional() }),
  'actions:isPenaltyCase': z.object(task),
} as const satisfies Record<(typeof ACTIONS_CHANNELS)[number], unknown>;

export type ChangeProcedureRequest = z.infer<typeof changeProcedureRequest>;
export type ResumeClockRequest = z.infer<typeof resumeClockRequest>;
export type PostponeRequest = z.infer<typeof postponeRequest>;
export type ExecutionRequest = z.infer<typeof executionRequest>;
export type NoInspectionRequest = z.infer<typeof noInspectionRequest>;
export type InspectionTimeChange = z.infer<typeof inspectionTimeRequest>;

export type ActionsResponses = {
  'actions:endTask': ActionResult;
  'actions:changeProcedure': ActionResult;
  'actions:suspension': Cached<Suspension>;
  'actions:resumeClock': ActionResult;
  'actions:postpone': ActionResult;
  /** The task's postponement requests (generic query 3967), newest first. */
  'actions:postponements': Cached<Postponement[]>;
  'actions:caseStop': ActionResult;
  'actions:accept': ActionResult;
  'actions:execution': Cached<Execution | null>;
  'actions:registerExecution': ActionResult;
  'actions:noInspection': ActionResult;
  'actions:inspectionTime': Cached<InspectionTimeRequest | null>;
  'actions:changeInspectionTime': ActionResult;
  'actions:serviceUnits': Cached<Page<ServiceUnit>>;
  'actions:assignService': ActionResult;
  'actions:licence': Cached<Licence | null>;
  'actions:makeLicence': ActionResult;
  'actions:downloadLicence': Download;
  'actions:deadlines': Cached<Deadlines>;
  'actions:reminders': Cached<Reminder[]>;
  /** isXzcf: whether the task's run has a live penalty case. */
  'actions:isPenaltyCase': Cached<boolean>;
};
