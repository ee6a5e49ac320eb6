import { FluentProvider } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AppToaster, useDrawerMakesRoom, useNotify } from './notify';
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
  it('puts toasts in the top right corner, and left of an open side drawer', async () => {
    const { rerender } = render(
      <FluentProvider theme={appTheme}>
        <AppToaster>
          <Page drawer={false} />
        </AppToaster>
      </FluentProvider>,
    );
    const closed = await toasterOf();
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
});
