import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { documents } from '../documents/tables';
import { appliedDangerIds, dangersOfTask } from '../inspection/state';
import { fieldOfTask, linksOf } from '../penalty/state';
import { penaltyCases } from '../penalty/tables';
import { receiptGone, recordOf } from '../service/records';
import { serviceRecords } from '../service/tables';
import { tasks, type TaskRow } from '../tasks/tables';
import { evidenceFiles } from '../videos/tables';
import { creditDueOf } from '../credit/due';
import { isLinkedTo } from '../../shared/penalty/links';
import {
  readinessBlockers,
  type Blocker,
  type ReadinessInput,
} from '../../shared/archive/readiness';

// The archive call's second look (xmrwgd): the client's readiness rule run on this server's own
// rows, so what the officer was shown and what the server refuses with are the same list. The
// local upload queue is the client's alone; everything else is read from the tables here.

/** The open penalty cases (tasks 0/1, not deleted) the task is a source of, by its class's field. */
function linkedOpenCases(ctx: ServerContext, task: TaskRow): ReadinessInput['penaltyCases'] {
  const field = fieldOfTask(task);
  return ctx.db
    .select({ c: penaltyCases, t: tasks })
    .from(penaltyCases)
    .innerJoin(tasks, eq(tasks.rwid, penaltyCases.rwid))
    .where(and(eq(tasks.deleted, 0), inArray(tasks.state, ['0', '1'])))
    .all()
    .map(({ c, t }) => ({
      CFRWID: t.rwid,
      runId: t.runId,
      RWMC: t.name,
      RWZT: t.state,
      ...linksOf(c),
    }))
    .filter((c) => isLinkedTo(c, field, task.rwid));
}

/** What the rule reads of the task, from the tables. */
export function readinessInputOf(ctx: ServerContext, task: TaskRow): ReadinessInput {
  const docs = ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.rwid, task.rwid), eq(documents.deleted, 0)))
    .orderBy(asc(documents.categoryId), asc(documents.sort))
    .all();
  const services = ctx.db
    .select()
    .from(serviceRecords)
    .where(eq(serviceRecords.rwid, task.rwid))
    .all()
    .filter((r) => !receiptGone(ctx, r))
    .map((r) => recordOf(ctx, r));
  const unconfirmed = ctx.db
    .select({ fileName: evidenceFiles.fileName, document: documents.title })
    .from(evidenceFiles)
    .innerJoin(documents, eq(documents.id, evidenceFiles.documentId))
    .where(
      and(eq(documents.rwid, task.rwid), eq(documents.deleted, 0), isNull(evidenceFiles.videoId)),
    )
    .orderBy(asc(documents.sort), asc(evidenceFiles.sort))
    .all();
  const applied = appliedDangerIds(ctx.db, task.rwid);
  return {
    task: {
      RWID: task.rwid,
      RWLX: task.type,
      RWFLID: task.classId,
      rwzt: task.state,
      sjtbzt: task.clockState,
    },
    documents: docs.map((d) => ({
      ID: d.id,
      FLWSID: d.flwsid,
      TITLE: d.title,
      WH: d.wh,
      STATUS: d.status,
      SFSD: d.delivered,
      STATUS2: d.sealState,
    })),
    services,
    evidence: unconfirmed.map((e) => ({ ...e, confirmed: false })),
    dangers: dangersOfTask(ctx.db, task).map((d) => ({
      ID: d.id,
      RWID: d.rwid,
      YHXX: d.description,
      ZGQK: d.rectified,
      FCRWID: d.reinspectionId,
      SQFC: applied.has(d.id) ? '1' : '0',
    })),
    penaltyCases: linkedOpenCases(ctx, task),
    credit: creditDueOf(ctx, task.rwid),
  };
}

/** What still holds the task's archive on this server. */
export const archiveBlockers = (ctx: ServerContext, task: TaskRow): Blocker[] =>
  readinessBlockers(readinessInputOf(ctx, task));
