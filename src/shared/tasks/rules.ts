// Rules of the law-enforcement video dialogs (spec 01 §2, §4, §5, §9).

/**
 * XFJD_XMRW_ZRWZT codes of a closed task (seed dictionary): 3 已结案 (archived on 归档结案) and
 * 5 已作废 (voided). The server refuses binding, unbinding and uploads on them.
 */
export const TASK_STATE_ARCHIVED = '3';

export const TASK_STATE_VOIDED = '5';

/** A task archived or voided: its videos are view-only (the server's canUploadTo, state part). */
export const isTaskClosed = (rwzt: string | null | undefined): boolean =>
  rwzt === TASK_STATE_ARCHIVED || rwzt === TASK_STATE_VOIDED;
