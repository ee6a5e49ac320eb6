import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BladeClient } from '../api/client';
import { MemorySecretStore } from '../session/secret-store';
import { SessionManager } from '../session/session';
import { startFakeServer, type FakeCall, type FakeServer, tokenReply } from '../testing/fake-http';
import { createDraftService, sessionDraftsOwner } from './service';
import { requestSchemas } from '../../../shared/contract';

// Drafts follow the signed-in officer as core/app.ts wires them: demo's draft never shows for lisi,
// nor for demo on another server, and is back when demo signs in again.

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
  server.handle((c: FakeCall) => {
    const path = c.path.split('?')[0];
    const form = Object.fromEntries(new URLSearchParams(c.body));
    if (path === '/api/blade-auth/oauth/token') return tokenReply(form.username);
    if (path === '/api/blade-user/info')
      return { body: { code: 200, success: true, data: { id: '42', account: 'x' }, msg: '' } };
    return { status: 404, body: { status: 404, error: 'Not Found', path } };
  });
});
afterEach(async () => {
  await server.close();
});

const draft = requestSchemas['drafts:save'].parse({
  key: 'ws1',
  path: '/ws/xfjdjcjl?FLWSID=ws1',
  title: '消防监督检查记录',
  task: '',
  runId: 'run1',
  RWID: 'rw1',
  FLWSID: 'ws1',
  form: 'xfjdjcjl',
  base: null,
  values: { JCDD: '南京某商场' },
  offline: false,
});

describe('drafts per signed-in officer', () => {
  it('a second account, or the same account on another server, sees nothing', async () => {
    const profileDir = mkdtempSync(join(tmpdir(), 'xfjd-drafts-session-'));
    let serverKey = 'https://a.example';
    const session: SessionManager = new SessionManager({
      client: (): BladeClient => client,
      store: new MemorySecretStore(),
      profileDir,
      serverKey: () => serverKey,
      displayUrl: () => server.url,
      onExpired: () => undefined,
      contextTimeoutMs: 2000,
    });
    const client = new BladeClient({ baseUrl: () => server.url, tokens: session, readRetries: 0 });
    const drafts = createDraftService(sessionDraftsOwner(session));
    const login = (username: string) =>
      session.login({ tenantId: '000000', username, password: 'pw123456' });
    try {
      await login('demo');
      drafts.save(draft);
      expect(drafts.list().map((d) => d.key)).toEqual(['ws1']);

      session.logout();
      expect(() => drafts.list()).toThrow();
      await login('lisi');
      expect(drafts.list()).toEqual([]);
      expect(drafts.get('ws1')).toBeNull();

      session.logout();
      serverKey = 'https://b.example';
      await login('demo');
      expect(drafts.list()).toEqual([]);

      session.logout();
      serverKey = 'https://a.example';
      await login('demo');
      expect(drafts.get('ws1')?.values).toEqual({ JCDD: '南京某商场' });
    } finally {
      session.close();
    }
  });
});
