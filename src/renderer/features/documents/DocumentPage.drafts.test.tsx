import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, type FakeApi, type FakeHandlers } from '../../test/fakeApi';
import { findToast, press, renderApp } from '../../test/render';
import { bootstrap } from '../../platform/testing';
import { draftsFakes, storedDraft } from '../drafts/testing';
import { flwsDetail, formDefinition } from './testing';
import { draftBaseOf } from '../../../shared/drafts/rules';
import type { Draft } from '../../../shared/drafts/contract';

// Issue 14, never lose typed work: the document page keeps its form as a local draft while dirty,
// offers a stored draft back, and offline keeps a cached document's edits until they can be sent.

const NEW = '/ws/xfjdjcjl?runId=run1&RWID=rw1&rwwsszid=420';
const EXISTING = `${NEW}&FLWSID=ws1`;
const NEW_KEY = 'new:xfjdjcjl:rw1:420';

const open = (path: string, handlers: FakeHandlers = {}, drafts: Draft[] = []) =>
  renderApp({ api: createFakeApi({ ...draftsFakes(drafts), ...handlers }), path });
const input = (label: string): HTMLInputElement =>
  screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string): void => {
  input(label).focus();
  fireEvent.change(input(label), { target: { value } });
};
/** The page's debounce runs on fake timers from here on; everything else keeps real time. */
const fakeClock = (): void => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
};
const wait = (ms: number): Promise<void> =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const saves = (api: FakeApi) => api.callsTo('drafts:save') as Array<Record<string, unknown>>;
const banner = (text: string): HTMLElement =>
  screen.getByText(text, { exact: false }).closest('.fui-MessageBar') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('DocumentPage drafts', () => {
  it('keeps a draft 3 s after the last change, not before, and not for an untouched form', async () => {
    const { api } = open(NEW);
    await screen.findByRole('heading', { name: '消防监督检查记录' });
    fakeClock();
    await wait(5000);
    expect(saves(api)).toEqual([]);
    type('检查地点', '南京');
    await wait(2000);
    type('检查地点', '南京某商场');
    await wait(2000);
    expect(saves(api)).toEqual([]);
    await wait(1000);
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]).toMatchObject({
      key: NEW_KEY,
      path: NEW,
      title: '消防监督检查记录',
      runId: 'run1',
      RWID: 'rw1',
      FLWSID: null,
      form: 'xfjdjcjl',
      base: null,
      offline: false,
      values: { JCDD: '南京某商场' },
    });
    expect(
      await screen.findByText(/^已自动保存本机草稿 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    ).toBeTruthy();
    // Nothing changed since: no second write.
    await wait(5000);
    expect(saves(api)).toHaveLength(1);
  });

  it('writes what is pending at once when the tab closes', async () => {
    const { api } = open(NEW);
    await screen.findByRole('heading', { name: '消防监督检查记录' });
    fakeClock();
    type('检查地点', '南京某商场');
    press(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]).toMatchObject({ key: NEW_KEY, values: { JCDD: '南京某商场' } });
  });

  it('offers a stored draft back and restores its values into the form, then keeps it', async () => {
    const draft = storedDraft({
      base: draftBaseOf(flwsDetail()),
      values: { JCDD: '草稿里的地点', JCRQ: '2024-05-02', JCJG: '2' },
    });
    const { api } = open(EXISTING, {}, [draft]);
    expect(
      await screen.findByText('本机有该文书的草稿，保存于 2024-05-02 09:30:05', { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByText(/已有改动/)).toBeNull();
    expect(input('检查地点').value).toBe('南京某商场');
    fakeClock();
    // Undecided: the stored draft is earlier work and is not overwritten by new typing.
    type('检查地点', '新输入');
    await wait(4000);
    expect(saves(api)).toEqual([]);
    press(screen.getByRole('button', { name: '恢复草稿' }));
    await waitFor(() => expect(input('检查地点').value).toBe('草稿里的地点'));
    // A field the draft lacks is emptied: the form is the draft, not a mix.
    expect((screen.getByRole('combobox', { name: '检查时间' }) as HTMLInputElement).value).toBe('');
    expect((input('检查结果') as unknown as HTMLSelectElement).value).toBe('2');
    expect(screen.queryByRole('button', { name: '恢复草稿' })).toBeNull();
    await wait(3000);
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]).toMatchObject({
      key: 'ws1',
      FLWSID: 'ws1',
      base: draftBaseOf(flwsDetail()),
      values: { JCDD: '草稿里的地点', JCJG: '2' },
    });
  });

  it('says when the document changed on the server since the draft, and whether it was written offline', async () => {
    const draft = storedDraft({ base: 'older', offline: true, values: { JCDD: '旧' } });
    open(EXISTING, {}, [draft]);
    const bar = banner(await screen.findByText(/本机有该文书的草稿/).then((el) => el.textContent!));
    expect(bar.textContent).toContain('（离线时保存）');
    expect(bar.textContent).toContain('该文书在服务器上已有改动，恢复草稿将覆盖这些改动');
  });

  it('discards a stored draft: the document stays as the server has it', async () => {
    const { api } = open(EXISTING, {}, [storedDraft({ values: { JCDD: '旧' } })]);
    press(await screen.findByRole('button', { name: '丢弃草稿' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '丢弃草稿' })).toBeNull());
    expect(api.callsTo('drafts:discard')).toEqual([{ key: 'ws1' }]);
    expect(input('检查地点').value).toBe('南京某商场');
    expect(await api.invoke('drafts:list', {})).toEqual({ ok: true, value: [] });
  });

  it('a saved document removes its draft', async () => {
    const { api } = open(NEW, {
      'documents:form': () => ({
        data: formDefinition('xfjdjcjl', {
          fields: [{ name: 'JCDD', label: '检查地点', type: 'text', required: true }],
        }),
        source: 'network',
        updatedAt: 0,
      }),
      'documents:save': () => ({ FLWSID: 'ws9', WH: null, RWID: null, message: '保存成功!' }),
    });
    await screen.findByRole('heading', { name: '消防监督检查记录' });
    fakeClock();
    type('检查地点', '南京某商场');
    await wait(3000);
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    press(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('drafts:discard')).toEqual([{ key: NEW_KEY }]));
    expect(await api.invoke('drafts:list', {})).toEqual({ ok: true, value: [] });
    expect(screen.queryByText(/已自动保存本机草稿/)).toBeNull();
    // Saved and clean: nothing more is kept.
    await wait(5000);
    expect(saves(api)).toHaveLength(1);
  });

  it('says why a draft could not be kept and leaves the form as typed', async () => {
    const { api } = open(NEW, {
      'drafts:save': () =>
        fail('internal', '磁盘空间不足，草稿未能保存到本机；请清理磁盘，表单内容仍在本页'),
    });
    await screen.findByRole('heading', { name: '消防监督检查记录' });
    fakeClock();
    type('检查地点', '南京某商场');
    await wait(3000);
    expect(
      await screen.findByText('磁盘空间不足，草稿未能保存到本机；请清理磁盘，表单内容仍在本页'),
    ).toBeTruthy();
    expect(input('检查地点').value).toBe('南京某商场');
    expect(saves(api)).toHaveLength(1);
  });

  it('offline, edits a cached document into a draft, then offers 保存 when the network is back', async () => {
    const cached = { source: 'cache' as const, updatedAt: Date.parse('2024-05-01T08:00:00+08:00') };
    const { api } = open(EXISTING, {
      'shell:bootstrap': () => bootstrap({ net: { online: false, since: 0 } }),
      'documents:form': () => ({ data: formDefinition('xfjdjcjl'), ...cached }),
      'documents:get': () => ({ data: flwsDetail(), ...cached }),
      'documents:save': () => ({ FLWSID: 'ws1', WH: null, RWID: null, message: '保存成功!' }),
    });
    await waitFor(() => expect(input('检查地点').value).toBe('南京某商场'));
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    type('检查地点', '离线改的地点');
    press(screen.getByRole('button', { name: '保存为草稿' }));
    expect(await findToast('已保存为本机草稿，联网后请点击保存提交')).toBeTruthy();
    expect(saves(api)).toEqual([
      expect.objectContaining({
        key: 'ws1',
        offline: true,
        values: expect.objectContaining({ JCDD: '离线改的地点' }),
      }),
    ]);
    expect(api.callsTo('documents:save')).toEqual([]);
    expect(screen.getByText(/表单内容来自本机草稿/)).toBeTruthy();
    act(() => api.emit('net:changed', { online: true, since: 1 }));
    const bar = banner('网络已恢复，请点击保存提交');
    press(within(bar).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('documents:save')).toHaveLength(1));
    expect(api.callsTo('documents:save')[0]).toMatchObject({
      FLWSID: 'ws1',
      values: { JCDD: '离线改的地点' },
    });
    await waitFor(() => expect(api.callsTo('drafts:discard')).toEqual([{ key: 'ws1' }]));
    await waitFor(() => expect(screen.queryByText(/表单内容来自本机草稿/)).toBeNull());
  });
});
