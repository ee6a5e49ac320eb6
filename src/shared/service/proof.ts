import { MANNER, type Manner } from './constants';
import { serviceMessages as T } from './messages';

// Proof of delivery (issue 16 "Beyond the web system"; docs/decisions.md "Issue 16: legal-document
// service and proof of delivery"). The law asks each manner of delivery for its own proof; the web
// system records a delivery without any. Here a service record counts as delivered only with the
// proof its manner needs. One rule for the renderer (the tree's 未送达 tag, the service dialog),
// main and the reference server (which refuses to record a delivery while proof is missing).

/** What a service record has of each kind of proof (read from its row: factsOf in ./records.ts). */
export type ProofFacts = {
  /** The manner (SDXS), or null when the record names none. */
  manner: Manner | null;
  /** The signed 送达回证 attached (usage SDHZ). */
  receipt: boolean;
  /** A photo of the delivery attached (usage SDZP). */
  photo: boolean;
  /** A recorder video bound to the task and chosen as this delivery's (SPID). */
  video: boolean;
  /** The unit's signed 电子送达地址确认书 in the run (agreed, finished, its signed page attached). */
  consent: boolean;
  /** When the unit opened the service link (XZTIME), or for a registered one when it arrived. */
  arrivedAt: string | null;
  /** The public notice attached (usage SDGG). */
  notice: boolean;
  /** The day the notice period starts (GGKSRQ). */
  noticeStart: string | null;
  /** The post's tracking number (KDDH). */
  expressNo: string | null;
  /** The post's signed return receipt attached (usage YJHZ). */
  returnReceipt: boolean;
  /** The commissioning letter of an entrusted delivery attached (usage WTSDH). */
  commission: boolean;
};

const filled = (v: string | null): boolean => v !== null && v.trim() !== '';

/** Each manner's proof: the item's name when it is missing. */
const REQUIRED: Readonly<Record<Manner, ReadonlyArray<(f: ProofFacts) => string | null>>> = {
  // 直接送达: the receipt signed by the person served.
  [MANNER.direct]: [(f) => (f.receipt ? null : T.proofReceipt)],
  // 留置送达: the refusal recorded on the spot, by photo or by the recorder.
  [MANNER.leftAtPremises]: [(f) => (f.photo || f.video ? null : T.proofPhotoOrVideo)],
  // 邮寄送达: the tracking number and the return receipt the post brings back signed.
  [MANNER.post]: [
    (f) => (filled(f.expressNo) ? null : T.proofExpressNo),
    (f) => (f.returnReceipt ? null : T.proofReturnReceipt),
  ],
  // 委托送达: the receipt the person served signed for the entrusted body, and the letter asking it.
  [MANNER.entrusted]: [
    (f) => (f.receipt ? null : T.proofReceipt),
    (f) => (f.commission ? null : T.proofCommission),
  ],
  // 电子送达: the unit agreed in writing, and the document reached it (the link was opened).
  [MANNER.electronic]: [
    (f) => (f.consent ? null : T.proofConsent),
    (f) => (filled(f.arrivedAt) ? null : T.proofArrival),
  ],
  // 公告送达: the notice itself, and the day its period starts (service is deemed after it).
  [MANNER.publicNotice]: [
    (f) => (f.notice ? null : T.proofNotice),
    (f) => (filled(f.noticeStart) ? null : T.proofNoticeStart),
  ],
};

/** The proof a record still lacks, by name in the law's words (empty: it counts as delivered). */
export function missingProof(f: ProofFacts): string[] {
  if (f.manner === null) return [T.proofManner];
  return REQUIRED[f.manner].map((check) => check(f)).filter((m): m is string => m !== null);
}

/** '缺送达回证', '缺邮寄单号、邮件回执': what is missing, as one phrase. */
export const missingPhrase = (missing: readonly string[]): string =>
  T.proofMissing(missing.join('、'));
