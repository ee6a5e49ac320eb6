// Which documents are served on a party (送达): only for those does a delivery status mean
// anything (docs/decisions.md "Issue 14: the tree at a glance"). The tree row carries no flag for
// it, so the rule reads the kind of document from its name, whose last word says what it is:
// a decision, notice or opinion goes to the party; a form, record or report stays in the file.

/** Endings of documents that stay in the case file: approval forms, records, receipts, reports. */
export const KEPT_DOCUMENT_ENDINGS: readonly string[] = [
  '审批表',
  '笔录',
  '登记表',
  '登记',
  '回证',
  '报告书',
  '报告',
  '记录',
  '材料',
  '确认书',
  '抽样单',
  '方案',
  '照片',
];

/** Endings of documents served on the party. */
export const SERVED_DOCUMENT_ENDINGS: readonly string[] = [
  '决定书',
  '通知书',
  '告知书',
  '意见书',
  '催告书',
  '认定书',
  '建议书',
];

/** A name without its bracketed remarks: '询问笔录（赵建国）' → '询问笔录'. */
export function documentKind(name: string): string {
  let s = name.trim();
  // Remarks may nest or repeat at the end ('催告书（停产停业）（重复录入）'): strip until none is left.
  for (;;) {
    const next = s.replace(/[（(][^（）()]*[）)]\s*$/, '').trim();
    if (next === s) return s;
    s = next;
  }
}

/** True when a document of this name is served on a party, so that its delivery status matters. */
export function isServedDocument(name: string | null | undefined): boolean {
  if (!name) return false;
  const kind = documentKind(name);
  if (KEPT_DOCUMENT_ENDINGS.some((e) => kind.endsWith(e))) return false;
  return SERVED_DOCUMENT_ENDINGS.some((e) => kind.endsWith(e));
}
