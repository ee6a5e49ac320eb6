import { displayValue, printedFields, type FormDef } from '../forms/index';
import { makePdf, type PdfLine } from '../../util/pdf';

// PDF renderings of documents: the sealed copy made by stamping, and attachments of seeded rows.

export type DocumentSheet = {
  brigadeName: string;
  title: string;
  wh: string | null;
  def: FormDef;
  values: Record<string, string>;
  /** Labels of dictionary-coded values, by field name. */
  labels?: Record<string, string>;
  sealedAt?: string;
};

export function documentPdf(sheet: DocumentSheet): Buffer {
  const lines: PdfLine[] = [
    { text: sheet.brigadeName, size: 16, center: true },
    { text: sheet.title, size: 20, center: true },
  ];
  if (sheet.wh) lines.push({ text: sheet.wh, size: 12, center: true });
  lines.push({ text: '' });
  for (const f of printedFields(sheet.def)) {
    const value = sheet.labels?.[f.name] ?? displayValue(f, sheet.values[f.name], sheet.values);
    lines.push({ text: `${f.label}：${value}` });
  }
  lines.push({ text: '' });
  if (sheet.sealedAt) {
    lines.push({ text: `（电子印章）${sheet.brigadeName}`, size: 14 });
    lines.push({ text: `签章时间：${sheet.sealedAt}\u3000签章类别：cxqz`, size: 10 });
  }
  return makePdf(lines, sheet.title);
}

export type AttachmentSheet = {
  fileName: string;
  documentTitle: string;
  taskName: string;
  unitName: string | null;
  uploadedBy: string;
  uploadedAt: string;
};

export function attachmentPdf(a: AttachmentSheet): Buffer {
  return makePdf(
    [
      { text: a.fileName.replace(/\.pdf$/i, ''), size: 18, center: true },
      { text: '' },
      { text: `所属文书：${a.documentTitle}` },
      { text: `所属任务：${a.taskName}` },
      { text: `相关单位：${a.unitName ?? '无'}` },
      { text: `上传人：${a.uploadedBy}\u3000上传时间：${a.uploadedAt}` },
      { text: '' },
      { text: '本文件为执法过程中形成的材料电子件，原件随案卷归档保存。', size: 11 },
    ],
    a.fileName,
  );
}

/** A PDF file name for a description, e.g. '送达回证签收页' → '送达回证签收页.pdf'. */
export const pdfName = (desc: string): string => (/\.pdf$/i.test(desc) ? desc : `${desc}.pdf`);
