import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { dictItems } from '../dict/tables';
import { units } from '../units/tables';
import type { TaskRow } from '../tasks/tables';
import { taskButtons, type TaskButton } from './buttons';
import { unitFields } from '../units/page';
import { actionFacts, clockRecord, stateOf } from '../actions/state';
import { DICT } from '../../shared/dict/constants';
import { actionTypesOf, categoryItem, docTypeItem, taskCategories, typesOf } from './catalogue';

export type DetailConfig = {
  rwxx: Record<string, string | number | null>;
  btnsList: TaskButton[];
  wslbsList: Array<Record<string, string | number>>;
  wssList: Array<Record<string, string | number | null>>;
  dataMap: Record<string, unknown>;
};

/** getRwDetailConfig: task information, buttons, the task's categories and addable document types. */
export function buildDetailConfig(ctx: ServerContext, task: TaskRow): DetailConfig {
  const unit = task.unitId
    ? ctx.db.select().from(units).where(eq(units.id, task.unitId)).get()
    : undefined;
  const cats = taskCategories(ctx, task);
  const categoryByCode = new Map(cats.map((c) => [c.code, c]));
  const types = typesOf(ctx, cats);
  const actionTypes = actionTypesOf(ctx, task, types);
  const typeLabel = ctx.db
    .select({ value: dictItems.dictValue })
    .from(dictItems)
    .where(and(eq(dictItems.code, DICT.taskType), eq(dictItems.dictKey, String(task.type))))
    .get();

  return {
    rwxx: {
      RWID: task.rwid,
      runId: task.runId,
      RWMC: task.name,
      RWLX: task.type,
      RWLXMC: typeLabel?.value ?? null,
      RWFLID: task.classId,
      rwzt: task.state,
      shdwid: task.unitId,
      DWMC: unit?.name ?? null,
      DWDZ: unit?.address ?? null,
      JGDWLB: unit?.category ?? null,
      JHKSRQ: task.plannedStart,
      sjtbzt: task.clockState,
      jcjlid: task.inspectionRecordId,
      jdjcjlsyid: task.inspectionIndexId,
      copycbr: task.coOwner,
      opid: task.opid,
      kzsx: task.extension,
      SFZFSP: task.videoFlag,
      CBRXM: task.ownerName,
      CRT_TIME: task.createdAt,
      RW_ISDELETED: task.deleted,
      // The statutory clock's fields (src/shared/tasks/clock-fields.ts).
      ...clockRecord(task, stateOf(ctx.db, task.rwid)),
    },
    btnsList: taskButtons(task, actionFacts(ctx.db, task)),
    wslbsList: cats.map(categoryItem),
    wssList: [
      ...types.map((t) => docTypeItem(t, categoryByCode.get(t.categoryCode)?.id ?? null)),
      // Opened by a header action only: no category of the task to add them under in 新增文书.
      ...actionTypes.map((t) => docTypeItem(t, null)),
    ],
    dataMap: {
      ...(unit ? { DWID: unit.id, ...unitFields(unit) } : {}),
      ...(task.extra ? (JSON.parse(task.extra) as Record<string, unknown>) : {}),
    },
  };
}
