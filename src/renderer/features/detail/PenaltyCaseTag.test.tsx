import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { detail, detailConfig } from './testing';
import type { TaskInfo } from '../../../shared/detail/schemas';

// base/isXzcf on the detail screen: an inspection task whose run has a penalty case says so
// beside its title (已转行政处罚); a penalty task is the case itself and is never asked.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';

const openWith = (info: Partial<TaskInfo>, penaltyCase: boolean | Error): FakeApi => {
  const api = createFakeApi({
    'detail:get': () => fresh(detail({ config: detailConfig({}, info) })),
    'actions:isPenaltyCase': () => {
      if (penaltyCase instanceof Error) throw penaltyCase;
      return fresh(penaltyCase);
    },
  });
  renderApp({ api, path: PATH });
  return api;
};

const card = (): Promise<HTMLElement> => screen.findByRole('region', { name: '基本信息' });

describe('the penalty-case tag on the base information card', () => {
  it('shows 已转行政处罚 on an inspection task whose run has a penalty case', async () => {
    const api = openWith({ RWLX: 1 }, true);
    expect(await within(await card()).findByText('已转行政处罚')).toBeTruthy();
    expect(api.callsTo('actions:isPenaltyCase')).toEqual([{ runId: 'run1', RWID: 'rw1' }]);
  });

  it('shows nothing when the run has no penalty case', async () => {
    const api = openWith({ RWLX: 1 }, false);
    const info = await card();
    await waitFor(() => expect(api.callsTo('actions:isPenaltyCase')).toHaveLength(1));
    await within(info).findByText('承办人');
    expect(within(info).queryByText('已转行政处罚')).toBeNull();
  });

  it('shows nothing, and says nothing, when the call fails', async () => {
    const api = openWith({ RWLX: 1 }, new Error('网络异常'));
    const info = await card();
    await waitFor(() => expect(api.callsTo('actions:isPenaltyCase')).toHaveLength(1));
    expect(within(info).queryByText('已转行政处罚')).toBeNull();
    expect(screen.queryByText('网络异常')).toBeNull();
  });

  it('does not ask for a penalty task, which is the case itself', async () => {
    const api = openWith({ RWLX: 61, LARQ: '2026-03-02' }, true);
    const info = await card();
    await within(info).findByText('承办人');
    expect(within(info).queryByText('已转行政处罚')).toBeNull();
    expect(api.callsTo('actions:isPenaltyCase')).toEqual([]);
  });
});
