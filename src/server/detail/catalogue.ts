import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { categories, type CategoryRow } from './tables';
import { docTypes } from '../documents/tables';
import type { TaskRow } from '../tasks/tables';
import { isTaskOpen } from './documents';
import { listedActionTypeIds } from '../documents/settings';

// A task's document catalogue: its categories (wslbsList) and the document types of each
// (wssList). getRwDetailConfig sends all of it with the task; getRwDetailWslb and getRwDetailWs
// answer what the task may add to now, category by category, in the same shapes.

export const CATALOGUE_ERRORS = {
  unknownCategory: '文书类别不存在',
} as const;

type DocTypeRow = typeof docTypes.$inferSelect;
export type CategoryItem = Record<string, string | number>;
export type DocTypeItem = Record<string, string | number | null>;
export type CatalogueAnswer<T> = { ok: true; list: T[] } | { ok: false; msg: string };

/** One row of wslbsList. */
export const categoryItem = (c: CategoryRow): CategoryItem => ({
  id: c.id,
  wslbmc: c.name,
  lbdm: c.code,
  rwid: c.rwid,
  sort: c.sort,
});

/** One row of wssList; `rwwslbid` is the task's category the type is added under. */
export const docTypeItem = (t: DocTypeRow, categoryId: string | null): DocTypeItem => ({
  id: t.id,
  wsmc: t.name,
  tjfs: t.addMode,
  xzurl: t.addUrl,
  wsdyid: t.definitionId,
  kglsh: t.kglsh,
  rwwslbid: categoryId,
  rwwsszid: t.settingId,
  flwslb: t.form,
  dymbid: t.printTemplateId,
  sfsp: t.needsApproval,
});

export function taskCategories(ctx: ServerContext, task: TaskRow): CategoryRow[] {
  return ctx.db
    .select()
    .from(categories)
    .where(eq(categories.rwid, task.rwid))
    .orderBy(asc(categories.sort))
    .all();
}

/** The document types of the given categories, in the configured order. */
export function typesOf(ctx: ServerContext, cats: readonly CategoryRow[]): DocTypeRow[] {
  if (cats.length === 0) return [];
  return ctx.db
    .select()
    .from(docTypes)
    .where(
      inArray(
        docTypes.categoryCode,
        cats.map((c) => c.code),
      ),
    )
    .orderBy(asc(docTypes.sort))
    .all();
}

/**
 * The document types the task's header actions open by form (申请作废, 暂停计时) that its
 * categories do not already hold: the client finds such an action's form in wssList.
 */
export function actionTypesOf(
  ctx: ServerContext,
  task: TaskRow,
  known: readonly DocTypeRow[],
): DocTypeRow[] {
  const have = new Set(known.map((t) => t.id));
  const ids = listedActionTypeIds(task).filter((id) => !have.has(id));
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(docTypes)
    .where(inArray(docTypes.id, ids))
    .orderBy(asc(docTypes.sort))
    .all();
}

function categoryOfTask(ctx: ServerContext, task: TaskRow, wslbid: string): CategoryRow | null {
  return (
    ctx.db
      .select()
      .from(categories)
      .where(and(eq(categories.id, wslbid), eq(categories.rwid, task.rwid)))
      .get() ?? null
  );
}

/**
 * getRwDetailWslb: the categories the task may add documents to now — none once the task is
 * closed, and only categories with a document type. With `wslbid`, that category alone (the
 * reference server's categories have one level, so it has no children); a category of another
 * task is refused as unknown, never described.
 */
export function addableCategories(
  ctx: ServerContext,
  task: TaskRow,
  wslbid?: string,
): CatalogueAnswer<CategoryItem> {
  let cats: CategoryRow[];
  if (wslbid !== undefined) {
    const one = categoryOfTask(ctx, task, wslbid);
    if (!one) return { ok: false, msg: CATALOGUE_ERRORS.unknownCategory };
    cats = [one];
  } else cats = taskCategories(ctx, task);
  if (!isTaskOpen(task)) return { ok: true, list: [] };
  const withTypes = new Set(typesOf(ctx, cats).map((t) => t.categoryCode));
  return { ok: true, list: cats.filter((c) => withTypes.has(c.code)).map(categoryItem) };
}

/**
 * getRwDetailWs: the document types of one of the task's categories, every one of them (the
 * client's add guards explain why a registration form or an unconfigured type cannot be added);
 * none once the task is closed.
 */
export function addableTypes(
  ctx: ServerContext,
  task: TaskRow,
  wslbid: string,
): CatalogueAnswer<DocTypeItem> {
  const category = categoryOfTask(ctx, task, wslbid);
  if (!category) return { ok: false, msg: CATALOGUE_ERRORS.unknownCategory };
  if (!isTaskOpen(task)) return { ok: true, list: [] };
  return { ok: true, list: typesOf(ctx, [category]).map((t) => docTypeItem(t, category.id)) };
}
