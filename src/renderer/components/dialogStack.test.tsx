import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dialogButton, findDialog, press, renderWithProviders } from '../test/render';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogShell } from './DialogShell';

// Issue 14: Escape always closes the top dialog (and only it); at most two dialogs are on screen.

/** The dialog by its title; found by text, since a hidden dialog has no accessible name. */
const surface = (title: string): HTMLElement =>
  screen.getByText(title).closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')!;
const shown = (el: HTMLElement): boolean => el.style.display !== 'none';

describe('Escape and stacked dialogs', () => {
  it('Escape in a confirmation over a dialog closes the confirmation only', async () => {
    const outerClosed = vi.fn();
    function Outer(): ReactElement {
      const [asking, setAsking] = useState(false);
      return (
        <DialogShell title="附件管理" onClose={outerClosed}>
          <Button onClick={() => setAsking(true)}>删除</Button>
          <ConfirmDialog
            message={asking ? '确定删除吗？' : null}
            onConfirm={() => setAsking(false)}
            onCancel={() => setAsking(false)}
          />
        </DialogShell>
      );
    }
    renderWithProviders(<Outer />);
    const outer = await findDialog('附件管理');
    press(dialogButton(outer, '删除'));
    const confirm = await findDialog('提示', 'alertdialog');
    fireEvent.keyDown(confirm, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(outerClosed).not.toHaveBeenCalled();
    expect(surface('附件管理')).toBeTruthy();
    // Once the confirmation is gone, Escape closes the dialog itself.
    fireEvent.keyDown(outer, { key: 'Escape' });
    expect(outerClosed).toHaveBeenCalledTimes(1);
  });

  it('shows the top two of three dialogs; the lowest comes back when the top one closes', async () => {
    function Stack(): ReactElement {
      const [depth, setDepth] = useState(1);
      const close = (): void => setDepth((d) => d - 1);
      return (
        <DialogShell title="视频列表" onClose={close}>
          <Button onClick={() => setDepth(2)}>查看</Button>
          {depth >= 2 ? (
            <DialogShell title="视频管理" onClose={close}>
              <Button onClick={() => setDepth(3)}>解绑</Button>
            </DialogShell>
          ) : null}
          <ConfirmDialog
            message={depth >= 3 ? '确定解绑该视频吗？' : null}
            onConfirm={close}
            onCancel={close}
          />
        </DialogShell>
      );
    }
    renderWithProviders(<Stack />);
    press(dialogButton(await findDialog('视频列表'), '查看'));
    press(dialogButton(await findDialog('视频管理'), '解绑'));
    const confirm = await findDialog('提示', 'alertdialog');
    await waitFor(() => expect(shown(surface('视频列表'))).toBe(false));
    expect(shown(surface('视频管理'))).toBe(true);
    expect(shown(confirm)).toBe(true);
    // Its backdrop is hidden with it; the one now lowest on screen dims the page instead.
    const backdrops = Array.from(
      document.querySelectorAll<HTMLElement>('.fui-DialogSurface__backdrop'),
    );
    expect(backdrops.filter(shown)).toHaveLength(2);

    press(dialogButton(confirm, '取消'));
    await waitFor(() => expect(shown(surface('视频列表'))).toBe(true));
    expect(shown(surface('视频管理'))).toBe(true);
  });
});
