import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import {
  done,
  formOf,
  serviceDeps,
  useScriptedService,
  type ServiceTestDeps,
} from '../testing/services';
import { createUnitService, type UnitService } from './unit-service';
import { GENERIC_API } from '../../../shared/generic/constants';
import { UNITS_API } from '../../../shared/units/constants';

describe('unit service', () => {
  let server: FakeServer;
  let deps: ServiceTestDeps;
  let service: UnitService;
  beforeEach(async () => {
    server = await startFakeServer();
    deps = serviceDeps(server);
    service = createUnitService(deps.generic, deps.reads, () => deps.client);
  });
  afterEach(async () => {
    await server.close();
  });

  it('queries dwId 3045 by ID and returns the one record', async () => {
    server.handle(() =>
      ok({ data: { records: [{ ID: 8, DWMC: '某商场', JGDWLB: 1 }], total: 1 } }),
    );
    const unit = await service.get({ runId: 'r1', id: '8' });
    expect(unit.data).toMatchObject({ ID: '8', DWMC: '某商场', JGDWLB: '1' });
    expect(server.calls[0].path).toBe(GENERIC_API.pageQuery);
    expect(formOf(server.calls[0].body)).toMatchObject({
      dwId: '3045',
      runId: 'r1',
      obj: '{"ID":"8"}',
    });
  });

  it('says 暂无该单位信息 for an empty answer, and does not cache it', async () => {
    server.handle(() => ok({ data: { records: [], total: 0 } }));
    await expect(service.get({ runId: 'r1', id: '9' })).rejects.toMatchObject({
      kind: 'server',
      message: '暂无该单位信息',
    });
    deps.setOnline(false);
    await expect(service.get({ runId: 'r1', id: '9' })).rejects.toMatchObject({
      message: '暂无该单位信息',
    });
  });

  it('opens offline from the cached unit, persons included', async () => {
    server.handle(() =>
      ok({
        data: {
          records: [{ ID: 8, DWMC: '某商场', shdwJbxxBqcbList: [{ RYLX: '1', XM: '王丽' }] }],
          total: 1,
        },
      }),
    );
    await service.get({ runId: 'r1', id: '8' });
    deps.setOnline(false);
    const cached = await service.get({ runId: 'r1', id: '8' });
    expect(cached.data.shdwJbxxBqcbList).toMatchObject([{ XM: '王丽' }]);
    expect(cached.source).toBe('cache');
  });
});

describe('unit save', () => {
  const rig = useScriptedService((d) =>
    createUnitService(
      d.generic,
      d.reads,
      () => d.client,
      () => '2026-11-24',
    ),
  );
  const values = {
    DWBM: '150102000102',
    DWMC: '某烧麦馆',
    TYSHXYDM: '91150102MA0L9D6U1C',
    JGDWLB: '2',
    DWXZ: '餐饮场所',
    LXDH: '13904718826',
    XZQH: '150102',
    DWDZ: '新城区中山东路126号',
    FDDBR: '刘海',
    XFAQZRR: '刘海',
    GIS_X: '111.695212',
    GIS_Y: '40.813701',
    XFSS: ['1', '3'],
  };
  const person = { RYLX: '2', XM: '王丽', LXDH: '15847100002', HYZK: '20' };
  const req = (over: Record<string, unknown> = {}, persons = [person]) => ({
    runId: 'run1',
    RWID: 'rw1',
    id: '150102000102',
    values: { ...values, ...over } as Record<string, string | string[]>,
    persons,
  });

  it('saves the record by 3014 for a unit that is no key unit, then its persons', async () => {
    rig.answer({
      [GENERIC_API.saveOrUpdate]: ok('150102000102'),
      [UNITS_API.saveSupplement]: done('保存成功!'),
    });
    await expect(rig.service.save(req({ STRAY: 'x' }))).resolves.toEqual({ message: '保存成功!' });
    const [record, persons] = rig.sent();
    expect(record.path).toBe(GENERIC_API.saveOrUpdate);
    expect(record.form).toMatchObject({ dwId: '3014', runId: 'run1' });
    const data = JSON.parse(record.form.data) as Record<string, string>;
    expect(data).toMatchObject({
      ID: '150102000102',
      RWID: 'rw1',
      XFSS: '1,3',
      GIS_X: '111.695212',
    });
    expect(data).not.toHaveProperty('STRAY');
    expect(persons).toEqual({
      path: UNITS_API.saveSupplement,
      form: {
        dwid: '150102000102',
        RWID: 'rw1',
        runId: 'run1',
        shdwJbxxBqcbList: JSON.stringify([
          { RYLX: '2', XM: '王丽', XB: '', SFZH: '', LXDH: '15847100002', HYZK: '20', ZSBH: '' },
        ]),
      },
    });
  });

  it('saves a key unit by 3033; the spec text when the server says nothing', async () => {
    rig.answer({ [GENERIC_API.saveOrUpdate]: ok('1'), [UNITS_API.saveSupplement]: done(null) });
    await expect(rig.service.save(req({ JGDWLB: '1', XFAQGLR: '孙丽娟' }, []))).resolves.toEqual({
      message: '保存成功!',
    });
    expect(rig.sent()[0].form.dwId).toBe('3033');
  });

  it('refuses with the shared rules’ message before anything is sent', async () => {
    const refused = async (r: ReturnType<typeof req>, message: string) => {
      await expect(rig.service.save(r)).rejects.toMatchObject({ kind: 'invalid', message });
    };
    await refused(req({ GIS_X: '200' }), '经度应为73至136之间的数字（度，可含小数）');
    await refused(req({ GIS_Y: 'abc' }), '纬度应为3至54之间的数字（度，可含小数）');
    await refused(req({ TYSHXYDM: '91150102MA0L9D6U1D' }), '统一社会信用代码校验位不正确，请核对');
    await refused(req({ CLRQ: '2026-11-25' }), '成立日期不能晚于今天');
    await refused(req({ JGDWLB: '1' }), '消防安全重点单位须填写消防安全管理人');
    await refused(req({}, [person, { ...person, HYZK: '99' }]), '第2行人员：婚姻状况的选项不正确');
    expect(rig.sent()).toEqual([]);
  });

  it('shows the server’s refusal of the record and leaves the persons unsent', async () => {
    rig.answer({ [GENERIC_API.saveOrUpdate]: refuse('无权修改其他大队管辖单位的信息') });
    await expect(rig.service.save(req())).rejects.toMatchObject({
      kind: 'server',
      message: '无权修改其他大队管辖单位的信息',
    });
    expect(rig.sent().map((c) => c.path)).toEqual([GENERIC_API.saveOrUpdate]);
  });
});
