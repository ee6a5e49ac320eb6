import type { FireStory, TaskSeed } from './task-spec';
import { ACTION_TASKS } from './action-tasks';
import { PENALTY_TASKS } from './penalty-tasks';

// Tasks of the demo officer 张伟 (呼和浩特市新城区消防救援大队), grouped into runs (runId).
// Run 1 shows the typical chain: key-unit inspection → re-inspection (45) → general penalty (61),
// with a simple-procedure penalty (62) voided when the case moved to the general procedure.

const DS = '150102000101'; // 鼎盛购物中心 (key unit)
const SM = '150102000102'; // 老绥远烧麦馆
const QC = '150102000103'; // 青城宾馆
const HZ = '150102000104'; // 塞北国际会展中心 (key unit)
const KTV = '150102000105';
const BC = '150102000106'; // 北辰消防器材
const YC = '150102000107'; // 育才小学 (key unit)

/** The fire of task 21: the evening 19 days ago in the restaurant's kitchen. */
const FIRE: FireStory = {
  day: 19,
  started: 21 * 60 + 40,
  alarmed: 21 * 60 + 46,
  out: 22 * 60 + 31,
  place: '呼和浩特市新城区中山东路126号老绥远烧麦馆后厨',
  area: 35,
  loss: 86000,
  burnt: '烧毁液化石油气灶具、排烟罩及部分吊顶',
};

/** The demo officer's first tasks, planned before the other officers' (their ids never change). */
export const FIRST_DEMO_TASKS: readonly TaskSeed[] = [
  {
    n: 1,
    run: 1,
    owner: 'demo',
    type: 74,
    unit: DS,
    name: '关于呼和浩特市鼎盛购物中心有限公司的消防安全重点单位检查',
    state: '2',
    ago: 46,
    cats: [
      [
        'jcws',
        [
          {
            t: 420,
            st: '10',
            file: '检查记录签字页扫描件',
            hazards: [
              {
                text: '消防控制室火灾报警控制器故障点未及时处理',
                fixed: 44,
                // The second notice (archive/seed.ts: planArchiveReadiness) orders it.
                notice: '责令限期改正通知书（消防控制室）',
              },
            ],
          },
          { t: 404, st: '1', del: 1, title: '责令限期改正通知书（重复录入）' },
          {
            t: 404,
            st: '3',
            sd: true,
            // The unit asked for its re-inspection before the deadline (n 4, due tomorrow).
            deadline: 1,
            hazards: [
              { text: '地下一层车库自动喷水灭火系统末端试水装置压力不足', reinspection: 4 },
              { text: '四层餐饮区防火卷帘下方堆放桌椅', reinspection: 4 },
            ],
          },
        ],
      ],
      ['sdws', [{ t: 46, st: '10', sd: true, file: '送达回证签收页' }]],
      ['qtcl', [{ t: 9001, st: '10', file: '现场检查照片14张', title: '现场检查照片' }]],
    ],
  },
  {
    n: 2,
    run: 1,
    owner: 'demo',
    type: 62,
    unit: DS,
    name: '关于呼和浩特市鼎盛购物中心有限公司消防违法行为的简易程序处罚',
    state: '5',
    ago: 44,
    voided: true,
    cats: [['cfws', [{ t: 264, st: '1', del: 2 }]]],
  },
  {
    n: 3,
    run: 1,
    owner: 'demo',
    type: 61,
    unit: DS,
    name: '关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚',
    state: '1',
    ago: 43,
    clock: '1',
    kzsx: '案件已中止计时：当事人申请听证，听证结束后请及时恢复计时',
    act: { larq: -42, ldspsj: -10, zzyy: '当事人申请听证，听证期间案件中止计时' },
    extra: () => ({ CFLCLX: '4', CFDXLX: '2', CF_LYTYPE: '1' }),
    cats: [
      ['lacl', [{ t: 18, st: '3' }]],
      ['dcqz', [{ t: 9002, st: '10', title: '询问笔录（赵建国）', file: '询问笔录扫描件' }]],
      [
        'cfws',
        [
          { t: 120, st: '3' },
          { t: 9007, st: '2' },
        ],
      ],
      ['sdws', [{ t: 46, st: '1' }]],
      [
        'qtcl',
        [
          {
            t: 9001,
            st: '10',
            file: '营业执照复印件、法定代表人身份证明',
            title: '当事人主体资格材料',
          },
        ],
      ],
    ],
  },
  {
    n: 4,
    run: 1,
    owner: 'demo',
    type: 45,
    unit: DS,
    name: '关于呼和浩特市鼎盛购物中心有限公司的责令改正复查',
    state: '1',
    ago: 16,
    plan: 2,
    opid: '3313',
    // Checks the notice of n 1: its deadline (ZGQX), name (LYWSMC) and number come from there.
    from: 1,
    cats: [
      [
        'jcws',
        [
          { t: 93, st: '10' },
          { t: 344, st: '1' },
        ],
      ],
      ['sdws', []],
    ],
  },
  {
    n: 5,
    run: 2,
    owner: 'demo',
    type: 31,
    unit: SM,
    name: '关于呼和浩特市新城区老绥远烧麦馆的日常消防监督检查',
    state: '2',
    ago: 62,
    cats: [
      [
        'jcws',
        [
          {
            t: 420,
            st: '10',
            hazards: [
              { text: '大堂至后厨疏散通道堆放杂物', fixed: 55 },
              { text: '二层包间未按规定配置灭火器' },
            ],
          },
        ],
      ],
      ['qtcl', []],
    ],
  },
  {
    n: 6,
    run: 2,
    owner: 'demo',
    type: 62,
    unit: SM,
    name: '关于呼和浩特市新城区老绥远烧麦馆消防违法行为的简易程序处罚',
    state: '3',
    ago: 60,
    extra: () => ({ CFLCLX: '3', CFDXLX: '2', CF_LYTYPE: '1' }),
    cats: [
      ['cfws', [{ t: 264, st: '10', sd: true, zx: '1', file: '罚款缴纳凭证' }]],
      ['sdws', [{ t: 46, st: '10', sd: true }]],
    ],
  },
  {
    n: 7,
    run: 3,
    owner: 'demo',
    type: 31,
    unit: SM,
    name: '关于呼和浩特市新城区老绥远烧麦馆的日常消防监督检查（复核）',
    state: '1',
    ago: 2,
    plan: 1,
    cats: [
      [
        'jcws',
        [
          {
            t: 420,
            st: '1',
            hazards: [
              { text: '后厨燃气管道未设置可燃气体报警装置', fixed: 1 },
              { text: '厨房排油烟管道油垢未定期清洗', fixed: 1 },
            ],
          },
        ],
      ],
      ['qtcl', []],
    ],
  },
  {
    n: 8,
    run: 4,
    owner: 'demo',
    type: 32,
    unit: QC,
    name: '关于呼和浩特市青城宾馆有限责任公司的双随机抽查',
    state: '2',
    ago: 31,
    cats: [
      [
        'jcws',
        [
          { t: 420, st: '10', file: '检查记录签字页扫描件' },
          {
            t: 404,
            st: '9',
            hazards: [{ text: '客房楼层疏散走道常闭式防火门处于常开状态' }],
          },
        ],
      ],
      ['sdws', []],
    ],
  },
  {
    n: 9,
    run: 4,
    owner: 'demo',
    type: 65,
    unit: QC,
    name: '关于呼和浩特市青城宾馆有限责任公司的临时查封',
    state: '2',
    ago: 29,
    seal: 1,
    cats: [
      [
        'qzcs',
        [
          { t: 502, st: '10' },
          { t: 88, st: '3', sd: true },
        ],
      ],
      ['sdws', [{ t: 46, st: '10', sd: true, file: '送达回证签收页' }]],
    ],
  },
  {
    n: 10,
    run: 4,
    owner: 'demo',
    type: 56,
    unit: QC,
    name: '关于呼和浩特市青城宾馆有限责任公司的临时查封期满复查',
    state: '0',
    ago: 28,
    plan: 1,
    seal: 1,
    kzsx: (date) => `临时查封期限至${date(1)}届满，请于期满当日复查`,
    extra: (date) => ({ LSCFQMRQ: date(1) }),
    cats: [
      ['jcws', []],
      ['qtcl', []],
    ],
  },
  {
    n: 11,
    run: 4,
    owner: 'demo',
    type: 63,
    unit: QC,
    name: '关于呼和浩特市青城宾馆有限责任公司消防违法行为的快速办理',
    state: '1',
    ago: 27,
    video: true,
    extra: () => ({ CFLCLX: '2', CFDXLX: '2', CF_LYTYPE: '1' }),
    act: { larq: -26 },
    cats: [
      ['lacl', [{ t: 560, st: '3' }]],
      ['cfws', [{ t: 9007, st: '5' }]],
      ['sdws', [{ t: 565, st: '10', file: '电子送达地址确认书签字页' }]],
    ],
  },
  {
    n: 12,
    run: 5,
    owner: 'demo',
    type: 12,
    unit: HZ,
    name: '关于内蒙古塞北国际会展中心“草原之夜”大型演唱会举办前消防安全检查',
    state: '1',
    ago: 5,
    plan: 2,
    video: true,
    kzsx: (date) =>
      `活动定于${date(5)} 19:30举行，预计观众8000人，请于活动举办前完成检查并出具意见`,
    cats: [
      ['jcws', [{ t: 420, st: '1' }]],
      [
        'qtcl',
        [
          {
            t: 9001,
            st: '10',
            file: '活动消防安全工作方案.pdf',
            title: '大型活动消防安全工作方案',
          },
        ],
      ],
    ],
  },
  {
    n: 13,
    run: 6,
    owner: 'demo',
    type: 11,
    unit: KTV,
    name: '关于呼和浩特市新城区欣悦KTV娱乐会所投入使用、营业前消防安全检查',
    state: '2',
    ago: 40,
    cats: [
      [
        'jcws',
        [
          {
            t: 420,
            st: '10',
            file: '检查记录签字页扫描件',
            hazards: [
              { text: '二层室内消火栓箱内水带缺失', fixed: 35 },
              { text: '吧台区域2具灭火器压力不足', fixed: 35 },
            ],
          },
          { t: 311, st: '3', sd: true },
        ],
      ],
      ['sdws', [{ t: 46, st: '10', sd: true }]],
    ],
  },
  {
    n: 14,
    run: 7,
    owner: 'demo',
    type: 13,
    unit: KTV,
    name: '关于欣悦KTV娱乐会所占用、堵塞疏散通道的举报投诉核查',
    state: '1',
    ago: 8,
    plan: -6,
    kzsx: '举报人要求反馈核查结果，请于核查结束后5个工作日内答复',
    cats: [
      [
        'jcws',
        [
          {
            t: 420,
            st: '10',
            hazards: [
              { text: '二层东侧疏散通道堆放酒水纸箱，占用疏散通道' },
              { text: '包厢区域疏散指示标志损坏2处，应急照明灯不亮' },
              { text: '消防控制室值班人员未持证上岗', fixed: 3 },
            ],
          },
          {
            t: 404,
            st: '2',
            hazards: [{ text: '一层西侧安全出口门闩锁，火灾时不能从内部开启', applied: true }],
          },
        ],
      ],
      ['qtcl', [{ t: 9001, st: '10', file: '12345热线转办单', title: '举报投诉材料' }]],
    ],
  },
  {
    n: 15,
    run: 7,
    owner: 'demo',
    type: 64,
    unit: KTV,
    name: '关于呼和浩特市新城区欣悦KTV娱乐会所消防违法行为的行政处罚（听证程序）',
    state: '0',
    ago: 4,
    plan: 5,
    cats: [
      ['lacl', []],
      ['cfws', []],
      ['sdws', []],
    ],
  },
  {
    n: 16,
    run: 8,
    owner: 'demo',
    type: 2,
    unit: BC,
    name: '关于内蒙古北辰消防器材有限公司的消防产品监督抽查',
    state: '0',
    ago: 2,
    plan: 3,
    cats: [['cpws', []]],
  },
  {
    n: 17,
    run: 9,
    owner: 'demo',
    type: 19,
    unit: BC,
    name: '关于内蒙古北辰消防器材有限公司销售不合格灭火器的质量问题核查',
    state: '1',
    ago: 20,
    // Class 19 (产品质量问题核查): linked to penalty cases through LYCPRWID (spec 01 §9).
    flid: '19',
    cats: [
      [
        'cpws',
        [
          { t: 228, st: '10' },
          { t: 232, st: '10' },
          { t: 382, st: '10', file: 'MFZ/ABC4型灭火器检验报告' },
        ],
      ],
    ],
  },
  {
    n: 18,
    run: 10,
    owner: 'demo',
    type: 6,
    unit: DS,
    name: '关于呼和浩特市鼎盛购物中心有限公司在用消防产品质量抽样检验',
    state: '1',
    ago: 12,
    plan: -10,
    cats: [
      [
        'cpws',
        [
          { t: 228, st: '10' },
          { t: 232, st: '1' },
        ],
      ],
    ],
  },
  {
    n: 19,
    run: 11,
    owner: 'demo',
    type: 7,
    unit: QC,
    name: '关于呼和浩特市青城宾馆有限责任公司在用消防产品市场准入抽查',
    state: '2',
    ago: 35,
    cats: [['cpws', [{ t: 228, st: '10', file: '产品合格证及认证证书照片' }]]],
  },
  {
    // Category 37 (上级交办专项任务): guarded by its planned start like types 67, 69 and 74.
    n: 20,
    run: 12,
    owner: 'demo',
    type: 33,
    unit: YC,
    name: '关于呼和浩特市新城区育才小学的冬春火灾防控专项检查',
    state: '1',
    ago: 6,
    plan: -1,
    flid: '37',
    // Stopped (暂停案件) while the school is on winter holiday: the header offers 恢复案件.
    act: { isstop: true },
    cats: [
      [
        'jcws',
        [
          { t: 420, st: '10', hazards: [{ text: '食堂厨房未配置灭火毯', fixed: 2 }] },
          {
            t: 404,
            st: '3',
            hazards: [
              { text: '教学楼三层疏散楼梯间防火门闭门器损坏' },
              { text: '学生宿舍楼消防应急照明灯具不亮3处' },
            ],
          },
        ],
      ],
      ['qtcl', []],
    ],
  },
  {
    n: 21,
    run: 13,
    owner: 'demo',
    type: 80,
    unit: SM,
    name: '关于呼和浩特市新城区老绥远烧麦馆后厨火灾事故调查',
    state: '1',
    ago: 18,
    // Handed over for investigation the morning after the fire (fire/seed.ts: 移交火灾调查).
    minute: 8 * 60 + 30,
    plan: -18,
    fire: FIRE,
    extra: (date) => ({ HZRQ: date(-FIRE.day), HZDD: FIRE.place }),
    // The timeline (fire/seed.ts) takes each document's step, date and officer from these rows.
    cats: [
      [
        'hzdc',
        [
          { t: 9004, st: '10', file: '现场勘验照片32张', at: [18, 9 * 60 + 10] },
          { t: 458, st: '3', at: [6, 15 * 60], decided: [5, 16 * 60 + 10] },
          { t: 9021, st: '1', at: [2, 10 * 60] },
        ],
      ],
      [
        'dcqz',
        [
          { t: 9002, st: '10', title: '询问笔录（刘海）', at: [17, 9 * 60 + 30] },
          { t: 9002, st: '10', title: '询问笔录（后厨员工刘某某）', at: [16, 14 * 60] },
        ],
      ],
      ['sdws', []],
    ],
  },
  {
    n: 22,
    run: 13,
    owner: 'demo',
    type: 75,
    unit: SM,
    name: '关于刘某某违规使用液化石油气引发火灾的个人行政处罚',
    state: '1',
    ago: 9,
    extra: () => ({ CFLCLX: '4', CFDXLX: '1', CF_LYTYPE: '3' }),
    act: { larq: -8 },
    cats: [
      ['lacl', [{ t: 18, st: '3' }]],
      ['cfws', [{ t: 9008, st: '3', sd: true, zx: '3' }]],
      ['sdws', [{ t: 46, st: '10', sd: true }]],
    ],
  },
];

/** Every task of the demo officer, with those of the task actions (./action-tasks.ts). */
export const DEMO_TASKS: readonly TaskSeed[] = [
  ...FIRST_DEMO_TASKS,
  ...ACTION_TASKS,
  ...PENALTY_TASKS,
];
