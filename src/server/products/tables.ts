import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tasks } from '../tasks/tables';
import { documents } from '../documents/tables';

// The products area's tables. New tables: they reach an existing data folder by CREATE IF NOT
// EXISTS like the other areas' (the seed skips what a folder does not have yet).

/**
 * The rectification notice linked to a product-supervision task (挂接整改通知书, zlxqHook): one per
 * task; cancelHook removes it. A table of its own, so older data folders gain it when they open.
 */
export const noticeLinks = sqliteTable('xfcp_zlxq_gj', {
  rwid: text('RWID')
    .primaryKey()
    .references(() => tasks.rwid),
  /** The notice's document index id (xfjd_flws.ID). */
  noticeId: text('WSSYID')
    .notNull()
    .references(() => documents.id),
  linkedBy: text('CRT_USERNAME').notNull(),
  linkedAt: text('CRT_TIME').notNull(),
});

export type NoticeLinkRow = typeof noticeLinks.$inferSelect;

/**
 * The products checked by a product-supervision task (检查产品, generic query 3662; spec 01 §3,
 * spec 02 §3). The flags (是否…) are '1' or '0'. The pick keys (KX…) and the due dispatch (SJLX)
 * follow from the product and its tests by the shared rule (shared/products/rules.ts pickPurposes):
 * a key holds the task's RWID while the product may be chosen for that purpose, so the fire-product
 * picker's lookup asks `key = RWID` (server/products/state.ts keeps them after every write).
 */
export const products = sqliteTable(
  'xfcp_jccp',
  {
    id: text('ID').primaryKey(),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    /** The product check record (消防产品监督检查记录, 228) it was checked in: its FLWSID. */
    recordId: text('CPJCJLID'),
    name: text('DXCP').notNull(),
    model: text('GGXH'),
    producer: text('BCSCZ'),
    /** Certificate or mark (CCCF, 技术鉴定). */
    certMark: text('CPZSBW'),
    /** Lot size on site and the number checked. */
    lotSize: text('JCJS'),
    checked: text('JCSL'),
    /** Outcomes: market access 0, 1, 3; quality 0, 1, 2 (sent for testing), 3. */
    marketOutcome: text('SCZRJCQKDX').notNull(),
    qualityOutcome: text('CPZLXCJCQKDX').notNull(),
    /** Comma lists: access numbers, market-access and quality non-compliances. */
    accessNumbers: text('CPZRBH'),
    marketIssues: text('BHGQK1'),
    qualityIssues: text('BHGQK2'),
    recheckDue: text('SFCPFC').notNull(),
    retested: text('SFFJ').notNull(),
    tested: text('SFJY').notNull(),
    sampled: text('SFCY').notNull(),
    retestApplied: text('SFFJSQ').notNull(),
    objection: text('SFYYY').notNull(),
    /** By the latest test: '1' qualified, '0' unqualified, null before any result. */
    qualified: text('SFHG'),
    /** Both on-site checks found nothing (0) or did not apply (3). */
    qualifiedOnSite: text('SFXSHG').notNull(),
    /** Kept as recorded; no rule of this system reads it. */
    sfcg: text('SFCG').notNull(),
    /** Its sampling record (232), once one was made for it: FLWSID. */
    samplingDocId: text('CYDID'),
    deleted: integer('ISDELETED').notNull(),
    sort: integer('SORT').notNull(),
    /** The picker's label: name and model. */
    display: text('CPMC').notNull(),
    pick232: text('KX232'),
    pick411: text('KX411'),
    pick412: text('KX412'),
    pick726: text('KX726'),
    pickDispatch: text('KXSJ'),
    pickResult: text('KXJG'),
    pickFee: text('KXFY'),
    /** The dispatch due (LYLX 1 first, 2 re-test), or null. */
    dueDispatch: text('SJLX'),
    /** The latest test and its report document (the picker fills the dialogs from them). */
    latestTestId: text('JYRWID'),
    latestReportId: text('JYBGWSID'),
  },
  (t) => [index('xfcp_jccp_task').on(t.rwid)],
);

export type ProductRecord = typeof products.$inferSelect;

/** Testing agencies (检验机构): the dispatch's picker (XFCP_JYJG). */
export const testingAgencies = sqliteTable('xfcp_jyjg', {
  id: text('ID').primaryKey(),
  name: text('DWMC').notNull(),
  /** Qualification (CMA / CNAS) number. */
  qualification: text('ZZBH'),
  phone: text('LXDH'),
  address: text('DWDZ'),
});

/**
 * Tests (检验任务): one per dispatch (inspectSet); the result (surveyReport) completes it with
 * JYJG and the report document.
 */
export const productTests = sqliteTable(
  'xfcp_jyrw',
  {
    id: text('ID').primaryKey(),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    productId: text('JCCPID')
      .notNull()
      .references(() => products.id),
    sampleName: text('YPMC').notNull(),
    unitName: text('SHDWMC').notNull(),
    agencyId: text('ZGDWID')
      .notNull()
      .references(() => testingAgencies.id),
    agencyName: text('ZGDWMC').notNull(),
    note: text('SM'),
    /** 1 first test, 2 re-test. */
    kind: text('LYLX').notNull(),
    /** 1 sent, 2 result recorded. */
    state: text('JYRWZT').notNull(),
    /** 0 qualified, 1 unqualified. */
    result: text('JYJG'),
    /** The test-report document (382, 392, 889): FLWSID. */
    reportDocId: text('LYWSID'),
    resultNote: text('JGSM'),
    sentAt: text('SJSJ').notNull(),
    sentBy: text('SJR').notNull(),
    resultAt: text('JGSJ'),
    resultBy: text('JGDJR'),
  },
  (t) => [index('xfcp_jyrw_product').on(t.productId)],
);

export type ProductTestRow = typeof productTests.$inferSelect;

/** The re-test fee (复检费用, fjfyUpdate) of an unqualified first test: one per test. */
export const retestFees = sqliteTable('xfcp_fjfy', {
  id: text('ID').primaryKey(),
  /** The test (JYBGID) whose result the re-test questions. */
  testId: text('JYBGID')
    .notNull()
    .unique()
    .references(() => productTests.id),
  productId: text('JCCPID')
    .notNull()
    .references(() => products.id),
  rwid: text('LYRWID')
    .notNull()
    .references(() => tasks.rwid),
  /** The report document of that test. */
  docId: text('LYWSID'),
  /** 2 not collected, 3 normally collected. */
  method: text('SQFS').notNull(),
  collectedOn: text('SQRQ'),
  amount: real('SQJE'),
  note: text('SM'),
  createdBy: text('CRT_USERNAME').notNull(),
  createdAt: text('CRT_TIME').notNull(),
  updatedBy: text('UPD_USERNAME'),
  updatedAt: text('UPD_TIME'),
});

export type RetestFeeRow = typeof retestFees.$inferSelect;
