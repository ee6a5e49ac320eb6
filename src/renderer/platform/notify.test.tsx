import { FluentProvider } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AppToaster, useDrawerMakesRoom, useNoticeLog, useNotify } from './notify';
import { appTheme } from './theme';

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
