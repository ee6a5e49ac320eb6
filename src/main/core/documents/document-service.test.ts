import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import { formOf, serviceDeps, type ServiceTestDeps } from '../testing/services';
import { createDocumentService, type DocumentService } from './document-service';
import { GENERIC_API } from '../../../shared/generic/constants';

describe('document service', () => {
  let server: FakeServer;
  let deps: ServiceTestDeps;
  let service: DocumentService;
  beforeEach(async () => {
    server = await startFakeServer();
    deps = serviceDeps(server);
    service = createDocumentService(() => deps.client, deps.reads);
  });
  afterEach(async () => {
    await server.close();
  });

  const says = (msg: string | null, data: unknown = null): void => server.handle(() => ({ body: { code: 200, success: true, data, msg } }));

  it('deletes through generic interface 32 with a JSON obj, showing the server message', async () => {
    says('删除文书成功!');
    await expect(service.delete({ runId: 'r1', FLWSID: 'f1' })).resolves.toEqual({ message: '删除文书成功!' });
    expect(server.calls[0].path).toBe(GENERIC_API.execInterface);
    expect(formOf(server.calls[0].body)).toEqual({ id: '32', runId: 'r1', obj: '{"FLWSID":"f1"}' });
  });

  it('sends with srcid/srctype/xdlx and falls back to our message when the server gives none', async () => {
    says(null);
    await expect(service.send({ runId: 'r1', FLWSID: 'f1', FLWSLB: '12', xdlx: '1' })).resolves.toEqual({ message: '发送成功！' });
    expect(formOf(server.calls[0].body)).toEqual({ runId: 'r1', srcid: 'f1', srctype: '12', xdlx: '1' });
  });

  it('never retries a write', async () => {
    server.handle(() => ({ destroy: true }));
    await expect(service.recall({ runId: 'r1', FLWSID: 'f1' })).rejects.toMatchObject({ kind: 'offline' });
    expect(server.calls).toHaveLength(1);
  });

  it('saves the values as JSON text and returns the new id with the message', async () => {
    says('保存成功!', { FLWSID: 77, WH: null });
    const saved = await service.save({ runId: 'r1', RWID: 't1', form: 'xcjcjl', rwwsszid: '5', values: { JCSJ: '2024-05-01', JCNR: '消防通道' } });
    expect(saved).toEqual({ FLWSID: '77', WH: null, message: '保存成功!' });
    expect(formOf(server.calls[0].body)).toEqual({ runId: 'r1', RWID: 't1', form: 'xcjcjl', rwwsszid: '5', data: '{"JCSJ":"2024-05-01","JCNR":"消防通道"}' });
  });

  it('asks for a document type before calling beforeaddflws, and shows its refusals', async () => {
    await expect(service.beforeAdd({ runId: 'r', RWID: 't', wssid: '' })).rejects.toMatchObject({ kind: 'invalid', message: '请选择需要新增的文书!' });
    expect(server.calls).toHaveLength(0);
    server.handle(() => refuse('该表单是登记表单，不可直接添加!'));
    await expect(service.beforeAdd({ runId: 'r', RWID: 't', wssid: '9' })).rejects.toMatchObject({ kind: 'server', message: '该表单是登记表单，不可直接添加!' });
    expect(formOf(server.calls[0].body)).toEqual({ rwid: 't', runId: 'r', wssid: '9' });
  });

  it('answers the form definition and approvals from the cache when offline', async () => {
    server.handle(() => ok({ form: 'xcjcjl', rwwsszid: 5, title: '现场检查记录', fields: [{ name: 'JCSJ', label: '检查时间', type: 'date', required: true }] }));
    const online = await service.form({ form: 'xcjcjl' });
    expect(online).toMatchObject({ source: 'network', data: { rwwsszid: '5', fields: [{ name: 'JCSJ', required: true }] } });
    deps.setOnline(false);
    expect(await service.form({ form: 'xcjcjl' })).toMatchObject({ source: 'cache', data: online.data });

    deps.setOnline(true);
    server.handle(() => ok([{ ID: 1, SPJD: '审核', SPRXM: '张三', SPSJ: '2024-05-01 10:00', SPJG: '同意', SPYJ: null }]));
    const rows = await service.approvals({ flwslb: '12', flwssyid: 'f1' });
    expect(rows.data[0]).toMatchObject({ ID: '1', SPJD: '审核' });
    expect(formOf(server.calls.at(-1)!.body)).toEqual({ flwslb: '12', flwssyid: 'f1', type: '4' });
  });
});
