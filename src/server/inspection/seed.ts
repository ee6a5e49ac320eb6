import type { ServerDb } from '../db/open';
import { hasTable, type SeedInput } from '../seed/types';
import { taskId } from '../tasks/seed/build';
import { DAY, formatDate, startOfDay } from '../util/time';
import { hiddenDangers, reinspectionApplications } from './tables';
import { NOT_RECTIFIED, RECTIFIED } from '../../shared/inspection/constants';
import { dangerCategory, reinspectionKind } from '../../shared/inspection/rules';

// The inspection area's demo data (docs/reference-server.md "Demo data of the inspection area"),
// hung on the seeded tasks and their documents:
// - n 14 (complaint check of the KTV, open): two dangers not rectified, one rectified, one more
//   already covered by a pending application (复查立项 creates its task);
// - n 13 (the KTV's earlier opening inspection, closed): two rectified dangers (历次检查发现 of n 14);
// - n 7 (daily inspection of the restaurant, open): every danger rectified on the spot, so 复查申请
//   is refused with the spec's message; n 5 (its earlier inspection): one still not rectified;
// - n 20 (special inspection of class 37, open: technical service, isJsfwSqFc): a mix;
// - n 1 (key-unit inspection, closed) and its re-inspection n 4 (open): the application carried
//   out, two dangers carried to n 4 where they are confirmed rectified.

type DangerSeed = {
  /** The finding task (seed number) and the document type that found it there. */
  n: number;
  doc: number;
  text: string;
  /** Rectified this many days before today (never before it was found). */
  fixed?: number;
  /** Carried by this re-inspection task (seed number). */
  reinspection?: number;
};

export const DANGER_SEEDS: readonly DangerSeed[] = [
  { n: 14, doc: 420, text: '二层东侧疏散通道堆放酒水纸箱，占用疏散通道' },
  { n: 14, doc: 420, text: '包厢区域疏散指示标志损坏2处，应急照明灯不亮' },
  { n: 14, doc: 420, text: '消防控制室值班人员未持证上岗', fixed: 3 },
  { n: 14, doc: 404, text: '一层西侧安全出口门闩锁，火灾时不能从内部开启' },
  { n: 13, doc: 420, text: '二层室内消火栓箱内水带缺失', fixed: 35 },
  { n: 13, doc: 420, text: '吧台区域2具灭火器压力不足', fixed: 35 },
  { n: 7, doc: 420, text: '后厨燃气管道未设置可燃气体报警装置', fixed: 1 },
  { n: 7, doc: 420, text: '厨房排油烟管道油垢未定期清洗', fixed: 1 },
  { n: 5, doc: 420, text: '大堂至后厨疏散通道堆放杂物', fixed: 55 },
  { n: 5, doc: 420, text: '二层包间未按规定配置灭火器' },
  { n: 20, doc: 404, text: '教学楼三层疏散楼梯间防火门闭门器损坏' },
  { n: 20, doc: 404, text: '学生宿舍楼消防应急照明灯具不亮3处' },
  { n: 20, doc: 420, text: '食堂厨房未配置灭火毯', fixed: 2 },
  { n: 1, doc: 404, text: '地下一层车库自动喷水灭火系统末端试水装置压力不足', reinspection: 4 },
  { n: 1, doc: 404, text: '四层餐饮区防火卷帘下方堆放桌椅', reinspection: 4 },
  { n: 1, doc: 420, text: '消防控制室火灾报警控制器故障点未及时处理', fixed: 44 },
];

/** Applications: the task, the dangers (indexes into DANGER_SEEDS), the re-inspection made of it. */
const APPLICATION_SEEDS: readonly { n: number; dangers: number[]; reinspection?: number }[] = [
  { n: 14, dangers: [3] },
  { n: 1, dangers: [13, 14], reinspection: 4 },
];

export const dangerId = (i: number): string => String(1782341910000000 + (i + 1) * 431);
const applicationId = (i: number): string => String(1782341911000000 + (i + 1) * 617);

export function seedInspection(db: ServerDb, { now, rows }: SeedInput): void {
  if (!hasTable(db, hiddenDangers)) return;
  const date = (offset: number): string =>
    formatDate(startOfDay(now) + offset * DAY + 12 * 3600_000);
  const taskOf = (n: number): (typeof rows.tasks)[number] => {
    const t = rows.tasks.find((r) => r.rwid === taskId(n));
    if (!t) throw new Error(`inspection seed: unknown task ${n}`);
    return t;
  };
  DANGER_SEEDS.forEach((s, i) => {
    const task = taskOf(s.n);
    const doc = rows.documents.find(
      (d) => d.rwid === task.rwid && d.typeId === String(s.doc) && d.deleted === 0,
    );
    if (!doc) throw new Error(`inspection seed: task ${s.n} has no document ${s.doc}`);
    const found = (doc.createdAt ?? task.createdAt).slice(0, 10);
    const fixed = s.fixed === undefined ? null : date(-s.fixed);
    db.insert(hiddenDangers)
      .values({
        id: dangerId(i),
        rwid: task.rwid,
        unitId: task.unitId ?? '',
        description: s.text,
        category: dangerCategory(s.doc),
        sourceDocId: doc.flwsid,
        sourceDocType: String(s.doc),
        sourceDocName: doc.title,
        sourceNumber: doc.wh ?? null,
        foundOn: found,
        rectified: fixed === null ? NOT_RECTIFIED : RECTIFIED,
        rectifiedOn: fixed !== null && fixed < found ? found : fixed,
        reinspectionId: s.reinspection === undefined ? null : taskId(s.reinspection),
        sort: String(i + 1).padStart(3, '0'),
      })
      .run();
  });
  APPLICATION_SEEDS.forEach((a, i) => {
    const task = taskOf(a.n);
    const first = DANGER_SEEDS[a.dangers[0]];
    const source = rows.documents.find(
      (d) => d.rwid === task.rwid && d.typeId === String(first.doc) && d.deleted === 0,
    );
    const made = a.reinspection === undefined ? undefined : taskOf(a.reinspection);
    // The carried-out application's registration (复查申请登记, 93) is in its re-inspection's tree.
    const registration = made
      ? rows.documents.find((d) => d.rwid === made.rwid && d.typeId === '93')
      : undefined;
    db.insert(reinspectionApplications)
      .values({
        id: applicationId(i),
        rwid: task.rwid,
        runId: task.runId,
        unitId: task.unitId ?? '',
        kind: reinspectionKind(task.classId),
        docId: registration?.flwsid ?? null,
        dangerIds: a.dangers.map(dangerId).join(','),
        sourceDocId: source?.flwsid ?? null,
        sourceNumber: source?.wh ?? null,
        appliedAt: made ? made.createdAt : `${date(-1)} 10:20:00`,
        appliedBy: task.ownerName,
        reinspectionId: made?.rwid ?? null,
        createdAt: made?.createdAt ?? null,
      })
      .run();
  });
}
