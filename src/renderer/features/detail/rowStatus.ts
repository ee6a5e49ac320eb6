import { M } from '../../../shared/messages';
import { DICT, type DictCode } from '../../../shared/dict/constants';
import { ROW_DELETED, ROW_VOIDED, TREE_LEVEL } from '../../../shared/detail/constants';
import { isServedDocument } from '../../../shared/documents/served';
import type { TreeRow } from '../../../shared/detail/schemas';

export type StatusDim = { code: DictCode; value: string; title: string };

/** What the status column shows: tags, then the other statuses as short text (no hover needed). */
export type RowStatuses = { badges: StatusDim[]; notes: StatusDim[] };

// Values of the status dictionaries (spec 02 §4, the reference server's XFJD_FLWS_* entries).
const DOC_APPROVED = '3';
const DOC_NO_APPROVAL = '10';
const DOC_RECALLED = '9';
const DELIVERED = '2';
/** STATUS1 (发送): 1 not sent, 2 sent, 3 recalled. */
const SEND_NOT_SENT = '1';
const SEND_SENT = '2';
const SEND_RECALLED = '3';
/** STATUS2 (盖章) and STATUS3 (归档): 1 is the "not yet" every new document starts with. */
const NOT_YET = '1';

const has = (v: string | null): v is string => v !== null && v !== '';

/** Approved or needing no approval: the document may now be sealed and served. */
const isReadyToServe = (row: TreeRow): boolean =>
  row.STATUS === DOC_APPROVED || row.STATUS === DOC_NO_APPROVAL;

/**
 * 送达 means something only for a document served on a party (shared/documents/served.ts) once it
 * can be served (approved or needing no approval): 未送达 on a draft or on a record says nothing.
 * A row the server marks delivered always says so.
 */
export function showsDelivery(row: TreeRow): boolean {
  if (row.SFSD === DELIVERED) return true;
  return has(row.SFSD) && isServedDocument(row.TITLE) && isReadyToServe(row);
}

/** 发送 repeats the document status (草稿 is not sent, 审批中… was sent) except for a recall it does not show. */
const showsSend = (row: TreeRow, v: string): boolean =>
  v === SEND_RECALLED ? row.STATUS !== DOC_RECALLED : v !== SEND_NOT_SENT && v !== SEND_SENT;

/** 未盖章 matters on a served document that is ready to serve (sealing comes before delivery). */
const showsSeal = (row: TreeRow, v: string): boolean =>
  v !== NOT_YET || (isServedDocument(row.TITLE) && isReadyToServe(row));

/**
 * The statuses a tree row shows, most important first (docs/decisions.md "Issue 14: the tree at a
 * glance"): a task its state; a document its status, delivery where it means something and its
 * execution; then, as text, 发送/盖章/归档 only where they say something the tags do not.
 */
export function rowStatuses(row: TreeRow): RowStatuses {
  const dim = (code: DictCode, value: string, title: string): StatusDim => ({ code, value, title });
  if (row.TREE_LEVEL === TREE_LEVEL.task)
    return {
      badges: has(row.RWSTATUS) ? [dim(DICT.subTaskState, row.RWSTATUS, M.dimTaskState)] : [],
      notes: [],
    };
  if (row.TREE_LEVEL !== TREE_LEVEL.document) return { badges: [], notes: [] };

  const badges: StatusDim[] = [];
  if (has(row.STATUS)) badges.push(dim(DICT.docStatus, row.STATUS, M.dimDocStatus));
  if (has(row.SFSD) && showsDelivery(row)) badges.push(dim(DICT.delivery, row.SFSD, M.dimDelivery));
  if (has(row.ZXQK)) badges.push(dim(DICT.execution, row.ZXQK, M.dimExecution));

  const notes: StatusDim[] = [];
  if (has(row.STATUS1) && showsSend(row, row.STATUS1))
    notes.push(dim(DICT.status1, row.STATUS1, M.dimStatus1));
  if (has(row.STATUS2) && showsSeal(row, row.STATUS2))
    notes.push(dim(DICT.status2, row.STATUS2, M.dimStatus2));
  if (has(row.STATUS3) && row.STATUS3 !== NOT_YET)
    notes.push(dim(DICT.status3, row.STATUS3, M.dimStatus3));
  return { badges, notes };
}

export const isDeletedRow = (row: TreeRow): boolean => row.RW_ISDELETED === String(ROW_DELETED);
export const isVoidedRow = (row: TreeRow): boolean => row.RW_ISDELETED === String(ROW_VOIDED);
