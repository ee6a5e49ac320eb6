// Product supervision (消防产品监督, calls under /api/blade-xfjd/api/xfcp): the rectification-notice
// link (挂接整改通知书) of spec 02 §2, §5, §7, §9. Issue 17 grows this area.

const XFCP = '/api/blade-xfjd/api/xfcp';

export const PRODUCTS_API = {
  /** The task's rectification notices that can be linked, and the one linked (rwid, runId). */
  noticeDetail: `${XFCP}/zlxqDetail`,
  /** Links a notice to the task (rwid, runId, id). */
  noticeHook: `${XFCP}/zlxqHook`,
  /** Undoes the link (rwid, runId, id). */
  noticeUnhook: `${XFCP}/cancelHook`,
} as const;

/** Product-supervision task types (抽查, 抽样检验, 市场准入抽查, 质量问题核查) of the seed. */
export const PRODUCT_TASK_TYPES: readonly number[] = [2, 6, 7, 19];

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
