import { and, eq } from 'drizzle-orm';
import type { ServerDb } from '../db/open';
import type { SeedInput } from '../seed/types';
import { taskId } from '../tasks/seed/build';
import { categories } from '../detail/tables';
import { docTypes, documents } from '../documents/tables';
import { formatDate, formatDateTime } from '../util/time';
import { seedSupervision } from './supervision-seed';

// The products area's demo data, hung on the existing product task 17 (type 19, 北辰消防器材 质量问题
// 核查, open; the demo officer's task list is unchanged): two rectification notices, one approved
// and delivered (can be linked), one approved but not delivered (not offered), and a product
// re-inspection record (411, a document needing a file link) that cannot be sent until a notice is
// linked. Task 18 (type 6) has no notice: its link dialog answers the spec's '暂无可挂接的文书！…'.
// Ids live in a range of their own so the planned seed rows keep theirs.

export const NOTICE_TASK = 17;
export const RECHECK_TYPE = '411';

const DAY = 24 * 3600_000;
/** The notices and the re-inspection record, by id (xfjd_flws.ID). */
export const PRODUCT_DOCS = {
  delivered: '1782341918000401',
  undelivered: '1782341918000402',
  recheck: '1782341918000411',
} as const;

const NOTICE_VALUES = {
  DWMC: '内蒙古北辰消防器材有限公司',
  DWDZ: '内蒙古自治区呼和浩特市新城区东风路19号',
  FDDBR: '白雪峰',
  WFXW: '销售的MFZ/ABC4型手提式干粉灭火器经检验不合格（灭火剂主要组分含量不符合标准），违反了《中华人民共和国消防法》第二十四条第一款的规定。',
  GZYQ: '立即停止销售该批次不合格灭火器，对已售出产品予以召回，并提交整改报告。',
  LXR: '张伟',
};

export function seedProducts(db: ServerDb, input: SeedInput): void {
  const { now } = input;
  const rwid = taskId(NOTICE_TASK);
  const category = db
    .select()
    .from(categories)
    .where(and(eq(categories.rwid, rwid), eq(categories.code, 'cpws')))
    .get();
  if (!category) throw new Error('seed: product task 17 has no 产品检查文书 category');
  // Category code 'cpfc' is no task's setting: 411 is never offered by 新增文书, only seeded here.
  db.insert(docTypes)
    .values({
      id: RECHECK_TYPE,
      name: '消防产品监督检查记录（复查）',
      form: 'cpjdjcjl',
      categoryCode: 'cpfc',
      addMode: '1',
      addUrl: '/ws/cpjdjcjl',
      definitionId: 'WSDY0411',
      kglsh: '0',
      printTemplateId: null,
      numberWord: null,
      needsApproval: 0,
      sort: 900,
      settingId: RECHECK_TYPE,
      templateId: 'WSMB0411',
    })
    .run();
  const at = (days: number, minutes: number): string =>
    formatDateTime(now - days * DAY + minutes * 60_000);
  const year = formatDate(now).slice(0, 4);
  const base = {
    rwid,
    categoryId: category.id,
    sealState: '1',
    archiveState: '1',
    execution: null,
    archived: '0',
    hasFile: '0',
    md5: null,
    previewType: '1',
    fileDesc: null,
    discussion: null,
    revoked: '0',
    deleted: 0,
    createdBy: '张伟',
  };
  db.insert(documents)
    .values([
      {
        ...base,
        id: PRODUCT_DOCS.delivered,
        flwsid: '1782341919000401',
        typeId: '404',
        title: '责令限期改正通知书',
        wh: `新城消限字〔${year}〕第0201号`,
        status: '3',
        delivered: '2',
        sendState: '2',
        createdAt: at(10, 0),
        approver: '王建军',
        approvedAt: at(9, 0),
        sort: 10,
        values: JSON.stringify({
          ...NOTICE_VALUES,
          JCRQ: formatDate(now - 11 * DAY),
          ZGQX: formatDate(now + 5 * DAY),
          LKRQ: formatDate(now - 10 * DAY),
        }),
      },
      {
        ...base,
        id: PRODUCT_DOCS.undelivered,
        flwsid: '1782341919000402',
        typeId: '404',
        title: '责令限期改正通知书（销售记录）',
        wh: `新城消限字〔${year}〕第0202号`,
        status: '3',
        delivered: '1',
        sendState: '1',
        createdAt: at(4, 0),
        approver: '王建军',
        approvedAt: at(3, 0),
        sort: 11,
        values: JSON.stringify({
          ...NOTICE_VALUES,
          JCRQ: formatDate(now - 5 * DAY),
          ZGQX: formatDate(now + 12 * DAY),
          LKRQ: formatDate(now - 4 * DAY),
        }),
      },
      {
        ...base,
        id: PRODUCT_DOCS.recheck,
        flwsid: '1782341919000411',
        typeId: RECHECK_TYPE,
        title: '消防产品监督检查记录（复查）',
        wh: null,
        status: '1',
        delivered: '1',
        sendState: '1',
        createdAt: at(1, 0),
        approver: null,
        approvedAt: null,
        sort: 12,
        values: JSON.stringify({
          JCSJ: at(1, 30),
          DWMC: NOTICE_VALUES.DWMC,
          JCRY: '张伟、李强',
          CPMC: '手提式干粉灭火器',
          GGXH: 'MFZ/ABC4',
          JCQK: '复查该单位库存及在售灭火器，不合格批次已下架封存，召回记录完整。',
          JCJG: '1',
        }),
      },
    ])
    .run();
  seedSupervision(db, input);
}
