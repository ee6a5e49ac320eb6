import { describe, expect, it } from 'vitest';
import { ok, type FakeReply } from '../testing/fake-http';
import { describeWrites, useScriptedService } from '../testing/services';
import { createProductService, type ProductService } from './product-service';
import { GENERIC_API } from '../../../shared/generic/constants';
import { PRODUCTS_API, PRODUCTS_DWID } from '../../../shared/products/constants';

// The products service against a scripted server: what each call sends, the server's message or
// the area's own text, the shared form rules run before anything is sent, reads through the cache.

const rig = useScriptedService((deps) =>
  createProductService(() => deps.client, deps.reads, deps.generic),
);
const T = { runId: 'r1', RWID: 't1' };
const req = { ...T, id: 'n1' };
const page = (records: unknown[]): FakeReply =>
  ok({ data: { records, total: records.length, current: 1, size: 9999 } });

const dispatch = {
  ...T,
  JCCPID: 'p1',
  YPMC: '手提式干粉灭火器',
  SHDWMC: '呼和浩特市鼎盛购物中心有限公司',
  ZGDWID: 'a1',
  ZGDWMC: '国家消防装备质量检验检测中心',
  SM: '',
  LYLX: '1',
  JYRWZT: '1',
};
const result = { ...T, JCCPID: 'p1', JYRWID: 'j1', JYJG: '1', LYWSID: 'w1', SM: '' };
const fee = {
  ...T,
  JCCPID: 'p1',
  SQFS: '3',
  SQRQ: '2026-03-10',
  SQJE: '1200',
  SM: '',
  LYRWID: 't1',
  LYWSID: 'w1',
  JYBGID: 'j1',
};
const task = { runId: 'r1', rwid: 't1' };

describe('product service: reads', () => {
  it('zlxqDetail with rwid and runId; rows parsed, read through the cache offline', async () => {
    rig.answer({
      [PRODUCTS_API.noticeDetail]: ok([
        {
          ID: 401,
          FLWSID: 'f1',
          WH: '新城消限字〔2026〕第0201号',
          CRT_USERNAME: '张伟',
          CRT_TIME: '2026-03-08 09:00:00',
          SPRXM: '王建军',
          SPSJ: '',
          SFGJ: 1,
        },
      ]),
    });
    const first = await rig.service.notices(T);
    expect(first.data).toEqual([
      {
        ID: '401',
        FLWSID: 'f1',
        WH: '新城消限字〔2026〕第0201号',
        CRT_USERNAME: '张伟',
        CRT_TIME: '2026-03-08 09:00:00',
        SPRXM: '王建军',
        SPSJ: null,
        SFGJ: '1',
      },
    ]);
    expect(rig.sent()).toEqual([{ path: PRODUCTS_API.noticeDetail, form: task }]);
    rig.deps.setOnline(false);
    const cached = await rig.service.notices(T);
    expect(cached.source).toBe('cache');
    expect(cached.data).toEqual(first.data);
  });

  it('reads 3662 whole (RWID, ISDELETED 0): comma lists split, CPSZBW read as CPZSBW', async () => {
    rig.answer({
      [GENERIC_API.pageQuery]: page([
        {
          ID: 9,
          DXCP: '消防应急照明灯具',
          GGXH: 'M-ZFJC-E3W',
          CPSZBW: 'CCCF',
          JCSL: 2,
          SCZRJCQKDX: 0,
          CPZLXCJCQKDX: '1',
          CPZRBH: 'A1，A2, ',
          BHGQK1: '',
          BHGQK2: ['应急工作时间不足'],
          SFCY: '',
          SQJE: '1200.5',
        },
      ]),
    });
    const r = await rig.service.list(T);
    expect(r.data[0]).toMatchObject({
      ID: '9',
      CPZSBW: 'CCCF',
      JCSL: '2',
      SCZRJCQKDX: '0',
      CPZLXCJCQKDX: '1',
      CPZRBH: ['A1', 'A2'],
      BHGQK1: [],
      BHGQK2: ['应急工作时间不足'],
      SFCY: null,
      JYRWZT: null,
      SQJE: 1200.5,
    });
    expect(rig.sent()[0]).toEqual({
      path: GENERIC_API.pageQuery,
      form: {
        dwId: String(PRODUCTS_DWID),
        runId: 'r1',
        current: '1',
        size: '9999',
        obj: JSON.stringify({ RWID: 't1', ISDELETED: 0 }),
      },
    });
    rig.deps.setOnline(false);
    expect((await rig.service.list(T)).source).toBe('cache');
  });
});

describe('product service: the rules before sending', () => {
  const refusals: [string, () => Promise<unknown>, string][] = [
    ['no product', () => rig.service.dispatch({ ...dispatch, JCCPID: '' }), '请选择消防产品'],
    ['no agency', () => rig.service.dispatch({ ...dispatch, ZGDWID: '' }), '请选择检验机构'],
    ['no conclusion', () => rig.service.testResult({ ...result, JYJG: '' }), '请选择检验结论'],
    ['no report', () => rig.service.testResult({ ...result, LYWSID: '' }), '请选择检验报告'],
    ['no method', () => rig.service.retestFee({ ...fee, SQFS: '' }), '请选择收取方式'],
    ['collected, no date', () => rig.service.retestFee({ ...fee, SQRQ: '' }), '请填写必填项'],
    ['collected, no amount', () => rig.service.retestFee({ ...fee, SQJE: '' }), '请填写必填项'],
    [
      'a type that picks no product',
      () => rig.service.judge({ ...T, rwwsszid: '420', CPID: 'p1' }),
      '该文书不需要选择消防产品',
    ],
    [
      'no product for a 232',
      () => rig.service.judge({ ...T, rwwsszid: '232', CPID: '' }),
      '请选择消防产品',
    ],
  ];
  it.each(refusals)('%s: refused with the rule’s text, nothing sent', async (_, run, message) => {
    await expect(run()).rejects.toMatchObject({ kind: 'invalid', message });
    expect(rig.sent()).toEqual([]);
  });

  it('not collected needs neither date nor amount', async () => {
    rig.answer({});
    await rig.service.retestFee({ ...fee, SQFS: '2', SQRQ: '', SQJE: '' });
    expect(rig.sent()[0].form).toMatchObject({ SQFS: '2', SQRQ: '', SQJE: '' });
  });

  it('inspectSet answers the test record’s ID with the message', async () => {
    rig.answer({
      [PRODUCTS_API.inspectSet]: {
        body: { code: 200, success: true, data: { ID: 77 }, msg: '送检成功' },
      },
    });
    expect(await rig.service.dispatch(dispatch)).toEqual({ ID: '77', message: '送检成功' });
    const { runId: _r, RWID: _t, ...values } = dispatch;
    expect(rig.sent()).toEqual([{ path: PRODUCTS_API.inspectSet, form: { ...task, ...values } }]);
  });
});

describeWrites<ProductService>(
  [
    {
      name: 'zlxqHook',
      run: (s) => s.link(req),
      path: PRODUCTS_API.noticeHook,
      form: { ...task, id: 'n1' },
      fallback: '关联成功',
    },
    {
      name: 'cancelHook',
      run: (s) => s.unlink(req),
      path: PRODUCTS_API.noticeUnhook,
      form: { ...task, id: 'n1' },
      fallback: '取消成功',
    },
    {
      name: 'surveyReport',
      run: (s) => s.testResult(result),
      path: PRODUCTS_API.surveyReport,
      form: { ...task, ID: 'j1', JCCPID: 'p1', JYJG: '1', LYWSID: 'w1', SM: '' },
      fallback: '检验结果登记成功',
    },
    {
      name: 'fjfyUpdate',
      run: (s) => s.retestFee(fee),
      path: PRODUCTS_API.fjfyUpdate,
      form: {
        ...task,
        JCCPID: 'p1',
        SQFS: '3',
        SQRQ: '2026-03-10',
        SQJE: '1200',
        SM: '',
        LYRWID: 't1',
        LYWSID: 'w1',
        JYBGID: 'j1',
      },
      fallback: '保存成功!',
    },
    {
      name: 'cpfcJudge',
      run: (s) => s.judge({ ...T, rwwsszid: '232', CPID: 'p1' }),
      path: PRODUCTS_API.cpfcJudge,
      form: { ...task, rwwsszid: '232', CPID: 'p1' },
      fallback: '操作成功',
    },
    {
      name: 'reportFileJudge',
      run: (s) => s.reportCheck({ ...T, wsid: 'w1' }),
      path: PRODUCTS_API.reportFileJudge,
      form: { ...task, wsid: 'w1' },
      fallback: '操作成功',
    },
  ],
  rig,
);
