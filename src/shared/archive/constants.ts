export const ARCHIVE_API = {
  archive: '/api/blade-xfjd/api/base/xmrwgd',
  socialUnitOptimization: '/api/blade-xfjd/api/base/socialUnitOptimization',
  nrssj: '/api/blade-xfjd/api/base/nrssj',
} as const;

/** Tree table of case (archive) categories. */
export const CASE_CATEGORY_TABLE = 'DM_XFJD_AJLB';

/**
 * Generic paged query 4680 (spec 02 §7: "case type by RWLX"): the case categories that apply to a
 * task type, obj { RWLX }, page 1 of 9999. The archive dialog offers these first.
 */
export const CASE_TYPES_DWID = 4680;

/** Task types whose archiving is followed by socialUnitOptimization and nrssj (spec 02 §7). */
export const ARCHIVE_FOLLOW_UP_TYPES: readonly number[] = [31, 32, 33, 74];
