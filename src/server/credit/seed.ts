import type { ServerDb } from '../db/open';
import { hasTable, type SeedInput } from '../seed/types';
import { BRIGADES, USERS } from '../session/seed';
import { taskId } from '../tasks/seed/build';
import { UNITS } from '../units/seed';
import { DAY, formatDate, formatDateTime, startOfDay } from '../util/time';
import { creditPersons, creditUnits } from './tables';
import { UNIT_KIND } from './entity';
import { SPZT } from '../../shared/credit/constants';

// The credit area's demo data (docs/reference-server.md), on the demo officer's seeded tasks:
// - n 22 (individual penalty of 刘某某, open): an individual record, loaded when 个人失信 opens;
// - n 4 (re-inspection of 鼎盛购物中心, open, two dangers not rectified): no general record, so
//   一般失信 says '暂无一般失信数据！' and the entry is due (逾期不改); a serious record returned by
//   the approver (SPZT 4), which may be changed and saved;
// - n 14 (complaint check of the KTV, open): a general record not yet submitted (SPZT 1) and a
//   serious record in approval (SPZT 2), shown read-only with the reason.
// n 3 and the other penalty cases have no individual record: 个人失信 opens empty.

const PERSON_SEEDS = [
  {
    n: 22,
    personName: '刘某某',
    personType: '5',
    idCard: '150102198003151232',
    employer: '呼和浩特市新城区老绥远烧麦馆',
    penaltyCategory: '罚款',
    penaltyContent: '罚款人民币伍佰元整',
    fineAmount: '500',
    facts: '在老绥远烧麦馆后厨违规使用液化石油气钢瓶，操作不当引发火灾，烧毁厨房设备及部分装修。',
    basis: '《中华人民共和国消防法》第六十四条第一项',
    authorityCode: '11150102MB1923607Q',
    publicityMonths: 6,
    daysAgo: 2,
  },
] as const;

type UnitSeed = {
  n: number;
  kind: keyof typeof UNIT_KIND;
  approval: string;
  behaviour: string;
  facts: string;
  handling: string;
  handlingBasis: string;
  decisionNo: string | null;
  penaltyContent: string | null;
  fine: number | null;
  publicityMonths: number;
  daysAgo: number;
};

const UNIT_SEEDS: readonly UnitSeed[] = [
  {
    n: 4,
    kind: 'serious',
    approval: SPZT.returned,
    behaviour: '经责令改正后拒不改正重大火灾隐患，地下车库自动喷水灭火系统长期不能正常使用',
    facts:
      '经复查，该单位地下一层车库自动喷水灭火系统末端试水装置压力仍不足，四层餐饮区防火卷帘下方仍堆放桌椅，逾期未改正。',
    handling: '依法责令改正，拟列入严重失信主体名单',
    handlingBasis: '《中华人民共和国消防法》第六十条第一款；《消防安全领域信用管理办法》',
    decisionNo: null,
    penaltyContent: null,
    fine: null,
    publicityMonths: 12,
    daysAgo: 3,
  },
  {
    n: 14,
    kind: 'general',
    approval: SPZT.draft,
    behaviour: '占用、堵塞疏散通道，经责令改正后逾期未改正',
    facts: '经核查，该单位二层东侧疏散通道堆放酒水纸箱，包厢区域疏散指示标志损坏，逾期未改正。',
    handling: '责令立即改正，依法予以处罚',
    handlingBasis: '《中华人民共和国消防法》第二十八条、第六十条第一款第三项',
    decisionNo: '新城消行罚决字〔2026〕第0031号',
    penaltyContent: '罚款人民币伍仟元整',
    fine: 5000,
    publicityMonths: 6,
    daysAgo: 1,
  },
  {
    n: 14,
    kind: 'serious',
    approval: SPZT.pending,
    behaviour: '人员密集场所安全出口上锁，火灾时不能从内部开启，经责令改正拒不改正',
    facts: '经核查，该单位一层西侧安全出口门闩锁，经责令改正后仍未改正，严重威胁人员疏散安全。',
    handling: '依法责令改正，拟列入严重失信主体名单',
    handlingBasis: '《中华人民共和国消防法》第二十八条；《消防安全领域信用管理办法》',
    decisionNo: '新城消行罚决字〔2026〕第0032号',
    penaltyContent: '罚款人民币壹万元整',
    fine: 10000,
    publicityMonths: 24,
    daysAgo: 1,
  },
];

const recordId = (n: number, k: number): string => String(1782341912000000 + n * 1009 + k);

export function seedCredit(db: ServerDb, { now, rows }: SeedInput): void {
  if (!hasTable(db, creditUnits)) return;
  const at = (daysAgo: number): string =>
    formatDateTime(startOfDay(now) - daysAgo * DAY + 10 * 3600_000);
  const taskOf = (n: number): (typeof rows.tasks)[number] => {
    const t = rows.tasks.find((r) => r.rwid === taskId(n));
    if (!t) throw new Error(`credit seed: unknown task ${n}`);
    return t;
  };
  const brigadeOf = (ownerId: string): { id: string; name: string } => {
    const user = USERS.find((u) => u.id === ownerId);
    const brigade = BRIGADES.find((b) => b.id === user?.brigadeId);
    if (!brigade) throw new Error(`credit seed: no brigade of ${ownerId}`);
    return { id: brigade.id, name: brigade.name };
  };

  PERSON_SEEDS.forEach((s, i) => {
    const task = taskOf(s.n);
    const brigade = brigadeOf(task.ownerId);
    db.insert(creditPersons)
      .values({
        id: recordId(s.n, i),
        rwid: task.rwid,
        personName: s.personName,
        personType: s.personType,
        idCard: s.idCard,
        qualificationNo: null,
        registrationNo: null,
        employer: s.employer,
        penaltyCategory: s.penaltyCategory,
        decidedAt: formatDate(startOfDay(now) - s.daysAgo * DAY),
        penaltyContent: s.penaltyContent,
        fineAmount: s.fineAmount,
        facts: s.facts,
        basis: s.basis,
        authority: brigade.name,
        authorityCode: s.authorityCode,
        publicityMonths: s.publicityMonths,
        brigadeId: brigade.id,
        brigadeName: brigade.name,
        createdBy: task.ownerName,
        createdAt: at(s.daysAgo),
      })
      .run();
  });

  UNIT_SEEDS.forEach((s, i) => {
    const task = taskOf(s.n);
    const unit = UNITS.find((u) => u.id === task.unitId);
    if (!unit) throw new Error(`credit seed: task ${s.n} has no unit`);
    const brigade = brigadeOf(task.ownerId);
    db.insert(creditUnits)
      .values({
        id: recordId(s.n, 10 + i),
        rwid: task.rwid,
        kind: UNIT_KIND[s.kind].lx,
        unitId: unit.id,
        unitName: unit.name,
        creditCode: unit.creditCode,
        behaviour: s.behaviour,
        facts: s.facts,
        handling: s.handling,
        handlingBasis: s.handlingBasis,
        decisionNo: s.decisionNo,
        penaltyDate: s.decisionNo ? formatDate(startOfDay(now) - s.daysAgo * DAY) : null,
        penaltyContent: s.penaltyContent,
        fine: s.fine,
        publicityMonths: s.publicityMonths,
        approval: s.approval,
        brigadeId: brigade.id,
        brigadeName: brigade.name,
        createdBy: task.ownerName,
        createdAt: at(s.daysAgo),
      })
      .run();
  });
}
