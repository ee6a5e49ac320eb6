import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { flwsDetail } from './testing';
import { choose, press, renderApp } from '../../test/render';

const NEW = '/ws/xfjdjcjl?runId=run1&RWID=rw1&rwwsszid=420';
const open = (path: string, handlers: FakeHandlers = {}) => renderApp({ api: createFakeApi(handlers), path });
const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');
const input = (label: string): HTMLInputElement => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('DocumentPage', () => {
  it('renders the form from its definition in a two-column grid', async () => {
    const { api } = open(NEW);
    expect(await screen.findByRole('heading', { name: '消防监督检查记录' })).toBeTruthy();
    expect(api.callsTo('documents:form')).toEqual([{ form: 'xfjdjcjl' }]);
    expect(api.callsTo('documents:get')).toEqual([]);
    expect(input('检查地点').type).toBe('text');
    expect(input('检查日期').type).toBe('date');
    expect(input('检查时间').type).toBe('datetime-local');
    expect(input('检查人数').type).toBe('number');
    expect(input('检查情况').tagName).toBe('TEXTAREA');
    const result = input('检查结果') as unknown as HTMLSelectElement;
    expect([...result.options].map((o) => o.textContent)).toEqual(['请选择', '合格', '不合格']);
    await waitFor(() => expect([...(input('送达状态') as unknown as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['请选择', '未送达', '已送达']));
  });

  it('names each empty required field on blur and on save, and does not save', async () => {
    const { api } = open(NEW);
    await screen.findByRole('heading', { name: '消防监督检查记录' });
    fireEvent.blur(input('检查地点'));
    expect(await screen.findByText('检查地点不能为空')).toBeTruthy();
    press(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('检查日期不能为空')).toBeTruthy();
    expect(screen.getByText('检查结果不能为空')).toBeTruthy();
    expect(screen.queryByText('检查人数不能为空')).toBeNull();
    expect(api.callsTo('documents:save')).toEqual([]);
    fireEvent.change(input('检查地点'), { target: { value: '南京某商场' } });
    expect(screen.queryByText('检查地点不能为空')).toBeNull();
  });

  it('saves a new document and stays open under its FLWSID', async () => {
    const { api } = open(NEW, { 'documents:save': () => ({ FLWSID: 'ws9', WH: '宁消〔2024〕9号', message: '保存成功!' }) });
    await screen.findByRole('heading', { name: '消防监督检查记录' });
    fireEvent.change(input('检查地点'), { target: { value: '南京某商场' } });
    fireEvent.change(input('检查日期'), { target: { value: '2024-05-01' } });
    fireEvent.change(input('检查时间'), { target: { value: '2024-05-01T09:30' } });
    choose(input('检查结果'), '2');
    press(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功!')).toBeTruthy();
    expect(api.callsTo('documents:save')).toEqual([
      { runId: 'run1', RWID: 'rw1', form: 'xfjdjcjl', rwwsszid: '420', FLWSID: undefined, values: { JCDD: '南京某商场', JCRQ: '2024-05-01', JCSJ: '2024-05-01 09:30:00', JCJG: '2' } },
    ]);
    await waitFor(() => expect(route().query.FLWSID).toBe('ws9'));
    expect(screen.getByText('文号：宁消〔2024〕9号')).toBeTruthy();
    // The tab keeps the document's name once the saved document has its id.
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toContain('消防监督检查记录'));
    expect(input('检查地点').value).toBe('南京某商场');
  });

  it('edits an existing document with its values and shows server refusals', async () => {
    const { api } = open(`${NEW}&FLWSID=ws1&FLWSLB=lb1`, { 'documents:save': () => fail('server', '当前状态的文书不可编辑') });
    await waitFor(() => expect(input('检查地点').value).toBe('南京某商场'));
    expect(input('检查时间').value).toBe('2024-05-01T10:00');
    expect(screen.getByText('文号：宁消监检字〔2024〕第001号')).toBeTruthy();
    press(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('当前状态的文书不可编辑')).toBeTruthy();
    expect((api.callsTo('documents:save')[0] as { FLWSID: string }).FLWSID).toBe('ws1');
  });

  it('is read-only in view mode and when the status is not editable', async () => {
    open(`${NEW}&FLWSID=ws1&mode=view`);
    await waitFor(() => expect(input('检查地点').readOnly).toBe(true));
    expect(screen.getByText('只读')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('is read-only for a document in approval', async () => {
    open(`${NEW}&FLWSID=ws2`, { 'documents:get': () => ({ data: flwsDetail({ FLWSID: 'ws2', STATUS: '2' }), source: 'network', updatedAt: 0 }) });
    await waitFor(() => expect(input('检查地点').readOnly).toBe(true));
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('says 文书未找到! for an unknown form', async () => {
    open('/ws/nosuchform', { 'documents:form': () => fail('server', '文书未找到!') });
    expect(await screen.findByText('文书未找到!')).toBeTruthy();
  });

  it('back closes the tab', async () => {
    open(NEW);
    await screen.findByRole('heading', { name: '消防监督检查记录' });
    press(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('tab', { name: '我的任务', selected: true })).toBeTruthy();
  });
});
