import { and, eq } from 'drizzle-orm';
import type { ServerDb } from '../db/open';
import { hasTable, type SeedInput } from '../seed/types';
import { taskId } from '../tasks/seed/build';
import { categories } from '../detail/tables';
import { units } from '../units/tables';
import { docTypes, documents, files } from '../documents/tables';
import { makePdf } from '../util/pdf';
import { md5Of, relativePathOf, writeStoredFile } from '../util/store';
import { DAY, formatDate, formatDateTime } from '../util/time';
import { derivedColumns } from './state';
import {
  productTests,
  products,
  retestFees,
  testingAgencies,
  type ProductRecord,
  type ProductTestRow,
} from './tables';
import { RESULT_NOTICES } from '../../shared/products/constants';

// The inspected products of the demo officer's product tasks (docs: products area), in every
// outcome (0 未发现问题, 1 不合格, 2 送检, 3 未检查), and the testing agencies:
// - n 18 (鼎盛购物中心, 抽样检验, open): 手提式干粉灭火器 sent for testing on site, not yet
//   dispatched (its sampling record is the task's 232 draft) — the walk 送检 → 检验结果 → 复检费用
//   starts here, with the agency's report (382, its PDF attached) already in the tree; an
//   emergency lamp non-compliant on site, a smoke detector without findings, a hose not compliant
//   in market access, a hydrant not checked;
// - n 17 (北辰消防器材, 质量问题核查, open): an extinguisher tested unqualified on the task's 382
//   report with its re-test fee collected (送复检 is due), another sent and awaiting its result, a
//   CO2 extinguisher not compliant in market access, a hose reel without findings;
// - n 19 (青城宾馆, 市场准入抽查, closed): market access only, in each of its outcomes.
// The notice types (9011, 9012) and the re-test report (392) join the product documents (cpws).

const PRODUCT_ID = (n: number, i: number): string => String(1782341920000000 + n * 100 + i);
const TEST_ID = (n: number, i: number): string => String(1782341921000000 + n * 100 + i);
export const AGENCY_IDS = {
  equipment: '1782341922000001',
  fixed: '1782341922000002',
  electronic: '1782341922000003',
  materials: '1782341922000004',
  region: '1782341922000005',
} as const;

const AGENCIES = [
  {
    id: AGENCY_IDS.equipment,
    name: '国家消防装备质量检验检测中心',
    qualification: 'CNAS L0473',
    phone: '022-58387700',
    address: '天津市南开区卫津南路110号',
  },
  {
    id: AGENCY_IDS.fixed,
    name: '国家固定灭火系统和耐火构件质量检验检测中心',
    qualification: 'CNAS L0474',
    phone: '022-58387600',
    address: '天津市南开区卫津南路110号',
  },
  {
    id: AGENCY_IDS.electronic,
    name: '国家消防电子产品质量检验检测中心',
    qualification: 'CNAS L0486',
    phone: '024-31535666',
    address: '辽宁省沈阳市皇姑区文大路218-20号甲',
  },
  {
    id: AGENCY_IDS.materials,
    name: '国家防火建筑材料质量检验检测中心',
    qualification: 'CNAS L0475',
    phone: '028-87511296',
    address: '四川省成都市金牛区金科南路69号',
  },
  {
    id: AGENCY_IDS.region,
    name: '内蒙古自治区产品质量检验研究院',
    qualification: 'CMA 150512340187',
    phone: '0471-3961688',
    address: '内蒙古自治区呼和浩特市赛罕区昭乌达路88号',
  },
];

type ProductSeed = {
  name: string;
  model: string;
  producer: string;
  cert: string;
  lot: string;
  checked: string;
  market: string;
  quality: string;
  access?: string;
  marketIssues?: string;
  qualityIssues?: string;
  /** Its sampling record: the task's 232. */
  sampling?: true;
  /** Its tests, oldest first: kind, agency, sent days ago; a result with the report's type. */
  tests?: {
    kind: '1' | '2';
    agency: string;
    sentAgo: number;
    result?: { value: '0' | '1'; report: string; ago: number };
  }[];
  /** The re-test fee of its first test. */
  fee?: { method: '2' | '3'; amount?: number; ago: number };
};

const PRODUCTS: Readonly<Record<number, readonly ProductSeed[]>> = {
  18: [
    {
      name: '手提式干粉灭火器',
      model: 'MFZ/ABC4',
      producer: '浙江安泰消防器材有限公司',
      cert: 'CCCF',
      lot: '120',
      checked: '2',
      market: '0',
      quality: '2',
      access: '2025081801011234',
      sampling: true,
    },
    {
      name: '消防应急标志灯具',
      model: 'M-BLJC-1LROEI1W',
      producer: '广东华明消防科技有限公司',
      cert: 'CCCF',
      lot: '40',
      checked: '3',
      market: '0',
      quality: '1',
      access: '2024081809023318',
      qualityIssues: '应急工作时间不足90min,标志灯表面亮度不足',
    },
    {
      name: '点型光电感烟火灾探测器',
      model: 'JTY-GD-G3',
      producer: '北京安达消防电子有限公司',
      cert: 'CCCF',
      lot: '260',
      checked: '10',
      market: '0',
      quality: '0',
      access: '2023081803007712',
    },
    {
      name: '有衬里消防水带',
      model: '13-65-25',
      producer: '泉州鑫龙消防设备有限公司',
      cert: '无',
      lot: '30',
      checked: '2',
      market: '1',
      quality: '3',
      marketIssues: '无强制性产品认证标志,无产品身份信息',
    },
    {
      name: '室内消火栓',
      model: 'SN65',
      producer: '泉州鑫龙消防设备有限公司',
      cert: 'CCCF',
      lot: '36',
      checked: '0',
      market: '3',
      quality: '3',
    },
  ],
  17: [
    {
      name: '手提式干粉灭火器',
      model: 'MFZ/ABC4',
      producer: '浙江安泰消防器材有限公司',
      cert: 'CCCF',
      lot: '200',
      checked: '2',
      market: '0',
      quality: '2',
      access: '2025081801011234',
      sampling: true,
      tests: [
        {
          kind: '1',
          agency: AGENCY_IDS.equipment,
          sentAgo: 17,
          result: { value: '1', report: '382', ago: 10 },
        },
      ],
      fee: { method: '3', amount: 1200, ago: 8 },
    },
    {
      name: '推车式干粉灭火器',
      model: 'MFTZ/ABC35',
      producer: '浙江安泰消防器材有限公司',
      cert: 'CCCF',
      lot: '12',
      checked: '1',
      market: '0',
      quality: '2',
      access: '2025081801011290',
      tests: [{ kind: '1', agency: AGENCY_IDS.equipment, sentAgo: 6 }],
    },
    {
      name: '手提式二氧化碳灭火器',
      model: 'MT/3',
      producer: '江苏苏安消防器材有限公司',
      cert: 'CCCF',
      lot: '50',
      checked: '2',
      market: '1',
      quality: '0',
      access: '2022081801019876',
      marketIssues: '产品无身份信息标志,铭牌型号与认证证书不一致',
    },
    {
      name: '消防软管卷盘',
      model: 'JPS0.8-19/25',
      producer: '浙江安泰消防器材有限公司',
      cert: 'CCCF',
      lot: '20',
      checked: '2',
      market: '0',
      quality: '0',
      access: '2024081806004411',
    },
  ],
  19: [
    {
      name: '钢质防火门',
      model: 'GFM-1021-dk5 A1.50(甲级)',
      producer: '河北金盾防火门业有限公司',
      cert: 'CCCF',
      lot: '18',
      checked: '4',
      market: '0',
      quality: '3',
      access: '2023081802005566',
    },
    {
      name: '消防排烟风机',
      model: 'HTF-I-8',
      producer: '山东鲁风通风设备有限公司',
      cert: '无',
      lot: '2',
      checked: '2',
      market: '1',
      quality: '3',
      marketIssues: '未获得强制性产品认证',
    },
    {
      name: '气体灭火控制器',
      model: 'JB-QB-GST200',
      producer: '北京安达消防电子有限公司',
      cert: 'CCCF',
      lot: '1',
      checked: '0',
      market: '3',
      quality: '3',
    },
  ],
};

/** The documents the products area adds to the catalogue (ids of docs: products area). */
const DOC_TYPES = [
  {
    id: '392',
    name: '消防产品检验报告（复检）',
    form: 'cpjybgfj',
    addMode: '3',
    needsApproval: 0,
    numberWord: null,
  },
  {
    id: RESULT_NOTICES.first.rwwsszid,
    name: '消防产品质量检验结果通知书',
    form: RESULT_NOTICES.first.form,
    addMode: '1',
    needsApproval: 1,
    numberWord: '消产检字',
  },
  {
    id: RESULT_NOTICES.retest.rwwsszid,
    name: '消防产品质量复检结果通知书',
    form: RESULT_NOTICES.retest.form,
    addMode: '1',
    needsApproval: 1,
    numberWord: '消产复字',
  },
];

/** The test report the walk on n 18 records a result from (its PDF attached). */
export const WALK_REPORT_ID = '1782341918000382';

export function seedSupervision(db: ServerDb, { now, rows, dataDir }: SeedInput): void {
  if (!hasTable(db, products)) return;
  db.insert(testingAgencies).values(AGENCIES).run();
  db.insert(docTypes)
    .values(
      DOC_TYPES.map((t, i) => ({
        ...t,
        categoryCode: 'cpws',
        addUrl: `/ws/${t.form}`,
        definitionId: `WSDY${t.id}`,
        kglsh: '0',
        printTemplateId: t.addMode === '1' ? `MB${t.id}` : null,
        sort: 901 + i,
        settingId: t.id,
        templateId: `WSMB${t.id}`,
      })),
    )
    .run();
  const ago = (days: number, hours = 10): string =>
    formatDateTime(now - days * DAY + (hours - 10) * 3600_000);
  const docOf = (n: number, type: string): (typeof rows.documents)[number] | undefined =>
    rows.documents.find((d) => d.rwid === taskId(n) && d.typeId === type && !d.deleted);

  seedWalkReport(db, { now, rows, dataDir });

  for (const [key, seeds] of Object.entries(PRODUCTS)) {
    const n = Number(key);
    const task = rows.tasks.find((t) => t.rwid === taskId(n));
    if (!task) throw new Error(`products seed: unknown task ${n}`);
    seeds.forEach((s, i) => {
      const tests: ProductTestRow[] = (s.tests ?? []).map((t, k) => {
        const report = t.result ? docOf(n, t.result.report) : undefined;
        if (t.result && !report)
          throw new Error(`products seed: task ${n} has no ${t.result.report}`);
        return {
          id: TEST_ID(n, i * 10 + k),
          rwid: task.rwid,
          productId: PRODUCT_ID(n, i),
          sampleName: s.name,
          unitName: '',
          agencyId: t.agency,
          agencyName: AGENCIES.find((a) => a.id === t.agency)?.name ?? '',
          note: null,
          kind: t.kind,
          state: t.result ? '2' : '1',
          result: t.result?.value ?? null,
          reportDocId: report?.flwsid ?? null,
          resultNote: null,
          sentAt: ago(t.sentAgo),
          sentBy: task.ownerName,
          resultAt: t.result ? ago(t.result.ago) : null,
          resultBy: t.result ? task.ownerName : null,
        };
      });
      const latest = tests[tests.length - 1];
      const base: ProductRecord = {
        id: PRODUCT_ID(n, i),
        rwid: task.rwid,
        recordId: docOf(n, '228')?.flwsid ?? null,
        name: s.name,
        model: s.model,
        producer: s.producer,
        certMark: s.cert,
        lotSize: s.lot,
        checked: s.checked,
        marketOutcome: s.market,
        qualityOutcome: s.quality,
        accessNumbers: s.access ?? null,
        marketIssues: s.marketIssues ?? null,
        qualityIssues: s.qualityIssues ?? null,
        recheckDue: '0',
        retested: tests.some((t) => t.kind === '2') ? '1' : '0',
        tested: tests.some((t) => t.result !== null) ? '1' : '0',
        sampled: tests.length > 0 ? '1' : '0',
        retestApplied: s.fee ? '1' : '0',
        objection: s.fee ? '1' : '0',
        qualified: latest?.result === null || !latest ? null : latest.result === '0' ? '1' : '0',
        qualifiedOnSite: '0',
        sfcg: '0',
        samplingDocId: s.sampling ? (docOf(n, '232')?.flwsid ?? null) : null,
        deleted: 0,
        sort: i + 1,
        display: `${s.name}（${s.model}）`,
        pick232: null,
        pick411: null,
        pick412: null,
        pick726: null,
        pickDispatch: null,
        pickResult: null,
        pickFee: null,
        dueDispatch: null,
        latestTestId: null,
        latestReportId: null,
      };
      db.insert(products)
        .values({ ...base, ...derivedColumns(base, latest) })
        .run();
      if (tests.length > 0)
        db.insert(productTests)
          .values(tests.map((t) => ({ ...t, unitName: unitNameOf(db, task.unitId) })))
          .run();
      const first = tests[0];
      if (s.fee && first)
        db.insert(retestFees)
          .values({
            id: String(1782341923000000 + n * 100 + i),
            testId: first.id,
            productId: base.id,
            rwid: task.rwid,
            docId: first.reportDocId,
            method: s.fee.method,
            collectedOn: s.fee.method === '3' ? formatDate(now - s.fee.ago * DAY) : null,
            amount: s.fee.method === '3' ? (s.fee.amount ?? null) : null,
            note: '被检单位对检验结果有异议，书面申请复检，复检费用由申请人预先支付。',
            createdBy: task.ownerName,
            createdAt: ago(s.fee.ago),
            updatedBy: null,
            updatedAt: null,
          })
          .run();
    });
  }
}

function unitNameOf(db: ServerDb, unitId: string | null | undefined): string {
  if (!unitId) return '';
  return db.select().from(units).where(eq(units.id, unitId)).get()?.name ?? '';
}

/** The agency's report on n 18's extinguisher, uploaded as the document's own PDF. */
function seedWalkReport(db: ServerDb, { now, rows, dataDir }: SeedInput): void {
  const rwid = taskId(18);
  const task = rows.tasks.find((t) => t.rwid === rwid);
  const category = db
    .select()
    .from(categories)
    .where(and(eq(categories.rwid, rwid), eq(categories.code, 'cpws')))
    .get();
  if (!task || !category) throw new Error('products seed: task 18 has no 产品检查文书 category');
  const createdAt = formatDateTime(now - 2 * DAY);
  const bytes = makePdf(
    [
      { text: '国家消防装备质量检验检测中心', size: 16, center: true },
      { text: '检 验 报 告', size: 20, center: true },
      { text: '' },
      { text: '报告编号：GFJ-2026-0419' },
      { text: '产品名称：手提式干粉灭火器' },
      { text: '规格型号：MFZ/ABC4' },
      { text: '委托单位：呼和浩特市新城区消防救援大队' },
      { text: '检验类别：监督抽查' },
      { text: '检验结论：灭火剂主要组分含量不符合GB 4351-2023的要求，判定为不合格。' },
    ],
    '消防产品检验报告',
  );
  const md5 = md5Of(bytes);
  writeStoredFile(dataDir, bytes);
  db.insert(documents)
    .values({
      id: WALK_REPORT_ID,
      flwsid: '1782341919000382',
      rwid,
      categoryId: category.id,
      typeId: '382',
      title: '消防产品检验报告',
      wh: null,
      status: '10',
      delivered: '1',
      sendState: '1',
      sealState: '1',
      archiveState: '1',
      execution: null,
      archived: '0',
      hasFile: '1',
      md5,
      previewType: '1',
      fileDesc: '手提式干粉灭火器检验报告',
      discussion: null,
      revoked: '0',
      deleted: 0,
      createdBy: task.ownerName,
      createdAt,
      approver: null,
      approvedAt: null,
      sort: 20,
      values: JSON.stringify({
        BGBH: 'GFJ-2026-0419',
        JYJG: '国家消防装备质量检验检测中心',
        CPMC: '手提式干粉灭火器',
        JYJL: '2',
        BGRQ: formatDate(now - 3 * DAY),
      }),
    })
    .run();
  db.insert(files)
    .values({
      md5,
      rwid,
      documentId: WALK_REPORT_ID,
      name: '手提式干粉灭火器检验报告.pdf',
      path: relativePathOf(md5),
      size: bytes.length,
      contentType: 'application/pdf',
      createdAt,
    })
    .onConflictDoNothing()
    .run();
}
