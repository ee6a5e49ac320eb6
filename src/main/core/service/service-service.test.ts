import { describe, expect, it } from 'vitest';
import { ok, refuse } from '../testing/fake-http';
import { describeWrites, useScriptedService, type WriteCase } from '../testing/services';
import { createServiceService, type ServiceService } from './service-service';
import { GENERIC_API } from '../../../shared/generic/constants';
import { SERVICE_API } from '../../../shared/service/constants';

// The service calls against a scripted server: what each sends, the spec's texts, the records and
// the preview read through the cache (offline: the last answer), the link of a sent service.

const SERVED = { runId: 'run1', flwssyid: 'doc1', flwsid: 'fl1' };
const rig = useScriptedService((d) =>
  createServiceService({ client: () => d.client, reads: d.reads, generic: d.generic }),
);

describe('service: writes', () => {
  const cases: WriteCase<ServiceService>[] = [
    {
      name: 'confirm (generic interface 44)',
      run: (s) => s.confirm({ runId: 'run1', ID: 'sd1' }),
      path: GENERIC_API.execInterface,
      form: { id: '44', runId: 'run1', obj: JSON.stringify({ ID: 'sd1' }) },
      fallback: '已确认送达',
    },
  ];
  describeWrites(cases, rig, '送达证明不全，不能确认送达：缺送达回证');

  it.each([
    [
      'addElectronic (generic save 3322)',
      (s: ServiceService) => s.addElectronic({ runId: 'run1', RWID: 'rw1', FLWSID: 'fl1' }),
      { dwId: '3322', runId: 'run1', data: JSON.stringify({ RWID: 'rw1', FLWSID: 'fl1' }) },
      '已新增电子送达，请预览后发送',
    ],
    [
      'saveProof (generic save 3321)',
      (s: ServiceService) =>
        s.saveProof({ runId: 'run1', ID: 'sd1', KDDH: ' SF123 ', GGKSRQ: '', SPID: 'v1' }),
      {
        dwId: '3321',
        runId: 'run1',
        data: JSON.stringify({ ID: 'sd1', KDDH: 'SF123', GGKSRQ: '', SPID: 'v1' }),
      },
      '送达证明信息已保存',
    ],
  ])('%s: one save, then the action’s text; a refusal shown', async (_, run, form, text) => {
    rig.answer({ [GENERIC_API.saveOrUpdate]: ok('sd1') });
    await expect(run(rig.service)).resolves.toEqual({ message: text });
    expect(rig.sent()).toEqual([{ path: GENERIC_API.saveOrUpdate, form }]);
    rig.answer({ [GENERIC_API.saveOrUpdate]: refuse('该文书已有未完成的电子送达') });
    await expect(run(rig.service)).rejects.toMatchObject({
      kind: 'server',
      message: '该文书已有未完成的电子送达',
    });
  });

  it('sends with the spec fields and answers the link with 发送成功！', async () => {
    const SDLJ = 'http://127.0.0.1:1/preview/dzsd/abc';
    rig.answer({ [SERVICE_API.send]: { body: { code: 200, success: true, data: { SDLJ } } } });
    await expect(rig.service.send(SERVED)).resolves.toEqual({ SDLJ, message: '发送成功！' });
    expect(rig.sent()).toEqual([{ path: SERVICE_API.send, form: SERVED }]);
  });

  it('refuses a send answered without a link', async () => {
    rig.answer({ [SERVICE_API.send]: ok(null) });
    await expect(rig.service.send(SERVED)).rejects.toMatchObject({
      message: '服务器返回的数据格式不正确',
    });
  });
});

describe('service: reads', () => {
  const record = {
    ID: 'sd1',
    RWID: 'rw1',
    flwssyid: 'doc1',
    flwsid: 'fl1',
    SDWSMCWH: '责令限期改正通知书（新城消限字〔2026〕第0017号）',
    WH: '新城消限字〔2026〕第0017号',
    SDDATE: '2026-11-20 10:00:00',
    SDPLACE: '',
    SDFS: 1,
    SDRDWQM: '张伟',
    SSDRXM: '赵建国',
    XZTIME: '',
    REMARK: '',
  };

  it('pages the records by dwId 3934 with RWID and SFCXLSSJ, offline from the cache', async () => {
    rig.answer({ [GENERIC_API.pageQuery]: ok({ data: { records: [record], total: 11 } }) });
    const req = { runId: 'run1', RWID: 'rw1', SFCXLSSJ: '1' as const, current: 2, size: 10 };
    const got = await rig.service.records(req);
    expect(got.source).toBe('network');
    expect(got.data.total).toBe(11);
    expect(got.data.records[0]).toMatchObject({ SDFS: '1', HZFJ: 0, SPID: null, XZTIME: null });
    expect(rig.sent()).toEqual([
      {
        path: GENERIC_API.pageQuery,
        form: {
          dwId: '3934',
          runId: 'run1',
          current: '2',
          size: '10',
          obj: JSON.stringify({ RWID: 'rw1', SFCXLSSJ: '1' }),
        },
      },
    ]);
    rig.deps.setOnline(false);
    const cached = await rig.service.records(req);
    expect(cached.source).toBe('cache');
    expect(cached.data.records[0].ID).toBe('sd1');
  });

  it('reads the preview (dzsdinfo) as the form', async () => {
    rig.answer({
      [SERVICE_API.preview]: ok({
        SSDR: '育才小学',
        SJHM: '139',
        DZYX: '',
        WSMC: '责令限期改正通知书',
        WH: '',
        FSDW: '新城区消防救援大队',
        NR: [{ label: '整改期限', value: '2026-12-01' }],
        ZT: 0,
        SDLJ: '',
        FSSJ: '',
        XZTIME: '',
      }),
    });
    const got = await rig.service.preview(SERVED);
    expect(got.data).toMatchObject({
      SSDR: '育才小学',
      ZT: '0',
      SDLJ: null,
      NR: [{ label: '整改期限' }],
    });
    expect(rig.sent()).toEqual([{ path: SERVICE_API.preview, form: SERVED }]);
  });

  it('passes a refusal of the preview on', async () => {
    rig.answer({
      [SERVICE_API.preview]: refuse(
        '该单位尚未签署电子送达地址确认书（同意电子送达），不能电子送达',
      ),
    });
    await expect(rig.service.preview(SERVED)).rejects.toMatchObject({ kind: 'server' });
  });
});
