import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BladeClient } from '../api/client';
import { CacheStore, cacheKey } from '../db/cache';
import { openDatabase } from '../db/database';
import { createGenericService } from '../generic/service';
import type { ReadContext } from '../reads';
import { MemorySecretStore } from '../session/secret-store';
import { SessionManager } from '../session/session';
import {
  startFakeServer,
  type FakeCall,
  type FakeReply,
  type FakeServer,
  tokenReply,
} from '../testing/fake-http';
import { createDocumentService, type DocumentService } from './document-service';
import { DOCUMENTS_API } from '../../../shared/documents/constants';
import { requestSchemas } from '../../../shared/contract';

// documents:cached answers "does this document open offline" exactly as the reads would: only
// what a read filled counts, both the form and the values are needed, and the cache is the
// signed-in account's own.

const data = (d: unknown): FakeReply => ({ body: { code: 200, success: true, data: d, msg: '' } });
const FORM = { form: 'jcjl', rwwsszid: 5, title: '现场检查记录', fields: [] };
const DOC = (FLWSID: string): Record<string, unknown> => ({
  FLWSID,
  RWID: 'rw1',
  runId: 'run1',
  form: 'jcjl',
  rwwsszid: '5',
  TITLE: '现场检查记录',
  WH: null,
  STATUS: '1',
  STATUS1: null,
  values: {},
});

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
  server.handle((c: FakeCall) => {
    const path = c.path.split('?')[0];
    const form = Object.fromEntries(new URLSearchParams(c.body));
    if (path === '/api/blade-auth/oauth/token') return tokenReply(form.username);
    if (path === '/api/blade-user/info') return data({ id: '42', account: 'x', realName: '张伟' });
    if (path === DOCUMENTS_API.formDefinition) return data(FORM);
    if (path === DOCUMENTS_API.docDetail) return data(DOC(form.FLWSID));
    if (path === DOCUMENTS_API.approvals) return data([]);
    return { status: 404, body: { status: 404, error: 'Not Found', path } };
  });
});
afterEach(async () => {
  await server.close();
});

/** The request as main's dispatcher hands it over (checked by the channel's schema). */
const ask = (docs: unknown[]) => requestSchemas['documents:cached'].parse({ docs });

function service(reads: () => ReadContext, client: BladeClient): DocumentService {
  return createDocumentService(
    () => client,
    reads,
    createGenericService(() => client, reads),
  );
}

describe('documents:cached', () => {
  it('names a document once its form and its values were read, and its approvals apart', async () => {
    const client = new BladeClient({ baseUrl: () => server.url, retryDelayMs: 1 });
    const cache = new CacheStore(openDatabase(':memory:'));
    const docs = service(() => ({ cache, online: () => true }), client);
    const tree = ask([
      { FLWSID: 'f1', form: 'jcjl', FLWSLB: 'L1' },
      { FLWSID: 'f2', form: 'jcjl', FLWSLB: null },
      { FLWSID: 'f3', form: null, FLWSLB: null },
    ]);
    expect(docs.cached(tree)).toEqual({ docs: [], approvals: [] });

    // The values alone do not open the page: its form definition is needed too.
    await docs.get({ FLWSID: 'f1' });
    expect(docs.cached(tree).docs).toEqual([]);
    await docs.form({ form: 'jcjl' });
    await docs.get({ FLWSID: 'f3' });
    expect(docs.cached(tree)).toEqual({ docs: ['f1'], approvals: [] });

    // Approval history as the approval page asks for it (a row without FLWSLB asks with '').
    await docs.approvals({ flwslb: 'L1', flwssyid: 'f1' });
    await docs.approvals({ flwslb: '', flwssyid: 'f2' });
    expect(docs.cached(tree).approvals).toEqual(['f1', 'f2']);
  });

  it('answers a whole tree beyond one SQL statement’s parameters', () => {
    const cache = new CacheStore(openDatabase(':memory:'));
    const client = new BladeClient({ baseUrl: () => server.url });
    const docs = service(() => ({ cache, online: () => false }), client);
    cache.put(cacheKey('documents:form', { form: 'jcjl' }), FORM);
    const many = Array.from({ length: 1200 }, (_, i) => ({
      FLWSID: `d${i}`,
      form: 'jcjl',
      FLWSLB: null,
    }));
    cache.put(cacheKey('documents:get', { FLWSID: 'd1199' }), DOC('d1199'));
    expect(docs.cached(ask(many)).docs).toEqual(['d1199']);
    expect(() => ask([...many, ...many, ...many, ...many, ...many])).toThrow();
  });

  it('counts only the signed-in account’s cache: another officer sees nothing of it', async () => {
    const profileDir = mkdtempSync(join(tmpdir(), 'xfjd-cached-'));
    const session: SessionManager = new SessionManager({
      client: (): BladeClient => client,
      store: new MemorySecretStore(),
      profileDir,
      serverKey: () => server.url,
      displayUrl: () => server.url,
      onExpired: () => undefined,
      contextTimeoutMs: 2000,
    });
    const client = new BladeClient({ baseUrl: () => server.url, tokens: session, readRetries: 0 });
    // As core/app.ts builds it: the reads use the active account's database.
    const docs = service(() => ({ cache: session.require().cache, online: () => true }), client);
    const tree = ask([{ FLWSID: 'f1', form: 'jcjl', FLWSLB: null }]);
    const login = (username: string) =>
      session.login({ tenantId: '000000', username, password: 'pw123456' });
    try {
      await login('demo');
      await docs.form({ form: 'jcjl' });
      await docs.get({ FLWSID: 'f1' });
      expect(docs.cached(tree).docs).toEqual(['f1']);

      session.logout();
      await login('lisi');
      expect(docs.cached(tree).docs).toEqual([]);

      session.logout();
      await login('demo');
      expect(docs.cached(tree).docs).toEqual(['f1']);
    } finally {
      session.close();
    }
  });
});
