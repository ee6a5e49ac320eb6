import type { QuickRangeKey } from '../common/dates';

/** Regional unit code that always shows the execution-video button (spec 02 §2). */
export const REGION_CODE_VIDEO = '13';

export const VIDEOS_API = {
  bound: '/api/blade-xfjd/api/xinjiang/getZfjlyBdJbxx',
  list: '/api/blade-xfjd/api/xinjiang/getZfjlyJbxx',
  bind: '/api/blade-xfjd/api/xinjiang/binding',
  unbind: '/api/blade-xfjd/api/xinjiang/Unbind',
  remark: '/api/blade-xfjd/api/xinjiang/updateRemark',
  missing: '/xjscjgapi/blade-business/pullZfjdyJbxxV2',
  syncMissing: '/xjscjgapi/blade-business/saveZfjly',
  enforcement: '/api/blade-xfjd/out/common/getOutDataByQuery',
  evidenceTree: '/xfjdeqapi/henan/zfzjxt/v1_0/getFlwsInfoListByRwid',
  evidenceSync: '/xfjdeqapi/henan/zfzjxt/v1_0/sycnZfzjxtData',
} as const;

/** Video list page sizes, default 20; the enforcement-video list 5/10/20, default 5 (spec 01 §9). */
export const VIDEO_PAGE_SIZES = [20, 50, 100, 150, 200] as const;

export const ENFORCEMENT_VIDEO_PAGE_SIZES = [5, 10, 20] as const;

/**
 * Date-range shortcuts of the video list (spec 01 §2, §9: a week, a month, three months, a year,
 * two years), after 今天 (issue 14).
 */
export const VIDEO_RANGE_SHORTCUTS: readonly QuickRangeKey[] = [
  'today',
  'week',
  'month',
  'threeMonths',
  'year',
  'twoYears',
];

/** Default ranges: the video list from 90 days ago, the missing-video query from 30 days ago. */
export const VIDEO_LIST_DEFAULT_DAYS = 90;

export const MISSING_VIDEO_DEFAULT_DAYS = 30;

/** Bind status filter values (spec 01 §2). */
export const BIND_STATUS = { bound: '1', unbound: '0' } as const;

/** TYGXJGFW: 0 own level, 1 own level and below (spec 01 §3). */
export const UNIT_SCOPE = { own: '0', ownAndBelow: '1' } as const;

/** Tree table of fire-rescue units for the video list's unit picker (generic tree query; our choice). */
export const UNIT_TREE_TABLE = 'XFJD_ZZJG';

/**
 * getOutDataByQuery's source, table and type (spec 02 §7; values not given by the spec, our
 * choice): the enforcement-video platform's records ('zfsp') of a task (XFJD_XMRW, businessId =
 * RWID), business type 'xmrw'. A caller may give others; these are sent when it does not.
 */
export const ENFORCEMENT_QUERY = {
  outDataSource: 'zfsp',
  businessTable: 'XFJD_XMRW',
  businessType: 'xmrw',
} as const;

// Suggested binding (issue 18, shared/videos/suggest.ts).

/**
 * Minutes a video may lie before or after a time window of the task and still be suggested (our
 * choice): officers switch the recorder on while arriving and off after leaving, and a recorder's
 * clock drifts a few minutes from the server's.
 */
export const SUGGEST_TOLERANCE_MINUTES = 15;

/** An on-site record with a start and no end counts as this long (our choice: a typical inspection). */
export const SCENE_ASSUMED_MINUTES = 120;

/** Imported videos unbound for more than this many working days are listed in the import centre. */
export const STALE_AFTER_WORKING_DAYS = 3;

/** How far back (by CREATETIME) the import centre looks for unbound videos: the video list's default. */
export const STALE_LOOKBACK_DAYS = 90;

/** The videos compared per read: pages of the video list (size 200) read at most. */
export const SUGGEST_VIDEO_PAGES = 3;

/** The officer's tasks the import centre gathers times of (the newest not closed), at most. */
export const STALE_TASKS_MAX = 60;

/** Likely tasks shown per stale video. */
export const STALE_TASKS_PER_VIDEO = 3;
