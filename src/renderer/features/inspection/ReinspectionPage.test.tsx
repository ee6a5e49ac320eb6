import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';
import { findDialog, findToast, press, renderApp } from '../../test/render';
import { formatDateTime } from '../../platform/format';
import { hashToPath, parseRoute } from '../../platform/routes';
import { application } from './testing';

// Route /xfjd/aqjc/fcsq (复查申请, spec 02 §2): the task's applications and their dangers; 发起复查
// creates the re-inspection task; the server's refusals are shown; loading, empty, offline states.

const PATH = '/xfjd/aqjc/fcsq?runId=run1&RWID=rw1';

function openPage(over: FakeHandlers = {}, path = PATH): FakeApi {
  const config = detailConfig({}, { RWMC: '关于南京某商贸有限公司的日常消防监督检查', RWLX: 31 });
  const api = createFakeApi({ 'detail:get': () => fresh(detail({ config })), ...over });
  renderApp({ api, path });
  return api;
}

const rowOf = async (text: string): Promise<HTMLElement> =>
  (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('复查申请 (/xfjd/aqjc/fcsq)', () => {
  it('says so when the task has no application yet', async () => {
    openPage();
    expect(await screen.findByText(/本任务暂无复查申请/)).toBeTruthy();
    expect(await screen.findByText('关于南京某商贸有限公司的日常消防监督检查')).toBeTruthy();
  });

  it('creates the re-inspection task of a pending application after asking', async () => {
    let created = false;
    const api = openPage({
      'inspection:applications': () =>
        fresh([
          created
            ? application({ FCRWID: 'rw45', FCRWMC: '关于南京某商贸有限公司的申请复查' })
            : application(),
          application({
            ID: 'sq0',
            LX: 'jsfw',
            YHLIST: [{ ID: 'yh0', YHXX: '防火门闭门器损坏', ZGQK: '1', ZGRQ: '2024-05-30' }],
            FCRWID: 'rw44',
            FCRWMC: '关于某单位的申请复查',
          }),
        ]),
      'inspection:createTask': () => {
        created = true;
        return {
          message: '复查任务创建成功！',
          task: { RWID: 'rw45', runId: 'run1', RWMC: '关于南京某商贸有限公司的申请复查' },
        };
      },
    });
    const row = await rowOf('疏散通道堆放杂物');
    expect(row.textContent).toContain('监督检查');
    expect(row.textContent).toContain('待立项');
    // The application carried out already offers its task, not another creation.
    const done = await rowOf('关于某单位的申请复查');
    expect(within(done).queryByRole('button', { name: '发起复查' })).toBeNull();

    press(within(row).getByRole('button', { name: '发起复查' }));
    const ask = await findDialog('提示', 'alertdialog');
    expect(ask.textContent).toContain('将为申请复查的1项隐患创建复查任务');
    press(within(ask).getByRole('button', { name: '确定', hidden: true }));
    await findToast('复查任务创建成功！');
    expect(api.callsTo('inspection:createTask')).toEqual([
      { runId: 'run1', RWID: 'rw1', kind: 'jdjc', applicationId: 'sq1' },
    ]);
    // Read again: the new task is linked and opens.
    press(await screen.findByText('关于南京某商贸有限公司的申请复查'));
    await waitFor(() =>
      expect(parseRoute(hashToPath(location.hash) ?? '').query).toEqual({
        runId: 'run1',
        RWID: 'rw45',
      }),
    );
  });

  it('shows the server’s refusal for a closed task', async () => {
    openPage({
      'inspection:applications': () => fresh([application()]),
      'inspection:createTask': () => fail('server', '任务已办结或已作废，不能发起复查任务'),
    });
    const row = await rowOf('疏散通道堆放杂物');
    press(within(row).getByRole('button', { name: '发起复查' }));
    const ask = await findDialog('提示', 'alertdialog');
    press(within(ask).getByRole('button', { name: '确定', hidden: true }));
    await findToast('任务已办结或已作废，不能发起复查任务');
  });

  it('offline: the cached applications with their time, 发起复查 disabled with the reason', async () => {
    const cachedAt = new Date('2024-06-08T10:00:00+08:00').getTime();
    const api = openPage({
      'inspection:applications': () => ({
        data: [application()],
        source: 'cache',
        updatedAt: cachedAt,
      }),
    });
    expect(await screen.findByText(`离线，数据更新于 ${formatDateTime(cachedAt)}`)).toBeTruthy();
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    const button = within(await rowOf('疏散通道堆放杂物')).getByRole('button', {
      name: '发起复查',
    });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.getAttribute('aria-description')).toBe(
      '发起复查需要连接服务器：请联网后再试；离线时可查看已缓存的申请。',
    );
  });

  it('without its task in the address says what is missing', async () => {
    openPage({}, '/xfjd/aqjc/fcsq');
    expect(await screen.findByText('缺少任务参数，无法打开复查申请')).toBeTruthy();
  });
});
