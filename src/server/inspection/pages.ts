import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { taskFor } from '../detail/access';
import { parseBody } from '../envelope';
import type { GenericCall, Outcome, PageProvider } from '../generic/registry';
import { pageOfRows } from '../db/page';
import { tasks, type TaskRow } from '../tasks/tables';
import { INSPECTION_ERRORS as E } from './errors';
import { appliedDangerIds, dangerRecord, dangersOfTask, relatedDocument } from './state';
import { hiddenDangers, reinspectionApplications } from './tables';
import { DANGER_SCOPE, RECTIFIED } from '../../shared/inspection/constants';
import { splitIds } from '../../shared/inspection/rules';

// The inspection area's generic queries: 3408 the hidden dangers of a task (本次检查发现) or of its
// unit's past inspections (历次检查发现), 3825 the unit's hazard list, 3966 the task's
// re-inspection applications. Each checks the officer's right to the task named in the filter.

const text = z.union([z.string(), z.number()]).transform(String);
const rwid = z
  .union([z.string(), z.number()], { error: E.missingRwid })
  .transform(String)
  .pipe(z.string().trim().min(1, { error: E.missingRwid }));

/** The filter's task, if the officer may open it. */
function taskOf(ctx: ServerContext, call: GenericCall, RWID: string): Outcome<TaskRow> {
  const access = taskFor(ctx, call.user, RWID, call.runId);
  return access.ok ? { ok: true, value: access.task } : access;
}

const dangersFilter = z.object({
  RWID: rwid,
  LX: z.enum([DANGER_SCOPE.task, DANGER_SCOPE.past]).default(DANGER_SCOPE.task),
});

/** 3408: the task's dangers, or those of its unit found in the officer's other tasks (newest first). */
export function dangersPage(ctx: ServerContext): PageProvider {
  return (call, filter, page) => {
    const checked = parseBody(dangersFilter, filter);
    if (!checked.ok) return checked;
    const found = taskOf(ctx, call, checked.value.RWID);
    if (!found.ok) return found;
    const task = found.value;
    if (checked.value.LX === DANGER_SCOPE.task) {
      const applied = appliedDangerIds(ctx.db, task.rwid);
      const rows = dangersOfTask(ctx.db, task).map((d) => {
        const from =
          d.rwid === task.rwid
            ? task
            : ctx.db.select().from(tasks).where(eq(tasks.rwid, d.rwid)).get();
        return dangerRecord(d, from, applied);
      });
      return { ok: true, value: pageOfRows(rows, page) };
    }
    if (!task.unitId) return { ok: true, value: pageOfRows([], page) };
    // Past inspections the officer can open (their rows open the task): same unit, other tasks.
    const rows = ctx.db
      .select({ d: hiddenDangers, t: tasks })
      .from(hiddenDangers)
      .innerJoin(tasks, eq(tasks.rwid, hiddenDangers.rwid))
      .where(
        and(
          eq(hiddenDangers.unitId, task.unitId),
          ne(hiddenDangers.rwid, task.rwid),
          eq(tasks.ownerId, call.user.id),
          eq(tasks.deleted, 0),
        ),
      )
      .orderBy(desc(hiddenDangers.foundOn), desc(hiddenDangers.sort))
      .all()
      .filter((r) => r.d.reinspectionId !== task.rwid);
    const applied = new Set<string>();
    for (const rw of new Set(rows.map((r) => r.t.rwid)))
      for (const id of appliedDangerIds(ctx.db, rw)) applied.add(id);
    return {
      ok: true,
      value: pageOfRows(
        rows.map((r) => dangerRecord(r.d, r.t, applied)),
        page,
      ),
    };
  };
}

const hazardsFilter = z.object({
  RWID: rwid,
  DWID: text,
  ZGQK: z.enum(['0', '1']).optional(),
});

/**
 * 3825: the unit's hazard list (spec 02 §3: XMMC, XGWS, YHXX, YHLB, FXRQ, ZGQK, ZGRQ), across all
 * of the unit's tasks whoever handled them; the task named must be the officer's and about the unit.
 */
export function hazardsPage(ctx: ServerContext): PageProvider {
  return (call, filter, page) => {
    const checked = parseBody(hazardsFilter, filter);
    if (!checked.ok) return checked;
    const found = taskOf(ctx, call, checked.value.RWID);
    if (!found.ok) return found;
    if (!found.value.unitId) return { ok: false, msg: E.noUnit };
    if (found.value.unitId !== checked.value.DWID) return { ok: false, msg: E.unitMismatch };
    const want = checked.value.ZGQK;
    const rows = ctx.db
      .select({ d: hiddenDangers, name: tasks.name })
      .from(hiddenDangers)
      .innerJoin(tasks, eq(tasks.rwid, hiddenDangers.rwid))
      .where(and(eq(hiddenDangers.unitId, checked.value.DWID), eq(tasks.deleted, 0)))
      .orderBy(desc(hiddenDangers.foundOn), desc(hiddenDangers.sort))
      .all()
      .filter((r) => want === undefined || (r.d.rectified === RECTIFIED) === (want === '1'))
      .map(({ d, name }) => ({
        ID: d.id,
        XMMC: name,
        XGWS: relatedDocument(d),
        YHXX: d.description,
        YHLB: d.category,
        FXRQ: d.foundOn,
        ZGQK: d.rectified,
        ZGRQ: d.rectifiedOn,
      }));
    return { ok: true, value: pageOfRows(rows, page) };
  };
}

const applicationsFilter = z.object({ RWID: rwid });

/** 3966: the task's re-inspection applications, newest first, with their dangers and task. */
export function applicationsPage(ctx: ServerContext): PageProvider {
  return (call, filter, page) => {
    const checked = parseBody(applicationsFilter, filter);
    if (!checked.ok) return checked;
    const found = taskOf(ctx, call, checked.value.RWID);
    if (!found.ok) return found;
    const apps = ctx.db
      .select()
      .from(reinspectionApplications)
      .where(eq(reinspectionApplications.rwid, found.value.rwid))
      .orderBy(desc(reinspectionApplications.appliedAt), desc(reinspectionApplications.id))
      .all();
    const rows = apps.map((a) => {
      const ids = splitIds(a.dangerIds);
      const dangers =
        ids.length === 0
          ? []
          : ctx.db.select().from(hiddenDangers).where(inArray(hiddenDangers.id, ids)).all();
      const created = a.reinspectionId
        ? ctx.db.select().from(tasks).where(eq(tasks.rwid, a.reinspectionId)).get()
        : undefined;
      return {
        ID: a.id,
        RWID: a.rwid,
        runId: a.runId,
        FLWSID: a.docId,
        LX: a.kind,
        SQSJ: a.appliedAt,
        SQR: a.appliedBy,
        LYBH: a.sourceNumber,
        YHLIST: dangers.map((d) => ({
          ID: d.id,
          YHXX: d.description,
          ZGQK: d.rectified,
          ZGRQ: d.rectifiedOn,
        })),
        FCRWID: a.reinspectionId,
        FCRWMC: created?.name ?? null,
        LXSJ: a.createdAt,
      };
    });
    return { ok: true, value: pageOfRows(rows, page) };
  };
}
