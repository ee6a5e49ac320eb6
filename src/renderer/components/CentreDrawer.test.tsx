import { screen, waitFor, within } from '@testing-library/react';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { DrawerBody, DrawerHeader } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { press, renderWithProviders } from '../test/render';
import { CentreDrawer, CentreTitle } from './CentreDrawer';

const drawer = (count: number) => (
  <CentreDrawer
    label="上传中心"
    buttonLabel={`上传中心（${count}）`}
    busyText={`${count} 个文件等待上传`}
    icon={<ArrowUpload20Regular />}
    count={count}
    badgeColor="danger"
    drawerLabel="上传中心"
  >
    {(close) => (
      <>
        <DrawerHeader>
          <CentreTitle title="上传中心" onClose={close} />
        </DrawerHeader>
        <DrawerBody>队列</DrawerBody>
      </>
    )}
  </CentreDrawer>
);

describe('CentreDrawer', () => {
  it('opens its drawer from the header button and closes it with the title’s close button', async () => {
    renderWithProviders(drawer(0));
    expect(screen.queryByText('队列')).toBeNull();
    press(screen.getByRole('button', { name: '上传中心（0）' }));
    const panel = await screen.findByRole('dialog', { name: '上传中心', hidden: true });
    expect(within(panel).getByText('队列')).toBeTruthy();
    press(within(panel).getByRole('button', { name: '关闭', hidden: true }));
    await waitFor(() => expect(screen.queryByText('队列')).toBeNull());
  });

  it('shows a badge with the count only while something is counted', () => {
    const { rerender } = renderWithProviders(drawer(0));
    expect(document.querySelector('.fui-CounterBadge')).toBeNull();
    rerender(drawer(3));
    expect(document.querySelector('.fui-CounterBadge')?.textContent).toBe('3');
  });
});
