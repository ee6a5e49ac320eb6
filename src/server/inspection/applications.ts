import { eq, inArray, max } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { categories } from '../detail/tables';
import { newId } from '../detail/documents';
import { recordOperation } from '../detail/oplog';
import type { Parsed } from '../envelope';
import type { UserRow } from '../session/tables';
import { tasks, type TaskRow } from '../tasks/tables';
import { units } from '../units/tables';
import { CATEGORY_NAMES } from '../documents/seed/catalog';
import { calendar, todayOf } from '../actions/guard';
import { isOpen } from '../actions/state';
import { formatDateTime } from '../util/time';
import { INSPECTION_ERRORS as E } from './errors';
import { applicableDangers, type ApplicableDangers } from './state';
import { hiddenDangers, reinspectionApplications, type ApplicationRow } from './tables';
import { REINSPECTION_TASK_TYPE } from '../../shared/tasks/clock';
import { REINSPECTION_WORKING_DAYS } from '../../shared/actions/constants';
import {
  APPLICATION_DOC_TYPE,
  APPLICATION_FORM,
  APPLICATION_OPID,
  APPLICATION_SETTING,
} from '../../shared/inspection/constants';
import { joinIds, splitIds } from '../../shared/inspection/rules';

// A re-inspection application (复查申请) from its document to its re-inspection task. The
// application document /ws/fcsqdj is opened with its kind's setting (762 technical service, 601
// supervision inspection; spec 01 §2) and the dangers it covers; its save (server/documents
// saveFlws) records the application here. saveAqjcFcrw / saveJdjcFcrwDq then create the
// re-inspection task (type 45) in the same run, for the same unit, carrying those dangers; its
// planned start is the day the application is accepted, so its clock (shared/tasks/clock.ts) gives
// the statutory three working days, and a delivery receipt it builds on can no longer be deleted
// (server/documents/receipts.ts counts later type-45 tasks of the run).

type Fields = Record<string, string | undefined>;

const SETTINGS: readonly string[] = Object.values(APPLICATION_SETTING);

/**
 * The document setting a save names: an application's kind setting (762, 601) is the catalogue's
 * application type (fcsqdj, 93); any other is left as sent.
 */
export const applicationSettingOf = (f: Fields): string | undefined =>
  f.form === APPLICATION_FORM && f.rwwsszid !== undefined && SETTINGS.includes(f.rwwsszid)
    ? APPLICATION_DOC_TYPE
    : f.rwwsszid;

/** What a new application document's save records (null: the save names no dangers). */
export type PendingApplication = ApplicableDangers & { f: Fields };

/**
 * Before a new fcsqdj document is saved: the dangers it covers, checked with the same rule as the
 * check call. Null for every other save and for an application document that names no dangers.
 */
export function pendingApplication(
  ctx: ServerContext,
  task: TaskRow,
  form: string,
  f: Fields,
): Parsed<PendingApplication | null> {
  if (form !== APPLICATION_FORM || f.FLWSID || !f.ids) return { ok: true, value: null };
  if (f.LYRWID && f.LYRWID !== task.rwid) return { ok: false, msg: E.unknownDanger };
  const checked = applicableDangers(ctx.db, task, f.type ?? '', splitIds(f.ids));
  return checked.ok ? { ok: true, value: { ...checked.value, f } } : checked;
}

/** After the document is saved: the application row naming it. */
export function recordApplication(
  ctx: ServerContext,
  user: UserRow,
  ip: string,
  pending: PendingApplication,
  doc: { FLWSID: string },
): void {
  const { task, kind, dangers, f } = pending;
  const taken = (id: string): boolean =>
    ctx.db
      .select({ id: reinspectionApplications.id })
      .from(reinspectionApplications)
      .where(eq(reinspectionApplications.id, id))
      .get() !== undefined;
  const first = dangers.find((d) => d.sourceDocId) ?? dangers[0];
  ctx.db
    .insert(reinspectionApplications)
    .values({
      id: newId(ctx, taken),
      rwid: task.rwid,
      runId: task.runId,
      unitId: task.unitId ?? dangers[0].unitId,
      kind,
      docId: doc.FLWSID,
      dangerIds: joinIds(dangers.map((d) => d.id)),
      sourceDocId: f.LYWSID ?? first.sourceDocId,
      sourceNumber: f.LYBH ?? first.sourceNumber,
      appliedAt: formatDateTime(ctx.now()),
      appliedBy: user.realName,
    })
    .run();
  recordOperation(ctx, task.rwid, user, ip, `复查申请：${dangers.length}项隐患`);
}

/** The created re-inspection task as the call answers it. */
export type CreatedTask = { RWID: string; runId: string; RWMC: string };

/**
 * saveAqjcFcrw / saveJdjcFcrwDq: the re-inspection task of one application, refused for a closed
 * task, another kind's call, an unknown application and an application already carried out.
 */
export function createReinspection(
  ctx: ServerContext,
  user: UserRow,
  ip: string,
  task: TaskRow,
  kind: string,
  app: ApplicationRow | undefined,
): Parsed<CreatedTask> {
  if (!app) return { ok: false, msg: E.unknownApplication };
  if (app.kind !== kind) return { ok: false, msg: E.wrongKind(kind) };
  if (app.reinspectionId) return { ok: false, msg: E.alreadyCreated };
  if (!isOpen(task)) return { ok: false, msg: E.createClosed };
  const unit = ctx.db.select().from(units).where(eq(units.id, app.unitId)).get();
  const now = ctx.now();
  const today = todayOf(ctx);
  const due = calendar.addWorkingDays(today, REINSPECTION_WORKING_DAYS);
  const takenTask = (id: string): boolean =>
    ctx.db.select({ id: tasks.rwid }).from(tasks).where(eq(tasks.rwid, id)).get() !== undefined;
  const rwid = newId(ctx, takenTask);
  const name = `关于${unit?.name ?? task.name}的申请复查`;
  const ids = splitIds(app.dangerIds);
  ctx.db.transaction((tx) => {
    const [{ last }] = tx
      .select({ last: max(tasks.runSort) })
      .from(tasks)
      .where(eq(tasks.runId, task.runId))
      .all();
    tx.insert(tasks)
      .values({
        rwid,
        runId: task.runId,
        runSort: (last ?? task.runSort) + 1,
        name,
        type: REINSPECTION_TASK_TYPE,
        classId: task.classId,
        state: '0',
        unitId: app.unitId,
        plannedStart: today,
        clockState: '0',
        videoFlag: '0',
        ownerId: user.id,
        ownerName: user.realName,
        coOwner: task.coOwner,
        opid: APPLICATION_OPID,
        extension: `单位于${today}申请复查，请于${due}前完成复查`,
        createdAt: formatDateTime(now),
        deleted: 0,
        extra: JSON.stringify({ LYRWID: task.rwid, FCSQID: app.id, LYWSMC: '复查申请登记' }),
      })
      .run();
    (['jcws', 'sdws'] as const).forEach((code, i) => {
      const takenCategory = (id: string): boolean =>
        tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).get() !==
        undefined;
      tx.insert(categories)
        .values({
          id: newId(ctx, takenCategory),
          rwid,
          name: CATEGORY_NAMES[code],
          code,
          sort: i + 1,
        })
        .run();
    });
    if (ids.length > 0)
      tx.update(hiddenDangers)
        .set({ reinspectionId: rwid })
        .where(inArray(hiddenDangers.id, ids))
        .run();
    tx.update(reinspectionApplications)
      .set({ reinspectionId: rwid, createdAt: formatDateTime(now) })
      .where(eq(reinspectionApplications.id, app.id))
      .run();
  });
  recordOperation(ctx, task.rwid, user, ip, `发起复查任务：${name}`);
  recordOperation(ctx, rwid, user, ip, `创建任务：${name}（复查${ids.length}项隐患）`);
  return { ok: true, value: { RWID: rwid, runId: task.runId, RWMC: name } };
}
