import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';
import { choose, dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import type { FakeApi } from '../../test/fakeApi';

// 处罚结案 (xzcf_cjwb, spec 01 §3, §5) and 解除临时查封, opened from the detail screen's header:
// the spec's messages field by field, the body sent, the server's message, the task shown again.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const TASK = { runId: 'run1', RWID: 'rw1' };
const TODAY = '2024-06-03';
const EMPTY = '请检查输入内容，内容不能为空';

function openTask(handlers: FakeHandlers = {}): FakeApi {
  const config = detailConfig({
    btnsList: [
      { btnPos: '1', btnName: '处罚结案', btnType: 'cjwb', color: 'primary' },
      { btnPos: '1', btnName: '解除临时查封', btnType: 'jcsf', color: 'primary' },
    ],
  });
  const api = createFakeApi({ 'detail:get': () => fresh(detail({ config })), ...handlers });
  renderApp({ api, path: PATH });
  return api;
}

async function openDialog(name: string): Promise<HTMLElement> {
  press(await screen.findByRole('button', { name }));
  return findDialog(name);
}

const wrapper = (dialog: HTMLElement, name: string): HTMLElement => {
  const el = dialog.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
};
/** The field's message, once shown. */
const messageOf = (dialog: HTMLElement, name: string, text: string): Promise<HTMLElement> =>
  within(wrapper(dialog, name)).findByText(text);
const noMessage = (dialog: HTMLElement, name: string, text: string): void =>
  expect(within(wrapper(dialog, name)).queryByText(text)).toBeNull();
const control = (dialog: HTMLElement, name: string, selector: string): HTMLInputElement => {
  const el = wrapper(dialog, name).querySelector<HTMLInputElement>(selector);
  if (!el) throw new Error(`no control ${selector} in ${name}`);
  return el;
};
const type = (el: HTMLElement, value: string): void =>
  void fireEvent.change(el, { target: { value } });
const setDate = (dialog: HTMLElement, name: string, value: string): void => {
  const input = control(dialog, name, 'input');
  type(input, value);
  fireEvent.blur(input);
};
const closed = (title: string): Promise<void> =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: title, hidden: true })).toBeNull());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00+08:00`));
});
afterEach(() => vi.useRealTimers());

describe('处罚结案', () => {
  it('opens with state 1 and today; each empty field says the spec’s message', async () => {
    const api = openTask();
    const dialog = await openDialog('处罚结案');
    const state = control(dialog, 'CRWZT', 'select');
    await waitFor(() => expect(state.value).toBe('1'));
    expect(control(dialog, 'SJJSRQ', 'input').value).toBe(TODAY);

    // Only the description is empty.
    press(dialogButton(dialog, '确定'));
    expect(await messageOf(dialog, 'JAMS', EMPTY)).toBeTruthy();
    noMessage(dialog, 'CRWZT', EMPTY);
    noMessage(dialog, 'SJJSRQ', EMPTY);

    type(control(dialog, 'JAMS', 'textarea'), '罚款已缴纳，案件执行完毕');
    await waitFor(() => noMessage(dialog, 'JAMS', EMPTY));
    setDate(dialog, 'SJJSRQ', '');
    expect(await messageOf(dialog, 'SJJSRQ', EMPTY)).toBeTruthy();
    setDate(dialog, 'SJJSRQ', '2024-06-01');
    await waitFor(() => noMessage(dialog, 'SJJSRQ', EMPTY));
    choose(state, '');
    expect(await messageOf(dialog, 'CRWZT', EMPTY)).toBeTruthy();
    press(dialogButton(dialog, '确定'));
    await messageOf(dialog, 'CRWZT', EMPTY);
    expect(api.callsTo('penalty:close')).toEqual([]);

    choose(state, '2');
    await waitFor(() => noMessage(dialog, 'CRWZT', EMPTY));
    const reads = api.callsTo('detail:get').length;
    press(dialogButton(dialog, '确定'));
    expect(await findToast('操作成功!')).toBeTruthy();
    expect(api.callsTo('penalty:close')).toEqual([
      { ...TASK, CRWZT: '2', SJJSRQ: '2024-06-01', JAMS: '罚款已缴纳，案件执行完毕' },
    ]);
    await closed('处罚结案');
    // The task and its tree are read again.
    await waitFor(() => expect(api.callsTo('detail:get').length).toBeGreaterThan(reads));
  });

  it('sends the defaults as opened; a refusal stays in the dialog', async () => {
    const api = openTask({
      'penalty:close': () => fail('server', '案件尚有未审批的文书，不能结案'),
    });
    const dialog = await openDialog('处罚结案');
    await waitFor(() => expect(control(dialog, 'CRWZT', 'select').value).toBe('1'));
    type(control(dialog, 'JAMS', 'textarea'), '执行完毕');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('案件尚有未审批的文书，不能结案')).toBeTruthy();
    expect(api.callsTo('penalty:close')).toEqual([
      { ...TASK, CRWZT: '1', SJJSRQ: TODAY, JAMS: '执行完毕' },
    ]);
    expect(screen.getByRole('dialog', { name: '处罚结案', hidden: true })).toBeTruthy();
  });
});

describe('解除临时查封', () => {
  it('needs the date, the reason and the situation, each with its message, then lifts', async () => {
    const api = openTask();
    const dialog = await openDialog('解除临时查封');
    expect(control(dialog, 'JCRQ', 'input').value).toBe(TODAY);

    press(dialogButton(dialog, '确定'));
    expect(await messageOf(dialog, 'JCYY', '请选择解除原因')).toBeTruthy();
    expect(await messageOf(dialog, 'JCSM', '请填写情况说明')).toBeTruthy();
    noMessage(dialog, 'JCRQ', '请选择解除日期');
    setDate(dialog, 'JCRQ', '');
    expect(await messageOf(dialog, 'JCRQ', '请选择解除日期')).toBeTruthy();
    expect(api.callsTo('penalty:liftSeal')).toEqual([]);

    setDate(dialog, 'JCRQ', '2024-06-02');
    fireEvent.click(within(dialog).getByRole('radio', { name: '查封期限届满', hidden: true }));
    type(control(dialog, 'JCSM', 'textarea'), '查封期限届满，依法解除');
    const reads = api.callsTo('detail:get').length;
    press(dialogButton(dialog, '确定'));
    expect(await findToast('操作成功!')).toBeTruthy();
    expect(api.callsTo('penalty:liftSeal')).toEqual([
      { ...TASK, JCRQ: '2024-06-02', JCYY: '2', JCSM: '查封期限届满，依法解除' },
    ]);
    await closed('解除临时查封');
    await waitFor(() => expect(api.callsTo('detail:get').length).toBeGreaterThan(reads));
  });
});
