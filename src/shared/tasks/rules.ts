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

/** 2 已完成: the officer finished the task. */
export const TASK_STATE_DONE = '2';

/**
 * A task that is finished (已完成, 已结案), voided (已作废) or deleted (RW_ISDELETED not 0): the
 * list offers 查看, not 办理, since there is nothing left to do on it. The same states in which the
 * statutory clock (./clock.ts) runs no clock.
 */
export const isTaskFinished = (t: {
  rwzt: string | null | undefined;
  RW_ISDELETED?: string | null;
}): boolean =>
  t.rwzt === TASK_STATE_DONE ||
  isTaskClosed(t.rwzt) ||
  (t.RW_ISDELETED !== null && t.RW_ISDELETED !== undefined && t.RW_ISDELETED !== '0');
