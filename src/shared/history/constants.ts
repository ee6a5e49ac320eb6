import type { QuickRangeKey } from '../common/dates';

// 历史归档文件 (/xfjd/lsgdwj) and the detail screen's history view (pagetype 2, SFCXLSSJ 1).

/**
 * The officer's archived tasks, paged (BladeX Query: current, size) with the filters RWMC (task or
 * unit name), RWLX, GDKSRQ and GDJSRQ (archive dates, 'YYYY-MM-DD', both ends included). The web
 * system's call is not shown in the spec: this path is ours, in the blade-xfjd style.
 */
export const HISTORY_API = { page: '/api/blade-xfjd/api/lsgd/page' } as const;

/** The detail screen's pagetype: 2 is the read-only history view (spec 01 §3, spec 02 §2). */
export const PAGETYPE = { normal: '1', history: '2' } as const;

/** SFCXLSSJ (是否查询历史数据): '1' includes the historical data. */
export const WITH_HISTORY_DATA = '1';

/** rwzt of an archived task (归档结案 sets it, server/archive). */
export const ARCHIVED_STATE = '3';

/**
 * MODULE_ID of the 历史归档文件 menu module: the detail screen opened from it names it as the
 * breadcrumb's root and goes back to it, and the server notes it in the operation log.
 */
export const HISTORY_MODULE_ID = 'xfjd_lsgdwj';

export const HISTORY_PAGE_SIZES = [10, 20, 50] as const;

/** Longest task-or-unit search text. */
export const HISTORY_NAME_MAX = 100;

/** Quick ranges beside the archive-date filter. */
export const HISTORY_RANGE_SHORTCUTS: readonly QuickRangeKey[] = [
  'month',
  'threeMonths',
  'year',
  'twoYears',
];
