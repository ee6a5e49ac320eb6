import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { useNotify } from '../../platform/notify';
import { SessionProvider } from '../../platform/session';
import { session } from '../../platform/testing';
import { createFakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/render';
import { NotificationCentreButton } from './NotificationCentre';

function Page(): ReactElement {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('恢复成功', 'success')}>恢复</button>
      <button onClick={() => notify('网络不可用，请检查网络连接', 'error')}>保存</button>
      <NotificationCentreButton />
    </>
  );
}

describe('notification centre', () => {
  it('keeps every toast of the session, counts the unread, and clears', async () => {
    renderWithProviders(
      <SessionProvider initial={session}>
        <Page />
      </SessionProvider>,
    );
    expect(screen.getByRole('button', { name: '通知中心' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '恢复' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    fireEvent.click(await screen.findByRole('button', { name: '通知中心（2 条未读）' }));

    const list = await screen.findByRole('list', { name: '通知中心' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.replace(/\d{2}:\d{2}:\d{2}$/, ''))).toEqual([
      '错误网络不可用，请检查网络连接（2 次）',
      '成功恢复成功',
    ]);
    expect(rows[0]!.textContent).toMatch(/\d{2}:\d{2}:\d{2}$/);
    // Opened, everything in it is read.
    expect(await screen.findByRole('button', { name: '通知中心' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(
      await screen.findByText(
        '暂无通知。操作结果、上传和导入完成的消息会保留在这里，直到退出客户端。',
      ),
    ).toBeTruthy();
  });
});

describe('a finished download in the notification centre', () => {
  function Saver({ withRef }: { withRef: boolean }): ReactElement {
    const notify = useNotify();
    const file = withRef ? { ref: 'e'.repeat(32), canOpen: true } : undefined;
    return (
      <>
        <button onClick={() => notify('已下载到 C:\\下载\\案卷.zip', 'success', file)}>下载</button>
        <NotificationCentreButton />
      </>
    );
  }

  const openCentre = async (withRef: boolean, api = createFakeApi()): Promise<HTMLElement> => {
    renderWithProviders(
      <SessionProvider initial={session}>
        <Saver withRef={withRef} />
      </SessionProvider>,
      { api },
    );
    fireEvent.click(screen.getByRole('button', { name: '下载' }));
    fireEvent.click(await screen.findByRole('button', { name: '通知中心（1 条未读）' }));
    const list = await screen.findByRole('list', { name: '通知中心' });
    return within(list).getByRole('listitem');
  };

  it('still offers 打开 and 在文件夹中显示 after the toast is gone (desktop app)', async () => {
    const api = createFakeApi();
    const row = await openCentre(true, api);
    fireEvent.click(within(row).getByRole('button', { name: '在文件夹中显示' }));
    await waitFor(() =>
      expect(api.callsTo('shell:revealDownload')).toEqual([{ ref: 'e'.repeat(32) }]),
    );
    expect(within(row).getByRole('button', { name: '打开' })).toBeTruthy();
    // The time of day alone, 24-hour.
    expect(row.textContent).toMatch(/在文件夹中显示\d{2}:\d{2}:\d{2}$/);
  });

  it('offers nothing to open in browser mode', async () => {
    const row = await openCentre(false);
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
