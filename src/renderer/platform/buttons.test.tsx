import { describe, expect, it } from 'vitest';
import {
  NO_OFFLINE_CACHE,
  offlineModeOf,
  rowOfflineReason,
  taskOfflineReason,
  type RowButtonHandler,
  type TaskButtonHandler,
} from './buttons';
import type { TreeRow } from '../../shared/detail/schemas';

const run = (): void => undefined;
const row = { FLWSID: 'f1' } as TreeRow;
const OFFLINE = '离线状态下不可操作，请联网后重试';

describe('offline reasons of the button registry', () => {
  const write: TaskButtonHandler = { help: '写', needsNetwork: true, run };
  const precise: TaskButtonHandler = { help: '写', needsNetwork: true, offlineReason: '原因', run };
  const cached: TaskButtonHandler = { help: '读', offline: 'cached', run };
  const local: TaskButtonHandler = { help: '帮助', offline: 'local', run };

  it('blocks a task button that needs the server only while offline, with its reason', () => {
    expect(taskOfflineReason(write, true)).toBeNull();
    expect(taskOfflineReason(write, false)).toBe(OFFLINE);
    expect(taskOfflineReason(precise, false)).toBe('原因');
    expect(taskOfflineReason(cached, false)).toBeNull();
    expect(taskOfflineReason(local, false)).toBeNull();
    // An unhandled button explains itself when clicked.
    expect(taskOfflineReason(null, false)).toBeNull();
    expect([write, cached, local].map(offlineModeOf)).toEqual(['network', 'cached', 'local']);
  });

  it('asks a cached row button about the row, offline only', () => {
    const edit: RowButtonHandler = {
      offline: 'cached',
      offlineGap: (r, cache) => (r.FLWSID && cache.docs.has(r.FLWSID) ? null : '未缓存'),
      run,
    };
    const has = { docs: new Set(['f1']), approvals: new Set<string>() };
    expect(rowOfflineReason(edit, row, true, NO_OFFLINE_CACHE)).toBeNull();
    expect(rowOfflineReason(edit, row, false, NO_OFFLINE_CACHE)).toBe('未缓存');
    expect(rowOfflineReason(edit, row, false, has)).toBeNull();
    expect(rowOfflineReason({ needsNetwork: true, run }, row, false, has)).toBe(OFFLINE);
    expect(rowOfflineReason({ offline: 'cached', run }, row, false, NO_OFFLINE_CACHE)).toBeNull();
    expect(rowOfflineReason(null, row, false, NO_OFFLINE_CACHE)).toBeNull();
  });
});
