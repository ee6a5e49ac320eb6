import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, startFakeServer, type FakeServer } from '../testing/fake-http';
import { formOf, serviceDeps, type ServiceTestDeps } from '../testing/services';
import { createDocumentService, type DocumentService } from './document-service';
import { DOCUMENTS_API } from '../../../shared/documents/constants';

// Delivery receipts (送达回证): isDelSdhz before deleting one, getXqBySdhz for the deadline it starts.

describe('delivery receipts', () => {
  let server: FakeServer;
  let deps: ServiceTestDeps;
  let service: DocumentService;
  beforeEach(async () => {
    server = await startFakeServer();
    deps = serviceDeps(server);
    service = createDocumentService(() => deps.client, deps.reads, deps.generic);
  });
  afterEach(async () => {
    await server.close();
  });

  it('asks isDelSdhz with runId and FLWSID and hands back the refusal with its reason', async () => {
    server.handle(() => ok({ SFKSC: '0', YY: '复查期限已据此送达日期计算，不可删除' }));
    await expect(service.receiptCheck({ runId: 'r1', FLWSID: 'f46' })).resolves.toMatchObject({
      SFKSC: '0',
      YY: '复查期限已据此送达日期计算，不可删除',
    });
    expect(server.calls[0].path).toBe(DOCUMENTS_API.isDelSdhz);
    expect(formOf(server.calls[0].body)).toEqual({ runId: 'r1', FLWSID: 'f46' });
  });

  it('never answers isDelSdhz from the cache: without the server the check fails', async () => {
    server.handle(() => ok({ SFKSC: '1', YY: null }));
    await expect(service.receiptCheck({ runId: 'r1', FLWSID: 'f46' })).resolves.toMatchObject({
      SFKSC: '1',
    });
    deps.setOnline(false);
    server.handle(() => ({ destroy: true }));
    await expect(service.receiptCheck({ runId: 'r1', FLWSID: 'f46' })).rejects.toMatchObject({
      kind: 'offline',
    });
  });

  it('reads getXqBySdhz (cached), and takes an empty answer as no delivered deadline', async () => {
    const answer = {
      WSMC: '责令限期改正通知书',
      WH: '新消限字〔2026〕第0017号',
      SDRQ: '2026-03-02',
      XQRQ: '2026-03-17',
    };
    server.handle(() => ok(answer));
    const online = await service.receiptDeadline({ runId: 'r1', FLWSID: 'f46' });
    expect(online).toMatchObject({ source: 'network', data: answer });
    expect(server.calls[0].path).toBe(DOCUMENTS_API.getXqBySdhz);
    expect(formOf(server.calls[0].body)).toEqual({ runId: 'r1', FLWSID: 'f46' });
    deps.setOnline(false);
    expect(await service.receiptDeadline({ runId: 'r1', FLWSID: 'f46' })).toMatchObject({
      source: 'cache',
      data: answer,
    });

    deps.setOnline(true);
    // blade-tool's null-to-empty writes a null record as {}.
    server.handle(() => ok({}));
    expect((await service.receiptDeadline({ runId: 'r1', FLWSID: 'f47' })).data).toBeNull();
  });
});
