import { eq, max } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { todayOf } from '../actions/guard';
import { setState } from '../actions/state';
import { categories } from '../detail/tables';
import { newId } from '../detail/documents';
import { recordOperation } from '../detail/oplog';
import type { DocTypeRow } from '../documents/tables';
import { CATEGORY_NAMES, type CategoryCode } from '../documents/seed/catalog';
import type { UserRow } from '../session/tables';
import { tasks, type TaskRow } from '../tasks/tables';
import { units } from '../units/tables';
import { formatDateTime } from '../util/time';
import { PENALTY_ERRORS as E } from './errors';
import { SOURCE_COLUMNS, fieldOfTask, generatedFrom } from './state';
import { penaltyCases } from './tables';
import { PENALTY_FORMS, TARGET_INDIVIDUAL } from '../../shared/penalty/constants';
import { CASE_TYPE_OF_FORM, PROCESS_OF_FORM } from '../../shared/penalty/wizard';
import { PENALTY_TASK_TYPES } from '../../shared/tasks/constants';

// Registering a penalty case from a document (spec 01 §2): the wizard opens a registration form
// with type=GJ and the source task (GJRWID, else RWID); saving it creates the penalty task in the
// source's run, its case row (fixed object and source types, linked to the source), and saves the
// document under the new case, all in one transaction (documents.ts saveFlws calls this).

/** What saveFlws answers for a new document. */
export type SavedDocument = { FLWSID: string; ID: string; WH: string | null };

/** The registration's case fields, from the request (the wizard's query) or the form's values. */
export type CaseTarget = {
  CFDXLX: string;
  CF_LYTYPE: string;
  CFDXMC: string;
  CFDXDZ: string;
};

/** The categories a new case shows, by its type: where its registration document goes. */
const CASE_CATEGORIES: Readonly<Record<number, readonly CategoryCode[]>> = {
  61: ['lacl', 'dcqz', 'cfws', 'sdws', 'qtcl'],
  63: ['lacl', 'dcqz', 'cfws', 'sdws'],
  62: ['cfws', 'sdws'],
  75: ['cfws', 'sdws'],
};

/** The dataMap's CFLCLX as the seeded cases and procedure changes write it (server/actions). */
const EXTRA_PROCESS: Readonly<Record<string, string>> = { '0': '3', '1': '4', '2': '2' };

/** The source type the on-the-spot forms do not ask: read from the source task's type. */
const sourceTypeOfTask = (task: TaskRow): string =>
  task.type === 80 ? '3' : task.type === 13 ? '2' : '1';

const TARGET_TYPES = ['1', '2'];
const SOURCE_TYPES = ['1', '2', '3', '4'];

/** Why the source task cannot register a case with this form, checked before anything else. */
export function registrationRefusal(
  ctx: ServerContext,
  source: TaskRow,
  type: DocTypeRow,
): string | null {
  if (CASE_TYPE_OF_FORM[type.form] === undefined) return E.notRegistrationForm;
  if (PENALTY_TASK_TYPES.includes(source.type)) return E.registerFromPenalty;
  if (generatedFrom(ctx.db, source.rwid)) return E.itemGenerated;
  return null;
}

/** The case fields of a registration (the request's, else the form's values), or the refusal. */
export function registrationTarget(
  ctx: ServerContext,
  source: TaskRow,
  type: DocTypeRow,
  f: Record<string, string | undefined>,
  values: Record<string, string>,
): { ok: true; value: CaseTarget } | { ok: false; msg: string } {
  const pick = (name: keyof CaseTarget): string => (f[name] ?? values[name] ?? '').trim();
  const CFDXLX = pick('CFDXLX');
  if (CFDXLX === '') return { ok: false, msg: E.objectTypeRequired };
  const onSpot =
    type.form === PENALTY_FORMS.onSpot.form || type.form === PENALTY_FORMS.onSpotIndividual.form;
  const CF_LYTYPE = pick('CF_LYTYPE') || (onSpot ? sourceTypeOfTask(source) : '');
  if (CF_LYTYPE === '') return { ok: false, msg: E.sourceTypeRequired };
  if (!TARGET_TYPES.includes(CFDXLX) || !SOURCE_TYPES.includes(CF_LYTYPE))
    return { ok: false, msg: E.badCode };
  const unit = source.unitId
    ? ctx.db.select().from(units).where(eq(units.id, source.unitId)).get()
    : undefined;
  const individual = CFDXLX === TARGET_INDIVIDUAL;
  // An individual's name and address are asked by the wizard; a unit's default to the task's unit.
  const CFDXMC = pick('CFDXMC') || (individual ? '' : (unit?.name ?? ''));
  if (CFDXMC === '') return { ok: false, msg: E.targetNameRequired };
  const CFDXDZ = pick('CFDXDZ') || (individual ? '' : (unit?.address ?? ''));
  if (CFDXDZ === '') return { ok: false, msg: E.targetAddressRequired };
  return { ok: true, value: { CFDXLX, CF_LYTYPE, CFDXMC, CFDXDZ } };
}

/** Thrown inside the registration's transaction to roll it back. */
class Rollback extends Error {}

/**
 * Creates the case and saves the document under it (`save`, which writes the document and its log
 * line); everything or nothing. Answers the saved document with the new case's RWID.
 */
export function registerCase(
  ctx: ServerContext,
  user: UserRow,
  ip: string,
  source: TaskRow,
  type: DocTypeRow,
  target: CaseTarget,
  save: (penalty: TaskRow) => SavedDocument | undefined,
): (SavedDocument & { RWID: string }) | undefined {
  const caseType = CASE_TYPE_OF_FORM[type.form];
  const process = PROCESS_OF_FORM[type.form];
  const now = formatDateTime(ctx.now());
  const taken = (id: string): boolean =>
    ctx.db.select({ id: tasks.rwid }).from(tasks).where(eq(tasks.rwid, id)).get() !== undefined;
  try {
    return ctx.db.transaction(() => {
      const [{ last }] = ctx.db
        .select({ last: max(tasks.runSort) })
        .from(tasks)
        .where(eq(tasks.runId, source.runId))
        .all();
      const penalty: TaskRow = {
        rwid: newId(ctx, taken),
        runId: source.runId,
        runSort: (last ?? 0) + 1,
        name: `${target.CFDXMC}消防行政处罚案`,
        type: caseType,
        classId: '21',
        state: '1',
        unitId: source.unitId,
        plannedStart: todayOf(ctx),
        clockState: '0',
        videoFlag: '0',
        ownerId: source.ownerId,
        ownerName: source.ownerName,
        coOwner: source.coOwner,
        opid: null,
        extension: null,
        inspectionRecordId: null,
        inspectionIndexId: null,
        createdAt: now,
        deleted: 0,
        extra: JSON.stringify({
          CFLCLX: EXTRA_PROCESS[process],
          CFDXLX: target.CFDXLX,
          CF_LYTYPE: target.CF_LYTYPE,
        }),
        sealExpiry: null,
        archiveCategories: null,
        archiveFormat: null,
        archivedAt: null,
        unitOptimizedAt: null,
        randomPoolAt: null,
      };
      ctx.db.insert(tasks).values(penalty).run();
      (CASE_CATEGORIES[caseType] ?? ['cfws']).forEach((code, i) => {
        const id = newId(
          ctx,
          (c) =>
            ctx.db
              .select({ id: categories.id })
              .from(categories)
              .where(eq(categories.id, c))
              .get() !== undefined,
        );
        ctx.db
          .insert(categories)
          .values({ id, rwid: penalty.rwid, name: CATEGORY_NAMES[code], code, sort: i + 1 })
          .run();
      });
      const column = SOURCE_COLUMNS[fieldOfTask(source)];
      ctx.db
        .insert(penaltyCases)
        .values({
          rwid: penalty.rwid,
          targetType: target.CFDXLX,
          sourceType: target.CF_LYTYPE,
          process,
          targetName: target.CFDXMC,
          targetAddress: target.CFDXDZ,
          generatedFrom: source.rwid,
          sources: '',
          productSources: '',
          serviceSources: '',
          [column]: source.rwid,
        })
        .run();
      setState(ctx.db, penalty.rwid, { registeredOn: todayOf(ctx) });
      recordOperation(ctx, penalty.rwid, user, ip, `创建任务：${penalty.name}`);
      recordOperation(ctx, penalty.rwid, user, ip, `行政处罚立案：来源任务 ${source.name}`);
      recordOperation(ctx, source.rwid, user, ip, `行政处罚立案：${penalty.name}`);
      const saved = save(penalty);
      if (!saved) throw new Rollback();
      return { ...saved, RWID: penalty.rwid };
    });
  } catch (error) {
    if (error instanceof Rollback) return undefined;
    throw error;
  }
}
