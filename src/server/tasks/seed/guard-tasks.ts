import type { TaskSeed } from './task-spec';

// The demo task of the add guards (spec 02 §8, README "Demo tasks"): besides its everyday
// categories it has 待配置文书, whose types the province has not finished setting up, so that each
// guard of 新增文书 can be seen: no add page, no definition, no setting id, no template id, no
// template bound. It comes after every other seed so their ids, documents and numbers stay.
// It is 王晓东's (wangwu), so the demo officer's list keeps its length.

const XD = '150203000302'; // 鑫达汽车修理厂

export const GUARD_TASKS: readonly TaskSeed[] = [
  {
    n: 50,
    run: 35,
    owner: 'wangwu',
    type: 64,
    unit: XD,
    name: '关于包头市昆都仑区鑫达汽车修理厂擅自停用消防设施的行政处罚（听证程序）',
    state: '1',
    ago: 6,
    extra: () => ({ CFLCLX: '4', CFDXLX: '2', CF_LYTYPE: '1' }),
    act: { larq: -5 },
    cats: [
      ['lacl', [{ t: 18, st: '3' }]],
      ['cfws', []],
      ['dpzws', []],
      ['sdws', []],
    ],
  },
];
