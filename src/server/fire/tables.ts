import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tasks } from '../tasks/tables';

/** A fire case (火灾事故调查, task type 80): its procedure category CXLB, one row per task. */
export const fireCases = sqliteTable('xfjd_hzdc_aj', {
  rwid: text('RWID')
    .primaryKey()
    .references(() => tasks.rwid),
  /** 1 简易调查, 2 一般调查. */
  procedure: text('CXLB').notNull(),
  /** Why it last changed (updatecxlb). */
  reason: text('BGYY'),
  updatedBy: text('UPD_USERNAME'),
  updatedAt: text('UPD_TIME'),
});

/** The fire registration (火灾信息登记) of a case: one per task; the columns are the wire fields. */
export const fireInfos = sqliteTable('xfjd_hzdc_hzxx', {
  id: text('ID').primaryKey(),
  rwid: text('RWID')
    .notNull()
    .unique()
    .references(() => tasks.rwid),
  startedAt: text('QHSJ').notNull(),
  alarmedAt: text('BJSJ').notNull(),
  outAt: text('PMSJ'),
  unitName: text('QHDW'),
  place: text('QHDD').notNull(),
  kind: text('HZLB').notNull(),
  area: real('GHMJ'),
  loss: real('ZJCCSS').notNull(),
  deaths: integer('SWRS').notNull(),
  serious: integer('ZSRS').notNull(),
  minor: integer('QSRS').notNull(),
  grade: text('HZDJ').notNull(),
  causeState: text('YYRDZT').notNull(),
  cause: text('QHYY'),
  investigators: text('DCRY').notNull(),
  summary: text('HZGK').notNull(),
  createdBy: text('CRT_USERNAME').notNull(),
  createdAt: text('CRT_TIME').notNull(),
  updatedBy: text('UPD_USERNAME'),
  updatedAt: text('UPD_TIME'),
});

export type FireInfoRow = typeof fireInfos.$inferSelect;

/**
 * The process nodes of a case's stages (流程节点), flat: a node's parent is another node of the
 * same stage. JDDM names the nodes the server moves on (the registration's 'hzxxdj'); YSDCID ties
 * the nodes of 案件移送 to their transfer record.
 */
export const fireNodes = sqliteTable(
  'xfjd_hzdc_lcjd',
  {
    id: text('ID').primaryKey(),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    stage: text('JDBM').notNull(),
    code: text('JDDM'),
    parentId: text('PARENT_ID'),
    sort: integer('SORT').notNull(),
    name: text('JDMC').notNull(),
    /** 0 not started, 1 in progress, 2 done. */
    state: text('ZT').notNull(),
    time: text('CLSJ'),
    officer: text('CLR'),
    remark: text('BZ'),
    transferId: text('YSDCID'),
  },
  (t) => [index('xfjd_hzdc_lcjd_task').on(t.rwid, t.stage)],
);

export type FireNodeRow = typeof fireNodes.$inferSelect;

/** Transfer-investigation records (移送调查任务, base/hzdcysdc), withdrawn by vardeleteysdcrw. */
export const fireTransfers = sqliteTable(
  'xfjd_hzdc_ysdc',
  {
    id: text('ID').primaryKey(),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    kind: text('YSLX').notNull(),
    receiver: text('JSDW').notNull(),
    date: text('YSRQ').notNull(),
    reason: text('YSYY').notNull(),
    /** 0 awaiting receipt, 1 received. */
    state: text('ZT').notNull(),
    createdBy: text('CRT_USERNAME').notNull(),
    createdAt: text('CRT_TIME').notNull(),
  },
  (t) => [index('xfjd_hzdc_ysdc_task').on(t.rwid)],
);

export type FireTransferRow = typeof fireTransfers.$inferSelect;
