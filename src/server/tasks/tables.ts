import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../session/tables';
import { units } from '../units/tables';

/** The officers' tasks (项目任务), grouped into workflow runs (runId). */
export const tasks = sqliteTable(
  'xfjd_xmrw',
  {
    rwid: text('RWID').primaryKey(),
    runId: text('RUN_ID').notNull(),
    runSort: integer('RUN_SORT').notNull(),
    name: text('RWMC').notNull(),
    type: integer('RWLX').notNull(),
    classId: text('RWFLID'),
    state: text('RWZT').notNull(),
    unitId: text('SHDWID').references(() => units.id),
    plannedStart: text('JHKSRQ'),
    clockState: text('SJTBZT'),
    videoFlag: text('SFZFSP').notNull(),
    ownerId: text('CBR_ID')
      .notNull()
      .references(() => users.id),
    ownerName: text('CBRXM').notNull(),
    coOwner: text('COPYCBR'),
    opid: text('OPID'),
    extension: text('KZSX'),
    inspectionRecordId: text('JCJLID'),
    inspectionIndexId: text('JDJCJLSYID'),
    createdAt: text('CRT_TIME').notNull(),
    /** 0 normal, 1 deleted, 2 voided. */
    deleted: integer('RW_ISDELETED').notNull().default(0),
    /** JSON object merged into the detail's dataMap. */
    extra: text('EXTRA'),
    /** Temporary-seal expiry date (临时查封截止日期), for seizure and seal-expiry review tasks. */
    sealExpiry: text('LSCFJZRQ'),
    /** Archive: comma list of case-category ids, format (pdf|doc|docx) and time. */
    archiveCategories: text('GDAJLB'),
    archiveFormat: text('GDGS'),
    archivedAt: text('GDSJ'),
    /** When socialUnitOptimization and nrssj ran for the task. */
    unitOptimizedAt: text('SHDWYHSJ'),
    randomPoolAt: text('NRSSJSJ'),
  },
  (t) => [
    index('xfjd_xmrw_run').on(t.runId, t.runSort),
    index('xfjd_xmrw_owner').on(t.ownerId, t.createdAt),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
