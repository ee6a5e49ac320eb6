import { fireEvent, screen, within } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { dialogButton, findDialog, press, renderWithProviders } from '../test/render';
import { DialogShell } from './DialogShell';

function Opener({ onClose }: { onClose?(): void }): ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <DialogShell
        open={open}
        title="操作日志"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={<Button onClick={() => setOpen(false)}>关闭</Button>}
      >
        <p>正文</p>
      </DialogShell>
    </>
  );
}

describe('DialogShell', () => {
  it('shows title, body and actions, and closes through onClose on Escape', async () => {
    const onClose = vi.fn();
    renderWithProviders(<Opener onClose={onClose} />);
    press(screen.getByRole('button', { name: '打开' }));
    const dialog = await findDialog('操作日志');
    expect(within(dialog).getByText('正文')).toBeTruthy();
    expect(dialogButton(dialog, '关闭')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <DialogShell open={false} title="不显示" onClose={() => undefined}>
        正文
      </DialogShell>,
    );
    expect(screen.queryByText('不显示')).toBeNull();
  });

  it('offers an × in the title when asked, which closes through onClose', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <DialogShell title="服务器设置" onClose={onClose} titleClose>
        表单
      </DialogShell>,
    );
    const dialog = await findDialog('服务器设置');
    press(dialogButton(dialog, '关闭'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('submits its body as a form on Enter, and ignores Escape without onClose', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithProviders(
      <DialogShell
        title="登录已过期"
        modalType="alert"
        onSubmit={onSubmit}
        actions={<Button type="submit">登录</Button>}
      >
        <input aria-label="密码" />
      </DialogShell>,
    );
    const dialog = await findDialog('登录已过期', 'alertdialog');
    fireEvent.submit(within(dialog).getByLabelText('密码', { selector: 'input' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { hidden: true })).toBeTruthy();
  });

  it('gives a nested dialog the backdrop of a first dialog (Fluent would make it transparent)', async () => {
    /** The class names of the outer and the inner dialog's backdrops. */
    const backdrops = async (nested: boolean): Promise<string[]> => {
      const { unmount } = renderWithProviders(
        <DialogShell title="视频列表" onClose={() => undefined}>
          <DialogShell title="视频管理" nested={nested} onClose={() => undefined}>
            视频
          </DialogShell>
        </DialogShell>,
      );
      await screen.findByRole('dialog', { name: '视频管理', hidden: true });
      const classes = [...document.querySelectorAll('.fui-DialogSurface__backdrop')].map(
        (b) => b.className,
      );
      unmount();
      return classes;
    };
    const [outer, inner] = await backdrops(true);
    expect(inner).toBe(outer);
    const [plainOuter, plainInner] = await backdrops(false);
    expect(plainInner).not.toBe(plainOuter);
  });
});

describe('stacked dialogs', () => {
  function Stacked(): ReactElement {
    const [top, setTop] = useState(true);
    return (
      <>
        <DialogShell title="操作日志" actions={<Button>关闭</Button>}>
          <p>日志</p>
        </DialogShell>
        <DialogShell
          open={top}
          modalType="alert"
          title="登录已过期"
          actions={<Button onClick={() => setTop(false)}>登录</Button>}
        />
      </>
    );
  }

  it('gives the dialog underneath back to assistive technology when the top one closes', async () => {
    renderWithProviders(<Stacked />);
    const top = await screen.findByRole('alertdialog', { name: '登录已过期' });
    const under = (await screen.findByText('日志')).closest<HTMLElement>('[role="dialog"]')!;
    // What tabster's modalizer leaves behind (fluentui#35985): the dialog underneath marked hidden.
    under.setAttribute('aria-hidden', 'true');
    // Hidden while another modal dialog is open: that is right, nothing is repaired yet.
    document.body.appendChild(document.createElement('div'));
    await Promise.resolve();
    expect(under.getAttribute('aria-hidden')).toBe('true');

    press(within(top).getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('dialog', { name: '操作日志' })).toBe(under);
    expect(under.getAttribute('aria-hidden')).toBeNull();
  });
});

describe('DialogShell draggable', () => {
  function Draggable({ drag }: { drag: boolean }): ReactElement {
    return (
      <DialogShell title="个人失信基本信息" draggable={drag} width={800} titleClose>
        <p>正文</p>
      </DialogShell>
    );
  }

  const titleOf = (dialog: HTMLElement): HTMLElement =>
    within(dialog).getByText('个人失信基本信息').closest('h2') ?? dialog;

  it('moves by its title bar, not by the title’s buttons, and stays whole on screen', async () => {
    renderWithProviders(<Draggable drag />);
    const dialog = await findDialog('个人失信基本信息');
    const title = titleOf(dialog);
    // jsdom lays nothing out: the surface stands at 100,100, 800 wide, in a 1280×720 window.
    dialog.getBoundingClientRect = () =>
      ({ left: 100, top: 100, width: 800, height: 500 }) as DOMRect;
    // Other files define these too (not always writable): set and restore by definition.
    const { innerWidth, innerHeight } = window;
    const size = (width: number, height: number): void => {
      for (const [key, value] of [
        ['innerWidth', width],
        ['innerHeight', height],
      ] as const)
        Object.defineProperty(window, key, { value, configurable: true, writable: true });
    };
    size(1280, 720);
    onTestFinished(() => size(innerWidth, innerHeight));

    fireEvent.pointerDown(title, { pointerId: 1, button: 0, clientX: 300, clientY: 120 });
    fireEvent.pointerMove(title, { pointerId: 1, clientX: 360, clientY: 200 });
    expect(dialog.style.translate).toBe('60px 80px');
    // Far up and left, then far down and right: the whole dialog stays in the window.
    fireEvent.pointerMove(title, { pointerId: 1, clientX: -2000, clientY: -2000 });
    expect(dialog.style.translate).toBe('-100px -100px');
    fireEvent.pointerMove(title, { pointerId: 1, clientX: 3000, clientY: 3000 });
    expect(dialog.style.translate).toBe('380px 120px');
    fireEvent.pointerUp(title, { pointerId: 1 });
    fireEvent.pointerMove(title, { pointerId: 1, clientX: 500, clientY: 500 });
    expect(dialog.style.translate).toBe('380px 120px');

    // The title's close button is a button, not a grip.
    const close = within(dialog).getByRole('button', { name: '关闭' });
    fireEvent.pointerDown(close, { pointerId: 2, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(close, { pointerId: 2, clientX: 50, clientY: 50 });
    expect(dialog.style.translate).toBe('380px 120px');
  });

  it('stays where it opened without draggable', async () => {
    renderWithProviders(<Draggable drag={false} />);
    const dialog = await findDialog('个人失信基本信息');
    const title = titleOf(dialog);
    fireEvent.pointerDown(title, { pointerId: 1, button: 0, clientX: 300, clientY: 120 });
    fireEvent.pointerMove(title, { pointerId: 1, clientX: 360, clientY: 200 });
    expect(dialog.style.translate).toBe('');
  });
});
