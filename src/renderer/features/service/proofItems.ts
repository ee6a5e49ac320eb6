import { M } from '../../../shared/messages';
import { MANNER, PROOF_USAGE, type ProofUsage } from '../../../shared/service/constants';
import { factsOf } from '../../../shared/service/records';
import type { ServiceRecord } from '../../../shared/service/schemas';

// The proof items the service dialog lists for a record: the same items, in the same order, as the
// shared rule (src/shared/service/proof.ts) names when they are missing, each with what the officer
// does to add it.

export type ProofItem = {
  name: string;
  ok: boolean;
  /** How it is added: a file of a usage, the photo-or-video choice, a field, or nothing (status). */
  add:
    | { kind: 'upload'; usage: ProofUsage }
    | { kind: 'photoOrVideo' }
    | { kind: 'expressNo' }
    | { kind: 'noticeStart' }
    | { kind: 'status'; text: string };
};

export function proofItems(r: ServiceRecord): ProofItem[] {
  const f = factsOf(r);
  const upload = (name: string, ok: boolean, usage: ProofUsage): ProofItem => ({
    name,
    ok,
    add: { kind: 'upload', usage },
  });
  switch (f.manner) {
    case MANNER.direct:
      return [upload(M.proofReceipt, f.receipt, PROOF_USAGE.receipt)];
    case MANNER.leftAtPremises:
      return [{ name: M.proofPhotoOrVideo, ok: f.photo || f.video, add: { kind: 'photoOrVideo' } }];
    case MANNER.post:
      return [
        {
          name: M.proofExpressNo,
          ok: (f.expressNo ?? '').trim() !== '',
          add: { kind: 'expressNo' },
        },
        upload(M.proofReturnReceipt, f.returnReceipt, PROOF_USAGE.returnReceipt),
      ];
    case MANNER.entrusted:
      return [
        upload(M.proofReceipt, f.receipt, PROOF_USAGE.receipt),
        upload(M.proofCommission, f.commission, PROOF_USAGE.commission),
      ];
    case MANNER.electronic:
      return [
        {
          name: M.proofConsent,
          ok: f.consent,
          add: { kind: 'status', text: M.serviceProofConsentHint },
        },
        {
          name: M.proofArrival,
          ok: (f.arrivedAt ?? '') !== '',
          add: { kind: 'status', text: f.arrivedAt ?? M.servicePreviewNotArrived },
        },
      ];
    case MANNER.publicNotice:
      return [
        upload(M.proofNotice, f.notice, PROOF_USAGE.notice),
        {
          name: M.proofNoticeStart,
          ok: (f.noticeStart ?? '') !== '',
          add: { kind: 'noticeStart' },
        },
      ];
    default:
      return [{ name: M.proofManner, ok: false, add: { kind: 'status', text: M.serviceNoManner } }];
  }
}
