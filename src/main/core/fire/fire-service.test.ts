import { describe, expect, it } from 'vitest';
import { ok, refuse } from '../testing/fake-http';
import { describeWrites, useScriptedService, type WriteCase } from '../testing/services';
import { createFireService, type FireService } from './fire-service';
import { FIRE_API } from '../../../shared/fire/constants';

// The fire service against a scripted server: the reads through the cache (the stages in their
// order, a stage's tree, the registration or none), what each write sends, the server's message or
// the area's, and the shared rules refusing before anything is sent.

const T = { runId: 'run1', RWID: 'rw1' } as const;
const rig = useScriptedService((d) =>
  createFireService({ client: () => d.client, reads: d.reads, today: () => '2024-06-10' }),
);

const INFO = {
  QHSJ: '2024-06-01 21:40:00',
  BJSJ: '2024-06-01 21:46:00',
  QHDD: '中山东路126号后厨',
  HZLB: '1',
  ZJCCSS: '86000',
  SWRS: '0',
  ZSRS: '0',
  QSRS: '0',
  HZDJ: '4',
  YYRDZT: '0',
  QHYY: '3',
  DCRY: '张伟',
  HZGK: '后厨起火。',
};
const TRANSFER = { YSLX: '1', JSDW: '新城区分局', YSRQ: '2024-06-10', YSYY: '涉嫌失火罪' };

describeWrites<FireService>(
  [
    {
      name: 'saveInfo',
      run: (s) => s.saveInfo({ ...T, values: INFO }),
      path: FIRE_API.saveInfo,
      // The cause is dropped while it is not determined; empty fields are not sent (the server
      // stores the registration whole: what is not sent is empty).
      form: (({ QHYY: _dropped, ...sent }) => ({ RWID: 'rw1', runId: 'run1', ...sent }))(INFO),
      fallback: '保存成功',
    },
    {
      name: 'changeProcedure (updatecxlb)',
      run: (s) => s.changeProcedure({ ...T, values: { CXLB: '1', BGYY: '事实清楚' } }),
      path: FIRE_API.updateProcedure,
      form: { RWID: 'rw1', runId: 'run1', CXLB: '1', BGYY: '事实清楚' },
      fallback: '程序类别变更成功',
    },
    {
      name: 'transfer (hzdcysdc)',
      run: (s) => s.transfer({ ...T, values: TRANSFER }),
      path: FIRE_API.transfer,
      form: { RWID: 'rw1', runId: 'run1', ...TRANSFER },
      fallback: '移送成功',
    },
    {
      name: 'withdrawTransfer (vardeleteysdcrw)',
      run: (s) => s.withdrawTransfer({ ...T, id: 'ys1' }),
      path: FIRE_API.deleteTransfer,
      form: { RWID: 'rw1', runId: 'run1', id: 'ys1' },
      fallback: '撤回成功',
    },
  ] satisfies WriteCase<FireService>[],
  rig,
);

describe('fire service: the rules before anything is sent', () => {
  it('refuses with the shared rules’ messages, sending nothing', async () => {
    const refused: Array<[Promise<unknown>, string]> = [
      [
        rig.service.saveInfo({ ...T, values: { ...INFO, SWRS: '3' } }),
        '按死亡、重伤人数和直接财产损失核定，火灾等级应为“较大火灾”',
      ],
      [
        rig.service.saveInfo({ ...T, values: { ...INFO, BJSJ: '2024-06-01 21:00:00' } }),
        '报警时间不能早于起火时间',
      ],
      [rig.service.changeProcedure({ ...T, values: { CXLB: '1' } }), '请填写变更原因'],
      [
        rig.service.transfer({ ...T, values: { ...TRANSFER, YSRQ: '2024-06-11' } }),
        '移送日期不能晚于今天',
      ],
      [rig.service.transfer({ ...T, values: { ...TRANSFER, JSDW: '' } }), '请填写接收单位'],
    ];
    for (const [p, message] of refused)
      await expect(p).rejects.toMatchObject({ kind: 'invalid', message });
    expect(rig.sent()).toEqual([]);
  });
});

describe('fire service: reads', () => {
  it('reads getHzdcLc into the six stages in order, through the cache', async () => {
    rig.answer({
      [FIRE_API.stages]: ok({
        CXLB: 2,
        jdList: [
          { JDBM: 'hzdc', JDMC: '火灾调查', ZT: 1, JDZS: 4, WCJDS: 2 },
          { JDBM: 'hzjj', JDMC: '火灾接警', ZT: 2 },
        ],
        ysdcList: [{ ID: 7, YSLX: 1, JSDW: '新城区分局', YSRQ: '2024-06-10', YSYY: 'x', ZT: 0 }],
      }),
    });
    const r = await rig.service.case(T);
    expect(r.data.stages.map((s) => s.JDBM)).toEqual([
      'hzjj',
      'hzdj',
      'hzdc',
      'ajys',
      'ycdc',
      'hzfh',
    ]);
    expect(r.data).toMatchObject({ CXLB: '2', current: 'hzdc' });
    expect(r.data.transfers[0]).toMatchObject({ ID: '7', YSLX: '1', ZT: '0' });
    expect(rig.sent()).toEqual([{ path: FIRE_API.stages, form: { RWID: 'rw1', runId: 'run1' } }]);
    rig.deps.setOnline(false);
    expect((await rig.service.case(T)).source).toBe('cache');
  });

  it('reads a stage’s tree with JDBM, and the registration or none', async () => {
    rig.answer({
      [FIRE_API.nodes]: ok([
        { ID: 1, JDMC: '接警登记', ZT: 2, children: [{ ID: 2, JDMC: '出警', ZT: 2 }] },
      ]),
      [FIRE_API.info]: ok({}),
    });
    const tree = await rig.service.nodes({ ...T, JDBM: 'hzjj' });
    expect(tree.data[0].children[0]).toMatchObject({ ID: '2', JDMC: '出警', ZT: '2' });
    expect(rig.sent()[0]).toEqual({
      path: FIRE_API.nodes,
      form: { RWID: 'rw1', runId: 'run1', JDBM: 'hzjj' },
    });
    expect((await rig.service.info(T)).data).toBeNull();
    rig.answer({ [FIRE_API.info]: ok({ ID: 3, SWRS: 0, HZDJ: 4, QHYY: '' }) });
    expect((await rig.service.info(T)).data).toEqual({ ID: '3', SWRS: '0', HZDJ: '4', QHYY: null });
  });

  it('passes the server’s refusal of a read on as the error', async () => {
    rig.answer({ [FIRE_API.stages]: refuse('该任务不是火灾调查任务') });
    await expect(rig.service.case(T)).rejects.toMatchObject({
      kind: 'server',
      message: '该任务不是火灾调查任务',
    });
  });
});
