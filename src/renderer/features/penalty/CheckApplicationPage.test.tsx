import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, type FakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';
import { findToast, press, renderApp } from '../../test/render';
import { formatDateTime } from '../../platform/format';
import type { CheckApplication } from '../../../shared/penalty/schemas';
import type { TaskInfo } from '../../../shared/detail/schemas';

// 三停核查申请 (/xfjd/xzcf/sthc/sthcsq): the task's name, the form with the unit and today filled
// in, the spec's messages, the application sent and the history read again, newest first;
// offline the submit says why and the history shows what was cached, with its time.

const TASK = { runId: 'run1', RWID: 'rw1' };
const PATH = '/xfjd/xzcf/sthc/sthcsq?runId=run1&RWID=rw1';
const TODAY = '2024-06-03';
const OFFLINE = '离线时无法办理行政处罚，联网后重试';

const application = (over: Partial<CheckApplication> = {}): CheckApplication => ({
  ID: 'sq1',
  RWID: 'rw1',
  SQDW: '南京某商贸有限公司',
  SQR: '王经理',
  LXDH: '025-84561234',
  SQRQ: '2024-05-20',
  ZGQK: '已更换损坏的防火门',
  CRT_TIME: '2024-05-20 09:00:00',
  CRT_USERNAME: '张伟',
  ...over,
});

/** The page against a server that keeps the applications it accepts. */
function openPage(
  info: Partial<TaskInfo> = { RWLX: 65 },
  handlers: FakeHandlers = {},
  path = PATH,
): FakeApi {
  const apps: CheckApplication[] = [application()];
  const config = detailConfig({}, info);
  const api = createFakeApi({
    'detail:get': () => fresh(detail({ config })),
    'penalty:checkApplications': () => fresh([...apps]),
    'penalty:applyCheck': ({ runId: _r, ...body }) => {
      apps.push({
        ...body,
        ID: `sq${apps.length + 1}`,
        CRT_TIME: '2024-06-03 10:00:00',
      } as CheckApplication);
      return { message: '操作成功!' };
    },
    ...handlers,
  });
  renderApp({ api, path });
  return api;
}

const form = (): Promise<HTMLElement> => screen.findByRole('form', { name: '三停核查申请' });
const wrapper = (root: HTMLElement, name: string): HTMLElement => {
  const el = root.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
};
const input = (root: HTMLElement, name: string): HTMLInputElement => {
  const el = wrapper(root, name).querySelector<HTMLInputElement>('input, textarea');
  if (!el) throw new Error(`no control in ${name}`);
  return el;
};
const type = (root: HTMLElement, name: string, value: string): void => {
  const el = input(root, name);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};
const messageOf = (root: HTMLElement, name: string, text: string): Promise<HTMLElement> =>
  within(wrapper(root, name)).findByText(text);
const submitButton = (): HTMLElement => screen.getByRole('button', { name: /提交申请/ });
/** The history's rows as their cells' text, header first. */
const historyRows = (): string[][] =>
  within(screen.getByRole('table', { name: '已提交的核查申请' }))
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00+08:00`));
});
afterEach(() => vi.useRealTimers());

describe('三停核查申请', () => {
  it('checks every field, submits, and the history shows the new application first', async () => {
    const api = openPage();
    const f = await form();
    expect(await screen.findByText('某商场消防监督抽查')).toBeTruthy();
    expect(input(f, 'SQDW').value).toBe('南京某商贸有限公司');
    expect(input(f, 'SQRQ').value).toBe(TODAY);
    await screen.findByRole('table', { name: '已提交的核查申请' });

    press(submitButton());
    expect(await messageOf(f, 'SQR', '请输入申请人')).toBeTruthy();
    expect(await messageOf(f, 'ZGQK', '请填写整改情况')).toBeTruthy();
    type(f, 'SQDW', '');
    expect(await messageOf(f, 'SQDW', '请输入申请单位')).toBeTruthy();
    type(f, 'SQRQ', '');
    expect(await messageOf(f, 'SQRQ', '请选择申请日期')).toBeTruthy();
    type(f, 'LXDH', '电话号码');
    expect(await messageOf(f, 'LXDH', '请输入正确的联系电话')).toBeTruthy();

    type(f, 'SQDW', '南京某商贸有限公司');
    type(f, 'SQR', '李经理');
    type(f, 'SQRQ', '2024-06-02');
    type(f, 'ZGQK', '已拆除违章搭建，疏散通道畅通');
    press(submitButton());
    // The phone alone still stops it.
    await messageOf(f, 'LXDH', '请输入正确的联系电话');
    expect(api.callsTo('penalty:applyCheck')).toEqual([]);
    type(f, 'LXDH', '13912345678');
    await waitFor(() =>
      expect(within(wrapper(f, 'LXDH')).queryByText('请输入正确的联系电话')).toBeNull(),
    );
    const reads = api.callsTo('penalty:checkApplications').length;
    press(submitButton());

    expect(await findToast('操作成功!')).toBeTruthy();
    expect(api.callsTo('penalty:applyCheck')).toEqual([
      {
        ...TASK,
        SQDW: '南京某商贸有限公司',
        SQR: '李经理',
        LXDH: '13912345678',
        SQRQ: '2024-06-02',
        ZGQK: '已拆除违章搭建，疏散通道畅通',
      },
    ]);
    await waitFor(() =>
      expect(api.callsTo('penalty:checkApplications').length).toBeGreaterThan(reads),
    );
    await waitFor(() => expect(historyRows()).toHaveLength(3));
    expect(historyRows()).toEqual([
      ['申请日期', '申请单位', '申请人', '联系电话', '整改情况'],
      ['2024-06-02', '南京某商贸有限公司', '李经理', '13912345678', '已拆除违章搭建，疏散通道畅通'],
      ['2024-05-20', '南京某商贸有限公司', '王经理', '025-84561234', '已更换损坏的防火门'],
    ]);
    // A new form: the unit and today again, nothing typed.
    const next = await form();
    await waitFor(() => expect(input(next, 'SQR').value).toBe(''));
    expect(input(next, 'SQDW').value).toBe('南京某商贸有限公司');
    expect(input(next, 'SQRQ').value).toBe(TODAY);
  });

  it('an empty history says so; a refusal stays above the form with the input', async () => {
    const api = openPage(
      { RWLX: 67 },
      {
        'penalty:checkApplications': () => fresh([]),
        'penalty:applyCheck': () => fail('server', '整改期限未届满，不能申请核查'),
      },
    );
    const f = await form();
    expect(await screen.findByText('暂无核查申请')).toBeTruthy();
    type(f, 'SQR', '李经理');
    type(f, 'ZGQK', '已整改');
    press(submitButton());
    expect(await screen.findByText('整改期限未届满，不能申请核查')).toBeTruthy();
    expect(input(f, 'SQR').value).toBe('李经理');
    expect(api.callsTo('penalty:applyCheck')).toHaveLength(1);
  });

  it('typed input guards the tab: 返回 asks first', async () => {
    openPage();
    const f = await form();
    type(f, 'SQR', '李经理');
    press(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('尚未保存的修改')).toBeTruthy();
    expect(screen.getByText('以下内容尚未保存，离开后所做的修改将丢失：')).toBeTruthy();
  });

  it('without a task it says where to come from', async () => {
    openPage(undefined, {}, '/xfjd/xzcf/sthc/sthcsq');
    expect(await screen.findByText('请从临时查封或责令停产停业任务进入三停核查申请')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '三停核查申请' })).toBeNull();
  });

  it('a task that is neither a seal nor an order to stop needs no check', async () => {
    openPage({ RWLX: 2 });
    expect(
      await screen.findByText('该任务不是临时查封或责令停产停业任务，无需三停核查'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: '三停核查申请' })).toBeNull();
  });

  it('offline: submit is disabled with the reason; the history shows the cached rows and their time', async () => {
    const cachedAt = new Date('2024-06-01T08:30:00+08:00').getTime();
    const api = openPage(
      { RWLX: 65 },
      {
        'penalty:checkApplications': () => ({
          data: [application()],
          source: 'cache',
          updatedAt: cachedAt,
        }),
      },
    );
    const f = await form();
    expect(await screen.findByText(`离线，数据更新于 ${formatDateTime(cachedAt)}`)).toBeTruthy();
    expect(historyRows()).toHaveLength(2);
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBe('true'));
    expect(submitButton().getAttribute('aria-description')).toBe(OFFLINE);
    type(f, 'SQR', '李经理');
    type(f, 'ZGQK', '已整改');
    fireEvent.submit(f);
    press(submitButton());
    expect(api.callsTo('penalty:applyCheck')).toEqual([]);
  });
});
