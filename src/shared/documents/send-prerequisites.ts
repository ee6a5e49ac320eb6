import { needsNoticeLink } from '../products/constants';

// What must exist before a document can be sent (spec 02 §5: "Sending is blocked until these are
// uploaded: originals of notices, the express number and sample-related attachments"; the exact
// conditions are not given, docs/decisions.md "Issue 16: send prerequisites"). One rule for the
// renderer (the send page says what is missing before the officer tries) and the reference server
// (sendFlws refuses with the same sentence).

export type SendType = '1' | '2';

/** What the rule looks at; every fact is on the document or its task. */
export type SendFacts = {
  /** The document type (rwwsszid). */
  rwwsszid: string;
  /** 1 送审 (to approval), 2 直接下达 (issued directly). */
  xdlx: SendType;
  /** SFFJ '1': the document has a file of its own or an uploaded attachment. */
  hasAttachment: boolean;
  /** The document's form values (the express number is one of them). */
  values: Readonly<Record<string, string | undefined>>;
  /** The task has a rectification notice linked (products area, 挂接整改通知书). */
  noticeLinked: boolean;
};

export type Prerequisite = 'signedOriginal' | 'sampleFiles' | 'expressNumber' | 'noticeLink';

/** The officer's words for each missing item, in the order they are listed. */
export const PREREQUISITE_LABELS: Readonly<Record<Prerequisite, string>> = {
  signedOriginal: '当事人签收的文书原件扫描件（附件）',
  sampleFiles: '抽样现场照片或签字的抽样单（附件）',
  expressNumber: '送检样品的快递单号',
  noticeLink: '挂接的责令限期改正通知书',
};

/**
 * Notices served on paper: issued directly (直接下达), the officer has already served them and the
 * signed original must be uploaded first. Sent to approval (送审), the original comes later.
 */
export const NOTICE_TYPES: readonly string[] = [
  '404', // 责令限期改正通知书
  '311', // 公众聚集场所投入使用、营业前消防安全检查意见书
  '88', // 临时查封决定书
  '9007', // 行政处罚决定书
  '9008', // 行政处罚决定书（个人）
  '44', // 不予行政处罚决定书
  '220', // 终止案件调查决定书
  '115', // 移送案件通知书
  '460', // 移送案件通知书（火灾调查）
  '9022', // 案件移送通知书
  '9021', // 火灾事故认定书
  '528', // 火灾事故重新认定书
  '101', // 催告书
  '421', // 催告书（停产停业）
  '417', // 催告书（其他）
  '579', // 口头告知书（单位）
  '580', // 口头告知书（个人）
  '264', // 当场行政处罚决定书
  '299', // 当场行政处罚决定书（个人）
];

/** The product sampling record (消防产品质量监督抽查抽样单): made on site, signed by the unit. */
export const SAMPLING_RECORD_TYPE = '232';
/** Its sealing method (FYFS): '2' 送检封样, the samples go to the testing agency by courier. */
export const SAMPLING_FIELDS = { method: 'FYFS', mailed: '2', expressNumber: 'KDDH' } as const;

/** What is missing before the document can be sent, in order; empty when it can be sent. */
export function missingForSend(f: SendFacts): Prerequisite[] {
  const missing: Prerequisite[] = [];
  if (f.xdlx === '2' && NOTICE_TYPES.includes(f.rwwsszid) && !f.hasAttachment)
    missing.push('signedOriginal');
  if (f.rwwsszid === SAMPLING_RECORD_TYPE) {
    if (!f.hasAttachment) missing.push('sampleFiles');
    const mailed = f.values[SAMPLING_FIELDS.method] === SAMPLING_FIELDS.mailed;
    if (mailed && !f.values[SAMPLING_FIELDS.expressNumber]?.trim()) missing.push('expressNumber');
  }
  if (needsNoticeLink(f.rwwsszid) && !f.noticeLinked) missing.push('noticeLink');
  return missing;
}

/** The sentence the server refuses with and the send page shows, or null when nothing is missing. */
export function sendRefusal(missing: readonly Prerequisite[]): string | null {
  if (missing.length === 0) return null;
  return `发送前请先完成：${missing.map((p) => PREREQUISITE_LABELS[p]).join('、')}`;
}
