import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { ServerDb } from '../db/open';
import { documents } from '../documents/tables';
import type { SeedInput } from '../seed/types';
import { objects } from '../uploads/tables';
import { attachments } from './tables';
import { md5Of, relativePathOf, writeStoredFile } from '../util/store';
import { makePdf } from '../util/pdf';
import { formatDateTime } from '../util/time';
import type { SeedRows } from '../tasks/seed/build';
import { parseCst } from '../documents/seed/content';
import { mp4Clip, pngPicture, wavRecording } from '../seed/media';
import { taskId } from '../tasks/seed/build';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import { FILE_TYPE, fileTypeOfSuffix } from '../../shared/attachments/rules';
import { baseNameOf, suffixOf } from '../../shared/common/files';

// Attachments of the demo officer's tasks: photos, a recording and notes uploaded on the PC, on
// documents and on the task, and the mobile app's files (photo, scan, recording, recorder clip)
// that the viewer lists under 移动端附件 and the mobile package downloads.

type AttachmentInsert = typeof attachments.$inferInsert;
export type SeedObject = { md5: string; bytes: Buffer };
/** `documentIds`: the documents that have an attachment (their SFFJ becomes 1). */
export type SeedAttachments = {
  objects: SeedObject[];
  rows: AttachmentInsert[];
  documentIds: string[];
};

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
  {
    task: 1,
    name: '东侧疏散通道现场照片.png',
    bytes: () => pngPicture(320, 240, [200, 60, 40]),
    remark: '疏散通道堆放杂物',
    minutes: 40,
  },
  {
    task: 1,
    name: '检查情况说明.txt',
    bytes: () => text(['检查情况说明', '一、东侧疏散通道堆放杂物；', '二、三层防火门闭门器损坏。']),
    minutes: 55,
  },
  {
    task: 1,
    docType: '420',
    name: '检查记录签字页.png',
    bytes: () => pngPicture(240, 320, [40, 40, 40]),
    minutes: 70,
  },
  {
    task: 1,
    name: '移动端现场照片.png',
    bytes: () => pngPicture(320, 240, [230, 160, 20]),
    source: 'mobile',
    minutes: 80,
  },
  {
    task: 1,
    name: '检查记录扫描件.pdf',
    bytes: () =>
      makePdf(
        [
          { text: '消防监督检查记录（扫描件）', size: 18, center: true },
          { text: '' },
          { text: '移动端扫描上传' },
        ],
        '检查记录扫描件',
      ),
    source: 'mobile',
    fileType: FILE_TYPE.scan,
    minutes: 85,
  },
  {
    task: 1,
    name: '现场询问录音.wav',
    bytes: () => wavRecording(2),
    source: 'mobile',
    minutes: 90,
  },
  { task: 1, name: '执法记录仪视频.mp4', bytes: mp4Clip, source: 'mobile', minutes: 95 },
  {
    task: 1,
    name: '现场检查笔录.pdf',
    bytes: () =>
      makePdf(
        [{ text: '现场检查笔录', size: 18, center: true }, { text: '' }, { text: '移动端录入' }],
        '现场检查笔录',
      ),
    source: 'mobile',
    minutes: 100,
  },
  {
    task: 3,
    name: '当事人身份证明.png',
    bytes: () => pngPicture(320, 200, [60, 120, 200]),
    minutes: 30,
  },
  {
    task: 3,
    docType: '9002',
    name: '询问录音.wav',
    bytes: () => wavRecording(1),
    remark: '询问赵建国录音',
    minutes: 45,
  },
];

/** The attachment rows, their bytes and the documents they belong to. */
export function buildSeedAttachments(rows: SeedRows): SeedAttachments {
  const out: SeedAttachments = { objects: [], rows: [], documentIds: [] };
  const seen = new Set<string>();
  ITEMS.forEach((item, i) => {
    const bytes = item.bytes();
    if (!bytes) return;
    const rwid = taskId(item.task);
    const task = rows.tasks.find((t) => t.rwid === rwid);
    if (!task) return;
    const doc = item.docType
      ? rows.documents.find((d) => d.rwid === rwid && d.typeId === item.docType && !d.deleted)
      : undefined;
    if (item.docType && !doc) return;
    const md5 = md5Of(bytes);
    if (!seen.has(md5)) out.objects.push({ md5, bytes });
    seen.add(md5);
    if (doc && !out.documentIds.includes(doc.id)) out.documentIds.push(doc.id);
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

/** The demo attachments: bytes in the object store, rows linked to their task or document. */
export function seedAttachments(db: ServerDb, { rows, dataDir }: SeedInput): void {
  const attached = buildSeedAttachments(rows);
  if (attached.rows.length === 0) return;
  for (const o of attached.objects) writeStoredFile(dataDir, o.bytes);
  const at = attached.rows[0].createdAt;
  db.insert(objects)
    .values(
      attached.objects.map((o) => ({
        md5: o.md5,
        size: o.bytes.length,
        path: relativePathOf(o.md5),
        createdAt: at,
      })),
    )
    .run();
  db.insert(attachments).values(attached.rows).run();
  if (attached.documentIds.length > 0)
    db.update(documents)
      .set({ hasFile: '1' })
      .where(inArray(documents.id, attached.documentIds))
      .run();
}
