import { toDate } from '../common/dates';
import { rowButtonType, taskButtonType, type RowButtonType, type TaskButtonType } from '../buttons';
import { historyMessages as M } from './messages';
import { HISTORY_MODULE_ID, PAGETYPE, WITH_HISTORY_DATA } from './constants';

// One set of rules for the renderer, main and the reference server: the read-only history view
// (pagetype 2) and the archive-date filter of 历史归档文件.

/** pagetype 2: the task is only looked at (from 历史归档文件, or an earlier inspection's danger). */
export const isHistoryView = (pagetype: string | null | undefined): boolean =>
  pagetype === PAGETYPE.history;

/** SFCXLSSJ 1: the answer includes the historical data. */
export const withHistoryData = (SFCXLSSJ: string | null | undefined): boolean =>
  SFCXLSSJ === WITH_HISTORY_DATA;

/**
 * The header and toolbar buttons the history view keeps: those that only read and open nothing
 * that writes. 执法视频 binds videos, 附件上传, 文书盖章, 证据同步 and the task actions write, and
 * 检查产品 opens sampling records for editing: they all go.
 */
export const HISTORY_TASK_BUTTONS: readonly TaskButtonType[] = [
  'opLog',
  'help',
  'packDownload',
  'viewAttachments',
  'penaltyReduction',
  'unitHazards',
];

/**
 * A document row's buttons the history view keeps: reading, printing and downloading it, its
 * approval history, and its attachments (the manager opens read-only on a row without 编辑).
 */
export const HISTORY_ROW_BUTTONS: readonly RowButtonType[] = [
  'view',
  'preview',
  'download',
  'print',
  'approvalInfo',
  'attachments',
];

/** The task buttons of a list that the history view keeps (a type no area handles goes too). */
export function readingTaskButtons<B extends { btnType: string; btnName: string }>(
  list: readonly B[],
): B[] {
  return list.filter((b) => {
    const type = taskButtonType(b);
    return type !== null && HISTORY_TASK_BUTTONS.includes(type);
  });
}

/** The row buttons of a list that the history view keeps. */
export function readingRowButtons<B extends { BUTTON_TYPE: string; BUTTON_NAME: string }>(
  list: readonly B[],
): B[] {
  return list.filter((b) => {
    const type = rowButtonType(b);
    return type !== null && HISTORY_ROW_BUTTONS.includes(type);
  });
}

type Buttoned<R> = {
  XGCZ_BUTTONS: ReadonlyArray<{ BUTTON_TYPE: string; BUTTON_NAME: string }>;
  JBCZ_BUTTONS: ReadonlyArray<{ BUTTON_TYPE: string; BUTTON_NAME: string }>;
  children: readonly R[];
};

/** The document tree with only the reading buttons on every row. */
export function readOnlyTree<R extends Buttoned<R>>(rows: readonly R[]): R[] {
  return rows.map((r) => ({
    ...r,
    XGCZ_BUTTONS: readingRowButtons(r.XGCZ_BUTTONS),
    JBCZ_BUTTONS: readingRowButtons(r.JBCZ_BUTTONS),
    children: readOnlyTree(r.children),
  }));
}

/** The archive-date filter: GDKSRQ and GDJSRQ ('YYYY-MM-DD', both included). */
export type ArchiveRange = { GDKSRQ?: string; GDJSRQ?: string };

/** Why an archive-date range cannot be searched, or null. */
export function archiveRangeIssue(range: ArchiveRange): string | null {
  for (const date of [range.GDKSRQ, range.GDJSRQ])
    if (date !== undefined && date !== '' && toDate(date) !== date) return M.historyDateInvalid;
  if (range.GDKSRQ && range.GDJSRQ && range.GDKSRQ > range.GDJSRQ) return M.historyRangeReversed;
  return null;
}

/** The menu modules a task's detail is opened from with a MODULE_ID, by id: their names. */
const MODULE_NAMES: Readonly<Record<string, string>> = { [HISTORY_MODULE_ID]: M.historyTitle };

/** The name of the menu module a MODULE_ID stands for, or null when this system has none by it. */
export const moduleName = (MODULE_ID: string | null | undefined): string | null =>
  MODULE_ID && Object.hasOwn(MODULE_NAMES, MODULE_ID) ? MODULE_NAMES[MODULE_ID] : null;
