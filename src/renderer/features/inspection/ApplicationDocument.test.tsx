import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { press, renderApp } from '../../test/render';
import { formDefinition } from '../documents/testing';

// The application document /ws/fcsqdj opened by 复查申请 (spec 01 §2): its save carries the
// page's query (type, ids, source) so the server records which hidden dangers it covers; once
// saved, a later save carries nothing more.

const FCSQDJ = formDefinition('fcsqdj', {
  rwwsszid: '93',
  title: '复查申请登记',
  fields: [{ name: 'SQR', label: '申请人', type: 'text', required: true }],
});

const PATH =
  '/ws/fcsqdj?runId=run1&type=jdjc&rwwsszid=601&LYWSID=ws1&RWID=rw1&DWID=dw1&opid=3313' +
  '&ids=yh1,yh2&LYBH=宁消限字〔2024〕第0017号&LYRWID=rw1';

describe('the re-inspection application document', () => {
  it('saves with the dangers it covers, under the setting it was opened with', async () => {
    const api = createFakeApi({
      'documents:form': () => fresh(FCSQDJ),
      'documents:save': (req) => ({
        FLWSID: req.FLWSID ?? 'fl93',
        WH: null,
        RWID: 'rw1',
        message: '保存成功!',
      }),
    });
    renderApp({ api, path: PATH });
    const input = (await screen.findByLabelText('申请人', {
      exact: false,
      selector: 'input',
    })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '王芳' } });
    press(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('documents:save')).toHaveLength(1));
    expect(api.callsTo('documents:save')[0]).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      form: 'fcsqdj',
      rwwsszid: '601',
      values: { SQR: '王芳' },
      reinspection: {
        type: 'jdjc',
        ids: 'yh1,yh2',
        LYWSID: 'ws1',
        DWID: 'dw1',
        LYBH: '宁消限字〔2024〕第0017号',
        LYRWID: 'rw1',
        opid: '3313',
      },
    });
    // Saved: the next save edits the document and names no dangers again.
    fireEvent.change(input, { target: { value: '王芳（法定代表人）' } });
    press(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('documents:save')).toHaveLength(2));
    expect(api.callsTo('documents:save')[1]).not.toHaveProperty('reinspection');
  });
});
