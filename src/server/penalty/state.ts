import { eq } from 'drizzle-orm';
import type { Db } from '../actions/state';
import { taskStates } from '../actions/tables';
import type { TaskRow } from '../tasks/tables';
import { units } from '../units/tables';
import { penaltyCases, reductions, sealLifts, type PenaltyCaseRow } from './tables';
import { PROCESS_TYPE, SEAL_TASK_TYPE, type ProcessType } from '../../shared/penalty/constants';
import { PENALTY_CASE_TASK_TYPES } from '../../shared/penalty/constants';
import { sourceFieldOf, type SourceField } from '../../shared/penalty/links';

// What the penalty routes read about a task: its case row (made from the task when missing), the
// case as the link table and xzcf_cxcj send it, and the facts the header buttons depend on.

/** The penalty tasks that are cases (registered, decided and closed): not the coercive measures. */
export const CASE_TYPES = PENALTY_CASE_TASK_TYPES;

/** The process of a case type: 62 and 75 simple, 63 quick, the others general. */
export function processOfType(type: number): ProcessType {
  if (type === 62 || type === 75) return PROCESS_TYPE.simple;
  if (type === 63) return PROCESS_TYPE.quick;
  return PROCESS_TYPE.general;
}

export const isOpenTask = (task: TaskRow): boolean =>
  task.deleted === 0 && (task.state === '0' || task.state === '1');

export const isCase = (task: TaskRow): boolean => CASE_TYPES.includes(task.type);

/** An open, not voided penalty case: what can be linked, closed or changed. */
export const isOpenCase = (task: TaskRow): boolean => isCase(task) && isOpenTask(task);

/** The column of each source field. */
export const SOURCE_COLUMNS = {
  LYRWID: 'sources',
  LYCPRWID: 'productSources',
  LYJSFWRWID: 'serviceSources',
} as const satisfies Record<SourceField, keyof PenaltyCaseRow>;

/** The case's source lists by wire name (what links.ts reads). */
export const linksOf = (row: PenaltyCaseRow): Record<SourceField, string> => ({
  LYRWID: row.sources,
  LYCPRWID: row.productSources,
  LYJSFWRWID: row.serviceSources,
});

/** The source field a task is linked through, by its class (RWFLID). */
export const fieldOfTask = (task: TaskRow): SourceField => sourceFieldOf(task.classId);

export const caseOf = (db: Db, rwid: string): PenaltyCaseRow | undefined =>
  db.select().from(penaltyCases).where(eq(penaltyCases.rwid, rwid)).get();

const extraOf = (task: TaskRow): Record<string, unknown> => {
  const parsed: unknown = task.extra ? JSON.parse(task.extra) : {};
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
};

/** A case row read from the task itself (its dataMap's types, its unit), not linked to anything. */
export function defaultCase(db: Db, task: TaskRow): PenaltyCaseRow {
  const extra = extraOf(task);
  const unit = task.unitId
    ? db.select().from(units).where(eq(units.id, task.unitId)).get()
    : undefined;
  const text = (v: unknown, fallback: string): string =>
    typeof v === 'string' && v !== '' ? v : fallback;
  return {
    rwid: task.rwid,
    targetType: text(extra.CFDXLX, '2'),
    sourceType: text(extra.CF_LYTYPE, '1'),
    process: processOfType(task.type),
    targetName: unit?.name ?? '',
    targetAddress: unit?.address ?? '',
    generatedFrom: null,
    sources: '',
    productSources: '',
    serviceSources: '',
    closedState: null,
    closedOn: null,
    closingText: null,
    closedAt: null,
  };
}

/** The case row of a penalty task, written from the task on first use. */
export function ensureCase(db: Db, task: TaskRow): PenaltyCaseRow {
  const found = caseOf(db, task.rwid);
  if (found) return found;
  const row = defaultCase(db, task);
  db.insert(penaltyCases).values(row).run();
  return row;
}

/** The case generated from a source task (xzcf_cxcj), if any. */
export const generatedFrom = (db: Db, sourceRwid: string): PenaltyCaseRow | undefined =>
  db.select().from(penaltyCases).where(eq(penaltyCases.generatedFrom, sourceRwid)).get();

/** The case's registration date (立案日期): the action state's LARQ, else the day it was created. */
export function registeredOn(db: Db, task: TaskRow): string {
  const state = db.select().from(taskStates).where(eq(taskStates.rwid, task.rwid)).get();
  return state?.registeredOn ?? task.createdAt.slice(0, 10);
}

/** A case as the link table sends it (penaltyCaseSchema). */
export function caseRecord(
  db: Db,
  task: TaskRow,
  row: PenaltyCaseRow,
): Record<string, string | null> {
  return {
    CFRWID: task.rwid,
    RWMC: task.name,
    runId: task.runId,
    CFDXMC: row.targetName,
    CFDXLX: row.targetType,
    CFLCLX: row.process,
    RWZT: task.state,
    LARQ: registeredOn(db, task),
    CBRXM: task.ownerName,
    LYRWID: row.sources,
    LYCPRWID: row.productSources,
    LYJSFWRWID: row.serviceSources,
  };
}

/** The generated item as xzcf_cxcj sends it (penaltyItemSchema). */
export const itemRecord = (task: TaskRow, row: PenaltyCaseRow): Record<string, string> => ({
  CFRWID: task.rwid,
  RWMC: task.name,
  CFDXLX: row.targetType,
  CF_LYTYPE: row.sourceType,
  CFLCLX: row.process,
  CFDXMC: row.targetName,
  CFDXDZ: row.targetAddress,
});

/** What the penalty header buttons depend on besides the task row (server/detail/buttons.ts). */
export type PenaltyFacts = {
  /** The case has a reduction (减轻处罚) to show. */
  reduction: boolean;
  /** The temporary seal has been lifted. */
  sealLifted: boolean;
};

export const NO_PENALTY_FACTS: PenaltyFacts = { reduction: false, sealLifted: false };

export function penaltyFacts(db: Db, task: TaskRow): PenaltyFacts {
  const reduction = isCase(task)
    ? db.select({ r: reductions.rwid }).from(reductions).where(eq(reductions.rwid, task.rwid)).get()
    : undefined;
  const lifted =
    task.type === SEAL_TASK_TYPE
      ? db.select({ r: sealLifts.rwid }).from(sealLifts).where(eq(sealLifts.rwid, task.rwid)).get()
      : undefined;
  return { reduction: reduction !== undefined, sealLifted: lifted !== undefined };
}
