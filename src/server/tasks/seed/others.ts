import type { TaskSeed } from './task-spec';

// Tasks of the two other officers, so that "only my tasks" and "no right to view" can be shown.

const HX = '130102000201'; // 恒信商务酒店
const DF = '130102000202'; // 东方家居建材市场 (key unit)
const GC = '150203000301'; // 钢城商贸大厦 (key unit)
const XD = '150203000302'; // 鑫达汽车修理厂

export const OTHER_TASKS: readonly TaskSeed[] = [
  {
    n: 31,
    run: 21,
    owner: 'lisi',
    type: 31,
    unit: HX,
    name: '关于石家庄市长安区恒信商务酒店有限公司的日常消防监督检查',
    state: '2',
    ago: 25,
    cats: [
      [
        'jcws',
        [
          { t: 420, st: '10' },
          {
            t: 404,
            st: '3',
            sd: true,
            hazards: [
              { text: '客房走道火灾自动报警系统探测器被遮挡3处' },
              { text: '一层厨房燃气管道未设置紧急切断装置' },
            ],
          },
        ],
      ],
      ['sdws', [{ t: 46, st: '10', sd: true }]],
    ],
  },
  {
    n: 32,
    run: 21,
    owner: 'lisi',
    type: 61,
    unit: HX,
    name: '关于石家庄市长安区恒信商务酒店有限公司消防违法行为的行政处罚',
    state: '1',
    ago: 20,
    extra: () => ({ CFLCLX: '4', CFDXLX: '2', CF_LYTYPE: '1' }),
    act: { larq: -19 },
    cats: [
      ['lacl', [{ t: 18, st: '3' }]],
      ['cfws', [{ t: 9007, st: '3', sd: true, zx: '2' }]],
      ['sdws', [{ t: 46, st: '10', sd: true }]],
    ],
  },
  {
    n: 33,
    run: 21,
    owner: 'lisi',
    type: 45,
    unit: HX,
    name: '关于石家庄市长安区恒信商务酒店有限公司的责令改正复查',
    state: '0',
    ago: 10,
    plan: 3,
    // Checks the notice of n 31 (its deadline, name and number).
    from: 31,
    cats: [['jcws', []]],
  },
  {
    n: 34,
    run: 22,
    owner: 'lisi',
    type: 14,
    unit: DF,
    name: '关于石家庄市长安区东方家居建材市场有限公司消防安全重点单位界定核查',
    state: '1',
    ago: 7,
    cats: [['jcws', [{ t: 420, st: '1' }]]],
  },
  {
    n: 41,
    run: 31,
    owner: 'wangwu',
    type: 74,
    unit: GC,
    name: '关于包头市钢城商贸大厦有限责任公司的消防安全重点单位检查',
    state: '2',
    ago: 50,
    cats: [
      [
        'jcws',
        [
          { t: 420, st: '10' },
          {
            t: 404,
            st: '3',
            sd: true,
            hazards: [
              { text: '地下一层消防水泵控制柜处于手动状态', fixed: 40 },
              { text: '五层营业区防火分区处防火卷帘不能正常下降' },
            ],
          },
        ],
      ],
      ['sdws', [{ t: 46, st: '10', sd: true }]],
    ],
  },
  {
    n: 42,
    run: 31,
    owner: 'wangwu',
    type: 67,
    unit: GC,
    name: '关于包头市钢城商贸大厦有限责任公司的责令停产停业',
    state: '2',
    ago: 45,
    cats: [
      ['cfws', [{ t: 9007, st: '3', sd: true, zx: '4' }]],
      ['sdws', [{ t: 46, st: '10', sd: true }]],
    ],
  },
  {
    n: 43,
    run: 31,
    owner: 'wangwu',
    type: 66,
    unit: GC,
    name: '关于包头市钢城商贸大厦有限责任公司的行政强制执行',
    state: '1',
    ago: 15,
    cats: [
      ['zxws', [{ t: 421, st: '3', sd: true }]],
      ['sdws', []],
    ],
  },
  {
    n: 44,
    run: 31,
    owner: 'wangwu',
    type: 69,
    unit: GC,
    name: '关于包头市钢城商贸大厦有限责任公司的申请人民法院强制执行',
    state: '0',
    ago: 3,
    plan: 4,
    cats: [['zxws', []]],
  },
  {
    n: 45,
    run: 32,
    owner: 'wangwu',
    type: 15,
    unit: XD,
    name: '关于包头市昆都仑区鑫达汽车修理厂重大火灾隐患督办',
    state: '1',
    ago: 22,
    cats: [['jcws', [{ t: 420, st: '10' }]]],
  },
  {
    n: 46,
    run: 32,
    owner: 'wangwu',
    type: 18,
    unit: XD,
    name: '关于包头市昆都仑区鑫达汽车修理厂消防安全约谈',
    state: '2',
    ago: 21,
    cats: [['qtcl', [{ t: 9001, st: '10', file: '约谈记录及签到表', title: '约谈记录' }]]],
  },
  {
    n: 47,
    run: 32,
    owner: 'wangwu',
    type: 76,
    unit: XD,
    name: '关于包头市昆都仑区鑫达汽车修理厂涉嫌消防责任事故罪案件移送',
    state: '2',
    ago: 14,
    cats: [
      [
        'cfws',
        [
          { t: 115, st: '3', sd: true },
          { t: 9022, st: '3', sd: true },
        ],
      ],
    ],
  },
  {
    n: 48,
    run: 33,
    owner: 'wangwu',
    type: 68,
    unit: XD,
    name: '关于包头市昆都仑区鑫达汽车修理厂逾期不缴纳罚款的加处罚款',
    state: '1',
    ago: 12,
    cats: [['zxws', [{ t: 101, st: '2' }]]],
  },
  {
    n: 49,
    run: 34,
    owner: 'wangwu',
    type: 70,
    unit: XD,
    name: '关于包头市昆都仑区鑫达汽车修理厂消防违法行为的不予行政处罚',
    state: '3',
    ago: 70,
    cats: [
      [
        'cfws',
        [
          { t: 44, st: '3', sd: true },
          { t: 220, st: '4' },
        ],
      ],
      ['qtcl', [{ t: 214, st: '10' }]],
    ],
  },
];
