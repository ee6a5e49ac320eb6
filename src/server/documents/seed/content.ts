import { formOf, sampleValues, type SampleCtx } from '../forms/index';
import { attachmentPdf, documentPdf, pdfName } from '../render/render';
import { md5Of } from '../../util/store';
import type { approvals, documents } from '../tables';
import type { tasks } from '../../tasks/tables';
import { formatDate, formatDateTime } from '../../util/time';
import { DOC_TYPES } from './catalog';
import { BRIGADES, USERS } from '../../session/seed';
import { UNITS } from '../../units/seed';

// What the seeded documents contain: form values, attachment and sealed-copy bytes (with their real
// MD5), and the approval history their statuses imply. Derived only from the seed rows.

type TaskInsert = typeof tasks.$inferInsert;
type DocumentInsert = typeof documents.$inferInsert;
type ApprovalInsert = typeof approvals.$inferInsert;
export type FileSeed = {
  md5: string;
  rwid: string;
  documentId: string;
  name: string;
  bytes: Buffer;
  contentType: string;
  createdAt: string;
};
export type DocumentContent = { files: FileSeed[]; approvals: ApprovalInsert[] };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** 'YYYY-MM-DD HH:mm:ss' (China time) → epoch ms. */
export const parseCst = (text: string): number => Date.parse(`${text.replace(' ', 'T')}+08:00`);

const OPINION = {
  submit: '请审批。',
  legalOk: '经审核，事实清楚，证据确实充分，适用依据正确，程序合法，同意。',
  leaderOk: '同意。',
  leaderNo: '违法事实认定依据不足，不予批准。',
  returned: '违法事实与证据表述不完整，请补充后重新提交。',
  recalled: '需补充现场照片，撤回修改。',
};

/** Approval rows a document of this status has been through (承办人提交 → 法制审核 → 领导审批). */
function approvalRows(
  doc: DocumentInsert,
  officer: string,
  legal: string,
  leader: string,
): ApprovalInsert[] {
  const created = parseCst(doc.createdAt);
  const decided = doc.approvedAt ? parseCst(doc.approvedAt) : created + 150 * MINUTE;
  const at = (ms: number): string => formatDateTime(ms);
  const row = (
    node: string,
    who: string,
    ms: number,
    result: string,
    opinion: string,
  ): ApprovalInsert => ({
    documentId: doc.id,
    node,
    approver: who,
    at: at(ms),
    result,
    opinion,
  });
  const submit = row('承办人提交', officer, created + 30 * MINUTE, '提交', OPINION.submit);
  const legalOk = row(
    '法制审核',
    legal,
    Math.max(created + 60 * MINUTE, decided - 60 * MINUTE),
    '同意',
    OPINION.legalOk,
  );
  switch (doc.status) {
    case '2':
      return [submit, legalOk];
    case '3':
      return [submit, legalOk, row('领导审批', leader, decided, '同意', OPINION.leaderOk)];
    case '4':
      return [submit, legalOk, row('领导审批', leader, decided, '不同意', OPINION.leaderNo)];
    case '5':
      return [submit, row('法制审核', legal, decided, '退回', OPINION.returned)];
    case '9':
      return [submit, row('承办人撤回', officer, created + 60 * MINUTE, '撤回', OPINION.recalled)];
    default:
      return [];
  }
}

/** Fills `values`, `md5` and `sealMd5` of the documents and answers their files and approvals. */
export function buildDocumentContent(
  taskRows: readonly TaskInsert[],
  docs: DocumentInsert[],
  /** Values taken from linked documents (./links.ts), over the samples. */
  linked: ReadonlyMap<string, Record<string, string>> = new Map(),
): DocumentContent {
  const taskById = new Map(taskRows.map((t) => [t.rwid, t]));
  const typeById = new Map(DOC_TYPES.map((t) => [String(t.id), t]));
  const out: DocumentContent = { files: [], approvals: [] };
  for (const doc of docs) {
    const task = taskById.get(doc.rwid);
    const type = typeById.get(doc.typeId);
    const def = type ? formOf(type.form) : undefined;
    if (!task || !type) continue;
    const user = USERS.find((u) => u.id === task.ownerId);
    const brigade = BRIGADES.find((b) => b.id === user?.brigadeId);
    if (!user || !brigade) continue;
    const unit = UNITS.find((u) => u.id === task.unitId) ?? null;
    const createdMs = parseCst(doc.createdAt);
    const ctx: SampleCtx = {
      unit,
      taskName: task.name,
      officer: user.realName,
      coOfficer: brigade.coOfficer,
      brigade,
      created: doc.createdAt,
      after: (days) => formatDate(createdMs + days * DAY),
      wh: doc.wh ?? null,
      title: doc.title,
    };
    const values = def ? { ...sampleValues(def, ctx), ...linked.get(doc.id) } : {};
    if (def && doc.typeId === '9001') values.CLSM = doc.fileDesc ?? '';
    doc.values = JSON.stringify(values);

    if (doc.fileDesc) {
      const name = pdfName(doc.fileDesc);
      const uploadedAt = formatDateTime(createdMs + 20 * MINUTE);
      const bytes = attachmentPdf({
        fileName: name,
        documentTitle: doc.title,
        taskName: task.name,
        unitName: unit?.name ?? null,
        uploadedBy: user.realName,
        uploadedAt,
      });
      doc.md5 = md5Of(bytes);
      out.files.push({
        md5: doc.md5,
        rwid: doc.rwid,
        documentId: doc.id,
        name,
        bytes,
        contentType: 'application/pdf',
        createdAt: uploadedAt,
      });
    }
    if (doc.sealState === '2' && def) {
      const sealedAt = formatDateTime(
        (doc.approvedAt ? parseCst(doc.approvedAt) : createdMs) + 100 * MINUTE,
      );
      const bytes = documentPdf({
        brigadeName: brigade.name,
        title: doc.title,
        wh: doc.wh ?? null,
        def,
        values,
        sealedAt,
      });
      doc.sealMd5 = md5Of(bytes);
      const name = `${doc.title}${doc.wh ? `（${doc.wh}）` : ''}.pdf`;
      out.files.push({
        md5: doc.sealMd5,
        rwid: doc.rwid,
        documentId: doc.id,
        name,
        bytes,
        contentType: 'application/pdf',
        createdAt: sealedAt,
      });
    }
    out.approvals.push(...approvalRows(doc, user.realName, brigade.legalOfficer, brigade.leader));
  }
  return out;
}
