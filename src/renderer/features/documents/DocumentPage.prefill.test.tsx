import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { press, renderApp } from '../../test/render';
import { detail, detailConfig } from '../detail/testing';
import { flwsDetail, formDefinition } from './testing';

// Issue 14: a new document opens pre-filled from its task and the signed-in officer (张伟,
// platform/testing.ts), says which fields, marks them until changed; a saved one is left alone.

const NEW = '/ws/cpzlxqgztzs?runId=run1&RWID=rw1&rwwsszid=404';
const NOTICE = formDefinition('cpzlxqgztzs', {
  rwwsszid: '404',
  title: '责令限期改正通知书',
  fields: [
    { name: 'DWMC', label: '被责令单位', type: 'text', required: true },
    { name: 'DWDZ', label: '单位地址', type: 'text', required: true },
    { name: 'FDDBR', label: '法定代表人', type: 'text', required: true },
    { name: 'JCRQ', label: '检查日期', type: 'date', required: true },
    { name: 'WFXW', label: '存在的消防安全违法行为', type: 'textarea', required: true },
    { name: 'LKRQ', label: '落款日期', type: 'date', required: true },
  ],
});
const handlers = (): FakeHandlers => ({
  'documents:form': () => fresh(NOTICE),
  'detail:get': () =>
    fresh(
      detail({
        config: detailConfig({}, {
          DWMC: '呼和浩特市青城宾馆有限责任公司',
          DWDZ: '内蒙古自治区呼和浩特市新城区新华大街58号',
          copycbr: '李强',
          jcjlid: 'ws1',
        } as never),
      }),
    ),
  'units:get': (req) =>
    fresh({
      ID: req.id,
      DWMC: '呼和浩特市青城宾馆有限责任公司',
      DWDZ: '内蒙古自治区呼和浩特市新城区新华大街58号',
      TYSHXYDM: '91150102MA0N2X8K3P',
      FDDBR: '王建国',
      JGDWLB: '1',
      LXDH: null,
    }),
  'documents:get': (req) =>
    fresh(flwsDetail({ FLWSID: req.FLWSID, values: { JCSJ: '2026-03-12 09:30:00' } })),
});
const input = (label: string): HTMLInputElement =>
  screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }) as HTMLInputElement;
const labelOf = (name: string): HTMLElement =>
  document.querySelector(`[data-field="${name}"] label`) as HTMLElement;

describe('a new document opens pre-filled', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-18T10:00:00+08:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('fills the unit, the inspection date and today, says so, and marks them until changed', async () => {
    renderApp({ api: createFakeApi(handlers()), path: NEW });
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      '已根据任务和当前账号预填：被责令单位、单位地址、法定代表人、检查日期、落款日期（可修改）',
    );
    expect(input('被责令单位').value).toBe('呼和浩特市青城宾馆有限责任公司');
    expect(input('法定代表人').value).toBe('王建国');
    expect((screen.getByRole('combobox', { name: /检查日期/ }) as HTMLInputElement).value).toBe(
      '2026-03-12',
    );
    expect((screen.getByRole('combobox', { name: /落款日期/ }) as HTMLInputElement).value).toBe(
      '2026-03-18',
    );
    expect(input('存在的消防安全违法行为').value).toBe('');
    expect(within(labelOf('DWMC')).getByText('预填')).toBeTruthy();
    fireEvent.change(input('被责令单位'), { target: { value: '青城宾馆' } });
    await waitFor(() => expect(within(labelOf('DWMC')).queryByText('预填')).toBeNull());
    expect(within(labelOf('FDDBR')).getByText('预填')).toBeTruthy();
  });

  it('closing an untouched pre-filled document does not ask', async () => {
    renderApp({ api: createFakeApi(handlers()), path: NEW });
    await screen.findByRole('note');
    press(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(screen.queryByText('填写的内容尚未保存，确定关闭吗？')).toBeNull();
  });

  it('a saved document opens with its own values only', async () => {
    const { api } = renderApp({
      api: createFakeApi(handlers()),
      path: `${NEW}&FLWSID=ws7`,
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy());
    await waitFor(() => expect(api.callsTo('documents:get')).toEqual([{ FLWSID: 'ws7' }]));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText('预填')).toBeNull();
    expect(api.callsTo('units:get')).toEqual([]);
  });
});
