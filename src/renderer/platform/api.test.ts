import { describe, expect, it } from 'vitest';
import { AppError, bridgeUrl, call, missingBridgeToken, takeBridgeToken } from './api';
import type { Api } from '../../shared/contract';

describe('takeBridgeToken', () => {
  it('keeps the token for the session and removes it from the address, keeping the hash', () => {
    history.replaceState(null, '', '/?token=abc%2B1&x=2#/xfjd/projectDetail?runId=1&RWID=2');
    expect(takeBridgeToken()).toBe('abc+1');
    expect(location.search).toBe('?x=2');
    expect(location.hash).toBe('#/xfjd/projectDetail?runId=1&RWID=2');
    expect(sessionStorage.getItem('xfjd.bridgeToken')).toBe('abc+1');
    // After a reload without the query the stored token is used.
    history.replaceState(null, '', '/#/tasks');
    expect(takeBridgeToken()).toBe('abc+1');
  });

  it('a bare browser-mode address (no token, none kept) is told apart from a reload', () => {
    sessionStorage.clear();
    history.replaceState(null, '', '/#/tasks');
    expect(missingBridgeToken()).toBe(true);
    history.replaceState(null, '', '/?token=t1#/tasks');
    expect(missingBridgeToken()).toBe(false);
    // A reload of the same tab keeps its token.
    history.replaceState(null, '', '/#/tasks');
    expect(missingBridgeToken()).toBe(false);
  });

  it('builds the bridge address on the page host', () => {
    expect(bridgeUrl('127.0.0.1:4567', 'a b')).toBe('ws://127.0.0.1:4567/bridge?token=a%20b');
  });
});

describe('call', () => {
  const api = (result: unknown): Api => ({
    invoke: async () => result as never,
    on: () => () => undefined,
  });

  it('unwraps ok results', async () => {
    await expect(
      call('net:check', undefined, api({ ok: true, value: { online: true, since: 1 } })),
    ).resolves.toEqual({ online: true, since: 1 });
  });

  it('throws an AppError with kind and message for ok:false', async () => {
    const err = await call(
      'net:check',
      undefined,
      api({ ok: false, error: { kind: 'offline', message: '网络不可用' } }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ kind: 'offline', message: '网络不可用' });
  });

  it('turns a failing transport into an internal AppError', async () => {
    const broken: Api = {
      invoke: async () => Promise.reject(new Error('IPC 不可用')),
      on: () => () => undefined,
    };
    await expect(call('net:check', undefined, broken)).rejects.toMatchObject({
      kind: 'internal',
      message: 'IPC 不可用',
    });
  });
});
