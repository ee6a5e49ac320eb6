import type { ServerDb } from '../db/open';
import { hasTable, type SeedInput } from '../seed/types';
import { BRIGADES, USERS } from '../session/seed';
import { taskId, type SeedRows } from '../tasks/seed/build';
import { ALL_TASK_SEEDS } from '../tasks/seed';
import type { FireStory } from '../tasks/seed/task-spec';
import { UNITS } from '../units/seed';
import { parseCst } from '../documents/seed/content';
import { dayAt, formatDate, formatDateTime } from '../util/time';
import { fireCases, fireInfos, fireNodes } from './tables';
import {
  CAUSE_STATE,
  FIRE_PROCEDURE,
  INFO_NODE_CODE,
  type FireStageCode,
  type NodeState,
} from '../../shared/fire/constants';

// The fire area's demo data (docs/reference-server.md), on the demo officer's seeded fire case n 21
// (老绥远烧麦馆后厨火灾, type 80, run 13), told by its task seed (TaskSeed.fire and its documents):
// the fire the evening 19 days ago, reported and put out that night, handed over for investigation
// the next morning (the task), registered that morning (no casualties, 一般火灾, cause still under
// investigation), investigated since: the scene examined, the interviews under way, the extension
// approved, the fire-accident determination in draft (火灾调查 current). 案件移送, 延伸调查 and
// 火灾复核 have not begun. The procedure is 一般调查. A node of a step that made a document takes
// its date and officer from that document's row (never written twice).

const FIRE_TASK = 21;

type FireNodeInsert = typeof fireNodes.$inferInsert;
type FireInfoInsert = typeof fireInfos.$inferInsert;

type NodeSeed = {
  name: string;
  state: NodeState;
  /** The step's own time (days before today, minute of the day) when no document or task tells it. */
  at?: [number, number];
  officer?: 'owner' | 'co' | 'duty';
  /** The document of the step (type, and title when the type repeats): made, or decided. */
  doc?: { t: number; title?: string; when?: 'decided' | 'file' };
  /** The step is the task's creation (移交火灾调查) or the fire's registration (火灾信息登记). */
  of?: 'task' | 'info';
  code?: string;
  children?: NodeSeed[];
};

const fireAt = (fire: FireStory, minute: number): [number, number] => [fire.day, minute];

const stageNodes = (fire: FireStory): ReadonlyArray<[FireStageCode, NodeSeed[]]> => [
  [
    'hzjj',
    [
      {
        name: '接警登记',
        state: '2',
        at: fireAt(fire, fire.alarmed),
        officer: 'duty',
        children: [
          { name: '调派力量出警', state: '2', at: fireAt(fire, fire.alarmed + 1), officer: 'duty' },
          { name: '到场处置', state: '2', at: fireAt(fire, fire.alarmed + 9), officer: 'duty' },
          { name: '火灾扑灭', state: '2', at: fireAt(fire, fire.out), officer: 'duty' },
        ],
      },
      { name: '移交火灾调查', state: '2', of: 'task' },
    ],
  ],
  [
    'hzdj',
    [
      { name: '火灾信息登记', code: INFO_NODE_CODE, state: '2', of: 'info' },
      { name: '火灾损失统计', state: '2', at: [fire.day - 2, 15 * 60 + 20], officer: 'owner' },
    ],
  ],
  [
    'hzdc',
    [
      {
        name: '现场勘验',
        state: '2',
        doc: { t: 9004 },
        children: [
          { name: '现场保护', state: '2', at: fireAt(fire, fire.out + 9), officer: 'duty' },
          { name: '现场勘验笔录', state: '2', doc: { t: 9004 } },
          // The photographs are the record's attachment (uploaded 20 minutes after it was made).
          { name: '现场照相（32张）', state: '2', doc: { t: 9004, when: 'file' } },
        ],
      },
      {
        name: '调查询问',
        state: '1',
        children: [
          { name: '询问笔录（刘海）', state: '2', doc: { t: 9002, title: '询问笔录（刘海）' } },
          {
            name: '询问笔录（后厨员工刘某某）',
            state: '2',
            doc: { t: 9002, title: '询问笔录（后厨员工刘某某）' },
          },
          { name: '补充询问', state: '0' },
        ],
      },
      { name: '火灾事故调查认定延期审批', state: '2', doc: { t: 458, when: 'decided' } },
      {
        name: '火灾事故认定',
        state: '1',
        children: [
          { name: '制作火灾事故认定书', state: '1', doc: { t: 9021 } },
          { name: '认定书审批', state: '0' },
          { name: '送达当事人', state: '0' },
        ],
      },
    ],
  ],
];

/** The fire case's timeline, registration and procedure, derived from its task's story and rows. */
export function planFire(
  now: number,
  rows: SeedRows,
): { nodes: FireNodeInsert[]; info: FireInfoInsert; rwid: string } {
  const seed = ALL_TASK_SEEDS.find((t) => t.n === FIRE_TASK);
  const task = rows.tasks.find((t) => t.rwid === taskId(FIRE_TASK));
  if (!seed?.fire || !task) throw new Error(`fire seed: task ${FIRE_TASK} tells no fire`);
  const fire = seed.fire;
  const owner = USERS.find((u) => u.id === task.ownerId);
  const brigade = BRIGADES.find((b) => b.id === owner?.brigadeId);
  if (!owner || !brigade) throw new Error('fire seed: no officer');
  const unit = UNITS.find((u) => u.id === task.unitId);
  const officers = { owner: owner.realName, co: brigade.coOfficer, duty: '值班员 王磊' };
  const at = ([daysAgo, minute]: [number, number]): string =>
    formatDateTime(dayAt(now, daysAgo, minute));
  const registeredAt = at([fire.day - 1, 10 * 60 + 5]);
  const docs = rows.documents.filter((d) => d.rwid === task.rwid && !d.deleted);

  /** The step's time and officer: its document's, the task's, the registration's or its own. */
  const whenWho = (n: NodeSeed): { time: string | null; officer: string | null } => {
    if (n.doc) {
      const { t, title, when } = n.doc;
      const doc = docs.find((d) => d.typeId === String(t) && (!title || d.title === title));
      if (!doc) throw new Error(`fire seed: task ${FIRE_TASK} has no document ${t} ${title ?? ''}`);
      const time =
        when === 'decided'
          ? doc.approvedAt
          : when === 'file'
            ? formatDateTime(parseCst(doc.createdAt) + 20 * 60_000)
            : doc.createdAt;
      if (!time) throw new Error(`fire seed: document ${t} was not decided`);
      return { time, officer: when === 'decided' ? (doc.approver ?? null) : doc.createdBy };
    }
    if (n.of === 'task') return { time: task.createdAt, officer: owner.realName };
    if (n.of === 'info') return { time: registeredAt, officer: owner.realName };
    if (n.at) return { time: at(n.at), officer: n.officer ? officers[n.officer] : null };
    // A step of several: when its first begun child began, by whom.
    const begun = (n.children ?? []).map(whenWho).filter((c) => c.time !== null);
    begun.sort((a, b) => (a.time as string).localeCompare(b.time as string));
    return begun[0] ?? { time: null, officer: null };
  };

  const nodes: FireNodeInsert[] = [];
  let seq = 0;
  const add = (stage: FireStageCode, list: NodeSeed[], parentId: string | null): void =>
    list.forEach((n, i) => {
      seq += 1;
      const id = String(1782341913000000 + seq * 1013);
      const { time, officer } = whenWho(n);
      nodes.push({
        id,
        rwid: task.rwid,
        stage,
        code: n.code ?? null,
        parentId,
        sort: i + 1,
        name: n.name,
        state: n.state,
        time,
        officer,
        remark: null,
        transferId: null,
      });
      if (n.children) add(stage, n.children, id);
    });
  for (const [stage, list] of stageNodes(fire)) add(stage, list, null);

  const fireDay = formatDate(dayAt(now, fire.day, 12 * 60));
  const clock = (minute: number): string =>
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
  const info: FireInfoInsert = {
    id: String(1782341913900000 + FIRE_TASK),
    rwid: task.rwid,
    startedAt: `${fireDay} ${clock(fire.started)}`,
    alarmedAt: `${fireDay} ${clock(fire.alarmed)}`,
    outAt: `${fireDay} ${clock(fire.out)}`,
    unitName: unit?.name ?? null,
    place: fire.place,
    kind: '1',
    area: fire.area,
    loss: fire.loss,
    deaths: 0,
    serious: 0,
    minor: 0,
    grade: '4',
    causeState: CAUSE_STATE.open,
    cause: null,
    investigators: `${owner.realName}、${brigade.coOfficer}`,
    summary: `当晚${clock(fire.started).slice(0, 2)}时${clock(fire.started).slice(3, 5)}分许，老绥远烧麦馆后厨液化石油气灶具附近起火，${fire.burnt}，过火面积约${fire.area}平方米，无人员伤亡。辖区消防救援站到场后于${clock(fire.out).slice(0, 2)}时${clock(fire.out).slice(3, 5)}分将火扑灭。`,
    createdBy: owner.realName,
    createdAt: registeredAt,
  };
  return { nodes, info, rwid: task.rwid };
}

export function seedFire(db: ServerDb, { now, rows }: SeedInput): void {
  if (!hasTable(db, fireNodes)) return;
  const { nodes, info, rwid } = planFire(now, rows);
  for (const node of nodes) db.insert(fireNodes).values(node).run();
  db.insert(fireInfos).values(info).run();
  db.insert(fireCases).values({ rwid, procedure: FIRE_PROCEDURE.general, reason: null }).run();
}
