// Product supervision (消防产品监督, calls under /api/blade-xfjd/api/xfcp): the rectification-notice
// link (挂接整改通知书), the inspected products (generic query 3662), sample dispatch (送检), the test
// result (检验结果), the re-test fee (复检费用), the fire-product picker and the product documents
// (spec 01 §2, §3, §4, §7, §9; spec 02 §2-§9).

const XFCP = '/api/blade-xfjd/api/xfcp';

export const PRODUCTS_API = {
  /** The task's rectification notices that can be linked, and the one linked (rwid, runId). */
  noticeDetail: `${XFCP}/zlxqDetail`,
  /** Links a notice to the task (rwid, runId, id). */
  noticeHook: `${XFCP}/zlxqHook`,
  /** Undoes the link (rwid, runId, id). */
  noticeUnhook: `${XFCP}/cancelHook`,
  /**
   * 送检 (sample dispatch): runId, rwid, JCCPID, YPMC, SHDWMC, ZGDWID, ZGDWMC, SM, LYLX, JYRWZT;
   * answers the test record `{ ID }` (docs: products area).
   */
  inspectSet: `${XFCP}/inspectSet`,
  /** 检验结果: runId, rwid, ID (the test record), JCCPID, JYJG, LYWSID (the report document), SM. */
  surveyReport: `${XFCP}/surveyReport`,
  /** 复检费用: runId, rwid, JCCPID, SQFS, SQRQ, SQJE, SM, LYRWID, LYWSID, JYBGID (the test record). */
  fjfyUpdate: `${XFCP}/fjfyUpdate`,
  /** May this product be chosen for a document of this type (runId, rwid, rwwsszid, CPID)? */
  cpfcJudge: `${XFCP}/cpfcJudge`,
  /** Has this test-report document its electronic report attached (runId, rwid, wsid)? */
  reportFileJudge: `${XFCP}/reportFileJudge`,
} as const;

/** Product-supervision task types (抽查, 抽样检验, 市场准入抽查, 质量问题核查) of the seed. */
export const PRODUCT_TASK_TYPES: readonly number[] = [2, 6, 7, 19];
/**
 * The types that check product quality and so may send samples for testing (spec 01 §4: outcome 2
 * is quality only): every product type but the market-access check (7).
 */
export const QUALITY_TASK_TYPES: readonly number[] = [2, 6, 19];

/** The rectification notice (责令限期改正通知书): its document type and form page (spec 02 §2). */
export const RECTIFICATION_NOTICE = { rwwsszid: '404', form: 'cpzlxqgztzs' } as const;

/**
 * Document types needing file links (spec 02 §9): they follow up a rectification notice and are
 * not sent until the task has one linked (shared/documents/send-prerequisites.ts).
 */
export const NOTICE_LINK_DOC_TYPES: readonly string[] = ['411', '412', '726', '891', '892', '893'];

export const needsNoticeLink = (rwwsszid: string | null | undefined): boolean =>
  rwwsszid !== null && rwwsszid !== undefined && NOTICE_LINK_DOC_TYPES.includes(rwwsszid);

export const isProductTask = (rwlx: number | string | null | undefined): boolean =>
  rwlx !== null && rwlx !== undefined && PRODUCT_TASK_TYPES.includes(Number(rwlx));

export const isQualityTask = (rwlx: number | string | null | undefined): boolean =>
  rwlx !== null && rwlx !== undefined && QUALITY_TASK_TYPES.includes(Number(rwlx));

/** Generic paged query of a task's inspected products (spec 01 §7: RWID, ISDELETED 0, size 9999). */
export const PRODUCTS_DWID = 3662;

/**
 * The product quality sampling record (消防产品质量监督抽查抽样单, spec 01 §2): the page a product row
 * opens, with runId, RWID, rwwsszid 232, CPID and CPJCJLID.
 */
export const SAMPLING_RECORD = { rwwsszid: '232', form: 'xfcpzljdcccyd' } as const;

/** The documents whose type decides which products they may pick (spec 02 §9). */
export const PRODUCT_DOC_TYPES = ['232', '411', '412', '726'] as const;
export type ProductDocType = (typeof PRODUCT_DOC_TYPES)[number];

/**
 * The test-report documents (spec 02 §2: cpjybg and cpjybgfj; 382, 392, 889): 382 the report of
 * the first test, 392 that of a re-test, 889 a commissioned re-test's (cpjybgfj, 委托复检).
 */
export const REPORT_DOC_TYPES: readonly string[] = ['382', '392', '889'];
export const REPORT_FORMS: Readonly<Record<string, string>> = {
  '382': 'cpjybg',
  '392': 'cpjybgfj',
  '889': 'cpjybgfj',
};

/**
 * The product-quality notices (spec 02 §2 document pages): the test result notice (消防产品质量检验
 * 结果通知书, xfcpzljyjgtzs) after a first test, the re-test result notice (消防产品质量复检结果
 * 通知书, xfcczlfjjgtzs) after a re-test. The spec gives no rwwsszid: 9011 and 9012 are the
 * reference server's local ids (as 9001-9008 are).
 */
export const RESULT_NOTICES = {
  first: { rwwsszid: '9011', form: 'xfcpzljyjgtzs' },
  retest: { rwwsszid: '9012', form: 'xfcczlfjjgtzs' },
} as const;

/** Inspection outcome of market access (SCZRJCQKDX) and quality (CPZLXCJCQKDX), spec 01 §4. */
export const OUTCOME = { none: '0', nonCompliant: '1', sampled: '2', notChecked: '3' } as const;
/** The quality check alone may send samples (2); market access knows 0, 1 and 3. */
export const MARKET_OUTCOMES: readonly string[] = ['0', '1', '3'];
export const QUALITY_OUTCOMES: readonly string[] = ['0', '1', '2', '3'];

/** JYJG, the test result (spec 02 §3): 0 qualified, 1 unqualified. */
export const TEST_RESULT = { qualified: '0', unqualified: '1' } as const;

/** LYLX of a dispatch: the first test of the sample taken on site, or the re-test applied for. */
export const DISPATCH_KIND = { first: '1', retest: '2' } as const;

/** JYRWZT, the state of a test: 1 sent to the agency (awaiting its report), 2 result recorded. */
export const TEST_STATE = { sent: '1', done: '2' } as const;

/** SQFS, the re-test fee (spec 02 §4): 2 not collected, 3 normally collected. */
export const FEE_STATE = { notCollected: '2', collected: '3' } as const;

/** The testing agencies the dispatch picker looks up (XFCP_JYJG: ID, DWMC, ZZBH, LXDH, DWDZ). */
export const AGENCY_TABLE = 'XFCP_JYJG';

/**
 * The fire-product picker's lookup (generic lookup, queryType 1): the products of a task that a
 * purpose may choose. Each purpose is a key column holding the task's RWID while the product may be
 * chosen for it (the server keeps them by the shared rule, shared/products/rules.ts), so the
 * picker asks `keyField = RWID`. CPMC is the name shown (name and model).
 */
export const PRODUCT_TABLE = 'XFCP_JCCP';
export const PICK_PURPOSES = ['232', '411', '412', '726', 'dispatch', 'result', 'fee'] as const;
export type PickPurpose = (typeof PICK_PURPOSES)[number];
export const PICK_KEY: Readonly<Record<PickPurpose, string>> = {
  '232': 'KX232',
  '411': 'KX411',
  '412': 'KX412',
  '726': 'KX726',
  dispatch: 'KXSJ',
  result: 'KXJG',
  fee: 'KXFY',
};

/** Lengths the calls accept (the server's columns). */
export const PRODUCT_LIMITS = { name: 100, note: 500, amount: 1_000_000 } as const;
