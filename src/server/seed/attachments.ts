import { createHash } from 'node:crypto';
import type { attachments } from '../db/schema';
import { md5Of } from '../files/store';
import { makePdf } from '../util/pdf';
import { formatDateTime } from '../util/time';
import type { SeedRows } from './build';
import { parseCst } from './content';
import { mp4Clip, pngPicture, wavRecording } from './media';
import { taskId } from './build';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import { FILE_TYPE, fileTypeOfSuffix } from '../../shared/attachments/rules';
import { baseNameOf, suffixOf } from '../../shared/common/files';

// Attachments of the demo officer's tasks: photos, a recording and notes uploaded on the PC, on
// documents and on the task, and the mobile app's files (photo, scan, recording, recorder clip)
// that the viewer lists under 移动端附件 and the mobile package downloads.

type AttachmentInsert = typeof attachments.$inferInsert;
export type SeedObject = { md5: string; bytes: Buffer };
export type SeedAttachments = { objects: SeedObject[]; rows: AttachmentInsert[] };

type Item = {
  task: number;
  /** Document type of the task whose document the file belongs to; the task itself when absent. */
  docType?: string;
  name: string;
  bytes: () => Buffer | null;
  source?: 'pc' | 'mobile';
  fileType?: string;
  remark?: string;
  minutes: number;
};

const text = (lines: string[]): Buffer => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

const ITEMS: readonly Item[] = [
  { task: 1, name: '东侧疏散通道现场照片.png', bytes: () => pngPicture(320, 240, [200, 60, 40]), remark: '疏散通道堆放杂物', minutes: 40 },
  { task: 1, name: '检查情况说明.txt', bytes: () => text(['检查情况说明', '一、东侧疏散通道堆放杂物；', '二、三层防火门闭门器损坏。']), minutes: 55 },
  { task: 1, docType: '420', name: '检查记录签字页.png', bytes: () => pngPicture(240, 320, [40, 40, 40]), minutes: 70 },
  { task: 1, name: '移动端现场照片.png', bytes: () => pngPicture(320, 240, [230, 160, 20]), source: 'mobile', minutes: 80 },
  { task: 1, name: '检查记录扫描件.pdf', bytes: () => makePdf([{ text: '消防监督检查记录（扫描件）', size: 18, center: true }, { text: '' }, { text: '移动端扫描上传' }], '检查记录扫描件'), source: 'mobile', fileType: FILE_TYPE.scan, minutes: 85 },
  { task: 1, name: '现场询问录音.wav', bytes: () => wavRecording(2), source: 'mobile', minutes: 90 },
  { task: 1, name: '执法记录仪视频.mp4', bytes: mp4Clip, source: 'mobile', minutes: 95 },
  { task: 1, name: '现场检查笔录.pdf', bytes: () => makePdf([{ text: '现场检查笔录', size: 18, center: true }, { text: '' }, { text: '移动端录入' }], '现场检查笔录'), source: 'mobile', minutes: 100 },
  { task: 3, name: '当事人身份证明.png', bytes: () => pngPicture(320, 200, [60, 120, 200]), minutes: 30 },
  { task: 3, docType: '9002', name: '询问录音.wav', bytes: () => wavRecording(1), remark: '询问赵建国录音', minutes: 45 },
];

/** Fills `hasFile` of documents with attachments and answers the attachment rows and their bytes. */
export function buildSeedAttachments(rows: SeedRows): SeedAttachments {
  const out: SeedAttachments = { objects: [], rows: [] };
  const seen = new Set<string>();
  ITEMS.forEach((item, i) => {
    const bytes = item.bytes();
    if (!bytes) return;
    const rwid = taskId(item.task);
    const task = rows.tasks.find((t) => t.rwid === rwid);
    if (!task) return;
    const doc = item.docType ? rows.documents.find((d) => d.rwid === rwid && d.typeId === item.docType && !d.deleted) : undefined;
    if (item.docType && !doc) return;
    const md5 = md5Of(bytes);
    if (!seen.has(md5)) out.objects.push({ md5, bytes });
    seen.add(md5);
    if (doc) doc.hasFile = '1';
    const suffix = suffixOf(item.name);
    const id = String(1782341910000000 + (i + 1) * 331);
    out.rows.push({
      id,
      rwid,
      runId: task.runId,
      businessId: doc ? doc.flwsid : rwid,
      businessType: doc ? BUSINESS_TYPE.document : BUSINESS_TYPE.task,
      showName: baseNameOf(item.name),
      remark: item.remark ?? null,
      suffix,
      size: bytes.length,
      fileType: item.fileType ?? fileTypeOfSuffix(suffix),
      md5,
      savePath: `${md5.slice(0, 16)}${createHash('md5').update(id).digest('hex').slice(0, 8)}.${suffix}`,
      source: item.source ?? 'pc',
      createdBy: task.ownerName,
      createdAt: formatDateTime(parseCst(doc?.createdAt ?? task.createdAt) + item.minutes * 60_000),
    });
  });
  return out;
}
