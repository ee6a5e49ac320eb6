import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/render';
import { ImageViewer } from './MediaDialogs';
import { attachmentFile, attachmentsFakes } from './testing';

const images = [
  attachmentFile('a', '1', '现场照片1', 'jpg'),
  attachmentFile('b', '1', '现场照片2', 'jpg'),
  attachmentFile('c', '1', '现场照片3', 'jpg'),
];

const open = async (): Promise<void> => {
  renderWithProviders(<ImageViewer images={images} start={0} onClose={() => undefined} />, {
    api: createFakeApi(attachmentsFakes()),
  });
  await screen.findByRole('img', { name: '现场照片1.jpg' });
};
const img = (): HTMLElement => screen.getByRole('img');
const key = (k: string, shiftKey = false): boolean =>
  fireEvent.keyDown(window, { key: k, shiftKey });

describe('image viewer', () => {
  it('zooms, rotates and pages with the keyboard; paging shows the next image whole', async () => {
    await open();
    key('+');
    key('+');
    expect(img().style.transform).toBe('scale(1.5) rotate(0deg)');
    expect(screen.getByText('150%')).toBeTruthy();
    key('r');
    expect(img().style.transform).toBe('scale(1.5) rotate(90deg)');
    key('R', true);
    key('R', true);
    expect(img().style.transform).toBe('scale(1.5) rotate(270deg)');
    key('0');
    expect(img().style.transform).toBe('scale(1) rotate(0deg)');
    key('-');
    key('ArrowRight');
    expect(await screen.findByRole('img', { name: '现场照片2.jpg' })).toBeTruthy();
    expect(img().style.transform).toBe('scale(1) rotate(0deg)');
    key('End');
    expect(await screen.findByText('3 / 3')).toBeTruthy();
    key('Home');
    expect(await screen.findByText('1 / 3')).toBeTruthy();
  });

  it('has the same tools as buttons, named with their keys', async () => {
    await open();
    const tools = screen.getByRole('toolbar', { name: '图片查看工具' });
    fireEvent.click(within(tools).getByRole('button', { name: '放大（+）' }));
    fireEvent.click(within(tools).getByRole('button', { name: '向右旋转（R）' }));
    expect(img().style.transform).toBe('scale(1.25) rotate(90deg)');
    fireEvent.click(within(tools).getByRole('button', { name: '适应窗口（0）' }));
    expect(img().style.transform).toBe('scale(1) rotate(0deg)');
  });
});
