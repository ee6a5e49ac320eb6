export const ARCHIVE_API = {
  archive: '/api/blade-xfjd/api/base/xmrwgd',
  socialUnitOptimization: '/api/blade-xfjd/api/base/socialUnitOptimization',
  nrssj: '/api/blade-xfjd/api/base/nrssj',
} as const;

/** Tree table of case (archive) categories. */
export const CASE_CATEGORY_TABLE = 'DM_XFJD_AJLB';

/** Task types whose archiving is followed by socialUnitOptimization and nrssj (spec 02 §7). */
export const ARCHIVE_FOLLOW_UP_TYPES: readonly number[] = [31, 32, 33, 74];

/**
 * Task types that are penalty cases (立案, 决定, 处罚结案), not coercive measures: 61 general, 62
 * simple, 63 quick, 64 hearing, 75 individual. An open one is closed by 处罚结案 before archiving.
 * The reference server's server/penalty/state.ts CASE_TYPES names the same types.
 */
export const PENALTY_CASE_TASK_TYPES: readonly number[] = [61, 62, 63, 64, 75];
