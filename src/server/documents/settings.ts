import { and, eq, max } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { categories, type CategoryRow } from '../detail/tables';
import type { TaskRow } from '../tasks/tables';
import type { DocTypeRow } from './tables';
import { TYPES } from '../actions/state';
import { newId } from '../detail/documents';
import { CATEGORY_NAMES, type CategoryCode } from './seed/catalog';
import { ENFORCEMENT_DOCUMENTS } from '../../shared/actions/constants';

// A task's document settings (RWID文书设置) are its categories: what 新增文书 offers and what a
// document may be saved under. Some documents are opened by a header action instead (临时查封,
// 强制执行): the task types that offer the action have them in their settings even when the task
// shows no such category yet, and the category joins the task's tree with its first document.
// A type outside both answers the spec's '暂无配置RWID文书设置'.

type ActionSetting = {
  code: CategoryCode;
  /** Document types (rwwsszid) the action opens. */
  types: readonly string[];
  /** Task types whose settings hold them ('all': every task type). */
  taskTypes: readonly number[] | 'all';
  /** The client finds the action's form in the task's wssList (getRwDetailConfig sends it). */
  listed?: true;
};

export const ACTION_SETTINGS: readonly ActionSetting[] = [
  // 临时查封 (spec 02 §9: 502 on the spot, 88 general procedure). The simple procedure (62) decides
  // on the spot and has no coercive measures: its seizure stays the spec's refusal.
  { code: 'qzcs', types: ['502', '88'], taskTypes: TYPES.penalty.filter((t) => t !== 62) },
  // 强制执行: the 催告书 of the enforcement tasks and of penalty cases whose decision is not fulfilled.
  {
    code: 'zxws',
    types: ENFORCEMENT_DOCUMENTS.map((d) => d.value),
    taskTypes: [...TYPES.enforcement, ...TYPES.execution],
  },
  // 申请作废 is offered on every open task and opens the void application (9006); 暂停计时 on
  // penalty cases opens the clock-suspension application (9005).
  { code: 'cfws', types: ['9006'], taskTypes: 'all', listed: true },
  { code: 'cfws', types: ['9005'], taskTypes: TYPES.penalty, listed: true },
];

const appliesTo = (s: ActionSetting, task: TaskRow): boolean =>
  s.taskTypes === 'all' || s.taskTypes.includes(task.type);

/** The listed document types (ids) the task's header actions open, whatever its categories. */
export const listedActionTypeIds = (task: TaskRow): string[] =>
  ACTION_SETTINGS.filter((s) => s.listed && appliesTo(s, task)).flatMap((s) => [...s.types]);

/** The task's category of the type, if the task shows it. */
export function categoryOf(
  ctx: ServerContext,
  task: TaskRow,
  type: DocTypeRow,
): CategoryRow | undefined {
  return ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.rwid, task.rwid), eq(categories.code, type.categoryCode)))
    .get();
}

/** Whether a header action of the task opens documents of this type (see ACTION_SETTINGS). */
export const isActionDocument = (task: TaskRow, type: DocTypeRow): boolean =>
  ACTION_SETTINGS.some(
    (s) => s.code === type.categoryCode && s.types.includes(type.id) && appliesTo(s, task),
  );

/** Whether the task's settings hold the type: its category is on the task or an action opens it. */
export const isConfigured = (ctx: ServerContext, task: TaskRow, type: DocTypeRow): boolean =>
  categoryOf(ctx, task, type) !== undefined || isActionDocument(task, type);

/**
 * The category a new document of the type goes under: the task's, or, for an action's document,
 * one added after the task's last (undefined when the settings do not hold the type).
 */
export function categoryForNew(
  ctx: ServerContext,
  task: TaskRow,
  type: DocTypeRow,
): CategoryRow | undefined {
  const found = categoryOf(ctx, task, type);
  if (found || !isActionDocument(task, type)) return found;
  const code = type.categoryCode as CategoryCode;
  const [{ last }] = ctx.db
    .select({ last: max(categories.sort) })
    .from(categories)
    .where(eq(categories.rwid, task.rwid))
    .all();
  const row: CategoryRow = {
    id: newId(
      ctx,
      (id) =>
        ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).get() !==
        undefined,
    ),
    rwid: task.rwid,
    name: CATEGORY_NAMES[code],
    code,
    sort: (last ?? 0) + 1,
  };
  ctx.db.insert(categories).values(row).run();
  return row;
}
