import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { formatDateTime } from '../../platform/format';
import { detail, detailConfig } from '../detail/testing';
import { findDialog, findToast, press, renderApp } from '../../test/render';
import { hazard } from './testing';
import type { TaskInfo } from '../../../shared/detail/schemas';

// 单位隐患 (spec 02 §2, §3): the unit's hazards of every task in two tabs, 未整改 and 已整改.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const BUTTON = { btnPos: '1', btnName: '单位隐患', btnType: 'unitHazards', color: 'info' };

const open = (
  info: Partial<TaskInfo> = {},
  over: FakeHandlers = {},
): ReturnType<typeof renderApp> => {
  const config = detailConfig({ btnsList: [BUTTON] }, info);
  return renderApp({
    api: createFakeApi({ 'detail:get': () => fresh(detail({ config })), ...over }),
    path: PATH,
  });
};

describe('单位隐患', () => {
  it('lists the unit’s open hazards, then the rectified ones with their date', async () => {
    const { api } = open();
    press(await screen.findByRole('button', { name: '单位隐患' }));
    const dialog = await findDialog('单位隐患：南京某商贸有限公司');
    const row = (await within(dialog).findByText('疏散通道堆放杂物')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('关于南京某商贸有限公司的日常消防监督检查');
    expect(row.textContent).toContain('责令限期改正通知书（宁消限字〔2024〕第0017号）');
    expect(row.textContent).toContain('未整改');
    press(within(dialog).getByRole('tab', { name: '已整改', hidden: true }));
    const done = (await within(dialog).findByText('2024-06-05')).closest('tr') as HTMLElement;
    expect(done.textContent).toContain('已整改');
    expect(api.callsTo('inspection:unitHazards')).toEqual([
      { runId: 'run1', RWID: 'rw1', DWID: 'dw1', ZGQK: '0' },
      { runId: 'run1', RWID: 'rw1', DWID: 'dw1', ZGQK: '1' },
    ]);
  });

  it('offline shows the cached list with its time', async () => {
    const cachedAt = new Date('2024-06-08T10:00:00+08:00').getTime();
    open(
      {},
      {
        'inspection:unitHazards': () => ({
          data: [hazard()],
          source: 'cache',
          updatedAt: cachedAt,
        }),
      },
    );
    press(await screen.findByRole('button', { name: '单位隐患' }));
    const dialog = await findDialog('单位隐患：南京某商贸有限公司');
    await within(dialog).findByText('疏散通道堆放杂物');
    expect(within(dialog).getByText(`离线，数据更新于 ${formatDateTime(cachedAt)}`)).toBeTruthy();
  });

  it('a task without a unit is told so', async () => {
    open({ shdwid: null });
    press(await screen.findByRole('button', { name: '单位隐患' }));
    await findToast('此任务没有单位信息，无法查看单位隐患');
  });
});
