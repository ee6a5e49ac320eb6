import { and, eq } from 'drizzle-orm';
import type { ServerDb } from '../db/open';
import { hasTable, type SeedInput } from '../seed/types';
import { categories, opLogs } from '../detail/tables';
import { documents, files, type DocumentRow } from '../documents/tables';
import { attachments } from '../attachments/tables';
import { objects } from '../uploads/tables';
import { pngPicture } from '../seed/media';
import { writeStoredFile } from '../util/store';
import { formatDate, formatDateTime } from '../util/time';
import { taskId, runIdOf } from '../tasks/seed/build';
import { tasks } from '../tasks/tables';
import { serviceRecords } from './tables';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import {
  CONSENT_TYPE,
  ELECTRONIC_STATE,
  MANNER,
  PROOF_USAGE,
  RECEIPT_TYPE,
  SERVICE_METHOD,
} from '../../shared/service/constants';

// The service area's demo data (docs/reference-server.md "Demo data of the service area"), hung on
// existing tasks and documents (the demo officer's task list is unchanged):
// - task 13 (run 6): its 安全检查意见书 delivered directly, the signed receipt attached;
// - task 9 (run 4): its 临时查封决定书 left at the premises, a photo of it attached;
// - task 27 (run 55): its decision registered by a receipt but no signed receipt attached yet (the
//   document is 已送达 from before the proof rule; the service dialog shows what is missing);
// - task 20 (run 12): the school signed the 电子送达地址确认书 (seeded here, with its signed page),
//   and the approved rectification notice waits to be sent electronically (tree: 未送达：缺到达时间).
// Ids of the seeded rows live in a range of their own so the planned seed rows keep theirs.

const DAY = 24 * 3600_000;

export const SERVICE_SEED = {
  delivered: '1782341918016001',
  leftAtPremises: '1782341918016002',
  missingReceipt: '1782341918016003',
  pendingElectronic: '1782341918016004',
  /** The consent on task 20 and its category (送达文书). */
  consent: { id: '1782341918016565', flwsid: '1782341919016565', category: '1782341917016565' },
} as const;

/** The task numbers the records hang on. */
export const SERVICE_TASKS = {
  delivered: 13,
  leftAtPremises: 9,
  missingReceipt: 27,
  electronic: 20,
};

const docOf = (db: ServerDb, n: number, typeId: string): DocumentRow => {
  const doc = db
    .select()
    .from(documents)
    .where(
      and(eq(documents.rwid, taskId(n)), eq(documents.typeId, typeId), eq(documents.deleted, 0)),
    )
    .all()
    .find((d) => d.status === '3' || d.status === '10');
  if (!doc) throw new Error(`seed: task ${n} has no document of type ${typeId}`);
  return doc;
};

const runOf = (db: ServerDb, rwid: string): string =>
  db.select({ runId: tasks.runId }).from(tasks).where(eq(tasks.rwid, rwid)).get()?.runId ?? '';

const named = (d: DocumentRow): string => (d.wh ? `${d.title}（${d.wh}）` : d.title);

export function seedService(db: ServerDb, { now, dataDir }: SeedInput): void {
  if (!hasTable(db, serviceRecords)) return;
  const at = (days: number, minutes = 0): string =>
    formatDateTime(now - days * DAY + minutes * 60_000);
  let attachmentSeq = 0;
  const attach = (doc: DocumentRow, name: string, bytes: Buffer, usage: string | null): void => {
    const stored = writeStoredFile(dataDir, bytes);
    const createdAt = at(Math.max(1, 3 - attachmentSeq), 30);
    db.insert(objects)
      .values({ md5: stored.md5, size: stored.size, path: stored.path, createdAt })
      .onConflictDoNothing()
      .run();
    attachmentSeq += 1;
    db.insert(attachments)
      .values({
        id: `17823419180170${String(attachmentSeq).padStart(2, '0')}`,
        rwid: doc.rwid,
        runId: runOf(db, doc.rwid),
        businessId: doc.flwsid,
        businessType: BUSINESS_TYPE.document,
        businessUsage: usage,
        showName: name,
        suffix: 'png',
        size: stored.size,
        fileType: '1',
        md5: stored.md5,
        savePath: `${stored.md5.slice(0, 16)}5d0a${String(attachmentSeq).padStart(4, '0')}.png`,
        source: 'pc',
        createdBy: '张伟',
        createdAt,
      })
      .run();
  };
  const base = {
    place: null as string | null,
    remark: null as string | null,
    state: null as string | null,
    token: null,
    sentAt: null,
    arrivedAt: null,
    expressNo: null,
    noticeStart: null,
    videoId: null,
    createdBy: '张伟',
  };
  /** A registration from the task's receipt, which now names the document and the manner. */
  const registration = (
    id: string,
    n: number,
    served: DocumentRow,
    manner: string,
    delivered: boolean,
    days: number,
  ): void => {
    const receipt = docOf(db, n, RECEIPT_TYPE);
    const values = JSON.parse(receipt.values ?? '{}') as Record<string, string>;
    const next: Record<string, string> = { ...values, WSMCWH: named(served), SDFS: manner };
    db.update(documents)
      .set({ values: JSON.stringify(next) })
      .where(eq(documents.id, receipt.id))
      .run();
    db.insert(serviceRecords)
      .values({
        ...base,
        id,
        rwid: served.rwid,
        runId: runOf(db, served.rwid),
        documentId: served.id,
        method: SERVICE_METHOD.registration,
        manner,
        receiptId: receipt.id,
        servedAt: next.SDSJ || at(days, 10),
        place: next.SDDD || null,
        server: next.SDR || '张伟、李强',
        served: next.SSDR || next.SJR || null,
        delivered: delivered ? '2' : '1',
        createdAt: at(days),
      })
      .run();
  };

  const opinion = docOf(db, SERVICE_TASKS.delivered, '311');
  registration(SERVICE_SEED.delivered, SERVICE_TASKS.delivered, opinion, MANNER.direct, true, 38);
  attach(opinion, '送达回证（签收页）', pngPicture(240, 320, [60, 60, 60]), PROOF_USAGE.receipt);

  const seal = docOf(db, 9, '88');
  registration(SERVICE_SEED.leftAtPremises, 9, seal, MANNER.leftAtPremises, true, 27);
  attach(seal, '留置送达现场照片', pngPicture(320, 240, [90, 120, 160]), PROOF_USAGE.photo);

  const decision = docOf(db, 27, '9007');
  registration(SERVICE_SEED.missingReceipt, 27, decision, MANNER.direct, false, 20);

  // Task 20: the school's signed consent, in a 送达文书 category of its own, then the notice to send.
  const school = taskId(SERVICE_TASKS.electronic);
  const [{ sort }] = db
    .select({ sort: categories.sort })
    .from(categories)
    .where(eq(categories.rwid, school))
    .all()
    .sort((a, b) => b.sort - a.sort);
  db.insert(categories)
    .values({
      id: SERVICE_SEED.consent.category,
      rwid: school,
      name: '送达文书',
      code: 'sdws',
      sort: sort + 1,
    })
    .run();
  const signed = writeStoredFile(dataDir, pngPicture(240, 320, [30, 30, 90]));
  db.insert(documents)
    .values({
      id: SERVICE_SEED.consent.id,
      flwsid: SERVICE_SEED.consent.flwsid,
      rwid: school,
      categoryId: SERVICE_SEED.consent.category,
      typeId: CONSENT_TYPE,
      title: '电子送达地址确认书',
      wh: null,
      status: '10',
      delivered: '1',
      sendState: '1',
      sealState: '1',
      archiveState: '1',
      execution: null,
      archived: '0',
      hasFile: '1',
      md5: signed.md5,
      previewType: '1',
      fileDesc: '电子送达地址确认书签字页',
      discussion: null,
      revoked: '0',
      deleted: 0,
      createdBy: '张伟',
      createdAt: at(3),
      approver: null,
      approvedAt: null,
      sort: 1,
      values: JSON.stringify({
        SSDR: '呼和浩特市新城区育才小学',
        SJHM: '13904710321',
        DZYX: 'yucai_xx@example.cn',
        TYDZSD: '1',
        QRRQ: formatDate(now - 3 * DAY),
      }),
    })
    .run();
  // Its signed page is the document's own file (SFFJ 1 with its MD5, like the seeded scans).
  db.insert(files)
    .values({
      md5: signed.md5,
      rwid: school,
      documentId: SERVICE_SEED.consent.id,
      name: '电子送达地址确认书签字页.png',
      path: signed.path,
      size: signed.size,
      contentType: 'image/png',
      createdAt: at(3, 5),
    })
    .onConflictDoNothing()
    .run();
  const schoolNotice = docOf(db, SERVICE_TASKS.electronic, '404');
  db.insert(serviceRecords)
    .values({
      ...base,
      id: SERVICE_SEED.pendingElectronic,
      rwid: school,
      runId: runIdOf(12),
      documentId: schoolNotice.id,
      method: SERVICE_METHOD.electronic,
      manner: MANNER.electronic,
      receiptId: null,
      servedAt: null,
      place: '13904710321；yucai_xx@example.cn',
      server: '呼和浩特市新城区消防救援大队 张伟',
      served: '呼和浩特市新城区育才小学',
      state: ELECTRONIC_STATE.pending,
      delivered: '1',
      createdAt: at(2),
    })
    .run();
  db.insert(opLogs)
    .values([
      {
        rwid: school,
        createdAt: at(3, 5),
        userName: '张伟',
        ip: null,
        content: '新增文书：电子送达地址确认书',
      },
      {
        rwid: school,
        createdAt: at(2),
        userName: '张伟',
        ip: null,
        content: `新增电子送达：${named(schoolNotice)}`,
      },
    ])
    .run();
}
