import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, docRow } from '../detail/testing';
import { renderApp } from '../../test/render';
import { flwsDetail } from './testing';
import { notice } from '../products/testing';
import type { FlwsDetail } from '../../../shared/documents/schemas';

// The send page names what must be uploaded before sending (shared/documents/send-prerequisites.ts)
// and keeps 确认发送 disabled until it is there: the same sentence the server refuses with.

function openSend(doc: Partial<FlwsDetail>, SFFJ: string, handlers: FakeHandlers = {}) {
  const FLWSID = doc.FLWSID ?? 'ws9';
  return renderApp({
    api: createFakeApi({
      'documents:get': () => fresh(flwsDetail({ FLWSID, ...doc })),
      'detail:get': () =>
        fresh(
          detail({
            tree: [
              docRow({
                UUID: 'u9',
                TITLE: doc.TITLE ?? '文书',
                FLWSID,
                RWWSSZID: doc.rwwsszid,
                SFFJ,
              }),
            ],
          }),
        ),
      ...handlers,
    }),
    path: `/xfjd/send?srcid=${FLWSID}&xdlx=1&runId=run1`,
  });
}

const sendButton = (): HTMLButtonElement =>
  screen.getByRole('button', { name: '确认发送' }) as HTMLButtonElement;

describe('send prerequisites on the send page', () => {
  it('a sampling record without photos and with mailed samples lacks both', async () => {
    const { api } = openSend({ rwwsszid: '232', TITLE: '抽样单', values: { FYFS: '2' } }, '0');
    expect(
      await screen.findByText(
        '发送前请先完成：抽样现场照片或签字的抽样单（附件）、送检样品的快递单号',
      ),
    ).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(sendButton());
    expect(api.callsTo('documents:send')).toEqual([]);
  });

  it('a document needing a file link waits for the linked notice', async () => {
    openSend({ rwwsszid: '411', TITLE: '复查记录' }, '0', {
      'products:notices': () => fresh([notice({ SFGJ: '0' })]),
    });
    expect(await screen.findByText('发送前请先完成：挂接的责令限期改正通知书')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });

  it('a notice issued directly needs the signed original; to approval it can go', async () => {
    const { api } = openSend({ rwwsszid: '404', TITLE: '责令限期改正通知书' }, '0');
    await screen.findByText('宁消监检字〔2024〕第001号');
    await waitFor(() => expect(api.callsTo('detail:get').length).toBeGreaterThan(0));
    expect(screen.queryByText(/发送前请先完成/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '直接下达' }));
    expect(
      await screen.findByText('发送前请先完成：当事人签收的文书原件扫描件（附件）'),
    ).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });

  it('with everything there it sends', async () => {
    const { api } = openSend({ rwwsszid: '411', TITLE: '复查记录' }, '1', {
      'products:notices': () => fresh([notice({ SFGJ: '1' })]),
    });
    await waitFor(() => expect(api.callsTo('products:notices').length).toBe(1));
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(screen.queryByText(/发送前请先完成/)).toBeNull();
    fireEvent.click(sendButton());
    await waitFor(() => expect(api.callsTo('documents:send').length).toBe(1));
  });
});
