import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { press, renderApp } from '../../test/render';
import { flwsDetail, flwsPrefill, formDefinition } from './testing';

// Issue 18: a document page reads all of its query (spec 02 §2: runId, RWID, rwwsszid, lyId, lsh,
// jcjlid, FLWSID, FLWSLB). A new document starts from getFlwsPrefill with its type and links, says
// what it is linked to and what the links filled in, and saves with them; a refused link is the
// page's error in the server's words; offline the page opens without the server's start. A saved
// document is read with the form its row named and keeps its links on save.

const DETERMINATION = {
  FLWSID: 'rd1',
  TITLE: '火灾事故认定书',
  WH: '新城消火认字〔2026〕第0011号',
};
const RECORD = { FLWSID: 'jl1', TITLE: '火灾现场勘验笔录', WH: null };
const FORM = formDefinition('hzsgcxrds', {
  rwwsszid: '528',
  title: '火灾事故重新认定书',
  fields: [
    { name: 'YRDSWH', label: '原火灾事故认定书文号', type: 'text', required: true },
    { name: 'HZMC', label: '火灾名称', type: 'text', required: true },
    { name: 'QHYY', label: '起火原因', type: 'textarea', required: true },
  ],
});
const NEW = '/ws/hzsgcxrds?runId=run13&RWID=rw21&rwwsszid=528&lyId=rd1&jcjlid=jl1&lsh=88';
const SAVED =
  '/ws/hzsgcxrds?runId=run13&RWID=rw21&rwwsszid=528&lyId=rd1&FLWSID=ws5&FLWSLB=hzsgcxrds';

const handlers = (over: FakeHandlers = {}): FakeHandlers => ({
  'documents:form': () => fresh(FORM),
  'documents:prefill': (req) =>
    fresh(
      flwsPrefill({
        form: req.form,
        rwwsszid: req.rwwsszid,
        title: '火灾事故重新认定书',
        values: { YRDSWH: DETERMINATION.WH, HZMC: '老绥远烧麦馆火灾' },
        LYWSID: 'rd1',
        source: DETERMINATION,
        JCJLID: 'jl1',
        record: RECORD,
        LSH: '88',
        WH: '新城消火认字〔2026〕第0088号',
      }),
    ),
  'documents:get': (req) =>
    fresh(
      flwsDetail({
        FLWSID: req.FLWSID,
        form: 'hzsgcxrds',
        rwwsszid: '528',
        TITLE: '火灾事故重新认定书',
        WH: '新城消火认字〔2026〕第0088号',
        values: { YRDSWH: DETERMINATION.WH, HZMC: '老绥远烧麦馆火灾', QHYY: '软管脱落' },
        LYWSID: 'rd1',
        source: DETERMINATION,
        JCJLID: null,
        record: null,
        LSH: '88',
      }),
    ),
  ...over,
});
const open = (path: string, over: FakeHandlers = {}) =>
  renderApp({ api: createFakeApi(handlers(over)), path });
const input = (label: string): HTMLInputElement =>
  screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }) as HTMLInputElement;
const linksLine = async (): Promise<string> =>
  (await screen.findByRole('note', { name: '关联信息' })).textContent ?? '';

describe('DocumentPage reads all of its query', () => {
  it('starts a new document from its type and links, says so, and saves with them', async () => {
    const { api } = open(NEW);
    expect(await screen.findByRole('heading', { name: '火灾事故重新认定书' })).toBeTruthy();
    expect(api.callsTo('documents:prefill')).toEqual([
      {
        runId: 'run13',
        RWID: 'rw21',
        form: 'hzsgcxrds',
        rwwsszid: '528',
        lyId: 'rd1',
        jcjlid: 'jl1',
        lsh: '88',
      },
    ]);
    const line = await linksLine();
    expect(line).toContain('来源文书：火灾事故认定书（新城消火认字〔2026〕第0011号）');
    expect(line).toContain('检查记录：火灾现场勘验笔录');
    expect(line).toContain('流水号：88');
    expect(line).toContain('文号：新城消火认字〔2026〕第0088号（保存后生成）');
    expect(
      screen.getByText('已根据关联文书预填：原火灾事故认定书文号、火灾名称（可修改）'),
    ).toBeTruthy();
    expect(input('原火灾事故认定书文号').value).toBe(DETERMINATION.WH);
    expect(input('火灾名称').value).toBe('老绥远烧麦馆火灾');

    fireEvent.change(input('起火原因'), { target: { value: '燃气软管老化脱落' } });
    press(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('documents:save')).toHaveLength(1));
    expect(api.callsTo('documents:save')[0]).toMatchObject({
      runId: 'run13',
      RWID: 'rw21',
      form: 'hzsgcxrds',
      rwwsszid: '528',
      lyId: 'rd1',
      jcjlid: 'jl1',
      lsh: '88',
      values: { YRDSWH: DETERMINATION.WH, QHYY: '燃气软管老化脱落' },
    });
  });

  it('shows the server’s refusal of a link instead of the form', async () => {
    const { api } = open(NEW, {
      'documents:prefill': () => fail('server', '来源文书不存在或与当前任务无关!'),
    });
    expect(await screen.findByText('来源文书不存在或与当前任务无关!')).toBeTruthy();
    expect(screen.queryByLabelText('火灾名称', { exact: false })).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    expect(api.callsTo('documents:save')).toEqual([]);
  });

  it('opens offline without the server’s start', async () => {
    open(NEW, { 'documents:prefill': () => fail('needs-network', '需要联网') });
    expect(await screen.findByRole('heading', { name: '火灾事故重新认定书' })).toBeTruthy();
    expect(input('火灾名称').value).toBe('');
    expect(screen.queryByRole('note', { name: '关联信息' })).toBeNull();
  });

  it('reads a saved document with its row’s form and keeps its links on save', async () => {
    const { api } = open(SAVED);
    await waitFor(() => expect(input('起火原因').value).toBe('软管脱落'));
    expect(api.callsTo('documents:get')).toEqual([{ FLWSID: 'ws5', FLWSLB: 'hzsgcxrds' }]);
    expect(api.callsTo('documents:prefill')).toEqual([]);
    const line = await linksLine();
    expect(line).toContain('来源文书：火灾事故认定书（新城消火认字〔2026〕第0011号）');
    expect(line).toContain('流水号：88');
    expect(line).not.toContain('保存后生成');
    fireEvent.change(input('起火原因'), { target: { value: '液化气软管老化脱落' } });
    press(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('documents:save')).toHaveLength(1));
    const saved = api.callsTo('documents:save')[0];
    expect(saved).toMatchObject({ FLWSID: 'ws5', lyId: 'rd1' });
    // The serial numbered the document when it was created; an edit does not send it.
    expect(saved).not.toHaveProperty('lsh');
  });
});
