import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fieldsOf } from '../body';
import { currentUser, type ServerContext } from '../context';
import { actionRequest, todayOf } from '../actions/guard';
import { setState } from '../actions/state';
import { taskFor } from '../detail/access';
import { recordOperation } from '../detail/oplog';
import { fail, ok } from '../envelope';
import { tasks, type TaskRow } from '../tasks/tables';
import { formatDateTime } from '../util/time';
import { PENALTY_ERRORS as E } from './errors';
import { registerPenaltyRecords } from './records';
import { casesPage } from './cases-page';
import {
  SOURCE_COLUMNS,
  caseOf,
  ensureCase,
  fieldOfTask,
  generatedFrom,
  isCase,
  isOpenCase,
  itemRecord,
  linksOf,
  registeredOn,
} from './state';
import { penaltyCases, reductions } from './tables';
import { closingForm } from '../../shared/penalty/forms';
import { penaltyMessages as T } from '../../shared/penalty/messages';
import {
  GENERAL_TASK_TYPE,
  PENALTY_API,
  PENALTY_CASES_DWID,
  PROCESS_TYPE,
  QUICK_TASK_TYPE,
} from '../../shared/penalty/constants';
import { isLinkedTo, withId } from '../../shared/penalty/links';
import { PENALTY_TASK_TYPES } from '../../shared/tasks/constants';
import { firstError } from '../../shared/forms/rules';
import { toDate } from '../../shared/common/dates';

// The penalty area's calls (spec 01 §2-§9): the generated item, linking a task to a case and
// unlinking it, the reduction, closing and quick-to-general. Each checks the officer's right to the
// tasks, then its preconditions (refused with nothing changed), and logs an operation on success.

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The extra (dataMap) CFLCLX of a general case, as procedure changes write it (server/actions). */
const GENERAL_EXTRA_CFLCLX = '4';

export function registerPenaltyRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerPage(PENALTY_CASES_DWID, casesPage(ctx));
  registerPenaltyRecords(ctx);

  app.post(PENALTY_API.item, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const row = generatedFrom(ctx.db, r.value.task.rwid);
    const penalty = row
      ? ctx.db.select().from(tasks).where(eq(tasks.rwid, row.rwid)).get()
      : undefined;
    return ok(row && penalty ? itemRecord(penalty, row) : null);
  });

  /** The two tasks of a link call: the source (in the run asked for) and an open case. */
  const linkTasks = (
    f: Record<string, string | undefined>,
    user: Parameters<typeof taskFor>[1],
  ): { ok: true; source: TaskRow; penalty: TaskRow } | { ok: false; msg: string } => {
    const source = taskFor(ctx, user, f.lyrwid ?? '', f.runId);
    if (!source.ok) return source;
    const penalty = taskFor(ctx, user, f.cfrwid ?? '');
    if (!penalty.ok) return penalty;
    if (!isOpenCase(penalty.task)) return { ok: false, msg: E.caseNotOpen };
    if (PENALTY_TASK_TYPES.includes(source.task.type)) return { ok: false, msg: E.sourceIsPenalty };
    return { ok: true, source: source.task, penalty: penalty.task };
  };

  app.post(PENALTY_API.link, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const found = linkTasks(f, user);
    if (!found.ok) return fail(found.msg);
    const { source, penalty } = found;
    const field = fieldOfTask(source);
    const row = caseOf(ctx.db, penalty.rwid);
    if (row && isLinkedTo(linksOf(row), field, source.rwid)) return fail(E.alreadyLinked);
    ctx.db.transaction((tx) => {
      const current = ensureCase(tx, penalty);
      const column = SOURCE_COLUMNS[field];
      tx.update(penaltyCases)
        .set({ [column]: withId(current[column], source.rwid, true) })
        .where(eq(penaltyCases.rwid, penalty.rwid))
        .run();
      recordOperation(ctx, source.rwid, user, request.ip, `关联行政处罚案件：${penalty.name}`);
      recordOperation(ctx, penalty.rwid, user, request.ip, `关联来源任务：${source.name}`);
    });
    return ok(null, T.penaltyLinkDone);
  });

  app.post(PENALTY_API.unlink, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const found = linkTasks(f, user);
    if (!found.ok) return fail(found.msg);
    const { source, penalty } = found;
    const field = fieldOfTask(source);
    const column = SOURCE_COLUMNS[field];
    const row = caseOf(ctx.db, penalty.rwid);
    if (!row || !isLinkedTo(linksOf(row), field, source.rwid)) return fail(E.notLinked);
    if (row.generatedFrom === source.rwid) return fail(E.generatedFrom);
    ctx.db.transaction((tx) => {
      tx.update(penaltyCases)
        .set({ [column]: withId(row[column], source.rwid, false) })
        .where(eq(penaltyCases.rwid, penalty.rwid))
        .run();
      recordOperation(ctx, source.rwid, user, request.ip, `取消关联行政处罚案件：${penalty.name}`);
      recordOperation(ctx, penalty.rwid, user, request.ip, `取消关联来源任务：${source.name}`);
    });
    return ok(null, T.penaltyUnlinkDone);
  });

  app.post(PENALTY_API.reduction, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const row = isCase(r.value.task)
      ? ctx.db.select().from(reductions).where(eq(reductions.rwid, r.value.task.rwid)).get()
      : undefined;
    if (!row) return ok(null);
    // JQCFYL as some gateways send it; the client reads either (reductionSchema).
    return ok({
      CZR: row.operator,
      CFZL: row.method,
      CFJE: row.amount,
      JQJE: row.reduced,
      JQCFYL: row.reason,
      GLWS: row.document,
      WFXWLIST: JSON.parse(row.violations) as unknown,
    });
  });

  app.post(PENALTY_API.close, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task, user, ip, f } = r.value;
    const values = { CRWZT: f.CRWZT ?? '', SJJSRQ: f.SJJSRQ ?? '', JAMS: f.JAMS ?? '' };
    const invalid = firstError(closingForm, values);
    if (invalid) return fail(invalid.message);
    if (!isOpenCase(task)) return fail(E.caseNotOpen);
    const day = DATE.test(values.SJJSRQ) ? toDate(values.SJJSRQ) : null;
    if (day === null) return fail(E.badDate);
    if (day > todayOf(ctx)) return fail(E.closeFuture);
    const larq = registeredOn(ctx.db, task);
    if (day < larq) return fail(E.closeBeforeRegistration(larq));
    ctx.db.transaction((tx) => {
      ensureCase(tx, task);
      tx.update(penaltyCases)
        .set({
          closedState: values.CRWZT,
          closedOn: day,
          closingText: values.JAMS,
          closedAt: formatDateTime(ctx.now()),
        })
        .where(eq(penaltyCases.rwid, task.rwid))
        .run();
      tx.update(tasks).set({ state: '2' }).where(eq(tasks.rwid, task.rwid)).run();
      recordOperation(ctx, task.rwid, user, ip, '处罚结案');
    });
    return ok(null, T.penaltyCloseDone);
  });

  app.post(PENALTY_API.quickToGeneral, async (request) => {
    const r = actionRequest(ctx, request);
    if (!r.ok) return fail(r.msg);
    const { task, user, ip } = r.value;
    if (task.type !== QUICK_TASK_TYPE || !isOpenCase(task)) return fail(E.quickOnly);
    const extra = {
      ...(task.extra ? (JSON.parse(task.extra) as object) : {}),
      CFLCLX: GENERAL_EXTRA_CFLCLX,
    };
    ctx.db.transaction((tx) => {
      ensureCase(tx, task);
      tx.update(penaltyCases)
        .set({ process: PROCESS_TYPE.general })
        .where(eq(penaltyCases.rwid, task.rwid))
        .run();
      tx.update(tasks)
        .set({ type: GENERAL_TASK_TYPE, extra: JSON.stringify(extra) })
        .where(eq(tasks.rwid, task.rwid))
        .run();
      // The registration date stays: the general process's period runs from it.
      setState(tx, task.rwid, { registeredOn: registeredOn(tx, task) });
      recordOperation(ctx, task.rwid, user, ip, '快速转一般：快速办理转为一般程序办理');
    });
    return ok(null, T.penaltyQuickToGeneralDone);
  });
}
