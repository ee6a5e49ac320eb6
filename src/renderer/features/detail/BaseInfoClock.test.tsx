import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { renderApp } from '../../test/render';
import { detail, detailConfig } from './testing';
import type { TaskInfo } from '../../../shared/detail/schemas';

// The statutory clock on the detail screen's base information, on Tuesday 2026-03-10 (China time).

const TODAY_MS = Date.parse('2026-03-10T09:00:00+08:00');
const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';

const openWith = (info: Partial<TaskInfo>): void => {
  renderApp({
    api: createFakeApi({
      'detail:get': () => ({
        data: detail({ config: detailConfig({}, info) }),
        source: 'network',
        updatedAt: 0,
      }),
    }),
    path: PATH,
  });
};

const valueOf = async (label: string): Promise<string> => {
  const info = await screen.findByRole('region', { name: '基本信息' });
  const dt = await within(info).findByText(label);
  return (dt.nextElementSibling as HTMLElement).textContent ?? '';
};

beforeEach(() => {
  const start = Date.now();
  const realNow = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => TODAY_MS + (realNow() - start));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the base information card shows the task clock', () => {
  it('a running penalty case period with the working days left', async () => {
    openWith({ RWLX: 61, LARQ: '2026-03-02' });
    expect(await valueOf('办案期限')).toBe('2026-05-01剩余36个工作日');
  });

  it('a paused case period with the days that were left', async () => {
    openWith({ RWLX: 61, LARQ: '2026-01-10', sjtbzt: '1', LDSPSJ: '2026-03-01 10:00:00' });
    expect(await valueOf('办案期限')).toBe('2026-03-20已中止计时 · 剩余10天');
  });

  it('an extended and overdue case period', async () => {
    openWith({ RWLX: 61, LARQ: '2026-01-05', JHJSRQ: '2026-03-09' });
    expect(await valueOf('办案期限')).toBe('2026-03-09已超期1个工作日已延期');
  });

  it('the acceptance window of a new product-supervision task', async () => {
    openWith({ RWLX: 2, rwzt: '0', CRT_TIME: '2026-03-06 16:00:00' });
    expect(await valueOf('受理期限')).toBe('2026-03-11剩余1个工作日');
  });

  it('no clock on a task that runs none', async () => {
    openWith({ RWLX: 61, LARQ: '2026-03-02', rwzt: '3' });
    const info = await screen.findByRole('region', { name: '基本信息' });
    await waitFor(() => expect(within(info).getByText('承办人')).toBeTruthy());
    expect(within(info).queryByText('办案期限')).toBeNull();
  });
});
