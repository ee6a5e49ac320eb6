import { FluentProvider } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AppToaster, useDrawerMakesRoom, useNoticeLog, useNotify } from './notify';
import { appTheme } from './theme';
import { useRunAction } from './useRunAction';
import { createFakeApi, fail } from '../test/fakeApi';
import { renderWithProviders } from '../test/render';
import type { Download, SavedFileRef } from '../../shared/common/types';

function Page({ drawer }: { drawer: boolean }): ReactElement {
  const notify = useNotify();
  useDrawerMakesRoom(drawer);
  return <button onClick={() => notify('已保存', 'success')}>保存</button>;
}

const toasterOf = async (): Promise<HTMLElement> => {
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  const title = (await screen.findAllByText('已保存')).at(-1)!;
  const el = title.closest('[data-toaster-position]');
  if (!(el instanceof HTMLElement)) throw new Error('no toaster container');
  return el;
};

describe('AppToaster', () => {
  it('puts toasts in the bottom right corner, and left of an open side drawer', async () => {
    const { rerender } = render(
      <FluentProvider theme={appTheme}>
        <AppToaster>
          <Page drawer={false} />
        </AppToaster>
      </FluentProvider>,
    );
    const closed = await toasterOf();
    expect(closed.getAttribute('data-toaster-position')).toBe('bottom-end');
    expect(closed.style.right).toBe('16px');
    await act(async () => {
      rerender(
        <FluentProvider theme={appTheme}>
          <AppToaster>
            <Page drawer />
          </AppToaster>
        </FluentProvider>,
      );
    });
    expect((await toasterOf()).style.right).toBe('608px');
  });

  it('lets clicks pass through toasts, so none stands between the officer and a button', async () => {
    render(
      <FluentProvider theme={appTheme}>
        <AppToaster>
          <Page drawer={false} />
        </AppToaster>
      </FluentProvider>,
    );
    const toaster = await toasterOf();
    expect(toaster.classList.contains('fui-Toaster')).toBe(true);
    // Griffel inserts its rules through the CSSOM, not as style text.
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText))
      .join('\n');
    const own = Array.from(toaster.classList).filter((c) => !c.startsWith('fui-'));
    expect(
      own.some((c) =>
        new RegExp(`\\.${c} \\.fui-ToastContainer\\s*\\{[^}]*pointer-events:\\s*none`).test(css),
      ),
    ).toBe(true);
  });

  it('shows a message repeated within seconds once, and keeps it in the notice log', async () => {
    const logs: ReturnType<typeof useNoticeLog>[] = [];
    function Twice(): ReactElement {
      const notify = useNotify();
      logs.push(useNoticeLog());
      return (
        <button
          onClick={() => {
            notify('网络不可用，请检查网络连接', 'error');
            notify('网络不可用，请检查网络连接', 'error');
          }}
        >
          保存
        </button>
      );
    }
    render(
      <FluentProvider theme={appTheme}>
        <AppToaster>
          <Twice />
        </AppToaster>
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('网络不可用，请检查网络连接');
    expect(screen.getAllByText('网络不可用，请检查网络连接')).toHaveLength(1);
    expect(
      logs
        .at(-1)!
        .list()
        .map((e) => [e.text, e.times]),
    ).toEqual([['网络不可用，请检查网络连接', 2]]);
  });
});

describe('a finished download’s toast', () => {
  const saved = (file?: SavedFileRef): Download => ({
    savedTo: 'C:\\下载\\检查记录.pdf',
    fileName: '检查记录.pdf',
    bytes: 10,
    ...(file ? { file } : {}),
  });

  function Downloader({ answer }: { answer: Download }): ReactElement {
    const run = useRunAction();
    return (
      <button
        onClick={() =>
          void run(
            async () => answer,
            (r) => `已下载到 ${r.savedTo}`,
          )
        }
      >
        下载
      </button>
    );
  }

  const download = async (answer: Download, api = createFakeApi()): Promise<HTMLElement> => {
    renderWithProviders(<Downloader answer={answer} />, { api });
    fireEvent.click(screen.getByRole('button', { name: '下载' }));
    const title = await screen.findByText('已下载到 C:\\下载\\检查记录.pdf');
    const toast = title.closest('.fui-Toast');
    if (!(toast instanceof HTMLElement)) throw new Error('no toast');
    return toast;
  };

  it('offers 打开 and 在文件夹中显示 in the desktop app, each asking main by the file’s ref', async () => {
    const api = createFakeApi();
    const toast = await download(saved({ ref: 'a'.repeat(32), canOpen: true }), api);
    const actions = within(toast).getByRole('group', { name: '下载的文件' });
    fireEvent.click(within(actions).getByRole('button', { name: '打开' }));
    fireEvent.click(within(actions).getByRole('button', { name: '在文件夹中显示' }));
    await waitFor(() => expect(api.callsTo('shell:revealDownload')).toHaveLength(1));
    expect(api.callsTo('shell:openDownload')).toEqual([{ ref: 'a'.repeat(32) }]);
    expect(api.callsTo('shell:revealDownload')).toEqual([{ ref: 'a'.repeat(32) }]);
  });

  it('makes only those buttons clickable in a click-through toast', async () => {
    const toast = await download(saved({ ref: 'b'.repeat(32), canOpen: true }));
    const actions = within(toast).getByRole('group', { name: '下载的文件' });
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText))
      .join('\n');
    const own = Array.from(actions.classList).filter((c) => !c.startsWith('fui-'));
    expect(own.length).toBeGreaterThan(0);
    expect(
      own.some((c) => new RegExp(`\\.${c}\\s*\\{[^}]*pointer-events:\\s*auto`).test(css)),
    ).toBe(true);
    // The toast around them still lets clicks through (the toaster's rule, tested above).
    expect(toast.closest('.fui-ToastContainer')).toBeTruthy();
  });

  it('offers a program only in its folder, never 打开', async () => {
    const toast = await download(saved({ ref: 'c'.repeat(32), canOpen: false }));
    expect(within(toast).queryByRole('button', { name: '打开' })).toBeNull();
    expect(within(toast).getByRole('button', { name: '在文件夹中显示' })).toBeTruthy();
  });

  it('has no buttons in browser mode, where main gives no ref', async () => {
    const toast = await download(saved());
    expect(within(toast).queryByRole('group', { name: '下载的文件' })).toBeNull();
    expect(within(toast).queryByRole('button')).toBeNull();
  });

  it('says why when the file is gone', async () => {
    const api = createFakeApi({
      'shell:openDownload': () => fail('invalid', '文件已被移动或删除'),
    });
    const toast = await download(saved({ ref: 'd'.repeat(32), canOpen: true }), api);
    fireEvent.click(within(toast).getByRole('button', { name: '打开' }));
    expect(await screen.findByText('文件已被移动或删除')).toBeTruthy();
  });
});
