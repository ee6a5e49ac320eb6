import { describe, expect, it } from 'vitest';
import { ok, refuse, type FakeReply } from '../testing/fake-http';
import { describeWrites, type WriteCase } from '../testing/services';
import type { CreditService } from './credit-service';
import { OFFICER, T, useCreditRig } from './testing';
import { CREDIT_API, CREDIT_DANGERS_DWID } from '../../../shared/credit/constants';
import { GENERIC_API } from '../../../shared/generic/constants';

// The credit service against a scripted server: the reads (a record, none, or the server's refusal
// as data; the general read's 逾期不改 rule), what each save sends (the officer's brigade stamped),
// the server's message or the spec's, and the shared rules refusing before anything is sent.

const rig = useCreditRig();
const sentTo = (path: string): Record<string, string>[] =>
  rig
    .sent()
    .filter((c) => c.path === path)
    .map((c) => c.form);
const page = (records: unknown[]): FakeReply =>
  ok({ data: { records, total: records.length, current: 1, size: 9999 } });

const PERSON = { PERSON_NAME: ' 刘海 ', ID_CARD: '150102198503127714', GSQ: '6', CFNR: '' };
const UNIT = {
  DWMC: '呼和浩特市鼎盛购物中心有限公司',
  SHXYDM: '91150102MA0L9D6U1C',
  YZSXXW: '逾期未整改火灾隐患',
  WFSS: '经复查，疏散通道仍被占用',
  GSQ: '6',
  FKJE: '5000',
};
const BRIGADE = { ZGDWID: OFFICER.company_id, ZGDWMC: OFFICER.company_name };
const personData = {
  PERSON_NAME: '刘海',
  PERSON_TYPE: null,
  ID_CARD: '150102198503127714',
  ZGZSH: null,
  ZCZSH: null,
  PYDW: null,
  CFLB: null,
  CFJD_TIME: null,
  FKJE: null,
  CFJG: null,
  CFJGDM: null,
  GSQ: 6,
  CFNR: null,
  WFSS: null,
  CFYJ: null,
};
const unitData = {
  DWMC: UNIT.DWMC,
  SHXYDM: UNIT.SHXYDM,
  YZSXXW: UNIT.YZSXXW,
  WFSS: UNIT.WFSS,
  WFCLNR: null,
  WFCLYJ: null,
  CFJDWSH: null,
  CFRQ: null,
  FKJE: 5000,
  GSQ: 6,
  CFNR: null,
};
const saveForm = (dwId: number, data: Record<string, unknown>): Record<string, string> => ({
  dwId: String(dwId),
  runId: 'run1',
  data: JSON.stringify(data),
});

describeWrites<CreditService>(
  [
    {
      name: 'savePerson (create)',
      run: (s) => s.savePerson({ ...T, values: PERSON }),
      path: GENERIC_API.saveOrUpdate,
      form: saveForm(4653, { ...personData, RWID: 'rw1', ...BRIGADE }),
      fallback: '操作成功',
    },
    {
      name: 'saveGeneral (update)',
      run: (s) => s.saveGeneral({ ...T, ID: 'g1', values: UNIT }),
      path: GENERIC_API.saveOrUpdate,
      form: saveForm(4503, { ...unitData, ID: 'g1', RWID: 'rw1', ...BRIGADE }),
      fallback: '操作成功',
    },
    {
      name: 'saveSerious (create)',
      run: (s) => s.saveSerious({ ...T, values: { ...UNIT, GSQ: '36' } }),
      path: GENERIC_API.saveOrUpdate,
      form: saveForm(4625, { ...unitData, GSQ: 36, RWID: 'rw1', ...BRIGADE }),
      fallback: '操作成功',
    },
    {
      name: 'submitSerious (generic interface 100)',
      run: (s) => s.submitSerious({ ...T, ID: 's1' }),
      path: GENERIC_API.execInterface,
      form: { id: '100', runId: 'run1', obj: JSON.stringify({ ID: 's1', RWID: 'rw1' }) },
      fallback: '已提交审批',
    },
  ] satisfies WriteCase<CreditService>[],
  rig,
);

describe('credit service: the rules before anything is sent', () => {
  it('refuses with the spec’s messages and the check digits’, sending nothing', async () => {
    const refused: Array<[Promise<unknown>, string]> = [
      [rig.service.savePerson({ ...T, values: { ...PERSON, GSQ: '13' } }), '请输入数字1至12！'],
      [
        rig.service.savePerson({ ...T, values: { ...PERSON, PERSON_NAME: '' } }),
        '当事人姓名不能为空',
      ],
      [
        rig.service.savePerson({ ...T, values: { ...PERSON, ID_CARD: '150102198503127715' } }),
        '身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字',
      ],
      [rig.service.saveGeneral({ ...T, values: { ...UNIT, GSQ: '2' } }), '请输入数字3至12！'],
      [rig.service.saveGeneral({ ...T, values: { ...UNIT, YZSXXW: ' ' } }), '失信行为不能为空'],
      [rig.service.saveSerious({ ...T, values: { ...UNIT, GSQ: '40' } }), '请输入数字6至36！'],
      [
        rig.service.saveSerious({ ...T, values: { ...UNIT, SHXYDM: '91150102MA0L9D6U1B' } }),
        '统一社会信用代码校验位不正确，请核对',
      ],
    ];
    for (const [p, message] of refused)
      await expect(p).rejects.toMatchObject({ kind: 'invalid', message });
    expect(rig.sent()).toEqual([]);
  });
});

describe('credit service: reads', () => {
  it('reads xygkGrsx with RWID and runId; a record, none ({} of null-to-empty), through the cache', async () => {
    rig.answer({
      [CREDIT_API.person]: ok({ ID: 11, PERSON_NAME: '刘海', GSQ: 6, PERSON_TYPE: 1, WFSS: '' }),
    });
    const first = await rig.service.person(T);
    expect(first.data).toEqual({
      record: { ID: '11', PERSON_NAME: '刘海', GSQ: '6', PERSON_TYPE: '1', WFSS: null },
      refusal: null,
    });
    expect(sentTo(CREDIT_API.person)).toEqual([{ RWID: 'rw1', runId: 'run1' }]);
    rig.deps.setOnline(false);
    expect((await rig.service.person(T)).source).toBe('cache');
    rig.deps.setOnline(true);
    rig.answer({ [CREDIT_API.person]: ok({}) });
    expect((await rig.service.person(T)).data).toEqual({ record: null, refusal: null });
  });

  it('answers a refusal as data (shown, saving disabled), and never asks for the dangers then', async () => {
    rig.answer({ [CREDIT_API.general]: refuse('该单位信用信息推送服务暂不可用') });
    const r = await rig.service.general({ ...T, RWLX: 45 });
    expect(r.data).toEqual({ record: null, refusal: '该单位信用信息推送服务暂不可用', due: null });
    expect(sentTo(GENERIC_API.pageQuery)).toEqual([]);
    rig.answer({ [CREDIT_API.serious]: refuse('无权查看该任务') });
    expect((await rig.service.serious(T)).data).toEqual({
      record: null,
      refusal: '无权查看该任务',
    });
  });

  it('says a general record is due for dangers unrectified past their deadline', async () => {
    rig.answer({
      [CREDIT_API.general]: ok(null),
      [GENERIC_API.pageQuery]: page([
        { ID: 'y1', ZGQK: 0, ZGQX: '2024-06-09' },
        { ID: 'y2', ZGQK: 0, ZGQX: '2024-06-10' },
        { ID: 'y3', ZGQK: 1, ZGQX: '2024-06-01' },
      ]),
    });
    const r = await rig.service.general({ ...T, RWLX: 13 });
    expect(r.data).toEqual({
      record: null,
      refusal: null,
      due: { due: true, drafted: false, overdue: 1 },
    });
    expect(sentTo(GENERIC_API.pageQuery)[0]).toMatchObject({
      dwId: String(CREDIT_DANGERS_DWID),
      obj: JSON.stringify({ RWID: 'rw1' }),
      runId: 'run1',
    });
  });

  it('reads the serious record with its approval state; the dangers refused: due unknown', async () => {
    rig.answer({
      [CREDIT_API.general]: ok({ ID: 'g1', DWMC: '某公司', GSQ: 3, SPZT: 1 }),
      [GENERIC_API.pageQuery]: refuse('查询配置不存在'),
      [CREDIT_API.serious]: ok({ ID: 's1', DWMC: '某公司', GSQ: 12, SPZT: 2 }),
    });
    expect((await rig.service.general({ ...T, RWLX: 45 })).data).toEqual({
      record: { ID: 'g1', DWMC: '某公司', GSQ: '3', SPZT: '1' },
      refusal: null,
      due: null,
    });
    expect((await rig.service.serious(T)).data.record).toEqual({
      ID: 's1',
      DWMC: '某公司',
      GSQ: '12',
      SPZT: '2',
    });
  });
});
