import { describe, expect, it, vi } from 'vitest';
import { dispatch } from '../dispatch';
import { draftsHandlers } from './handlers';
import type { DraftService } from './service';
import type { Handlers } from '../../../shared/contract';

// The drafts channels under the one dispatcher: every argument is checked before the service sees it.

const fakeService = (): DraftService & { saved: unknown[] } => {
  const saved: unknown[] = [];
  return {
    saved,
    save: vi.fn((req) => {
      saved.push(req);
      return { savedAt: 5 };
    }),
    get: vi.fn(() => null),
    list: vi.fn(() => []),
    discard: vi.fn(() => ({ discarded: true })),
  };
};

const valid = {
  key: 'new:xfjdjcjl:rw1:420',
  path: '/ws/xfjdjcjl?runId=run1&RWID=rw1&rwwsszid=420',
  title: '消防监督检查记录',
  task: '',
  runId: 'run1',
  RWID: 'rw1',
  FLWSID: null,
  form: 'xfjdjcjl',
  base: null,
  values: { JCDD: '南京某商场' },
  offline: true,
};

const run = (service: DraftService, channel: string, arg: unknown) =>
  dispatch(draftsHandlers(service) as unknown as Handlers, channel, arg);

describe('drafts handlers', () => {
  it('pass checked requests to the service', async () => {
    const service = fakeService();
    expect(await run(service, 'drafts:save', valid)).toEqual({ ok: true, value: { savedAt: 5 } });
    expect(service.saved).toEqual([valid]);
    expect(await run(service, 'drafts:list', {})).toEqual({ ok: true, value: [] });
    expect(await run(service, 'drafts:discard', { key: 'ws1' })).toEqual({
      ok: true,
      value: { discarded: true },
    });
    expect(service.discard).toHaveBeenCalledWith('ws1');
    expect(await run(service, 'drafts:get', { key: 'ws1' })).toEqual({ ok: true, value: null });
  });

  it.each([
    ['a path outside the document pages', { ...valid, path: '/tasks' }],
    ['a key with spaces or slashes', { ...valid, key: '../etc passwd' }],
    ['non-text values', { ...valid, values: { JCDD: 1 } }],
    ['a missing offline mark', { ...valid, offline: undefined }],
    ['a bad form name', { ...valid, form: 'X Y' }],
  ])('refuse %s before the service sees it', async (_what, arg) => {
    const service = fakeService();
    const r = await run(service, 'drafts:save', arg);
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(service.saved).toEqual([]);
  });

  it('refuse a get without a key', async () => {
    const service = fakeService();
    expect(await run(service, 'drafts:get', {})).toMatchObject({ ok: false });
    expect(service.get).not.toHaveBeenCalled();
  });
});
