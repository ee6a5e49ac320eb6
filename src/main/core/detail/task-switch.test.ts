import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import { formOf, serviceDeps } from '../testing/services';
import { createDetailService, type DetailService } from './detail-service';
import { DETAIL_API } from '../../../shared/detail/constants';

describe('task switch check (jugeXmrw)', () => {
  let server: FakeServer;
  let service: DetailService;
  beforeEach(async () => {
    server = await startFakeServer();
    const deps = serviceDeps(server);
    service = createDetailService(() => deps.client, deps.reads, deps.generic);
  });
  afterEach(async () => {
    await server.close();
  });

  it('allows with the server message', async () => {
    server.handle(() => ({ body: { code: 200, success: true, data: null, msg: '操作成功' } }));
    await expect(service.canSwitch({ runId: 'r1', RWID: 't1' })).resolves.toEqual({
      message: '操作成功',
    });
    expect(server.calls[0].path).toBe(DETAIL_API.canSwitch);
    expect(formOf(server.calls[0].body)).toEqual({ rwid: 't1', runId: 'r1' });
  });

  it('blocks with the reminder, every time (never from a cache)', async () => {
    server.handle(() => refuse('请于2026-12-01后办理'));
    await expect(service.canSwitch({ runId: 'r1', RWID: 't1' })).rejects.toMatchObject({
      kind: 'server',
      message: '请于2026-12-01后办理',
    });
    server.handle(() => ({ destroy: true }));
    await expect(service.canSwitch({ runId: 'r1', RWID: 't1' })).rejects.toMatchObject({
      kind: 'offline',
    });
  });
});
