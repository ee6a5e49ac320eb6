import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, startFakeServer, type FakeServer } from '../testing/fake-http';
import { formOf, serviceDeps, type ServiceTestDeps } from '../testing/services';
import { createUnitService, type UnitService } from './unit-service';
import { GENERIC_API } from '../../../shared/generic/constants';

describe('unit service', () => {
  let server: FakeServer;
  let deps: ServiceTestDeps;
  let service: UnitService;
  beforeEach(async () => {
    server = await startFakeServer();
    deps = serviceDeps(server);
    service = createUnitService(deps.generic, deps.reads);
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
});
