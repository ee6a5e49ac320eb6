import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import { formOf, serviceDeps, type ServiceTestDeps } from '../testing/services';
import { createDocumentService } from './document-service';
import { createDocumentFileService } from './file-service';
import { documentsHandlers } from './handlers';
import { EventHub } from '../events';
import { createWrite } from '../writes';
import { silentLogger } from '../logger';
import { DOCUMENTS_API } from '../../../shared/documents/constants';
import { documentsRequests } from '../../../shared/documents/contract';
import type { Events } from '../../../shared/contract';

// base/getWsyllx and base/upateYllx through the documents area's handlers: the forms sent, the
// answer read as its meaning, the server's message handed back, and shell:dataChanged after a
// change (so the document tree, whose row MD5 follows the choice, refreshes in every window).

describe('document preview type (WSYLLX)', () => {
  let server: FakeServer;
  let deps: ServiceTestDeps;
  let changed: Events['shell:dataChanged'][];
  let handlers: ReturnType<typeof documentsHandlers>;
  beforeEach(async () => {
    server = await startFakeServer();
    deps = serviceDeps(server);
    const events = new EventHub();
    changed = [];
    events.subscribe((event, payload) => {
      if (event === 'shell:dataChanged') changed.push(payload as Events['shell:dataChanged']);
    });
    const files = createDocumentFileService({
      client: () => deps.client,
      previewHost: () => '',
      signPreviewLinks: () => true,
      serverUrl: () => server.url,
      downloadsDir: () => mkdtempSync(join(tmpdir(), 'xfjd-preview-type-')),
      logger: silentLogger,
    });
    handlers = documentsHandlers(
      createDocumentService(() => deps.client, deps.reads, deps.generic),
      files,
      createWrite(events),
    );
  });
  afterEach(async () => {
    await server.close();
  });

  it('reads getWsyllx with runId and FLWSID, and keeps the last answer for offline', async () => {
    server.handle(() => ok({ WSYLLX: '2', fileId: 'fj9' }));
    const online = await handlers['documents:previewType']({ runId: 'r1', FLWSID: 'f1' });
    expect(online).toMatchObject({ source: 'network', data: { WSYLLX: '2', fileId: 'fj9' } });
    expect(server.calls[0].path).toBe(DOCUMENTS_API.getWsyllx);
    expect(formOf(server.calls[0].body)).toEqual({ runId: 'r1', FLWSID: 'f1' });
    deps.setOnline(false);
    expect(await handlers['documents:previewType']({ runId: 'r1', FLWSID: 'f1' })).toMatchObject({
      source: 'cache',
      data: { WSYLLX: '2', fileId: 'fj9' },
    });
    expect(changed).toEqual([]);
  });

  it("reads an empty or older WSYLLX (null-to-empty's '', 'pdf') as the system document", async () => {
    server.handle(() => ok({ WSYLLX: '', fileId: '' }));
    expect((await handlers['documents:previewType']({ runId: 'r1', FLWSID: 'a' })).data).toEqual({
      WSYLLX: '1',
      fileId: null,
    });
    server.handle(() => ok({ WSYLLX: 'pdf', fileId: 'fj1' }));
    expect((await handlers['documents:previewType']({ runId: 'r1', FLWSID: 'b' })).data).toEqual({
      WSYLLX: '1',
      fileId: null,
    });
  });

  it('sets an uploaded file with upateYllx, hands back the message, and refreshes every window', async () => {
    server.handle(() => ({
      body: { code: 200, success: true, data: null, msg: '已设为文书预览' },
    }));
    const req = documentsRequests['documents:setPreviewType'].parse({
      runId: 'r1',
      FLWSID: 'f1',
      WSYLLX: '2',
      fileId: 'fj9',
    });
    await expect(handlers['documents:setPreviewType'](req)).resolves.toEqual({
      message: '已设为文书预览',
    });
    expect(server.calls[0].path).toBe(DOCUMENTS_API.upateYllx);
    expect(formOf(server.calls[0].body)).toEqual({
      runId: 'r1',
      FLWSID: 'f1',
      WSYLLX: '2',
      fileId: 'fj9',
    });
    expect(changed).toEqual([{ channel: 'documents:setPreviewType' }]);
  });

  it('restores the system document without a fileId; a server without a message gets ours', async () => {
    server.handle(() => ({ body: { code: 200, success: true, data: null, msg: '' } }));
    await expect(
      handlers['documents:setPreviewType']({ runId: 'r1', FLWSID: 'f1', WSYLLX: '1' }),
    ).resolves.toEqual({ message: '已恢复为系统文书' });
    expect(formOf(server.calls[0].body)).toEqual({ runId: 'r1', FLWSID: 'f1', WSYLLX: '1' });
  });

  it("passes the server's refusal on and tells no window to refresh", async () => {
    server.handle(() => refuse('只有图片或PDF附件可以设为文书预览'));
    await expect(
      handlers['documents:setPreviewType']({
        runId: 'r1',
        FLWSID: 'f1',
        WSYLLX: '2',
        fileId: 'fj3',
      }),
    ).rejects.toMatchObject({ message: '只有图片或PDF附件可以设为文书预览' });
    expect(changed).toEqual([]);
  });

  it('refuses before sending: a file preview needs its fileId, and WSYLLX is 1 or 2', () => {
    const schema = documentsRequests['documents:setPreviewType'];
    expect(schema.safeParse({ runId: 'r1', FLWSID: 'f1', WSYLLX: '2' }).success).toBe(false);
    expect(schema.safeParse({ runId: 'r1', FLWSID: 'f1', WSYLLX: 'pdf' }).success).toBe(false);
    expect(schema.safeParse({ runId: 'r1', FLWSID: 'f1', WSYLLX: '1' }).success).toBe(true);
  });
});
