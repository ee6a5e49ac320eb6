import { DELIVERED, SERVICE_METHOD, isManner, MANNER } from './constants';
import { missingPhrase, missingProof, type ProofFacts } from './proof';
import type { ServiceRecord } from './schemas';
import { serviceMessages as T } from './messages';

// Reading proof from a service record's row (generic query 3934), the same on every side: the
// reference server builds the row and then asks these rules of it, the client asks them of what it
// received.

/** The record's manner: its SDXS, else an electronic record's 电子送达. */
export function mannerOf(r: Pick<ServiceRecord, 'SDXS' | 'SDFS'>): ProofFacts['manner'] {
  if (isManner(r.SDXS)) return r.SDXS;
  return r.SDFS === SERVICE_METHOD.electronic ? MANNER.electronic : null;
}

export function factsOf(r: ServiceRecord): ProofFacts {
  return {
    manner: mannerOf(r),
    receipt: r.HZFJ > 0,
    photo: r.ZPFJ > 0,
    video: r.SPID !== null,
    consent: r.DZSDQRS === '1',
    arrivedAt: r.XZTIME,
    notice: r.GGFJ > 0,
    noticeStart: r.GGKSRQ,
    expressNo: r.KDDH,
    returnReceipt: r.YJHZFJ > 0,
    commission: r.WTSDHFJ > 0,
  };
}

/** What the record still lacks (empty: its proof is complete). */
export const missingOf = (r: ServiceRecord): string[] => missingProof(factsOf(r));

/** The document a record serves, by FLWSID or index id. */
const serves = (r: ServiceRecord, doc: { FLWSID: string | null; ID?: string | null }): boolean =>
  (doc.FLWSID !== null && r.flwsid === doc.FLWSID) ||
  (doc.ID !== undefined && doc.ID !== null && r.flwssyid === doc.ID);

/** When a record was made: served, else created (a pending electronic one has no service time). */
const whenOf = (r: ServiceRecord): string => r.SDDATE ?? r.CRT_TIME ?? '';

/**
 * The tree's delivery tag of a document not delivered (SFSD 1): '未送达：缺送达回证' from the latest
 * service record of the document, null when no record serves it (the plain 未送达 stays) or the
 * latest is complete (the officer still has to record the delivery: '未送达：待确认送达').
 */
export function undeliveredTag(
  records: readonly ServiceRecord[],
  doc: { FLWSID: string | null; ID?: string | null },
): string | null {
  const latest = records
    .filter((r) => serves(r, doc) && r.SFSD !== DELIVERED)
    .sort((a, b) => whenOf(b).localeCompare(whenOf(a)) || b.ID.localeCompare(a.ID))[0];
  if (!latest) return null;
  const missing = missingOf(latest);
  return T.serviceUndeliveredTag(missing.length ? missingPhrase(missing) : T.serviceToConfirm);
}
