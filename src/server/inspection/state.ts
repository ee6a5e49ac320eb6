import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../actions/state';
import { isOpen } from '../actions/state';
import { tasks, type TaskRow } from '../tasks/tables';
import { INSPECTION_ERRORS as E } from './errors';
import {
  hiddenDangers,
  reinspectionApplications,
  type ApplicationRow,
  type HiddenDangerRow,
} from './tables';
import type { Parsed } from '../envelope';
import { REINSPECTION_TASK_TYPE } from '../../shared/tasks/clock';
import {
  isFindingTask,
  reinspectionKind,
  selectionRefusal,
  splitIds,
} from '../../shared/inspection/rules';
import type { ReinspectionKind } from '../../shared/inspection/constants';

// What the inspection area reads about a task: its hidden dangers, its applications, and whether
// its dangers may be re-inspected. One rule for the check call (isJsfwSqFc / isJdjcSqFc) and the
// application document's save, so the two can never disagree.

/** Whether the danger is re-checked by a re-inspection task already, or covered by an application. */
export function appliedDangerIds(db: Db, rwid: string): Set<string> {
  const rows = db
    .select({ ids: reinspectionApplications.dangerIds })
    .from(reinspectionApplications)
    .where(eq(reinspectionApplications.rwid, rwid))
    .all();
  return new Set(rows.flatMap((r) => splitIds(r.ids)));
}

/** The dangers a task shows as 本次检查发现: found by it, or re-checked by it when it is a re-inspection. */
export function dangersOfTask(db: Db, task: TaskRow): HiddenDangerRow[] {
  const column =
    task.type === REINSPECTION_TASK_TYPE ? hiddenDangers.reinspectionId : hiddenDangers.rwid;
  return db
    .select()
    .from(hiddenDangers)
    .where(eq(column, task.rwid))
    .orderBy(asc(hiddenDangers.foundOn), asc(hiddenDangers.sort))
    .all();
}

/** The related document as the lists show it: its name and number. */
export const relatedDocument = (d: HiddenDangerRow): string | null =>
  d.sourceDocName && d.sourceNumber
    ? `${d.sourceDocName}（${d.sourceNumber}）`
    : (d.sourceDocName ?? d.sourceNumber);

/** A row of table 3408 as sent (spec 01 §3). */
export function dangerRecord(
  d: HiddenDangerRow,
  task: Pick<TaskRow, 'runId' | 'name'> | undefined,
  applied: ReadonlySet<string>,
): Record<string, string | null> {
  return {
    ID: d.id,
    RWID: d.rwid,
    runId: task?.runId ?? null,
    RWMC: task?.name ?? null,
    DWID: d.unitId,
    ZGQK: d.rectified,
    LYWSID: d.sourceDocId,
    LYBH: d.sourceNumber,
    XGWS: relatedDocument(d),
    YHLB: d.category,
    YHXX: d.description,
    FXRQ: d.foundOn,
    ZGRQ: d.rectifiedOn,
    FCRWID: d.reinspectionId,
    SQFC: applied.has(d.id) ? '1' : '0',
  };
}

/** What the header buttons depend on (server/detail/buttons.ts). */
export type InspectionFacts = {
  /** The task found hidden dangers (re-inspection may be applied for, or refused with the rule). */
  foundDangers: boolean;
  /** The task has re-inspection applications (the 复查立项 page lists them). */
  applications: boolean;
};

export function inspectionFacts(db: Db, task: TaskRow): InspectionFacts {
  const found = db
    .select({ id: hiddenDangers.id })
    .from(hiddenDangers)
    .where(eq(hiddenDangers.rwid, task.rwid))
    .get();
  const applied = db
    .select({ id: reinspectionApplications.id })
    .from(reinspectionApplications)
    .where(eq(reinspectionApplications.rwid, task.rwid))
    .get();
  return { foundDangers: found !== undefined, applications: applied !== undefined };
}

/** The dangers an application may cover, checked: what the check call and the save both run. */
export type ApplicableDangers = {
  task: TaskRow;
  kind: ReinspectionKind;
  dangers: HiddenDangerRow[];
};

/**
 * Whether the task may apply for the re-inspection of these dangers with this kind: an open
 * finding task of that kind, at least one danger chosen, every one found by the task, none
 * rectified (the spec's '请选择未整改隐患信息！') and none applied for already.
 */
export function applicableDangers(
  db: Db,
  task: TaskRow,
  kind: string,
  ids: readonly string[],
): Parsed<ApplicableDangers> {
  if (!isFindingTask(task.type)) return { ok: false, msg: E.notFindingTask };
  if (!isOpen(task)) return { ok: false, msg: E.taskClosed };
  const own = reinspectionKind(task.classId);
  if (kind !== own) return { ok: false, msg: E.wrongKind(kind) };
  if (ids.length === 0) return { ok: false, msg: E.selectUnrectified };
  const dangers = db
    .select()
    .from(hiddenDangers)
    .where(inArray(hiddenDangers.id, [...ids]))
    .all();
  if (dangers.length !== ids.length || dangers.some((d) => d.rwid !== task.rwid))
    return { ok: false, msg: E.unknownDanger };
  const refused = selectionRefusal(dangers.map((d) => ({ ZGQK: d.rectified })));
  if (refused) return { ok: false, msg: refused };
  const applied = appliedDangerIds(db, task.rwid);
  if (dangers.some((d) => applied.has(d.id) || d.reinspectionId !== null))
    return { ok: false, msg: E.alreadyApplied };
  return { ok: true, value: { task, kind: own, dangers } };
}

/** The application of a task by id, or undefined. */
export const applicationOf = (db: Db, task: TaskRow, id: string): ApplicationRow | undefined =>
  db
    .select()
    .from(reinspectionApplications)
    .where(and(eq(reinspectionApplications.id, id), eq(reinspectionApplications.rwid, task.rwid)))
    .get();

/** A task row by id. */
export const taskRowOf = (db: Db, rwid: string | null): TaskRow | undefined =>
  rwid ? db.select().from(tasks).where(eq(tasks.rwid, rwid)).get() : undefined;
