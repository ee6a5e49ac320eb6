export const ARCHIVE_API = {
  archive: '/api/blade-xfjd/api/base/xmrwgd',
  socialUnitOptimization: '/api/blade-xfjd/api/base/socialUnitOptimization',
  nrssj: '/api/blade-xfjd/api/base/nrssj',
} as const;

/** Tree table of case (archive) categories. */
export const CASE_CATEGORY_TABLE = 'DM_XFJD_AJLB';

/** Task types whose archiving is followed by socialUnitOptimization and nrssj (spec 02 §7). */
export const ARCHIVE_FOLLOW_UP_TYPES: readonly number[] = [31, 32, 33, 74];
