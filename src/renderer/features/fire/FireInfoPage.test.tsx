import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { choose, findToast, press, renderApp } from '../../test/render';
import { detail, detailConfig } from '../detail/testing';
import { fireInfo } from './testing';

// 火灾信息 (/xfjd/hzdc/hzxxdj/djhzxx?TYPE=HD): the registration read through the cache, the grade
// following the casualties and the loss, the rules' exact messages, the save and the record read
// again, a new registration's defaults, the read-only modes and offline.

const PATH = '/xfjd/hzdc/hzxxdj/djhzxx?TYPE=HD&runId=run1&RWID=rw1';
const OFFLINE = '离线时不能办理火灾调查业务，请联网后重试；已缓存的信息可以查看。';

function openPage(handlers: FakeHandlers = {}, path = PATH, rwzt = '1'): FakeApi {
  const config = detailConfig({}, { RWLX: 80, RWMC: '老绥远烧麦馆后厨火灾事故调查', rwzt });
  const api = createFakeApi({
    'detail:get': () => fresh(detail({ config })),
    'fire:info': () => fresh(fireInfo()),
    ...handlers,
  });
  renderApp({ api, path });
  return api;
}

const form = (): Promise<HTMLElement> => screen.findByRole('form', { name: '火灾信息' });
const field = (f: HTMLElement, name: string): HTMLElement => {
  const el = f.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
};
const control = (f: HTMLElement, name: string): HTMLInputElement => {
  const el = field(f, name).querySelector<HTMLInputElement>('input, textarea, select');
  if (!el) throw new Error(`no control in ${name}`);
  return el;
};
const enter = (el: HTMLElement, value: string): void => {
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};
const save = (): HTMLElement => screen.getByRole('button', { name: /保存/ });

describe('火灾信息', () => {
  it('shows the registration; the grade follows the numbers; the rules say their messages; saves', async () => {
    let saved = false;
    const api = openPage({
      'fire:info': () =>
        fresh(
          saved ? fireInfo({ SWRS: '3', HZDJ: '3', UPD_TIME: '2024-06-03 10:00:00' }) : fireInfo(),
        ),
      'fire:saveInfo': () => {
        saved = true;
        return { message: '保存成功' };
      },
    });
    const f = await form();
    expect(await screen.findByText('老绥远烧麦馆后厨火灾事故调查')).toBeTruthy();
    expect(control(f, 'QHDD').value).toBe('呼和浩特市新城区中山东路126号老绥远烧麦馆后厨');
    expect(control(f, 'ZJCCSS').value).toBe('86000');
    expect(control(f, 'HZDJ').value).toBe('4');
    expect(control(f, 'HZDJ').disabled).toBe(true);
    // The cause is chosen only once it is determined.
    expect(control(f, 'QHYY').disabled).toBe(true);
    expect(
      screen.getByText(
        /火灾等级按死亡、重伤人数和直接财产损失自动核定。 最近由张伟于2024-06-02 10:05:00登记/,
      ),
    ).toBeTruthy();

    enter(control(f, 'SWRS'), '3');
    await waitFor(() => expect(control(f, 'HZDJ').value).toBe('3'));
    enter(control(f, 'ZJCCSS'), '120000000');
    await waitFor(() => expect(control(f, 'HZDJ').value).toBe('1'));
    enter(control(f, 'ZJCCSS'), '86000');
    enter(control(f, 'QSRS'), '2.5');
    expect(
      await within(field(f, 'QSRS')).findByText('轻伤人数应为0至100000之间的整数'),
    ).toBeTruthy();
    enter(control(f, 'QSRS'), '0');
    enter(within(field(f, 'BJSJ')).getByRole('textbox', { name: '报警时间（时间）' }), '21:30');
    expect(await within(field(f, 'BJSJ')).findByText('报警时间不能早于起火时间')).toBeTruthy();
    enter(within(field(f, 'BJSJ')).getByRole('textbox', { name: '报警时间（时间）' }), '21:46');
    press(within(field(f, 'YYRDZT')).getByRole('radio', { name: '已认定' }));
    press(save());
    expect(
      await within(field(f, 'QHYY')).findByText('起火原因已认定，请选择起火原因'),
    ).toBeTruthy();
    expect(api.callsTo('fire:saveInfo')).toEqual([]);
    choose(control(f, 'QHYY'), '1');
    press(save());
    expect(await findToast('保存成功')).toBeTruthy();
    expect(api.callsTo('fire:saveInfo')[0]).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      values: expect.objectContaining({
        SWRS: '3',
        HZDJ: '3',
        YYRDZT: '1',
        QHYY: '1',
        BJSJ: '2024-06-01 21:46:00',
      }),
    });
    // Read again: the form opens anew with the saved record.
    await waitFor(() =>
      expect(screen.getByText(/最近由张伟于2024-06-03 10:00:00登记/)).toBeTruthy(),
    );
  });

  it('shows the server’s refusal above the fields', async () => {
    openPage({ 'fire:saveInfo': () => fail('server', '任务已办结，不能办理火灾调查业务') });
    await form();
    press(save());
    expect(await screen.findByText('任务已办结，不能办理火灾调查业务')).toBeTruthy();
  });

  it('opens a new registration with the task’s unit, no casualties, the cause open', async () => {
    openPage({ 'fire:info': () => fresh(null) });
    const f = await form();
    expect(await screen.findByText('本案尚未登记火灾信息，填写后保存即登记。')).toBeTruthy();
    expect(control(f, 'QHDW').value).toBe('南京某商贸有限公司');
    expect(control(f, 'SWRS').value).toBe('0');
    expect(control(f, 'HZDJ').value).toBe('');
    press(save());
    expect(await within(field(f, 'QHSJ')).findByText('起火时间不能为空')).toBeTruthy();
    expect(within(field(f, 'DCRY')).getByText('调查人员不能为空')).toBeTruthy();
  });

  it('only shows it without TYPE HD or once the task is closed', async () => {
    openPage({}, '/xfjd/hzdc/hzxxdj/djhzxx?runId=run1&RWID=rw1');
    const f = await form();
    expect(
      await screen.findByText('仅供查看：本页未以登记方式打开，或任务已办结，火灾信息不能修改。'),
    ).toBeTruthy();
    expect(control(f, 'QHDD').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: /保存/ })).toBeNull();
  });

  it('offline: the cached record with its time; saving is disabled with the reason', async () => {
    const api = openPage({
      'fire:info': () => ({ data: fireInfo(), source: 'cache', updatedAt: Date.now() - 60_000 }),
    });
    await form();
    expect(await screen.findByText(/^离线，数据更新于 /)).toBeTruthy();
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    await waitFor(() => expect(save().getAttribute('aria-disabled')).toBe('true'));
    expect(save().getAttribute('aria-description')).toBe(OFFLINE);
    press(save());
    expect(api.callsTo('fire:saveInfo')).toEqual([]);
  });
});
