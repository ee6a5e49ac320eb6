import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ServerDb } from '../db/open';
import { docTypes, documents, type DocumentRow } from '../documents/tables';
import { tasks, type TaskRow } from '../tasks/tables';
import { executions, suspensions, taskStates, timeRequests, type TaskStateRow } from './tables';
import { penaltyFacts, type PenaltyFacts } from '../penalty/state';
import { inspectionFacts, type InspectionFacts } from '../inspection/state';
import { PENALTY_TASK_TYPES } from '../../shared/tasks/constants';
import { SUSPENSION_FORM } from '../../shared/actions/constants';
import { PENALTY_CASE_TASK_TYPES } from '../../shared/penalty/constants';

// What the actions read about a task: its companion state row, its clock fields as sent on the wire,
// its penalty decision, and the facts the header buttons depend on.

/** The database or a transaction of it. */
export type Db = ServerDb | Parameters<Parameters<ServerDb['transaction']>[0]>[0];

/** Task types of each action (spec 02 §1, §9; the reference server's reading of them). */
export const TYPES = {
  penalty: PENALTY_TASK_TYPES,
  procedure: [62, 63] as readonly number[],
  product: [2, 6, 7] as readonly number[],
  /** Penalty cases whose decision is executed and registered (执行登记). */
  execution: PENALTY_CASE_TASK_TYPES,
  inspection: [31, 32, 33, 74] as readonly number[],
  stoppable: [31, 32, 33, 74, ...PENALTY_TASK_TYPES] as readonly number[],
  doubleRandom: [32] as readonly number[],
  verbalNotice: PENALTY_CASE_TASK_TYPES,
  enforcement: [66, 68, 69] as readonly number[],
  techService: [31, 33, 74] as readonly number[],
  licence: [11] as readonly number[],
} as const;

/**
 * Penalty decisions whose execution is registered (ZXQK on the document): 行政处罚决定书 to a unit
 * (9007) and to an individual (9008), 当场行政处罚决定书 (264). 579 and 580 are verbal notices.
 */
export const DECISION_TYPES: readonly string[] = ['9007', '9008', '264'];

export const isOpen = (task: TaskRow): boolean =>
  task.deleted === 0 && (task.state === '0' || task.state === '1');

const DEFAULT_STATE: Omit<TaskStateRow, 'rwid'> = {
  registeredOn: null,
  plannedEnd: null,
  suspendedAt: null,
  suspendReason: null,
  suspendedDays: 0,
  acceptedAt: null,
  stopped: '0',
  noInspection: '0',
  noInspectionReason: null,
  noInspectionText: null,
  reminderDays: null,
  serviceUnitId: null,
  serviceUnitName: null,
};

/** The state of a task without a row: no dates, clock running, not stopped, inspected. */
export const emptyState = (rwid: string): TaskStateRow => ({ rwid, ...DEFAULT_STATE });

export function stateOf(db: Db, rwid: string): TaskStateRow {
  return db.select().from(taskStates).where(eq(taskStates.rwid, rwid)).get() ?? emptyState(rwid);
}

/** Writes some of the task's state, creating its row on first use. */
export function setState(db: Db, rwid: string, values: Partial<Omit<TaskStateRow, 'rwid'>>): void {
  db.insert(taskStates)
    .values({ rwid, ...DEFAULT_STATE, ...values })
    .onConflictDoUpdate({ target: taskStates.rwid, set: values })
    .run();
}

/** The clock fields of clockFieldsShape (src/shared/tasks/clock-fields.ts), as sent. */
export function clockRecord(
  task: TaskRow,
  state: TaskStateRow,
): Record<string, string | number | null> {
  return {
    RWLX: task.type,
    rwzt: task.state,
    RW_ISDELETED: task.deleted,
    CRT_TIME: task.createdAt,
    LARQ: state.registeredOn,
    JHKSRQ: task.plannedStart,
    JHJSRQ: state.plannedEnd,
    sjtbzt: task.clockState,
    LDSPSJ: state.suspendedAt,
    ZZTS: state.suspendedDays,
    SLSJ: state.acceptedAt,
    ISSTOP: state.stopped,
    BJC: state.noInspection,
  };
}

/** The clock fields of many tasks at once (the task list). */
export function statesOf(db: Db, rwids: readonly string[]): Map<string, TaskStateRow> {
  if (rwids.length === 0) return new Map();
  const rows = db
    .select()
    .from(taskStates)
    .where(inArray(taskStates.rwid, [...rwids]))
    .all();
  return new Map(rows.map((r) => [r.rwid, r]));
}

/** The task's latest live penalty decision (行政处罚决定书), approved or not. */
export function decisionOf(db: Db, rwid: string): DocumentRow | undefined {
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.rwid, rwid),
        eq(documents.deleted, 0),
        inArray(documents.typeId, [...DECISION_TYPES]),
      ),
    )
    .orderBy(desc(documents.createdAt))
    .get();
}

/** An approved (or sealed) decision: what execution registration needs. */
export const isDecided = (doc: DocumentRow | undefined): doc is DocumentRow =>
  doc !== undefined && (doc.status === '3' || doc.status === '10');

/** A clock-suspension application of the task that is in approval (sent, not decided). */
export function suspensionInApproval(db: Db, rwid: string): boolean {
  const row = db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(docTypes, eq(docTypes.id, documents.typeId))
    .where(
      and(
        eq(documents.rwid, rwid),
        eq(documents.deleted, 0),
        eq(docTypes.form, SUSPENSION_FORM),
        eq(documents.status, '2'),
      ),
    )
    .get();
  return row !== undefined;
}

/** The unit's pending request for another inspection time. */
export function pendingTimeRequest(
  db: Db,
  rwid: string,
): typeof timeRequests.$inferSelect | undefined {
  return db
    .select()
    .from(timeRequests)
    .where(and(eq(timeRequests.rwid, rwid), isNull(timeRequests.agreed)))
    .orderBy(desc(timeRequests.id))
    .get();
}

/** The running suspension's history row. */
export function runningSuspension(
  db: Db,
  rwid: string,
): typeof suspensions.$inferSelect | undefined {
  return db
    .select()
    .from(suspensions)
    .where(and(eq(suspensions.rwid, rwid), isNull(suspensions.resumedAt)))
    .orderBy(desc(suspensions.id))
    .get();
}

export const executionOf = (db: Db, rwid: string): typeof executions.$inferSelect | undefined =>
  db.select().from(executions).where(eq(executions.rwid, rwid)).get();

/** What the header buttons depend on besides the task row (server/detail/buttons.ts). */
export type ActionFacts = {
  stopped: boolean;
  noInspection: boolean;
  suspensionPending: boolean;
  /** The task has an approved penalty decision; its ZXQK (null when not registered). */
  decision: { execution: string | null } | null;
  /** The penalty area's facts (server/penalty/state.ts); none: no reduction, seal not lifted. */
  penalty?: PenaltyFacts;
  /** The inspection area's facts (server/inspection/state.ts); none: no dangers, no applications. */
  inspection?: InspectionFacts;
};

export function actionFacts(db: Db, task: TaskRow): ActionFacts {
  const state = stateOf(db, task.rwid);
  const decision = TYPES.execution.includes(task.type) ? decisionOf(db, task.rwid) : undefined;
  return {
    stopped: state.stopped === '1',
    noInspection: state.noInspection === '1',
    suspensionPending: suspensionInApproval(db, task.rwid),
    decision: isDecided(decision) ? { execution: decision.execution } : null,
    penalty: penaltyFacts(db, task),
    inspection: inspectionFacts(db, task),
  };
}

/** Re-reads a task after a write (the answer of a test or a log line). */
export const reloadTask = (db: Db, rwid: string): TaskRow | undefined =>
  db.select().from(tasks).where(eq(tasks.rwid, rwid)).get();
