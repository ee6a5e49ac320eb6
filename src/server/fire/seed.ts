import type { ServerDb } from '../db/open';
import { hasTable, type SeedInput } from '../seed/types';
import { BRIGADES, USERS } from '../session/seed';
import { taskId } from '../tasks/seed/build';
import { UNITS } from '../units/seed';
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
// (老绥远烧麦馆后厨火灾, type 80, run 13): the fire the evening 19 days ago, reported and put out
// that night, registered the next morning (no casualties, 一般火灾, cause still under
// investigation), investigated since: the scene examined, the interviews under way, the extension
// approved, the fire-accident determination in draft (火灾调查 current). 案件移送, 延伸调查 and
// 火灾复核 have not begun. The procedure is 一般调查.

const FIRE_TASK = 21;

type NodeSeed = {
  name: string;
  state: NodeState;
  /** Days before today and minute of that day, or none (not started). */
  at?: [number, number];
  officer?: 'owner' | 'co' | 'duty';
  code?: string;
  children?: NodeSeed[];
};

const STAGE_NODES: ReadonlyArray<[FireStageCode, NodeSeed[]]> = [
  [
    'hzjj',
    [
      {
        name: '接警登记',
        state: '2',
        at: [19, 21 * 60 + 46],
        officer: 'duty',
        children: [
          { name: '调派力量出警', state: '2', at: [19, 21 * 60 + 47], officer: 'duty' },
          { name: '到场处置', state: '2', at: [19, 21 * 60 + 55], officer: 'duty' },
          { name: '火灾扑灭', state: '2', at: [19, 22 * 60 + 31], officer: 'duty' },
        ],
      },
      { name: '移交火灾调查', state: '2', at: [18, 8 * 60 + 30], officer: 'duty' },
    ],
  ],
  [
    'hzdj',
    [
      {
        name: '火灾信息登记',
        code: INFO_NODE_CODE,
        state: '2',
        at: [18, 10 * 60 + 5],
        officer: 'owner',
      },
      { name: '火灾损失统计', state: '2', at: [17, 15 * 60 + 20], officer: 'owner' },
    ],
  ],
  [
    'hzdc',
    [
      {
        name: '现场勘验',
        state: '2',
        at: [18, 9 * 60 + 10],
        officer: 'owner',
        children: [
          { name: '现场保护', state: '2', at: [19, 22 * 60 + 40], officer: 'duty' },
          { name: '现场勘验笔录', state: '2', at: [18, 11 * 60 + 40], officer: 'owner' },
          { name: '现场照相（32张）', state: '2', at: [18, 11 * 60 + 50], officer: 'co' },
        ],
      },
      {
        name: '调查询问',
        state: '1',
        at: [17, 9 * 60 + 30],
        officer: 'owner',
        children: [
          { name: '询问笔录（刘海）', state: '2', at: [17, 9 * 60 + 30], officer: 'owner' },
          { name: '询问笔录（后厨员工刘某某）', state: '2', at: [16, 14 * 60], officer: 'co' },
          { name: '补充询问', state: '0' },
        ],
      },
      {
        name: '火灾事故调查认定延期审批',
        state: '2',
        at: [5, 16 * 60 + 10],
        officer: 'owner',
      },
      {
        name: '火灾事故认定',
        state: '1',
        at: [2, 10 * 60],
        officer: 'owner',
        children: [
          { name: '制作火灾事故认定书', state: '1', at: [2, 10 * 60], officer: 'owner' },
          { name: '认定书审批', state: '0' },
          { name: '送达当事人', state: '0' },
        ],
      },
    ],
  ],
];

export function seedFire(db: ServerDb, { now, rows }: SeedInput): void {
  if (!hasTable(db, fireNodes)) return;
  const task = rows.tasks.find((t) => t.rwid === taskId(FIRE_TASK));
  if (!task) throw new Error(`fire seed: unknown task ${FIRE_TASK}`);
  const owner = USERS.find((u) => u.id === task.ownerId);
  const brigade = BRIGADES.find((b) => b.id === owner?.brigadeId);
  if (!owner || !brigade) throw new Error('fire seed: no officer');
  const unit = UNITS.find((u) => u.id === task.unitId);
  const officers = { owner: owner.realName, co: brigade.coOfficer, duty: '值班员 王磊' };
  const at = ([daysAgo, minute]: [number, number]): string =>
    formatDateTime(dayAt(now, daysAgo, minute));

  let seq = 0;
  const insert = (stage: FireStageCode, nodes: NodeSeed[], parentId: string | null): void =>
    nodes.forEach((n, i) => {
      seq += 1;
      const id = String(1782341913000000 + seq * 1013);
      db.insert(fireNodes)
        .values({
          id,
          rwid: task.rwid,
          stage,
          code: n.code ?? null,
          parentId,
          sort: i + 1,
          name: n.name,
          state: n.state,
          time: n.at ? at(n.at) : null,
          officer: n.officer ? officers[n.officer] : null,
          remark: null,
          transferId: null,
        })
        .run();
      if (n.children) insert(stage, n.children, id);
    });
  for (const [stage, nodes] of STAGE_NODES) insert(stage, nodes, null);

  const fireDay = formatDate(dayAt(now, 19, 12 * 60));
  db.insert(fireInfos)
    .values({
      id: String(1782341913900000 + FIRE_TASK),
      rwid: task.rwid,
      startedAt: `${fireDay} 21:40:00`,
      alarmedAt: `${fireDay} 21:46:00`,
      outAt: `${fireDay} 22:31:00`,
      unitName: unit?.name ?? null,
      place: '呼和浩特市新城区中山东路126号老绥远烧麦馆后厨',
      kind: '1',
      area: 35,
      loss: 86000,
      deaths: 0,
      serious: 0,
      minor: 0,
      grade: '4',
      causeState: CAUSE_STATE.open,
      cause: null,
      investigators: `${owner.realName}、${brigade.coOfficer}`,
      summary:
        '当晚21时40分许，老绥远烧麦馆后厨液化石油气灶具附近起火，过火面积约35平方米，烧毁灶具、排烟罩及部分吊顶，无人员伤亡。辖区消防救援站到场后于22时31分将火扑灭。',
      createdBy: owner.realName,
      createdAt: at([18, 10 * 60 + 5]),
    })
    .run();
  db.insert(fireCases)
    .values({ rwid: task.rwid, procedure: FIRE_PROCEDURE.general, reason: null })
    .run();
}
