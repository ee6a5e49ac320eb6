import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { z } from 'zod';
import { caseCategories, caseTypesByTask } from './tables';
import { documents } from '../documents/tables';
import { tasks } from '../tasks/tables';
import { taskFor } from '../detail/access';
import { fail, ok, parseBody } from '../envelope';
import { pageOfRows } from '../db/page';
import type { PageProvider } from '../generic/registry';
import { CASE_TYPES_DWID } from '../../shared/archive/constants';
import { recordOperation } from '../detail/oplog';
import { CASE_CATEGORY_TABLE, PATHS } from '../paths';
import { formatDateTime } from '../util/time';
import { allOrgUnits } from '../videos/platform';
import { fieldsOf } from '../body';
import { PAGE_DATA_ERRORS } from '../generic/errors';
import { UNIT_TREE_TABLE } from '../../shared/videos/constants';
import { WorkCalendar } from '../../shared/common/calendar';
import { chinaToday } from '../../shared/common/dates';
import { checkTaskSwitch } from '../../shared/detail/task-switch';
import { readinessRefusal } from '../../shared/archive/readiness';
import { archiveBlockers } from './readiness';

// Archiving and closing (case categories, those of a task type by generic query 4680, xmrwgd,
// socialUnitOptimization, nrssj) and the task-switch check (jugeXmrw), which runs the same shared
// rule as the client.

export const ARCHIVE_ERRORS = {
  noCategory: '请选择案卷类别!',
  badFormat: '归档格式只能是pdf、doc、docx',
  archived: '该任务已归档',
  notFinished: '任务尚未完成，不能归档结案',
  unknownCategory: '案卷类别不存在',
  noTaskType: '查询条件未指定任务类型',
  badTaskType: '任务类型格式不正确',
} as const;

const FORMATS = ['pdf', 'doc', 'docx'];
const calendar = new WorkCalendar();

type CategoryNode = { ID: string; CODE_DESC: string; CHILDREN_LIST: CategoryNode[] };

const caseTypesFilter = z.object({
  RWLX: z
    .union([z.string(), z.number()], { error: ARCHIVE_ERRORS.noTaskType })
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, { error: ARCHIVE_ERRORS.badTaskType }),
    )
    .transform(Number),
});

/**
 * Generic query 4680 (案件类别 by RWLX): the categories configured for the task type, in the
 * tree's order, with their parent. A type with none configured answers an empty page.
 */
function caseTypesPage(ctx: ServerContext): PageProvider {
  return (_call, filter, page) => {
    const checked = parseBody(caseTypesFilter, filter);
    if (!checked.ok) return checked;
    const rwlx = checked.value.RWLX;
    const rows = ctx.db
      .select({
        id: caseCategories.id,
        name: caseCategories.name,
        parentId: caseCategories.parentId,
      })
      .from(caseTypesByTask)
      .innerJoin(caseCategories, eq(caseCategories.id, caseTypesByTask.categoryId))
      .where(eq(caseTypesByTask.taskType, rwlx))
      .orderBy(asc(caseCategories.parentId), asc(caseCategories.sort))
      .all();
    return {
      ok: true,
      value: pageOfRows(rows, page, (r) => ({
        ID: r.id,
        CODE_DESC: r.name,
        PARENT_ID: r.parentId,
        RWLX: rwlx,
      })),
    };
  };
}

export function registerArchiveRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerPage(CASE_TYPES_DWID, caseTypesPage(ctx));

  app.post(PATHS.treeData, async (request) => {
    const f = fieldsOf(request);
    // The video list's unit picker: the fire-rescue units, flat (the client nests them by PARENT_ID).
    if (f.tableName === UNIT_TREE_TABLE)
      return ok(allOrgUnits(ctx).map((u) => ({ ID: u.id, DWQC: u.name, PARENT_ID: u.parentId })));
    if (f.tableName !== CASE_CATEGORY_TABLE) return fail(PAGE_DATA_ERRORS.unknownDwId);
    const rows = ctx.db.select().from(caseCategories).orderBy(asc(caseCategories.sort)).all();
    const node = (id: string, name: string): CategoryNode => ({
      ID: id,
      CODE_DESC: name,
      CHILDREN_LIST: rows.filter((r) => r.parentId === id).map((r) => node(r.id, r.name)),
    });
    return ok(rows.filter((r) => r.parentId === null).map((r) => node(r.id, r.name)));
  });

  app.post(PATHS.archive, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const access = taskFor(ctx, user, f.id ?? f.rwid ?? '', f.runId);
    if (!access.ok) return fail(access.msg);
    const task = access.task;
    const ids = [
      ...new Set(
        (f.ajlb ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length === 0) return fail(ARCHIVE_ERRORS.noCategory);
    const format = (f.gdgs ?? '').toLowerCase();
    if (!FORMATS.includes(format)) return fail(ARCHIVE_ERRORS.badFormat);
    if (task.state === '3') return fail(ARCHIVE_ERRORS.archived);
    if (task.state !== '2' || task.deleted !== 0) return fail(ARCHIVE_ERRORS.notFinished);
    const chosen = ctx.db
      .select()
      .from(caseCategories)
      .where(inArray(caseCategories.id, ids))
      .all();
    if (chosen.length !== ids.length) return fail(ARCHIVE_ERRORS.unknownCategory);
    // The readiness rule the client showed, on this server's rows: '归档前请先完成：…'.
    const refused = readinessRefusal(archiveBlockers(ctx, task));
    if (refused) return fail(refused);
    const names = ids.map((id) => chosen.find((c) => c.id === id)?.name ?? id);
    ctx.db.transaction((tx) => {
      tx.update(tasks)
        .set({
          state: '3',
          archiveCategories: ids.join(','),
          archiveFormat: format,
          archivedAt: formatDateTime(ctx.now()),
        })
        .where(eq(tasks.rwid, task.rwid))
        .run();
      tx.update(documents)
        .set({ archiveState: '2', archived: '1' })
        .where(eq(documents.rwid, task.rwid))
        .run();
    });
    recordOperation(
      ctx,
      task.rwid,
      user,
      request.ip,
      `归档结案：案卷类别${names.join('、')}，格式${format}`,
    );
    return ok(null, '操作成功!');
  });

  const closingStep = (
    path: string,
    column: 'unitOptimizedAt' | 'randomPoolAt',
    content: string,
  ): void => {
    app.post(path, async (request) => {
      const f = fieldsOf(request);
      const user = currentUser(request);
      const access = taskFor(ctx, user, f.rwid ?? f.RWID ?? '', f.runId);
      if (!access.ok) return fail(access.msg);
      ctx.db
        .update(tasks)
        .set({ [column]: formatDateTime(ctx.now()) })
        .where(eq(tasks.rwid, access.task.rwid))
        .run();
      recordOperation(ctx, access.task.rwid, user, request.ip, content);
      return ok(null, '操作成功');
    });
  };
  closingStep(PATHS.unitOptimization, 'unitOptimizedAt', '社会单位优化');
  closingStep(PATHS.randomPool, 'randomPoolAt', '纳入双随机');

  app.post(PATHS.jugeXmrw, async (request) => {
    const f = fieldsOf(request);
    const access = taskFor(ctx, currentUser(request), f.rwid ?? f.RWID ?? '', f.runId);
    if (!access.ok) return fail(access.msg);
    const t = access.task;
    const check = checkTaskSwitch(
      { RWLX: t.type, RWFLID: t.classId, JHKSRQ: t.plannedStart, LSCFJZRQ: t.sealExpiry },
      chinaToday(ctx.now()),
      calendar,
    );
    return check.ok ? ok(null, '操作成功') : fail(check.message);
  });
}
