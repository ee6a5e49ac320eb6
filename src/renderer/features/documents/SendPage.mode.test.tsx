import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig, docRow } from '../detail/testing';
import { renderApp } from '../../test/render';
import { flwsDetail } from './testing';
import type { WsType } from '../../../shared/detail/schemas';

// The send page preselects what sending the document really does: the document type's approval
// setting (wssList sfsp). The other mode is not offered, and the page says what will happen.

const wsType = (over: Partial<WsType>): WsType => ({
  id: '46',
  wsmc: '送达回证',
  tjfs: '1',
  xzurl: '/ws/sdhz',
  wsdyid: 'WSDY0046',
  kglsh: '0',
  rwwslbid: 'c1',
  ...over,
});

function openSend(types: WsType[], rwwsszid = '46', query = 'xdlx=1') {
  return renderApp({
    api: createFakeApi({
      'documents:get': () =>
        fresh(flwsDetail({ FLWSID: 'ws9', rwwsszid, TITLE: '送达回证', form: 'sdhz', values: {} })),
      'detail:get': () =>
        fresh(
          detail({
            config: detailConfig({ wssList: types }),
            tree: [docRow({ UUID: 'u9', TITLE: '送达回证', FLWSID: 'ws9', RWWSSZID: rwwsszid })],
          }),
        ),
    }),
    path: `/xfjd/send?srcid=ws9&${query}&runId=run1`,
  });
}

// The first render of a file loads Fluent UI: on a busy machine that alone can take seconds.
const SLOW = { timeout: 20_000 };
const loaded = () => screen.findByText('宁消监检字〔2024〕第001号', {}, SLOW);
const radio = (name: string): HTMLInputElement =>
  screen.getByRole('radio', { name }) as HTMLInputElement;
const sendButton = (): HTMLButtonElement =>
  screen.getByRole('button', { name: '确认发送' }) as HTMLButtonElement;

describe('the send mode follows the document type', { timeout: 60_000 }, () => {
  it('a type without approval (sfsp 0) is issued directly and says so, whatever the link asked', async () => {
    const { api } = openSend([wsType({ sfsp: '0' })]);
    await loaded();
    expect(
      await screen.findByText('本类文书无需审批：发送后直接下达，状态为“无需审批”。', {}, SLOW),
    ).toBeTruthy();
    expect(radio('直接下达').checked).toBe(true);
    expect(radio('提交审批').checked).toBe(false);
    expect(radio('提交审批').disabled).toBe(true);
    fireEvent.click(radio('提交审批'));
    expect(radio('直接下达').checked).toBe(true);
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(api.callsTo('documents:send')).toEqual([
        { runId: 'run1', FLWSID: 'ws9', FLWSLB: undefined, xdlx: '2' },
      ]),
    );
  });

  it('a type needing approval (sfsp 1) goes to approval, found by its rwwsszid', async () => {
    openSend(
      [wsType({ id: 'x404', rwwsszid: '404', wsmc: '责令限期改正通知书', sfsp: '1' })],
      '404',
      'xdlx=2',
    );
    expect(
      await screen.findByText('本类文书须经审批：发送后进入审批，审批通过后下达。', {}, SLOW),
    ).toBeTruthy();
    expect(radio('提交审批').checked).toBe(true);
    expect(radio('直接下达').disabled).toBe(true);
  });

  it('a gateway that does not say leaves both modes to the officer', async () => {
    openSend([wsType({})]);
    await loaded();
    await waitFor(() => expect(radio('提交审批').checked).toBe(true));
    expect(radio('直接下达').disabled).toBe(false);
    expect(screen.queryByText(/本类文书/)).toBeNull();
    fireEvent.click(radio('直接下达'));
    expect(radio('直接下达').checked).toBe(true);
  });
});
