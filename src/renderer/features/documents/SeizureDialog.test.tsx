import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouterProvider } from '../../platform/router';
import { createFakeApi } from '../../test/fakeApi';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { SeizureDialog } from './SeizureDialog';

function open() {
  const onClose = vi.fn();
  const api = createFakeApi({ 'shell:openWindow': () => ({ opened: true }) });
  renderWithProviders(
    <RouterProvider>
      <SeizureDialog open onClose={onClose} runId="run1" RWID="rw1" />
    </RouterProvider>,
    { api },
  );
  return { api, onClose };
}

describe('temporary seizure chooser (a small form dialog with one radio field)', () => {
  it("requires a choice with '选项不能为空', then opens the chosen procedure's page and closes", async () => {
    const { api, onClose } = open();
    const dialog = await findDialog('选择临时查封类型');
    expect(
      within(dialog)
        .getAllByRole('radio', { hidden: true })
        .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['现场临时查封', '一般程序临时查封']);
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('选项不能为空')).toBeTruthy();
    expect(api.callsTo('shell:openWindow')).toEqual([]);
    press(within(dialog).getByRole('radio', { name: '一般程序临时查封', hidden: true }));
    await waitFor(() => expect(within(dialog).queryByText('选项不能为空')).toBeNull());
    press(dialogButton(dialog, '确定'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.callsTo('shell:openWindow')).toEqual([
      { path: '/ws/jtyajllscf?runId=run1&RWID=rw1&type=GJ&rwwsszid=88&LSCFLX=1' },
    ]);
  });

  it('cancels at once, even after a choice (nothing typed to lose)', async () => {
    const { api, onClose } = open();
    const dialog = await findDialog('选择临时查封类型');
    press(within(dialog).getByRole('radio', { name: '现场临时查封', hidden: true }));
    press(dialogButton(dialog, '取消'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(api.callsTo('shell:openWindow')).toEqual([]);
  });
});
