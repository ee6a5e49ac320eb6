import type { ServerDb } from '../db/open';
import { hasTable, type SeedInput } from '../seed/types';
import { noticeValues } from '../tasks/seed/story';
import { DAY, formatDate } from '../util/time';
import { taskId } from '../tasks/seed/build';
import { caseCategories, caseTypesByTask } from './tables';

// Case categories (DM_XFJD_AJLB) offered when a task is archived and closed: two levels.

type Node = { id: string; name: string; children: Array<[string, string]> };

const TREE: readonly Node[] = [
  {
    id: '10',
    name: '行政处罚类',
    children: [
      ['1001', '一般程序案卷'],
      ['1002', '简易程序案卷'],
      ['1003', '快速办理案卷'],
      ['1004', '听证程序案卷'],
    ],
  },
  {
    id: '20',
    name: '监督检查类',
    children: [
      ['2001', '日常监督检查'],
      ['2002', '双随机抽查'],
      ['2003', '专项检查'],
      ['2004', '重点单位检查'],
      ['2005', '投入使用营业前检查'],
    ],
  },
  {
    id: '30',
    name: '行政强制类',
    children: [
      ['3001', '临时查封'],
      ['3002', '强制执行'],
      ['3003', '责令停产停业'],
    ],
  },
  {
    id: '40',
    name: '火灾调查类',
    children: [
      ['4001', '简易火灾事故调查'],
      ['4002', '一般火灾事故调查'],
      ['4003', '火灾事故复核'],
    ],
  },
  {
    id: '50',
    name: '消防产品监督类',
    children: [
      ['5001', '消防产品监督抽查'],
      ['5002', '消防产品质量抽样检验'],
    ],
  },
];

export const CASE_CATEGORY_ROWS = TREE.flatMap((node, i) => [
  { id: node.id, parentId: null, name: node.name, sort: i + 1 },
  ...node.children.map(([id, name], j) => ({ id, parentId: node.id, name, sort: j + 1 })),
]);

/**
 * The categories each task type's case file belongs to (generic query 4680), by the seed's task
 * types (dict seed TASK_TYPE_LABELS): penalties by procedure, inspections by kind, coercive
 * measures, fire investigation and product supervision. Types not named (45 re-inspection…) fall
 * back to their inspection's class.
 */
export const CASE_TYPES_BY_TASK: Readonly<Record<number, readonly string[]>> = {
  2: ['5001'],
  6: ['5002'],
  7: ['5001'],
  11: ['2005'],
  12: ['2003'],
  13: ['2001'],
  14: ['2004'],
  15: ['2003'],
  16: ['2003'],
  17: ['2001'],
  18: ['2001'],
  19: ['5001', '5002'],
  31: ['2001'],
  32: ['2002'],
  33: ['2003'],
  45: ['2001'],
  56: ['3001'],
  61: ['1001'],
  62: ['1002'],
  63: ['1003'],
  64: ['1004'],
  65: ['3001'],
  66: ['3002'],
  67: ['3003'],
  68: ['3002'],
  69: ['3002'],
  70: ['1001'],
  74: ['2004'],
  75: ['1001'],
  76: ['1001'],
  80: ['40'],
};

export function seedArchive(db: ServerDb): void {
  db.insert(caseCategories).values(CASE_CATEGORY_ROWS).run();
  // A database made before the table existed keeps working without it (4680 answers nothing).
  if (!hasTable(db, caseTypesByTask)) return;
  db.insert(caseTypesByTask)
    .values(
      Object.entries(CASE_TYPES_BY_TASK).flatMap(([type, ids]) =>
        ids.map((categoryId) => ({ taskType: Number(type), categoryId })),
      ),
    )
    .run();
}

/**
 * Archive readiness on the demo officer's finished key-unit inspection (task 1, run 1, 归档结案
 * offered): a second 责令限期改正通知书 (about the fire-control room) was approved and served on
 * paper but never sealed in the system, and the penalty case the inspection led to (task 3, linked
 * as its source) is still open. 归档结案 lists both and xmrwgd refuses until the officer seals the
 * notice (文书盖章) and closes the case (处罚结案 on task 3). Planned before the documents and the
 * log are inserted, so the notice gets its form values (documents/seed/content.ts) and its history
 * like every seeded document; the task's first notice and its log stay as they were.
 */
export const READINESS_TASK = 1;
export const READINESS_NOTICE = {
  id: '1782341918017001',
  flwsid: '1782341919017001',
  title: '责令限期改正通知书（消防控制室）',
} as const;

const NOTICE_TYPE = '404';
const MINUTE = 60_000;

const cst = (text: string): number => Date.parse(`${text.replace(' ', 'T')}+08:00`);
const cstText = (ms: number): string =>
  new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The next number of the brigade's word and year after every planned one ('…第0021号'). */
function nextNumber(numbers: readonly (string | null | undefined)[], first: string): string | null {
  const m = /^(.*第)(\d+)号$/.exec(first);
  if (!m) return null;
  const [, prefix] = m;
  const used = numbers
    .filter((n): n is string => !!n && n.startsWith(prefix))
    .map((n) => Number(/第(\d+)号$/.exec(n)?.[1] ?? 0));
  return `${prefix}${String(Math.max(...used) + 1).padStart(m[2].length, '0')}号`;
}

export function planArchiveReadiness(_db: ServerDb, { rows }: SeedInput): void {
  const rwid = taskId(READINESS_TASK);
  const first = rows.documents.find(
    (d) => d.rwid === rwid && d.typeId === NOTICE_TYPE && !d.deleted && d.wh,
  );
  if (!first?.wh || !first.approvedAt) return;
  const wh = nextNumber(
    rows.documents.map((d) => d.wh),
    first.wh,
  );
  if (!wh) return;
  const sort = Math.max(
    ...rows.documents.filter((d) => d.categoryId === first.categoryId).map((d) => d.sort),
  );
  const created = cst(first.createdAt) + 40 * MINUTE;
  const approved = cst(first.approvedAt) + 30 * MINUTE;
  const { title } = READINESS_NOTICE;
  rows.documents.push({
    ...first,
    id: READINESS_NOTICE.id,
    flwsid: READINESS_NOTICE.flwsid,
    title,
    wh,
    sort: sort + 1,
    createdAt: cstText(created),
    approvedAt: cstText(approved),
    // Served on paper (已送达) without the seal: what the archive waits for.
    delivered: '2',
    sealState: '1',
    sealMd5: null,
    hasFile: '0',
    fileDesc: null,
    md5: null,
    values: null,
  });
  // What it cites comes from the task's story (the danger it orders, tasks/seed/demo.ts).
  const notice = rows.documents[rows.documents.length - 1];
  const record = rows.documents.find((d) => d.rwid === rwid && d.typeId === '420' && !d.deleted);
  rows.values[notice.id] = noticeValues(
    notice,
    rows.hazards.filter((h) => h.rwid === rwid),
    record ?? null,
    formatDate(approved + 15 * DAY),
  );
  const own = rows.logs.find((l) => l.rwid === rwid && l.content === `新增文书：${first.title}`);
  const lead = rows.logs.find((l) => l.rwid === rwid && l.content === `审批通过：${first.title}`);
  if (!own || !lead) return;
  const log = (at: number, who: typeof own, content: string): void =>
    void rows.logs.push({ ...who, rwid, createdAt: cstText(at), content });
  log(created, own, `新增文书：${title}`);
  log(created + 30 * MINUTE, own, `提交审批：${title}`);
  log(approved, lead, `审批通过：${title}`);
  log(approved + 120 * MINUTE, own, `文书送达：${title}（${wh}），直接送达`);
}
