import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import { actionResult, callAction, callForMessage } from './action';
import { BladeClient } from './client';

describe('write calls', () => {
  let server: FakeServer;
  let client: BladeClient;
  beforeEach(async () => {
    server = await startFakeServer();
    client = new BladeClient({ baseUrl: () => server.url, retryDelayMs: 1 });
  });
  afterEach(async () => {
    await server.close();
  });

  it("takes the server's message, else the fallback (also for an empty or blank one)", () => {
    expect(actionResult(' 发送成功！ ', '已发送')).toEqual({ message: '发送成功！' });
    expect(actionResult(null, '已发送')).toEqual({ message: '已发送' });
    expect(actionResult('  ', '已发送')).toEqual({ message: '已发送' });
  });

  it('answers the message of a write, whatever data comes with it, and never retries it', async () => {
    server.handle(() => ({
      body: { code: 200, success: true, data: { anything: 1 }, msg: '撤回成功!' },
    }));
    await expect(
      callForMessage(client, { path: '/api/recall', form: { id: 1 } }, '已撤回'),
    ).resolves.toEqual({ message: '撤回成功!' });
    server.handle(() => ok(null));
    await expect(callForMessage(client, { path: '/api/recall' }, '已撤回')).resolves.toEqual({
      message: '操作成功',
    });
    server.handle(() => ({ body: { code: 200, success: true, data: null } }));
    await expect(callForMessage(client, { path: '/api/recall' }, '已撤回')).resolves.toEqual({
      message: '已撤回',
    });
    server.calls.length = 0;
    server.handle(() => ({ status: 503, body: '' }));
    await expect(callForMessage(client, { path: '/api/recall' }, '已撤回')).rejects.toMatchObject({
      kind: 'server',
    });
    expect(server.calls).toHaveLength(1);
  });

  it('answers the data with the message when the data matters, checked by its schema', async () => {
    server.handle(() => ({
      body: { code: 200, success: true, data: { FLWSID: 9 }, msg: '保存成功!' },
    }));
    const saved = z.object({ FLWSID: z.union([z.string(), z.number()]).transform(String) });
    await expect(
      callAction(client, { path: '/api/save', schema: saved }, '已保存'),
    ).resolves.toEqual({ FLWSID: '9', message: '保存成功!' });
    server.handle(() => ok({}));
    await expect(
      callAction(client, { path: '/api/save', schema: saved }, '已保存'),
    ).rejects.toMatchObject({ name: 'BadResponseError' });
    server.handle(() => refuse('文书未找到!'));
    await expect(
      callAction(client, { path: '/api/save', schema: saved }, '已保存'),
    ).rejects.toMatchObject({ kind: 'server', message: '文书未找到!' });
  });
});
