import { describe, expect, it } from 'vitest';
import { M } from '../../shared/messages';
import { dispatch } from './dispatch';
import { ApiError, OfflineError } from './errors';
import type { Handlers } from '../../shared/contract';

const handlers = (over: Partial<Handlers> = {}): Handlers => ({ ...({} as Handlers), ...over });

describe('dispatch', () => {
  it('refuses unknown channels and bad arguments without calling a handler', async () => {
    let called = false;
    const h = handlers({
      'tasks:list': async () => (
        (called = true),
        { data: { records: [], total: 0 }, source: 'network', updatedAt: 0 }
      ),
    });
    await expect(dispatch(h, 'fs:readFile', {})).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.errInvalidArgs },
    });
    await expect(dispatch(h, 'tasks:list', { current: 0, size: 10 })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
    await expect(
      dispatch(h, 'tasks:list', { current: 1, size: 10, RWMC: 1 }),
    ).resolves.toMatchObject({ ok: false });
    expect(called).toBe(false);
  });

  it('passes the schema message of a custom rule through', async () => {
    const r = await dispatch(handlers(), 'settings:update', {
      serverUrl: 'ftp://x',
      previewHost: '',
    });
    expect(r).toEqual({
      ok: false,
      error: { kind: 'invalid', message: '服务器地址须以 http:// 或 https:// 开头' },
    });
  });

  it('returns values and maps errors to their kinds', async () => {
    const h = handlers({
      'net:check': async () => ({ online: true, since: 1 }),
      'session:logout': async () => {
        throw new OfflineError();
      },
      'settings:get': async () => {
        throw new ApiError('不允许');
      },
      'shell:bootstrap': async () => {
        throw new TypeError('boom');
      },
    });
    await expect(dispatch(h, 'net:check', undefined)).resolves.toEqual({
      ok: true,
      value: { online: true, since: 1 },
    });
    await expect(dispatch(h, 'session:logout', undefined)).resolves.toEqual({
      ok: false,
      error: { kind: 'offline', message: M.errOffline },
    });
    await expect(dispatch(h, 'settings:get', undefined)).resolves.toEqual({
      ok: false,
      error: { kind: 'server', message: '不允许' },
    });
    await expect(dispatch(h, 'shell:bootstrap', undefined)).resolves.toEqual({
      ok: false,
      error: { kind: 'internal', message: M.errInternal },
    });
  });
});
