import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { press, renderApp } from '../../test/render';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { formDefinition } from './testing';

// Issue 15: a registration document the penalty wizard opened (type=GJ) takes the wizard's types
// and target, names the source task, registers the penalty case when saved, and from then on is
// that case's document (its address names the case).

const LASPB = formDefinition('laspb', {
  rwwsszid: '18',
  title: '立案审批表',
  fields: [
    { name: 'AJMC', label: '案件名称', type: 'text', required: true },
    { name: 'CFDXLX', label: '处罚对象类型', type: 'text', required: true },
    { name: 'CF_LYTYPE', label: '处罚来源类型', type: 'text', required: true },
    { name: 'CFDXMC', label: '处罚对象名称', type: 'text', required: true },
    { name: 'CFDXDZ', label: '处罚对象地址', type: 'text', required: false },
  ],
});

const INDIVIDUAL =
  '/ws/laspb?runId=run1&GJRWID=rw1&CF_LYTYPE=1&CFDXLX=1&CFDXMC=王某某' +
  '&CFDXDZ=南京市鼓楼区中山路1号&type=GJ&rwwsszid=18&name=立案审批表';

const input = (label: string): HTMLInputElement =>
  screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }) as HTMLInputElement;
const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');

function open(path: string, over: FakeHandlers = {}): ReturnType<typeof renderApp> {
  const api = createFakeApi({
    'documents:form': () => fresh(LASPB),
    'documents:save': (req) => ({
      FLWSID: req.FLWSID ?? 'ws18',
      WH: null,
      RWID: 'cf9',
      message: '保存成功!',
    }),
    ...over,
  });
  return renderApp({ api, path });
}

describe('a penalty registration document (type=GJ)', () => {
  it('opens with the wizard’s types and target, saves with the link, then belongs to the new case', async () => {
    const { api, queryClient } = open(INDIVIDUAL);
    await waitFor(() => expect(input('处罚对象名称').value).toBe('王某某'));
    expect(input('处罚对象地址').value).toBe('南京市鼓楼区中山路1号');
    expect(input('处罚对象类型').value).toBe('1');
    expect(input('处罚来源类型').value).toBe('1');
    fireEvent.change(input('案件名称'), { target: { value: '王某某消防违法行为案' } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    press(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('documents:save')).toHaveLength(1));
    expect(api.callsTo('documents:save')[0]).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      form: 'laspb',
      rwwsszid: '18',
      values: {
        AJMC: '王某某消防违法行为案',
        CFDXLX: '1',
        CF_LYTYPE: '1',
        CFDXMC: '王某某',
        CFDXDZ: '南京市鼓楼区中山路1号',
      },
      link: {
        type: 'GJ',
        GJRWID: 'rw1',
        CF_LYTYPE: '1',
        CFDXLX: '1',
        CFDXMC: '王某某',
        CFDXDZ: '南京市鼓楼区中山路1号',
      },
    });
    await waitFor(() =>
      expect(route().query).toEqual({
        runId: 'run1',
        RWID: 'cf9',
        rwwsszid: '18',
        FLWSID: 'ws18',
      }),
    );
    expect(route().path).toBe('/ws/laspb');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['task'] });
    // What was typed stays; the next save is the case's, without registering again.
    expect(input('案件名称').value).toBe('王某某消防违法行为案');
    press(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('documents:save')).toHaveLength(2));
    const second = api.callsTo('documents:save')[1] as Record<string, unknown>;
    expect(second.RWID).toBe('cf9');
    expect(second.FLWSID).toBe('ws18');
    expect(second.link).toBeUndefined();
  });

  it('a unit’s registration names its task by RWID and keeps the address when saved under it', async () => {
    const { api } = open('/ws/laspb?runId=run1&RWID=rw1&CF_LYTYPE=2&CFDXLX=2&type=GJ&rwwsszid=18', {
      'documents:save': () => ({ FLWSID: 'ws19', WH: null, RWID: 'rw1', message: '保存成功!' }),
    });
    await waitFor(() => expect(input('处罚对象类型').value).toBe('2'));
    expect(input('处罚对象名称').value).toBe('');
    fireEvent.change(input('案件名称'), { target: { value: '某公司案' } });
    fireEvent.change(input('处罚对象名称'), { target: { value: '南京某商贸有限公司' } });
    press(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('documents:save')).toHaveLength(1));
    expect(api.callsTo('documents:save')[0]).toMatchObject({
      RWID: 'rw1',
      link: { type: 'GJ', CF_LYTYPE: '2', CFDXLX: '2' },
    });
    await waitFor(() => expect(route().query.FLWSID).toBe('ws19'));
    expect(route().query).toMatchObject({ RWID: 'rw1', type: 'GJ' });
  });

  it('an individual is the party (当事人, 地址), has no legal representative, and the page says what saving does', async () => {
    const withParty = formDefinition('laspb', {
      rwwsszid: '18',
      title: '立案审批表',
      fields: [
        { name: 'CFDXMC', label: '处罚对象名称', type: 'text', required: true },
        { name: 'DWMC', label: '当事人', type: 'text', required: true },
        { name: 'DWDZ', label: '地址', type: 'text', required: true },
        { name: 'FDDBR', label: '法定代表人', type: 'text', required: false },
        { name: 'LARQ', label: '立案日期', type: 'date', required: true },
      ],
    });
    open(INDIVIDUAL, { 'documents:form': () => fresh(withParty) });
    await waitFor(() => expect(input('当事人').value).toBe('王某某'));
    expect(input('地址').value).toBe('南京市鼓楼区中山路1号');
    expect(input('法定代表人').value).toBe('');
    // Saving registers the case today.
    expect(input('立案日期').value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      screen.getByText(
        '保存本文书即立案登记行政处罚案件（处罚对象：王某某），立案后处罚对象类型和处罚来源类型不可更改',
      ),
    ).toBeTruthy();
  });

  it('an ordinary new document sends no link', async () => {
    const { api } = open('/ws/laspb?runId=run1&RWID=rw1&rwwsszid=18&CFDXMC=不读取');
    await waitFor(() => expect(input('处罚对象名称').value).toBe(''));
    fireEvent.change(input('案件名称'), { target: { value: '案' } });
    fireEvent.change(input('处罚对象类型'), { target: { value: '2' } });
    fireEvent.change(input('处罚来源类型'), { target: { value: '1' } });
    fireEvent.change(input('处罚对象名称'), { target: { value: '某' } });
    press(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('documents:save')).toHaveLength(1));
    expect((api.callsTo('documents:save')[0] as Record<string, unknown>).link).toBeUndefined();
  });

  it('a seizure record opened with type=GJ inside a case registers nothing and says nothing of it', async () => {
    const seizure = formDefinition('lscfxcbl', {
      rwwsszid: '502',
      title: '临时查封现场笔录',
      fields: [
        { name: 'DSR', label: '当事人', type: 'text', required: true },
        { name: 'CFFW', label: '查封范围', type: 'text', required: true },
      ],
    });
    const { api } = open('/ws/lscfxcbl?runId=run1&RWID=cf3&type=GJ&rwwsszid=502&LSCFLX=2', {
      'documents:form': () => fresh(seizure),
      'documents:save': () => ({ FLWSID: 'ws502', WH: null, RWID: null, message: '保存成功!' }),
    });
    await waitFor(() => expect(input('当事人')).toBeTruthy());
    expect(screen.queryByText(/保存本文书即立案登记行政处罚案件/)).toBeNull();
    fireEvent.change(input('当事人'), { target: { value: '呼和浩特市鼎盛购物中心有限公司' } });
    fireEvent.change(input('查封范围'), { target: { value: '地下一层' } });
    press(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('documents:save')).toHaveLength(1));
    const saved = api.callsTo('documents:save')[0] as Record<string, unknown>;
    expect(saved).toMatchObject({ RWID: 'cf3', form: 'lscfxcbl', rwwsszid: '502' });
    expect(saved.link).toBeUndefined();
  });
});
