import type {
  AttachmentFile,
  AttachmentGroup,
  AttachmentRecord,
} from '../../../shared/attachments/schemas';
import { type ViewerTab, viewerTabOf } from '../../../shared/attachments/rules';
import { documentTakesAttachments } from '../../../shared/uploads/owner';

// Pure rules of the attachment manager and viewer (spec 01 §3, §4, §6).

export type ManagerMode = {
  /** Read-only mode hides add, edit and delete. */
  readOnly?: boolean;
  /** With a link type the list also holds other businesses' files; only SFHG 1 rows are ours. */
  linkType?: string;
  /** The special flag: delete shows on every row even with a link type. */
  allowDelete?: boolean;
};

export const canUpload = (mode: ManagerMode): boolean => !mode.readOnly;

/**
 * Spec 02 §6: a document's attachments are editable when its row offers the edit button
 * (XGCZ_BUTTONS), not by its status: the server leaves edit off a draft on an archived task. The
 * same rule decides which documents the task's upload offers under 所属文书 (shared/uploads/owner).
 */
export const canEditDocumentAttachments = documentTakesAttachments;

export const canEditRow = (row: Pick<AttachmentRecord, 'SFHG'>, mode: ManagerMode): boolean =>
  !mode.readOnly && (!mode.linkType || row.SFHG === '1');

export const canDeleteRow = (row: Pick<AttachmentRecord, 'SFHG'>, mode: ManagerMode): boolean =>
  !mode.readOnly && (!mode.linkType || row.SFHG === '1' || !!mode.allowDelete);

/** SHOW_NAME with its suffix (once: some servers keep the suffix in SHOW_NAME already). */
export function displayName(file: Pick<AttachmentRecord, 'SHOW_NAME' | 'SUFFIX'>): string {
  const name = file.SHOW_NAME ?? '';
  const suffix = (file.SUFFIX ?? '').replace(/^\./, '');
  if (!suffix || name.toLowerCase().endsWith(`.${suffix.toLowerCase()}`)) return name;
  return `${name}.${suffix}`;
}

/** Groups with the same wsmc become one, in the order each name first appears. */
export function mergeGroups(groups: readonly AttachmentGroup[]): AttachmentGroup[] {
  const byName = new Map<string, AttachmentFile[]>();
  for (const g of groups) {
    const list = byName.get(g.wsmc) ?? [];
    list.push(...g.fjlist);
    byName.set(g.wsmc, list);
  }
  return [...byName].map(([wsmc, fjlist]) => ({ wsmc, fjlist }));
}

export const VIEWER_TABS: readonly ViewerTab[] = ['images', 'files', 'videos', 'audio', 'other'];

export type TabGroups = Record<ViewerTab, AttachmentGroup[]>;

/** Each merged group split by tab (FILE_TYPE); a group appears in a tab only with files of it. */
export function groupsByTab(groups: readonly AttachmentGroup[]): TabGroups {
  const out: TabGroups = { images: [], files: [], videos: [], audio: [], other: [] };
  for (const g of mergeGroups(groups)) {
    for (const tab of VIEWER_TABS) {
      const fjlist = g.fjlist.filter((f) => viewerTabOf(f.FILE_TYPE) === tab);
      if (fjlist.length > 0) out[tab].push({ wsmc: g.wsmc, fjlist });
    }
  }
  return out;
}

export const countOf = (groups: readonly AttachmentGroup[]): number =>
  groups.reduce((n, g) => n + g.fjlist.length, 0);
