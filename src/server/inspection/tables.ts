import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tasks } from '../tasks/tables';

// The inspection area's tables (spec 01 §3, spec 02 §3). New tables: they reach an existing data
// folder by CREATE IF NOT EXISTS, like the other areas' (see server/actions/tables.ts).

/** Hidden dangers (火灾隐患, table 3408): found by an inspection task, re-checked by a re-inspection. */
export const hiddenDangers = sqliteTable(
  'xfjd_yhxx',
  {
    id: text('ID').primaryKey(),
    /** The task that found it. */
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    /** The unit (SHDWID of the task). */
    unitId: text('DWID').notNull(),
    description: text('YHXX').notNull(),
    /** YHLB: 3 when the finding document's type is 211, else 1 (shared/inspection/rules.ts). */
    category: text('YHLB').notNull(),
    /** The finding document (FLWSID), its type, name and number. */
    sourceDocId: text('LYWSID'),
    sourceDocType: text('LYWSLX'),
    sourceDocName: text('LYWSMC'),
    sourceNumber: text('LYBH'),
    foundOn: text('FXRQ').notNull(),
    /** ZGQK: 1 rectified, 0 not. */
    rectified: text('ZGQK').notNull(),
    rectifiedOn: text('ZGRQ'),
    /** The re-inspection task (type 45) re-checking it, once created from an application. */
    reinspectionId: text('FCRWID'),
    sort: text('SORT').notNull(),
  },
  (t) => [
    index('xfjd_yhxx_task').on(t.rwid),
    index('xfjd_yhxx_unit').on(t.unitId),
    index('xfjd_yhxx_fc').on(t.reinspectionId),
  ],
);

export type HiddenDangerRow = typeof hiddenDangers.$inferSelect;

/**
 * Re-inspection applications (复查申请): recorded when the application document (/ws/fcsqdj) of a
 * task is saved with the dangers it covers; the re-inspection task is created from one later.
 */
export const reinspectionApplications = sqliteTable(
  'xfjd_fcsq',
  {
    id: text('ID').primaryKey(),
    /** The applying task (LYRWID) and its run. */
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    runId: text('RUN_ID').notNull(),
    unitId: text('DWID').notNull(),
    /** jsfw or jdjc. */
    kind: text('LX').notNull(),
    /** The application document (FLWSID), if it was registered through one. */
    docId: text('FLWSID'),
    /** Comma list of the hidden dangers' ids. */
    dangerIds: text('YHIDS').notNull(),
    sourceDocId: text('LYWSID'),
    sourceNumber: text('LYBH'),
    appliedAt: text('SQSJ').notNull(),
    appliedBy: text('SQR').notNull(),
    /** The re-inspection task created from it, and when. */
    reinspectionId: text('FCRWID'),
    createdAt: text('LXSJ'),
  },
  (t) => [index('xfjd_fcsq_task').on(t.rwid)],
);

export type ApplicationRow = typeof reinspectionApplications.$inferSelect;
