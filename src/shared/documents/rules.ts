import { type TreeRow, type WsType } from '../detail/schemas';
import { M } from '../messages';
import type { SendType } from './send-prerequisites';

/** Registration forms are filled in elsewhere and cannot be added from the tree (tjfs 2). */
export const TJFS_REGISTRATION = '2';

const EDITABLE = new Set(['1', '5', '9']);

/** The first reason a document type cannot be added, in the spec's order; null when it can. */
export function checkAddDocument(
  ws: Pick<WsType, 'tjfs' | 'xzurl' | 'wsdyid'> | undefined | null,
): string | null {
  if (!ws) return M.docAddNoneChosen;
  if (ws.tjfs === TJFS_REGISTRATION) return M.docAddRegistrationForm;
  if (!ws.xzurl) return M.docAddNoPage;
  if (!ws.wsdyid) return M.docAddNoDefinition;
  return null;
}

/** Approval information exists once a document went to approval: STATUS above 1 and not 10 (no approval). */
export const canShowApprovalInfo = (status: string | null): boolean => {
  const n = Number(status);
  return Number.isFinite(n) && n > 1 && n !== 10;
};

/** Draft (1), returned (5) and recalled (9) documents may be edited, have attachments changed, or be deleted. */
export const isEditableStatus = (status: string | null): boolean =>
  status !== null && EDITABLE.has(status);

/** The form name of a document page URL such as '/ws/xfjdjcjl'. */
export const formOfUrl = (url: string | null): string | null => {
  const m = url ? /\/ws\/([a-z0-9]+)/i.exec(url) : null;
  return m ? m[1] : null;
};

const ROW_FORM = /^[a-z0-9]{2,40}$/i;

/** The form of a document page: the /ws/{form} of its URL, else the URL's last path segment. */
export function formOfRow(row: Pick<TreeRow, 'XGURL' | 'XZURL'>): string | null {
  for (const url of [row.XGURL, row.XZURL]) {
    if (!url) continue;
    const form = formOfUrl(url) ?? url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? null;
    if (form && ROW_FORM.test(form)) return form;
  }
  return null;
}

/** The document type of a document (its RWWSSZID) in the task's wssList: by rwwsszid, else by id. */
export const docTypeOf = (
  types: readonly WsType[],
  rwwsszid: string | null | undefined,
): WsType | undefined =>
  rwwsszid ? types.find((t) => (t.rwwsszid ?? t.id) === rwwsszid) : undefined;

/**
 * What sending a document of this type does, as the type's approval setting says (wssList sfsp,
 * the server's SFSP): '1' it goes to approval (提交审批), '2' it is issued directly and ends 无需审批
 * (直接下达); null when the server does not say. The send page offers exactly this; the reference
 * server's sendFlws decides by the same rule.
 */
export function sendModeOf(sfsp: string | number | null | undefined): SendType | null {
  const v = sfsp === null || sfsp === undefined ? '' : String(sfsp).trim();
  if (v === '1') return '1';
  if (v === '0') return '2';
  return null;
}
