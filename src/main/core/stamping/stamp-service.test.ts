import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import { formOf, pathOf, serviceDeps } from '../testing/services';
import { createStampService, type StampService } from './stamp-service';
import { STAMPING_API } from '../../../shared/stamping/constants';

describe('stamp service', () => {
  let server: FakeServer;
  let service: StampService;
  beforeEach(async () => {
    server = await startFakeServer();
    const deps = serviceDeps(server);
    service = createStampService(() => deps.client, deps.reads);
  });
  afterEach(async () => {
    await server.close();
  });

  it('lists the documents that carry a seal', async () => {
    server.handle(() =>
      ok([
        {
          id: 3,
          xmbh: 'X1',
          wh: '桂消罚字〔2024〕1号',
          ifSign: 0,
          ifSignMsg: '未盖章',
          path: null,
          md5: 'abc',
        },
      ]),
    );
    const rows = await service.list({ RWID: 't1' });
    expect(rows.data[0]).toMatchObject({ id: '3', ifSign: '0', md5: 'abc' });
    expect(formOf(server.calls[0].body)).toEqual({ rwid: 't1' });
  });

  it('seals with flwslb cxqz and province code 15', async () => {
    server.handle(() => ({ body: { code: 200, success: true, data: null, msg: '盖章成功' } }));
    await expect(service.seal({ runId: 'r1', wssyid: 'f1' })).resolves.toEqual({
      message: '盖章成功',
    });
    expect(pathOf(server.calls[0].path)).toBe(STAMPING_API.seal);
    expect(formOf(server.calls[0].body)).toEqual({
      runId: 'r1',
      flwslb: 'cxqz',
      wssyid: 'f1',
      provinceCode: '15',
    });
    server.handle(() => refuse('该文书已盖章'));
    await expect(service.seal({ runId: 'r1', wssyid: 'f1' })).rejects.toMatchObject({
      kind: 'server',
      message: '该文书已盖章',
    });
  });
});
