import { eq } from 'drizzle-orm';
import type { ServerDb } from '../db/open';
import { hasTable, type SeedInput } from '../seed/types';
import { tasks } from '../tasks/tables';
import { attachments } from '../attachments/tables';
import { objects } from '../uploads/tables';
import { formatDateTime } from '../util/time';
import { md5Of, relativePathOf, writeStoredFile } from '../util/store';
import { pngPicture } from '../seed/media';
import { taskId } from '../tasks/seed/build';
import { ARCHIVED_STATE } from '../../shared/history/constants';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import { FILE_TYPE } from '../../shared/attachments/rules';

// 历史归档文件's demo data. The seeded tasks that are already archived (rwzt 3: the demo officer's
// simple-procedure penalty of 老绥远烧麦馆, n 6, and wangwu's non-penalty decision, n 49) get the
// archive record xmrwgd would have left (time, case categories, format), and n 6 the photos its
// officer took (one on the task, one on its penalty decision), so that its files show. No task is
// added: the task lists count them.

/** Case categories (server/archive/seed.ts) by task type, else by task class (RWFLID). */
const CATEGORY_BY_TYPE: Readonly<Record<number, string>> = { 62: '1002', 63: '1003', 64: '1004' };
const CATEGORY_BY_CLASS: Readonly<Record<string, string>> = {
  '11': '2001',
  '21': '1001',
  '31': '5001',
  '41': '4002',
};

const HOUR = 3_600_000;
const msOf = (time: string): number => Date.parse(`${time.replace(' ', 'T')}+08:00`);

/** The archived demo task's photos: on the task, or on its document of type `docType`. */
const PHOTOS = [
  {
    name: '后厨液化石油气钢瓶现场照片',
    hue: [150, 90, 40] as const,
    remark: '钢瓶放置于灶台旁，未设置可燃气体报警装置',
  },
  {
    name: '罚款缴纳凭证扫描件',
    hue: [60, 110, 170] as const,
    docType: '264',
    remark: '当事人当场缴纳罚款凭证',
  },
] as const;

export const HISTORY_DEMO_TASK = 6;

export function seedHistory(db: ServerDb, { now, rows, dataDir }: SeedInput): void {
  for (const task of rows.tasks) {
    if (task.state !== ARCHIVED_STATE || task.archivedAt) continue;
    // Archived two hours after the last thing that happened to it, and before now.
    const last = Math.max(
      msOf(task.createdAt),
      ...rows.logs.filter((l) => l.rwid === task.rwid).map((l) => msOf(l.createdAt)),
    );
    const category =
      CATEGORY_BY_TYPE[task.type] ??
      CATEGORY_BY_CLASS[task.classId ?? ''] ??
      CATEGORY_BY_CLASS['21'];
    db.update(tasks)
      .set({
        archivedAt: formatDateTime(Math.min(last + 2 * HOUR, now - HOUR)),
        archiveCategories: category,
        archiveFormat: 'pdf',
      })
      .where(eq(tasks.rwid, task.rwid))
      .run();
  }

  const rwid = taskId(HISTORY_DEMO_TASK);
  const task = rows.tasks.find((t) => t.rwid === rwid);
  if (!task || !hasTable(db, attachments) || !hasTable(db, objects)) return;
  PHOTOS.forEach((photo, i) => {
    const doc =
      'docType' in photo
        ? rows.documents.find((d) => d.rwid === rwid && d.typeId === photo.docType && !d.deleted)
        : undefined;
    const bytes = pngPicture(320, 240, photo.hue);
    const md5 = md5Of(bytes);
    const id = String(1782341930000000 + (i + 1) * 337);
    const createdAt = formatDateTime(
      msOf(doc?.createdAt ?? task.createdAt) + (20 + i * 15) * 60_000,
    );
    writeStoredFile(dataDir, bytes);
    db.insert(objects)
      .values({ md5, size: bytes.length, path: relativePathOf(md5), createdAt })
      .onConflictDoNothing()
      .run();
    db.insert(attachments)
      .values({
        id,
        rwid,
        runId: task.runId,
        businessId: doc ? doc.flwsid : rwid,
        businessType: doc ? BUSINESS_TYPE.document : BUSINESS_TYPE.task,
        showName: photo.name,
        remark: photo.remark,
        suffix: 'png',
        size: bytes.length,
        fileType: FILE_TYPE.image,
        md5,
        savePath: `${md5.slice(0, 16)}${id.slice(-8)}.png`,
        source: 'pc',
        createdBy: task.ownerName,
        createdAt,
      })
      .run();
  });
}
