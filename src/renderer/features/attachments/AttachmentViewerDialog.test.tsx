import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { attachmentFile } from './testing';
import { uploadItem } from '../uploads/testing';
import { AttachmentViewerDialog } from './AttachmentViewerDialog';

function open(over: FakeHandlers = {}, runId: string | undefined = 'run1') {
  const api = createFakeApi(over);
  renderWithProviders(<AttachmentViewerDialog RWID="rw1" runId={runId} onClose={vi.fn()} />, {
    api,
  });
  return api;
}
const tab = (dialog: HTMLElement, name: RegExp): HTMLElement =>
  within(dialog).getByRole('tab', { name, hidden: true });
const panel = (dialog: HTMLElement): HTMLElement =>
  within(dialog).getByRole('tabpanel', { hidden: true });

describe('查看附件', () => {
  it('shows tabs 图片/文件/视频/音频 (其他 only when present) and merges groups with the same wsmc', async () => {
    const api = open();
    const dialog = await findDialog('查看附件');
    await within(dialog).findByRole('button', { name: '查看 现场照片1.jpg', hidden: true });
    expect(within(dialog).getAllByRole('tab', { hidden: true })).toHaveLength(4);
    for (const name of [/^图片/, /^文件/, /^视频/, /^音频/]) expect(tab(dialog, name)).toBeTruthy();
    expect(within(dialog).queryByRole('tab', { name: /^其他/, hidden: true })).toBeNull();
    expect(api.callsTo('attachments:groups')).toEqual([{ RWID: 'rw1' }]);
    // Two groups named 现场检查记录 become one holding both images.
    const sections = within(panel(dialog)).getAllByRole('region', { hidden: true });
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['现场检查记录']);
    expect(
      within(sections[0])
        .getAllByRole('button', { hidden: true })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['查看 现场照片1.jpg', '查看 现场照片2.png']);

    fireEvent.click(tab(dialog, /^文件/));
    // FILE_TYPE 2 and 6 are files: the scan from the mobile app sits under its own group.
    await within(dialog).findByText('扫描件.pdf');
    expect(
      within(panel(dialog))
        .getAllByRole('region', { hidden: true })
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['现场检查记录', '移动端附件']);
    fireEvent.click(tab(dialog, /^视频/));
    expect(await within(dialog).findByText('执法视频.mp4')).toBeTruthy();
    fireEvent.click(tab(dialog, /^音频/));
    expect(await within(dialog).findByText('询问录音.mp3')).toBeTruthy();
  });

  it('shows 其他 when there are such files, and an empty state per tab', async () => {
    open({
      'attachments:groups': () => ({
        data: [{ wsmc: '任务附件', fjlist: [attachmentFile('o1', '5', '压缩包', 'zip')] }],
        source: 'network',
        updatedAt: 0,
      }),
    });
    const dialog = await findDialog('查看附件');
    expect(await within(dialog).findByText('暂无图片')).toBeTruthy();
    fireEvent.click(tab(dialog, /^视频/));
    expect(await within(dialog).findByText('暂无视频')).toBeTruthy();
    fireEvent.click(tab(dialog, /^其他/));
    press(await within(dialog).findByRole('button', { name: '查看 压缩包.zip', hidden: true }));
    expect(await screen.findByText('暂不支持查看！')).toBeTruthy();
  });

  it('opens images in a viewer with previous / next, and plays video and audio', async () => {
    const api = open();
    const dialog = await findDialog('查看附件');
    press(await within(dialog).findByRole('button', { name: '查看 现场照片1.jpg', hidden: true }));
    const viewer = await findDialog('现场照片1.jpg');
    const img = (await within(viewer).findByRole('img', {
      name: '现场照片1.jpg',
      hidden: true,
    })) as HTMLImageElement;
    expect(img.src).toBe('http://127.0.0.1:18080/preview/media?md5=md5-i1&expireTime=1');
    expect(within(viewer).getByText('1 / 2')).toBeTruthy();
    press(dialogButton(viewer, '下一张'));
    expect(
      await within(viewer).findByRole('img', { name: '现场照片2.png', hidden: true }),
    ).toBeTruthy();
    press(dialogButton(viewer, '关闭'));
    await waitFor(() => expect(screen.queryByText('2 / 2')).toBeNull());

    fireEvent.click(tab(dialog, /^视频/));
    press(await within(dialog).findByRole('button', { name: '查看 执法视频.mp4', hidden: true }));
    const player = await findDialog('执法视频.mp4');
    await waitFor(() =>
      expect(player.querySelector('video')?.getAttribute('src')).toBe(
        'http://127.0.0.1:18080/preview/media?md5=md5-v1&expireTime=1',
      ),
    );
    press(dialogButton(player, '关闭'));
    fireEvent.click(tab(dialog, /^音频/));
    press(await within(dialog).findByRole('button', { name: '查看 询问录音.mp3', hidden: true }));
    const audio = await findDialog('询问录音.mp3');
    await waitFor(() =>
      expect(audio.querySelector('audio')?.getAttribute('src')).toContain('md5=md5-a1'),
    );
    expect(api.callsTo('attachments:mediaUrl')).toEqual(
      expect.arrayContaining([{ md5: 'md5-v1' }, { md5: 'md5-a1' }]),
    );
  });

  it('previews documents by MD5 and says 暂不支持查看！ without one', async () => {
    const api = open({
      'attachments:groups': () => ({
        data: [
          {
            wsmc: '文书',
            fjlist: [
              attachmentFile('d1', '2', '检查记录', 'pdf'),
              attachmentFile('d2', '2', '无摘要', 'doc', { MD5: null }),
            ],
          },
        ],
        source: 'network',
        updatedAt: 0,
      }),
    });
    const dialog = await findDialog('查看附件');
    fireEvent.click(tab(dialog, /^文件/));
    press(await within(dialog).findByRole('button', { name: '查看 检查记录.pdf', hidden: true }));
    const preview = await findDialog('文件预览：检查记录.pdf');
    expect(preview.querySelector('iframe')?.getAttribute('src')).toBe(
      'http://127.0.0.1:18080/preview/onlinePreview?md5=md5-d1&expireTime=1',
    );
    press(dialogButton(preview, '关闭'));
    press(await within(dialog).findByRole('button', { name: '查看 无摘要.doc', hidden: true }));
    expect(await screen.findByText('暂不支持查看！')).toBeTruthy();
    expect(api.callsTo('documents:previewUrl')).toEqual([{ md5: 'md5-d1' }]);
  });

  it('downloads the mobile attachments as one package, and says 下载失败！ when it fails', async () => {
    let refuse = false;
    const api = open({
      'attachments:mobilePackage': () =>
        refuse
          ? fail('server', '附件没找到！')
          : { savedTo: 'C:\\下载\\移动端附件.zip', fileName: '移动端附件.zip', bytes: 10 },
    });
    const dialog = await findDialog('查看附件');
    press(dialogButton(dialog, '打包下载移动端附件'));
    expect(await screen.findByText('已下载到 C:\\下载\\移动端附件.zip')).toBeTruthy();
    expect(api.callsTo('attachments:mobilePackage')).toEqual([{ RWID: 'rw1' }]);
    refuse = true;
    press(dialogButton(dialog, '打包下载移动端附件'));
    expect(await screen.findByText('下载失败！')).toBeTruthy();
    expect(screen.getByText('附件没找到！')).toBeTruthy();
  });

  it('downloads a single file when it knows the runId', async () => {
    const api = open();
    const dialog = await findDialog('查看附件');
    fireEvent.click(tab(dialog, /^文件/));
    press(await within(dialog).findByRole('button', { name: '下载 检查记录.pdf', hidden: true }));
    expect(await screen.findByText('已下载到 C:\\下载\\检查记录.pdf')).toBeTruthy();
    expect(api.callsTo('attachments:download')).toEqual([
      // The task's files in link mode: params names the task (spec 01 §7).
      {
        runId: 'run1',
        businessId: 'rw1',
        businessType: 'xmrw',
        linkType: '1',
        fileId: 'd1',
        fileName: '检查记录.pdf',
      },
    ]);
  });

  it('lists again when a file of the task arrives', async () => {
    const api = open();
    const dialog = await findDialog('查看附件');
    await within(dialog).findByRole('button', { name: '查看 现场照片1.jpg', hidden: true });
    act(() => api.emit('uploads:changed', { items: [uploadItem({ state: 'done' })] }));
    await waitFor(() => expect(api.callsTo('attachments:groups')).toHaveLength(2));
  });
});
