import { join } from 'node:path';
import Database from 'better-sqlite3';
import { and, desc, eq, or } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { DB_FILE_NAME, type ServerDb } from '../db/open';
import * as schema from '../db/schema';
import { opLogs } from '../detail/tables';
import { docTypes, documents } from '../documents/tables';
import type { Parsed } from '../envelope';
import { tasks } from '../tasks/tables';
import { formatDateTime } from '../util/time';
import { ACTIONS_ERRORS as E } from './errors';
import { postponements, suspensions } from './tables';
import { setState } from './state';
import {
  CLOCK_STATE,
  DOC_APPROVED,
  POSTPONEMENT_FORM,
  SUSPENSION_FORM,
  VOID_FORM,
} from '../../shared/actions/constants';

// Approving a sent document and applying what its approval means for the task. The reference server
// has no approval workflow of its own (approvals happen in the province's system): a demonstration
// or an end-to-end walk approves with the `approve <FLWSID>` command of `npm run server` (cli.ts).

/** The leader who approves from the command line. */
export const CLI_APPROVER = '王建军';

/**
 * Approves a document in approval (STATUS 2) and applies its effect: the clock-suspension form
 * suspends the clock (sjtbzt 1, LDSPSJ now, ZZYY from the form's reason), the void application voids
 * the task (RW_ISDELETED 2, rwzt 5), the postponement approval marks the postponement approved.
 */
export function applyApproval(
  db: ServerDb,
  flwsid: string,
  approver: string,
  nowMs: number,
): Parsed<string> {
  const row = db
    .select({ doc: documents, form: docTypes.form })
    .from(documents)
    .innerJoin(docTypes, eq(docTypes.id, documents.typeId))
    .where(and(eq(documents.flwsid, flwsid), eq(documents.deleted, 0)))
    .get();
  if (!row) return { ok: false, msg: E.approvalUnknown };
  const { doc, form } = row;
  if (doc.status !== '2') return { ok: false, msg: E.approvalNotSent };
  const now = formatDateTime(nowMs);
  const values = doc.values ? (JSON.parse(doc.values) as Record<string, unknown>) : {};
  const reason = [values.ZZYY, values.SQLY, values.ZZLY].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  const log = (content: string): void =>
    void db
      .insert(opLogs)
      .values({ rwid: doc.rwid, createdAt: now, userName: approver, ip: null, content })
      .run();
  db.transaction((tx) => {
    tx.update(documents)
      .set({ status: DOC_APPROVED, approver, approvedAt: now })
      .where(eq(documents.id, doc.id))
      .run();
    log(`审批通过：${doc.title}`);
    if (form === SUSPENSION_FORM) {
      tx.update(tasks)
        .set({ clockState: CLOCK_STATE.suspended })
        .where(eq(tasks.rwid, doc.rwid))
        .run();
      setState(tx, doc.rwid, { suspendedAt: now, suspendReason: reason ?? null });
      tx.insert(suspensions)
        .values({ rwid: doc.rwid, suspendedAt: now, reason: reason ?? null })
        .run();
      log('中止计时：审批通过，案件停止计时');
    } else if (form === VOID_FORM) {
      tx.update(tasks).set({ deleted: 2, state: '5' }).where(eq(tasks.rwid, doc.rwid)).run();
      log('作废审批通过，任务已作废');
    } else if (form === POSTPONEMENT_FORM) {
      const request = tx
        .select()
        .from(postponements)
        .where(
          and(
            eq(postponements.rwid, doc.rwid),
            eq(postponements.approved, '0'),
            or(eq(postponements.documentId, doc.id), eq(postponements.documentId, doc.flwsid)),
          ),
        )
        .orderBy(desc(postponements.id))
        .get();
      const latest =
        request ??
        tx
          .select()
          .from(postponements)
          .where(and(eq(postponements.rwid, doc.rwid), eq(postponements.approved, '0')))
          .orderBy(desc(postponements.id))
          .get();
      if (latest)
        tx.update(postponements)
          .set({ approved: '1' })
          .where(eq(postponements.id, latest.id))
          .run();
    }
  });
  return { ok: true, value: `${doc.title}：审批通过` };
}

/** `approve <FLWSID>` of the command line: a second connection to the running server's database. */
export function approveInDataDir(
  dataDir: string,
  flwsid: string,
  nowMs = Date.now(),
): Parsed<string> {
  const sqlite = new Database(join(dataDir, DB_FILE_NAME));
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    const db = drizzle({ client: sqlite, schema }) as ServerDb;
    return applyApproval(db, flwsid, CLI_APPROVER, nowMs);
  } finally {
    sqlite.close();
  }
}
