import { rowButtonType } from '../buttons';
import { ROW_DELETED, ROW_VOIDED, TREE_LEVEL } from '../detail/constants';
import { BUSINESS_TYPE } from './constants';
import type { UploadTarget } from './contract';
import type { TreeRow } from '../detail/schemas';

// 所属文书 of the task's attachment upload (issue 14). An attachment belongs to one business
// (docs/api.md "Attachments"): the task (businessType xmrw, businessId = RWID; the viewer's
// 任务附件 group) or one of its documents (flws, businessId = FLWSID). That pair is all the upload
// carries, on the reference server and on BladeX's attach calls alike (`params` = {businessId,
// businessType}): a document's rwwsszid or wsid is never sent, the server knows them by FLWSID.

/** A document an attachment may belong to. */
export type DocumentOwner = { FLWSID: string; label: string };

/**
 * Spec 02 §6: a document's attachments are editable where its row offers the edit button
 * (XGCZ_BUTTONS); elsewhere they are read-only, so the task's upload may not add to them either.
 */
export const documentTakesAttachments = (row: Pick<TreeRow, 'XGCZ_BUTTONS'>): boolean =>
  row.XGCZ_BUTTONS.some((b) => rowButtonType(b) === 'edit');

const isRemoved = (row: Pick<TreeRow, 'RW_ISDELETED'>): boolean =>
  row.RW_ISDELETED === String(ROW_DELETED) || row.RW_ISDELETED === String(ROW_VOIDED);

/** The document's name as the tree shows it, with its 文号 when it has one. */
export const ownerLabel = (row: Pick<TreeRow, 'TITLE' | 'WH'>): string =>
  row.WH ? `${row.TITLE}（${row.WH}）` : row.TITLE;

/**
 * The documents of task `RWID` an attachment may be added to, in tree order: document rows
 * (level 3) with an FLWSID, not deleted or voided, whose attachments are editable. A row without
 * its own RWID belongs to the task row above it.
 */
export function documentOwners(tree: readonly TreeRow[], RWID: string): DocumentOwner[] {
  const out: DocumentOwner[] = [];
  const seen = new Set<string>();
  const walk = (rows: readonly TreeRow[], taskId: string | null): void => {
    for (const row of rows) {
      const rowTask = row.RWID ?? taskId;
      if (
        row.TREE_LEVEL === TREE_LEVEL.document &&
        row.FLWSID &&
        rowTask === RWID &&
        !isRemoved(row) &&
        documentTakesAttachments(row) &&
        !seen.has(row.FLWSID)
      ) {
        seen.add(row.FLWSID);
        out.push({ FLWSID: row.FLWSID, label: ownerLabel(row) });
      }
      walk(row.children, rowTask);
    }
  };
  walk(tree, null);
  return out;
}

/** The upload's target for the chosen owner: the task itself (null), or one of its documents. */
export function ownerTarget(task: UploadTarget, owner: DocumentOwner | null): UploadTarget {
  if (!owner) return task;
  return {
    ...task,
    businessId: owner.FLWSID,
    businessType: BUSINESS_TYPE.document,
    label: owner.label,
  };
}

/** The target is one document's (its attachment manager opened the upload). */
export const isDocumentTarget = (target: Pick<UploadTarget, 'businessType'>): boolean =>
  target.businessType === BUSINESS_TYPE.document;
