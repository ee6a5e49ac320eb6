import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tasks } from '../tasks/tables';

// The penalty area's tables (spec 01 §2-§9). New tables rather than new columns of xfjd_xmrw: they
// reach an existing data folder by CREATE IF NOT EXISTS (see server/actions/tables.ts). A penalty
// task without a case row is a case with no source links yet (its row is made on first use).

/** Penalty cases (行政处罚事项), one per penalty task, with the tasks they came from. */
export const penaltyCases = sqliteTable(
  'xfjd_xzcf_sx',
  {
    /** The penalty task (CFRWID). */
    rwid: text('CFRWID')
      .primaryKey()
      .references(() => tasks.rwid),
    /** Penalty object type (XFJD_XZCF_CFDXLX): 1 individual, 2 unit. */
    targetType: text('CFDXLX').notNull(),
    /** Penalty source type (XFJD_XZCF_CFLYLX). */
    sourceType: text('CF_LYTYPE').notNull(),
    /** 0 simple, 1 general, 2 quick. */
    process: text('CFLCLX').notNull(),
    targetName: text('CFDXMC').notNull(),
    targetAddress: text('CFDXDZ').notNull(),
    /** The task the case was registered from (立案生成); null when registered in the penalty module. */
    generatedFrom: text('SCRWID'),
    /** Comma lists of source task ids by class (spec 01 §9). */
    sources: text('LYRWID').notNull(),
    productSources: text('LYCPRWID').notNull(),
    serviceSources: text('LYJSFWRWID').notNull(),
    /** Closing (处罚结案): the state chosen, the actual end date, the description, when. */
    closedState: text('CRWZT'),
    closedOn: text('SJJSRQ'),
    closingText: text('JAMS'),
    closedAt: text('JASJ'),
  },
  (t) => [index('xfjd_xzcf_sx_from').on(t.generatedFrom)],
);

/** The reduction of a penalty case (减免情况), read-only in the client. */
export const reductions = sqliteTable('xfjd_xzcf_jmqk', {
  rwid: text('CFRWID')
    .primaryKey()
    .references(() => tasks.rwid),
  operator: text('CZR').notNull(),
  method: text('CFZL').notNull(),
  amount: text('CFJE').notNull(),
  reduced: text('JQJE').notNull(),
  reason: text('JQCFYL').notNull(),
  document: text('GLWS').notNull(),
  /** JSON list of { WFXW, FDED, LFCD }. */
  violations: text('WFXWLIST').notNull(),
});

/** Temporary-seal liftings (解除临时查封), one per seal task. */
export const sealLifts = sqliteTable('xfjd_xzcf_jcsf', {
  rwid: text('RWID')
    .primaryKey()
    .references(() => tasks.rwid),
  liftedOn: text('JCRQ').notNull(),
  reason: text('JCYY').notNull(),
  description: text('JCSM').notNull(),
  createdAt: text('CRT_TIME').notNull(),
  createdBy: text('CRT_USERNAME').notNull(),
});

/** Three-stop check applications (三停核查申请). */
export const checkApplications = sqliteTable(
  'xfjd_xzcf_sthcsq',
  {
    id: integer('ID').primaryKey({ autoIncrement: true }),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    unit: text('SQDW').notNull(),
    applicant: text('SQR').notNull(),
    phone: text('LXDH'),
    appliedOn: text('SQRQ').notNull(),
    rectification: text('ZGQK').notNull(),
    createdAt: text('CRT_TIME').notNull(),
    createdBy: text('CRT_USERNAME').notNull(),
  },
  (t) => [index('xfjd_xzcf_sthcsq_task').on(t.rwid, t.id)],
);

export type PenaltyCaseRow = typeof penaltyCases.$inferSelect;
export type ReductionRow = typeof reductions.$inferSelect;
