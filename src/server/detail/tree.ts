import { asc, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { categories, type CategoryRow } from './tables';
import { docTypes, documents, type DocTypeRow, type DocumentRow } from '../documents/tables';
import { tasks, type TaskRow } from '../tasks/tables';
import { documentButtons, type RowButton } from './buttons';
import { documentPreviewsOf, withPreview } from '../documents/preview-type';
import { TREE_LEVEL } from '../../shared/detail/constants';

// getRwDetailWsList: the run's tasks (level 1), each with its categories (level 2) and their
// documents (level 3), built from the tables on every call.

type Value = string | number | null;
export type TreeRow = Record<string, Value | RowButton[] | TreeRow[] | null>;

/** Every field of spec 02 §3, null until a level fills it in. */
const EMPTY_ROW = {
  UUID: null,
  ID: null,
  TREE_LEVEL: null,
  TITLE: null,
  WH: null,
  WSLBMC: null,
  RWMC: null,
  FLWSID: null,
  FLWSLB: null,
  RWWSSZID: null,
  RWID: null,
  RWLX: null,
  SFFJ: null,
  DCTLJG: null,
  SFYCX: null,
  RW_ISDELETED: null,
  CRT_USERNAME: null,
  CRT_TIME: null,
  SPRXM: null,
  SPSJ: null,
  STATUS: null,
  RWSTATUS: null,
  SFSD: null,
  STATUS1: null,
  STATUS2: null,
  STATUS3: null,
  ZXQK: null,
  GDBZ: null,
  XZURL: null,
  XGURL: null,
  DYMBID: null,
  MD5: null,
  KGLSH: null,
  IS_CURRENT: null,
  FILE_DESC: null,
  WSYLLX: null,
  XGCZ_BUTTONS: null,
  JBCZ_BUTTONS: null,
  JHKSRQ: null,
  RWFLID: null,
  LSCFJZRQ: null,
} as const satisfies TreeRow;

function documentRow(
  doc: DocumentRow,
  type: DocTypeRow,
  category: CategoryRow,
  task: TaskRow,
): TreeRow {
  const buttons = documentButtons(doc, type, task);
  return {
    ...EMPTY_ROW,
    UUID: `ws-${doc.id}`,
    ID: doc.id,
    TREE_LEVEL: TREE_LEVEL.document,
    TITLE: doc.title,
    WH: doc.wh,
    WSLBMC: category.name,
    RWMC: task.name,
    FLWSID: doc.flwsid,
    FLWSLB: type.form,
    RWWSSZID: doc.typeId,
    RWID: task.rwid,
    RWLX: task.type,
    SFFJ: doc.hasFile,
    DCTLJG: doc.discussion,
    SFYCX: doc.revoked,
    RW_ISDELETED: doc.deleted,
    CRT_USERNAME: doc.createdBy,
    CRT_TIME: doc.createdAt,
    SPRXM: doc.approver,
    SPSJ: doc.approvedAt,
    STATUS: doc.status,
    RWSTATUS: task.state,
    SFSD: doc.delivered,
    STATUS1: doc.sendState,
    STATUS2: doc.sealState,
    STATUS3: doc.archiveState,
    ZXQK: doc.execution,
    GDBZ: doc.archived,
    XZURL: type.addUrl,
    XGURL: type.addUrl,
    DYMBID: type.printTemplateId,
    MD5: doc.md5,
    KGLSH: type.kglsh,
    FILE_DESC: doc.fileDesc,
    WSYLLX: doc.previewType,
    XGCZ_BUTTONS: buttons.xgcz,
    JBCZ_BUTTONS: buttons.jbcz,
  };
}

export function buildTree(ctx: ServerContext, current: TaskRow): TreeRow[] {
  const runTasks = ctx.db
    .select()
    .from(tasks)
    .where(eq(tasks.runId, current.runId))
    .orderBy(asc(tasks.runSort))
    .all();
  const ids = runTasks.map((t) => t.rwid);
  const cats = ctx.db
    .select()
    .from(categories)
    .where(inArray(categories.rwid, ids))
    .orderBy(asc(categories.sort))
    .all();
  const docs = ctx.db
    .select()
    .from(documents)
    .where(inArray(documents.rwid, ids))
    .orderBy(asc(documents.sort))
    .all();
  // WSYLLX '2': the row's MD5 (what 预览 opens) is the document's chosen uploaded file.
  const previews = documentPreviewsOf(ctx, docs);
  const types = new Map(
    ctx.db
      .select()
      .from(docTypes)
      .all()
      .map((t) => [t.id, t]),
  );

  return runTasks.map((task) => ({
    ...EMPTY_ROW,
    UUID: `rw-${task.rwid}`,
    ID: task.rwid,
    TREE_LEVEL: TREE_LEVEL.task,
    TITLE: task.name,
    RWMC: task.name,
    RWID: task.rwid,
    RWLX: task.type,
    RW_ISDELETED: task.deleted,
    CRT_USERNAME: task.ownerName,
    CRT_TIME: task.createdAt,
    RWSTATUS: task.state,
    IS_CURRENT: task.rwid === current.rwid ? 1 : 0,
    // What the client-side task-switch guard needs (docs/api.md, task switching).
    JHKSRQ: task.plannedStart,
    RWFLID: task.classId,
    LSCFJZRQ: task.sealExpiry,
    children: cats
      .filter((c) => c.rwid === task.rwid)
      .map((category) => ({
        ...EMPTY_ROW,
        UUID: `lb-${category.id}`,
        ID: category.id,
        TREE_LEVEL: TREE_LEVEL.category,
        TITLE: category.name,
        WSLBMC: category.name,
        RWMC: task.name,
        RWID: task.rwid,
        RWLX: task.type,
        RWSTATUS: task.state,
        children: docs
          .filter((d) => d.categoryId === category.id && d.rwid === task.rwid)
          .flatMap((doc) => {
            const type = types.get(doc.typeId);
            return type ? [documentRow(withPreview(doc, previews), type, category, task)] : [];
          }),
      })),
  }));
}
