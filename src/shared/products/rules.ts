import { productsMessages as M } from './messages';
import {
  DISPATCH_KIND,
  FEE_STATE,
  OUTCOME,
  PICK_PURPOSES,
  REPORT_DOC_TYPES,
  TEST_RESULT,
  TEST_STATE,
  type PickPurpose,
} from './constants';

// The products area's rules, one for renderer, main and the reference server (spec 01 §3, §4;
// spec 02 §3-§5, §9): how an outcome reads, where a product stands in sampling and testing, which
// products a document type or a dialog may choose, and the test report's attachment.

/** What the rules read of a product (a 3662 row, or the server's record of one). */
export type ProductFacts = {
  SCZRJCQKDX: string | null;
  CPZLXCJCQKDX: string | null;
  SFCY: string | null;
  SFJY?: string | null;
  SFFJ: string | null;
  SFFJSQ: string | null;
  /** The latest test: its kind, state and result. */
  LYLX: string | null;
  JYRWZT: string | null;
  JYJG: string | null;
};

const OUTCOME_LABELS: Readonly<Record<string, string>> = {
  [OUTCOME.none]: M.productOutcomeNone,
  [OUTCOME.nonCompliant]: M.productOutcomeNonCompliant,
  [OUTCOME.sampled]: M.productOutcomeSampled,
  [OUTCOME.notChecked]: M.productOutcomeNotChecked,
};

/** An inspection outcome in Chinese (spec 01 §4): 未发现问题, 不合格, 送检, 未检查; '' when none. */
export const outcomeLabel = (code: string | null | undefined): string =>
  code === null || code === undefined ? '' : (OUTCOME_LABELS[code] ?? code);

/** Where a product stands in sampling and testing; null when its quality check sent no sample. */
export type ProductStage =
  | 'awaitDispatch'
  | 'testing'
  | 'qualified'
  | 'unqualified'
  | 'retestApplied'
  | 'retesting'
  | 'retestQualified'
  | 'retestUnqualified';

export function productStage(p: ProductFacts): ProductStage | null {
  if (p.CPZLXCJCQKDX !== OUTCOME.sampled) return null;
  if (p.SFCY !== '1' || p.JYRWZT === null) return 'awaitDispatch';
  const retest = p.LYLX === DISPATCH_KIND.retest;
  if (p.JYRWZT === TEST_STATE.sent) return retest ? 'retesting' : 'testing';
  const qualified = p.JYJG === TEST_RESULT.qualified;
  if (retest) return qualified ? 'retestQualified' : 'retestUnqualified';
  if (qualified) return 'qualified';
  return p.SFFJSQ === '1' && p.SFFJ !== '1' ? 'retestApplied' : 'unqualified';
}

export const STAGE_LABELS: Readonly<Record<ProductStage, string>> = {
  awaitDispatch: M.productStageAwaitDispatch,
  testing: M.productStageTesting,
  qualified: M.productStageQualified,
  unqualified: M.productStageUnqualified,
  retestApplied: M.productStageRetestApplied,
  retesting: M.productStageRetesting,
  retestQualified: M.productStageRetestQualified,
  retestUnqualified: M.productStageRetestUnqualified,
};

/** Whether a test found the product unqualified and no re-test cleared it. */
const testedUnqualified = (p: ProductFacts): boolean => {
  const s = productStage(p);
  return s === 'unqualified' || s === 'retestApplied' || s === 'retestUnqualified';
};

/** Whether the on-site check found the product non-compliant (market access or quality). */
const nonCompliantOnSite = (p: ProductFacts): boolean =>
  p.SCZRJCQKDX === OUTCOME.nonCompliant || p.CPZLXCJCQKDX === OUTCOME.nonCompliant;

/**
 * The dispatch a product is due (LYLX): its first test once the on-site check sent a sample, a
 * re-test once the re-test was applied for (the fee recorded); null when none is due.
 */
export function dueDispatch(p: ProductFacts): string | null {
  const s = productStage(p);
  if (s === 'awaitDispatch') return DISPATCH_KIND.first;
  if (s === 'retestApplied') return DISPATCH_KIND.retest;
  return null;
}

/**
 * Which products each purpose may choose (spec 02 §9 product-filter rules by rwwsszid):
 * - 232 the sampling record: products whose quality check sent a sample (outcome 2);
 * - 411 the product re-inspection record: products non-compliant on site (market access or
 *   quality outcome 1);
 * - 412 the re-check after testing: products a test found unqualified;
 * - 726 the rectification follow-up: either of the two;
 * - 送检: a dispatch is due; 检验结果: a test awaits its result; 复检费用: the first test found the
 *   product unqualified and no re-test was sent yet (the fee may be corrected until then).
 */
export function mayPick(purpose: PickPurpose, p: ProductFacts): boolean {
  switch (purpose) {
    case '232':
      return p.CPZLXCJCQKDX === OUTCOME.sampled;
    case '411':
      return nonCompliantOnSite(p);
    case '412':
      return testedUnqualified(p);
    case '726':
      return nonCompliantOnSite(p) || testedUnqualified(p);
    case 'dispatch':
      return dueDispatch(p) !== null;
    case 'result':
      return p.JYRWZT === TEST_STATE.sent;
    case 'fee': {
      const s = productStage(p);
      return s === 'unqualified' || s === 'retestApplied';
    }
  }
}

/** The purposes a product may be chosen for now (the server keeps the picker's keys by them). */
export const pickPurposes = (p: ProductFacts): PickPurpose[] =>
  PICK_PURPOSES.filter((purpose) => mayPick(purpose, p));

/** The products a document of this type may pick; every product when the type picks none. */
export function productsForDocument<P extends ProductFacts>(
  rwwsszid: string,
  products: readonly P[],
): P[] {
  if (!isProductDocType(rwwsszid)) return [...products];
  return products.filter((p) => mayPick(rwwsszid, p));
}

export const isProductDocType = (rwwsszid: string): rwwsszid is '232' | '411' | '412' | '726' =>
  rwwsszid === '232' || rwwsszid === '411' || rwwsszid === '412' || rwwsszid === '726';

const NOT_FOR: Readonly<Record<'232' | '411' | '412' | '726', string>> = {
  '232': M.productNotFor232,
  '411': M.productNotFor411,
  '412': M.productNotFor412,
  '726': M.productNotFor726,
};

/**
 * Why this product cannot be chosen for a document of this type, or null (cpfcJudge): none chosen
 * is the spec's '请选择消防产品'.
 */
export function productDocRefusal(rwwsszid: string, p: ProductFacts | null): string | null {
  if (!isProductDocType(rwwsszid)) return M.productDocNoPick;
  if (p === null) return M.productRequired;
  return mayPick(rwwsszid, p) ? null : NOT_FOR[rwwsszid];
}

/** Whether a document type is a test report (cpjybg / cpjybgfj: 382, 392, 889). */
export const isReportDocType = (rwwsszid: string | null | undefined): boolean =>
  rwwsszid !== null && rwwsszid !== undefined && REPORT_DOC_TYPES.includes(rwwsszid);

/**
 * Why a document on the test-report path cannot stand for a test result, or null: it must have the
 * electronic report attached (SFFJ '1'), else the spec's '请在附件中，上传电子版检验报告'. Checked by
 * the test-result dialog before sending and by the server's reportFileJudge and surveyReport.
 */
export function reportFileRefusal(doc: {
  RWWSSZID: string | null;
  SFFJ: string | null;
}): string | null {
  if (!isReportDocType(doc.RWWSSZID)) return null;
  return doc.SFFJ === '1' ? null : M.testResultReportFiles;
}

/** SFHG of a test result: 1 qualified, 0 unqualified. */
export const qualifiedFlag = (JYJG: string): string => (JYJG === TEST_RESULT.qualified ? '1' : '0');

/** Whether a fee was normally collected (SQFS 3): its date and amount are then required. */
export const isCollected = (SQFS: string | null | undefined): boolean =>
  SQFS === FEE_STATE.collected;

/** An amount as the officer reads it: at most two decimals, no trailing zeros. */
export const amountText = (n: number): string =>
  Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, '');

/** A product as the picker names it: name and model (the server's CPMC). */
export const productName = (p: { DXCP: string | null; GGXH: string | null }): string =>
  p.GGXH ? `${p.DXCP ?? ''}（${p.GGXH}）` : (p.DXCP ?? '');

/** The tree's rows the rules read (a document of the tree: level 3). */
export type TreeDoc = {
  TREE_LEVEL: number;
  RWID: string | null;
  FLWSID: string | null;
  RWWSSZID: string | null;
  SFFJ: string | null;
  RW_ISDELETED: string | null;
  children: readonly TreeDoc[];
};

/** The task's test-report documents (382, 392, 889) in tree order, deleted ones left out. */
export function reportDocuments<R extends TreeDoc>(tree: readonly R[], RWID: string): R[] {
  const out: R[] = [];
  const walk = (rows: readonly TreeDoc[]): void => {
    for (const r of rows) {
      if (
        r.TREE_LEVEL === 3 &&
        r.RWID === RWID &&
        r.FLWSID &&
        (r.RW_ISDELETED ?? '0') === '0' &&
        isReportDocType(r.RWWSSZID)
      )
        out.push(r as R);
      walk(r.children);
    }
  };
  walk(tree);
  return out;
}
