import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tasks } from '../tasks/tables';

// The task actions' tables. What the actions keep on a task (the statutory clock's dates, case stop,
// no-inspection, the technical-service agency) lives in a companion row keyed by RWID rather than in
// new columns of xfjd_xmrw: a new table reaches an existing data folder by CREATE IF NOT EXISTS,
// while new columns would need a schema version bump (db/ddl.ts). A task without a row has the
// defaults (no registration date, clock running, not stopped, inspected).

/** Per-task state of the actions (任务扩展). */
export const taskStates = sqliteTable('xfjd_xmrw_kz', {
  rwid: text('RWID')
    .primaryKey()
    .references(() => tasks.rwid),
  /** Case registration date (立案日期) of a penalty case, 'YYYY-MM-DD'. */
  registeredOn: text('LARQ'),
  /** Planned end (计划结束日期): an approved postponement or the acceptance's inspection deadline. */
  plannedEnd: text('JHJSRQ'),
  /** When the running suspension began, 'YYYY-MM-DD HH:mm:ss'. */
  suspendedAt: text('LDSPSJ'),
  /** The approved reason of the running suspension. */
  suspendReason: text('ZZYY'),
  /** Calendar days of the suspensions that have ended. */
  suspendedDays: integer('ZZTS').notNull().default(0),
  /** When a product-supervision task was accepted. */
  acceptedAt: text('SLSJ'),
  /** 1 case stopped, 0 running. */
  stopped: text('ISSTOP').notNull(),
  /** 1 not inspected (不检查), 0 otherwise; with the reason (1-4) and description. */
  noInspection: text('BJC').notNull(),
  noInspectionReason: text('BJCYY'),
  noInspectionText: text('BJCMS'),
  /** Days before the inspection the unit is reminded (线上预约间隔天数), 1-30. */
  reminderDays: integer('XSYJJGTS'),
  /** The technical-service agency assigned to the task. */
  serviceUnitId: text('JSFW_DWID'),
  serviceUnitName: text('JSFW_DWMC'),
});

/** Clock suspensions of a task (中止计时), the running one without HFJSSJ. */
export const suspensions = sqliteTable(
  'xfjd_zzjs',
  {
    id: integer('ID').primaryKey({ autoIncrement: true }),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    suspendedAt: text('LDSPSJ').notNull(),
    reason: text('ZZYY'),
    resumedAt: text('HFJSSJ'),
    resumeReason: text('HFJSSM'),
    /** Comma list of the attachment ids uploaded with the resume. */
    fileIds: text('FILE_IDS'),
    /** Calendar days this suspension added to ZZTS. */
    days: integer('ZZTS'),
    resumedBy: text('HFR'),
  },
  (t) => [index('xfjd_zzjs_task').on(t.rwid, t.id)],
);

/** Postponement requests (延期申请). */
export const postponements = sqliteTable(
  'xfjd_yqsq',
  {
    id: integer('ID').primaryKey({ autoIncrement: true }),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    until: text('JHJSRQ').notNull(),
    reason: text('YQYY').notNull(),
    postponed: text('SFYQ').notNull(),
    /** The postponement approval document (120) it refers to. */
    documentId: text('WSID'),
    requestedAt: text('SQSJ').notNull(),
    requestedBy: text('SQR').notNull(),
    /** 0 requested, 1 approved (the approval document was approved). */
    approved: text('SPZT').notNull(),
  },
  (t) => [index('xfjd_yqsq_task').on(t.rwid, t.id)],
);

/** Execution registration of a penalty decision (执行登记), one per task. */
export const executions = sqliteTable('xfjd_zxdj', {
  rwid: text('RWID')
    .primaryKey()
    .references(() => tasks.rwid),
  /** The penalty decision's document index id. */
  documentId: text('WSID').notNull(),
  /** 0 three-stop, 1 fine. */
  kind: text('ZXLX').notNull(),
  status: text('ZXQK').notNull(),
  fulfilledOn: text('LXRQ'),
  fulfilment: text('LXQK'),
  registeredBy: text('DJR').notNull(),
  registeredAt: text('DJSJ').notNull(),
});

/** A unit's requests for another inspection time (修改检查时间申请). */
export const timeRequests = sqliteTable(
  'xfjd_jdjcyqsq',
  {
    id: integer('ID').primaryKey({ autoIncrement: true }),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    applicant: text('SQR').notNull(),
    time: text('YYTIME').notNull(),
    reason: text('SQYY'),
    requestedAt: text('SQSJ').notNull(),
    /** Null while pending; 1 agreed, 0 refused. */
    agreed: text('ISTY'),
    handledBy: text('CLR'),
    handledAt: text('CLSJ'),
  },
  (t) => [index('xfjd_jdjcyqsq_task').on(t.rwid, t.id)],
);

/** Technical-service agencies (消防技术服务机构), the picker's table XFJD_JSFW_DW. */
export const serviceAgencies = sqliteTable('xfjd_jsfw_dw', {
  id: text('ID').primaryKey(),
  name: text('DWMC').notNull(),
  creditCode: text('TYSHXYDM').notNull(),
  /** Qualification (资质等级). */
  grade: text('ZZDJ').notNull(),
  contact: text('LXR').notNull(),
  phone: text('LXDH').notNull(),
  address: text('DWDZ').notNull(),
});

/** Electronic licences (电子证照), one per task. */
export const licences = sqliteTable('xfjd_dzzz', {
  rwid: text('RWID')
    .primaryKey()
    .references(() => tasks.rwid),
  id: text('ID').notNull().unique(),
  number: text('ZZBH').notNull(),
  name: text('ZZMC').notNull(),
  madeAt: text('ZZSJ').notNull(),
  md5: text('MD5').notNull(),
  path: text('FILE_PATH').notNull(),
  madeBy: text('ZZR').notNull(),
});

export type TaskStateRow = typeof taskStates.$inferSelect;
export type ServiceAgencyRow = typeof serviceAgencies.$inferSelect;
