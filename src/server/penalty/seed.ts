import type { ServerDb } from '../db/open';
import { hasTable, type SeedInput } from '../seed/types';
import { taskId } from '../tasks/seed/build';
import { UNITS } from '../units/seed';
import { penaltyCases, reductions } from './tables';

// The penalty area's demo data (docs/reference-server.md "Demo data of the penalty area"): cases
// generated from an inspection and linked to it, cases registered in the penalty module and linked
// to other tasks later, an open case linked to nothing, and reductions whose amount is inside the
// ranges, outside the discretion range and below the statutory range.

type CaseSeed = {
  /** The penalty task (seed number). */
  n: number;
  /** The task it was registered from (seed number), if any. */
  from?: number;
  unit: string;
  process: '0' | '1' | '2';
  targetType?: '1' | '2';
  sourceType?: string;
  /** An individual target's name and address (a unit's are the unit's). */
  person?: { name: string; address: string };
  sources?: number[];
  productSources?: number[];
  serviceSources?: number[];
};

export const CASE_SEEDS: readonly CaseSeed[] = [
  // Run 1: the key-unit inspection (1) found the violations and registered the general case (3).
  { n: 3, from: 1, unit: '150102000101', process: '1', sources: [1] },
  // Run 4: the double-random inspection (8) registered the quick case (11).
  { n: 11, from: 8, unit: '150102000103', process: '2', sources: [8] },
  // Run 13: the fire investigation (21) registered the individual's on-the-spot case (22).
  {
    n: 22,
    from: 21,
    unit: '150102000102',
    process: '0',
    targetType: '1',
    sourceType: '3',
    person: {
      name: '刘某某',
      address: '内蒙古自治区呼和浩特市新城区东街街道办事处某小区3号楼2单元',
    },
    sources: [21],
  },
  // Registered in the penalty module, then linked to a task: the earlier daily inspection (5).
  { n: 27, unit: '150102000102', process: '1', sources: [5] },
  // Registered in the penalty module and linked to the complaint check (14).
  { n: 24, unit: '150102000105', process: '1', sources: [14] },
  // Linked to the special inspection of class 37 (20) through LYJSFWRWID.
  { n: 25, unit: '150102000103', process: '1', serviceSources: [20] },
  // Open and linked to nothing: the demo officer can link a task to it.
  { n: 23, unit: '150102000104', process: '1' },
  // Another officer's case, generated from their inspection.
  { n: 32, from: 31, unit: '130102000201', process: '1', sources: [31] },
];

const ids = (list: number[] | undefined): string => (list ?? []).map(taskId).join(',');

type ReductionSeed = { n: number } & Omit<typeof reductions.$inferInsert, 'rwid' | 'violations'> & {
    violations: Array<{ WFXW: string; FDED: string; LFCD: string }>;
  };

export const REDUCTION_SEEDS: readonly ReductionSeed[] = [
  {
    // Within the statutory and the discretion range.
    n: 3,
    operator: '张伟',
    method: '罚款',
    amount: '5000',
    reduced: '5000',
    reason: '当事人主动消除违法行为危害后果，初次违法，依法减轻处罚',
    document: '行政处罚决定书',
    violations: [
      {
        WFXW: '占用、堵塞、封闭疏散通道、安全出口',
        FDED: '5000-50000',
        LFCD: '5000-20000',
      },
    ],
  },
  {
    // Inside the statutory range, outside the discretion range.
    n: 27,
    operator: '张伟',
    method: '罚款',
    amount: '6000',
    reduced: '4000',
    reason: '当事人积极配合调查，如实陈述违法事实',
    document: '行政处罚决定书',
    violations: [
      {
        WFXW: '占用、堵塞、封闭疏散通道、安全出口',
        FDED: '5000元至50000元',
        LFCD: '10000-30000',
      },
    ],
  },
  {
    // Below the statutory range (a reduction that needs the officer's check).
    n: 24,
    operator: '张伟',
    method: '罚款',
    amount: '3000',
    reduced: '2000',
    reason: '当事人受他人胁迫实施违法行为',
    document: '行政处罚决定书',
    violations: [
      {
        WFXW: '消防设施、器材或者消防安全标志的配置、设置不符合标准',
        FDED: '5000元以上50000元以下',
        LFCD: '5000-15000',
      },
      { WFXW: '埋压、圈占、遮挡消火栓', FDED: '5000-50000', LFCD: '5000-10000' },
    ],
  },
];

export function seedPenalty(db: ServerDb, _input: SeedInput): void {
  if (!hasTable(db, penaltyCases)) return;
  for (const c of CASE_SEEDS) {
    const unit = UNITS.find((u) => u.id === c.unit);
    if (!unit) throw new Error(`penalty seed: unknown unit ${c.unit}`);
    db.insert(penaltyCases)
      .values({
        rwid: taskId(c.n),
        targetType: c.targetType ?? '2',
        sourceType: c.sourceType ?? '1',
        process: c.process,
        targetName: c.person?.name ?? unit.name,
        targetAddress: c.person?.address ?? unit.address,
        generatedFrom: c.from === undefined ? null : taskId(c.from),
        sources: ids(c.sources),
        productSources: ids(c.productSources),
        serviceSources: ids(c.serviceSources),
      })
      .run();
  }
  for (const { n, violations, ...r } of REDUCTION_SEEDS)
    db.insert(reductions)
      .values({ ...r, rwid: taskId(n), violations: JSON.stringify(violations) })
      .run();
}
