import type { TaskSeed } from './task-spec';

// Tasks of the demo officer that show the task actions and the statutory clocks (issue 13): each
// is in a state that makes some header button appear (docs/reference-server.md, "Demo tasks of the
// task actions"). They come after the other seeds so the earlier tasks' ids, documents and numbers
// stay what they were. All but the product task awaiting acceptance are older than the first page of
// the task list (the end-to-end walks open tasks from it).

const SM = '150102000102'; // 老绥远烧麦馆
const QC = '150102000103'; // 青城宾馆
const HZ = '150102000104'; // 塞北国际会展中心
const KTV = '150102000105';
const BC = '150102000106'; // 北辰消防器材
const YC = '150102000107'; // 育才小学

const PENALTY_EXTRA = (): Record<string, string> => ({
  CFLCLX: '4',
  CFDXLX: '2',
  CF_LYTYPE: '1',
});

export const ACTION_TASKS: readonly TaskSeed[] = [
  {
    // Registered 57 days ago: the 60-day case period ends in 3 days (due soon).
    n: 23,
    run: 51,
    owner: 'demo',
    type: 61,
    unit: HZ,
    name: '关于内蒙古塞北国际会展中心有限公司消防设施未保持完好有效的行政处罚',
    state: '1',
    ago: 58,
    extra: PENALTY_EXTRA,
    act: { larq: -57 },
    cats: [
      ['lacl', [{ t: 18, st: '3' }]],
      ['cfws', [{ t: 120, st: '1' }]],
      ['sdws', []],
    ],
  },
  {
    // Registered 66 days ago without a postponement: overdue. A clock-suspension application is in
    // approval (`approve <FLWSID>` on the server's stdin approves it).
    n: 24,
    run: 52,
    owner: 'demo',
    type: 61,
    unit: KTV,
    name: '关于呼和浩特市新城区欣悦KTV娱乐会所消防安全疏散指示标志缺失的行政处罚',
    state: '1',
    ago: 67,
    extra: PENALTY_EXTRA,
    act: { larq: -66 },
    cats: [
      ['lacl', [{ t: 18, st: '3' }]],
      ['cfws', [{ t: 9005, st: '2' }]],
      ['sdws', []],
    ],
  },
  {
    // Registered 75 days ago, postponed to 12 days from now by an approved postponement (120).
    n: 25,
    run: 53,
    owner: 'demo',
    type: 61,
    unit: QC,
    name: '关于呼和浩特市青城宾馆有限责任公司消防控制室值班人员无证上岗的行政处罚',
    state: '1',
    ago: 76,
    extra: PENALTY_EXTRA,
    act: { larq: -75, jhjsrq: 12 },
    cats: [
      ['lacl', [{ t: 18, st: '3' }]],
      ['cfws', [{ t: 120, st: '3' }]],
      ['sdws', []],
    ],
  },
  {
    // A product-supervision task assigned yesterday, waiting for acceptance (受理任务).
    n: 26,
    run: 54,
    owner: 'demo',
    type: 6,
    unit: BC,
    name: '关于内蒙古北辰消防器材有限公司在售消防应急照明灯具质量抽样检验',
    state: '0',
    ago: 1,
    plan: 1,
    cats: [['cpws', []]],
  },
  {
    // A general penalty whose decision is approved and delivered: execution registration (执行登记).
    n: 27,
    run: 55,
    owner: 'demo',
    type: 61,
    unit: SM,
    name: '关于呼和浩特市新城区老绥远烧麦馆占用疏散通道的行政处罚',
    state: '1',
    ago: 34,
    extra: PENALTY_EXTRA,
    act: { larq: -33 },
    cats: [
      ['lacl', [{ t: 18, st: '3' }]],
      [
        'cfws',
        [
          // The verbal notice (口头告知) told before the decision: no approval, no number.
          { t: 579, st: '10' },
          { t: 9007, st: '3', sd: true },
        ],
      ],
      ['sdws', [{ t: 46, st: '10', sd: true }]],
    ],
  },
  {
    // A double-random inspection whose unit asked for another inspection time (修改检查时间).
    n: 28,
    run: 56,
    owner: 'demo',
    type: 32,
    unit: YC,
    name: '关于呼和浩特市新城区育才小学的双随机抽查',
    state: '1',
    ago: 20,
    plan: 2,
    act: {
      yysq: { sqr: '孙丽华', days: 6, sqyy: '学校期中考试期间，申请调整检查时间至考试结束后' },
    },
    cats: [
      ['jcws', []],
      ['qtcl', []],
    ],
  },
  {
    // A simple-procedure penalty that can be upgraded or converted to the general one (切换程序).
    n: 29,
    run: 57,
    owner: 'demo',
    type: 62,
    unit: KTV,
    name: '关于呼和浩特市新城区欣悦KTV娱乐会所消防器材配置不足的简易程序处罚',
    state: '1',
    ago: 19,
    extra: () => ({ CFLCLX: '3', CFDXLX: '2', CF_LYTYPE: '1' }),
    act: { larq: -19 },
    cats: [
      ['cfws', [{ t: 264, st: '1' }]],
      ['sdws', []],
    ],
  },
  {
    // A daily inspection of a hall closed for renovation, registered as not inspected (撤销不检查).
    n: 30,
    run: 58,
    owner: 'demo',
    type: 31,
    unit: HZ,
    name: '关于内蒙古塞北国际会展中心有限公司B馆的日常消防监督检查',
    state: '1',
    ago: 25,
    plan: -20,
    act: { bjc: { reason: '2', text: 'B馆装修改造，暂时停业，预计下月重新开放' } },
    cats: [
      ['jcws', []],
      ['qtcl', []],
    ],
  },
];
