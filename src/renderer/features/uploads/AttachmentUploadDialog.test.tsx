import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeHandlers } from '../../test/fakeApi';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { taskTarget } from './testing';
import { picked } from '../../platform/testing';
import { AttachmentUploadDialog } from './AttachmentUploadDialog';
import type { PickedFile } from '../../../shared/files/contract';
import type { UploadItem } from '../../../shared/uploads/contract';

const MB = 1024 * 1024;

function open(
  choices: PickedFile[][],
  over: FakeHandlers = {},
): { api: FakeApi; onClose: ReturnType<typeof vi.fn>; onUploaded: ReturnType<typeof vi.fn> } {
  const queue = [...choices];
  const api = createFakeApi({
    'files:pick': () => ({ opened: true, files: queue.shift() ?? [] }),
    ...over,
  });
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  renderWithProviders(
    <AttachmentUploadDialog target={taskTarget} onClose={onClose} onUploaded={onUploaded} />,
    { api },
  );
  return { api, onClose, onUploaded };
}

const chooser = (dialog: HTMLElement): HTMLElement =>
  within(dialog).getByRole('textbox', { name: '点击选择文件', hidden: true });
const emitted = (api: FakeApi, items: UploadItem[]): void =>
  act(() => api.emit('uploads:changed', { items }));
const enqueued = async (api: FakeApi, n: number): Promise<UploadItem[]> => {
  await waitFor(() => expect(api.callsTo('uploads:enqueue').length).toBe(n));
  const res = (await api.invoke('uploads:list', undefined)) as { ok: true; value: UploadItem[] };
  return res.value;
};

describe('附件上传', () => {
  it('warns not to refresh and asks for a file on Save: 请上传附件!', async () => {
    const { api } = open([]);
    const dialog = await findDialog('附件上传');
    expect(within(dialog).getByText('上传过程中请勿刷新页面！')).toBeTruthy();
    press(dialogButton(dialog, '保存'));
    expect(await within(dialog).findByText('请上传附件!')).toBeTruthy();
    expect(api.callsTo('uploads:start')).toEqual([]);
  });

  it('refuses a file over 100 MB and a wrong suffix with the exact messages, enqueuing nothing', async () => {
    const { api } = open([[picked('大视频.mp4', 101 * MB)], [picked('程序.exe', 10)]]);
    const dialog = await findDialog('附件上传');
    press(chooser(dialog));
    expect(
      await within(dialog).findByText('您的附件【大视频.mp4】过大，系统限制为100M，请缩小后再上传'),
    ).toBeTruthy();
    press(chooser(dialog));
    expect(
      await within(dialog).findByText('您的附件【程序.exe】后缀系统不支持，请修改后缀后重新上传'),
    ).toBeTruthy();
    expect(api.callsTo('uploads:enqueue')).toEqual([]);
  });

  it('holds at most 5 files: a sixth is refused with 超出最大上传文件数量 5', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => picked(`${n}.pdf`));
    const { api } = open([five, [picked('f.pdf')]]);
    const dialog = await findDialog('附件上传');
    press(chooser(dialog));
    await enqueued(api, 1);
    expect(await within(dialog).findAllByText('等待上传')).toHaveLength(5);
    expect(api.callsTo('uploads:enqueue')[0]).toMatchObject({
      target: taskTarget,
      profile: 'attachment',
      hold: true,
    });
    press(chooser(dialog));
    expect(await within(dialog).findByText('超出最大上传文件数量 5')).toBeTruthy();
    expect(api.callsTo('uploads:enqueue')).toHaveLength(1);
  });

  it('lets the officer edit title and description, starts held files on Save with them, and follows the queue', async () => {
    const { api } = open([[picked('现场照片.jpg'), picked('检查记录.pdf')]]);
    const dialog = await findDialog('附件上传');
    press(chooser(dialog));
    const [photo, record] = await enqueued(api, 1);
    const title = await within(dialog).findByRole('textbox', {
      name: '现场照片.jpg 的标题',
      hidden: true,
    });
    expect((title as HTMLInputElement).value).toBe('现场照片.jpg');
    fireEvent.change(title, { target: { value: '东侧通道照片' } });
    fireEvent.change(
      within(dialog).getByRole('textbox', { name: '现场照片.jpg 的描述', hidden: true }),
      { target: { value: '堵塞' } },
    );
    press(dialogButton(dialog, '保存'));
    await waitFor(() =>
      expect(api.callsTo('uploads:start')).toEqual([
        {
          items: [
            { id: photo.id, title: '东侧通道照片', remark: '堵塞' },
            { id: record.id, title: '检查记录.pdf', remark: '' },
          ],
        },
      ]),
    );
    emitted(api, [
      { ...photo, state: 'uploading', bytesDone: photo.size / 2, updatedAt: photo.updatedAt + 10 },
    ]);
    expect(await within(dialog).findByText('上传中 50%')).toBeTruthy();
    emitted(api, [
      {
        ...record,
        state: 'failed',
        reason: '服务器拒绝：存储空间不足',
        updatedAt: record.updatedAt + 10,
      },
    ]);
    const failed = await within(dialog).findByText('上传失败');
    expect(failed.getAttribute('data-status')).toBe('failed');
    // The reason is on the failed tag.
    fireEvent.pointerEnter(failed);
    fireEvent.focus(failed);
    expect(await screen.findByText('服务器拒绝：存储空间不足')).toBeTruthy();
    // Only waiting or failed files can be removed.
    expect(
      within(dialog).queryByRole('button', { name: '删除 现场照片.jpg', hidden: true }),
    ).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: '删除 检查记录.pdf', hidden: true }),
    ).toBeTruthy();
  });

  it('on a second Save keeps successful files and uploads the failed ones again; closes when all arrived', async () => {
    const { api, onUploaded, onClose } = open([[picked('a.pdf'), picked('b.pdf')]]);
    const dialog = await findDialog('附件上传');
    press(chooser(dialog));
    const [a, b] = await enqueued(api, 1);
    press(dialogButton(dialog, '保存'));
    await waitFor(() => expect(api.callsTo('uploads:start')).toHaveLength(1));
    emitted(api, [
      { ...a, state: 'done', bytesDone: a.size, updatedAt: a.updatedAt + 10 },
      { ...b, state: 'failed', reason: '网络错误', updatedAt: b.updatedAt + 10 },
    ]);
    expect(await within(dialog).findByText('上传成功')).toBeTruthy();
    press(dialogButton(dialog, '保存'));
    await waitFor(() => expect(api.callsTo('uploads:retry')).toEqual([{ ids: [b.id] }]));
    expect(api.callsTo('uploads:start')).toHaveLength(1);
    emitted(api, [{ ...b, state: 'done', bytesDone: b.size, updatedAt: b.updatedAt + 20 }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('附件已全部上传成功')).toBeTruthy();
  });

  it('removes a waiting file from the queue, and Cancel cancels the held ones', async () => {
    const { api, onClose } = open([[picked('a.pdf'), picked('b.pdf')]]);
    const dialog = await findDialog('附件上传');
    press(chooser(dialog));
    const [a, b] = await enqueued(api, 1);
    press(await within(dialog).findByRole('button', { name: '删除 a.pdf', hidden: true }));
    await waitFor(() => expect(api.callsTo('uploads:cancel')).toEqual([{ ids: [a.id] }]));
    await waitFor(() => expect(within(dialog).queryByText('a.pdf')).toBeNull());
    press(dialogButton(dialog, '取消'));
    await waitFor(() =>
      expect(api.callsTo('uploads:cancel')).toEqual([{ ids: [a.id] }, { ids: [b.id] }]),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('asks before cancelling files that are going up', async () => {
    const { api, onClose } = open([[picked('a.pdf')]]);
    const dialog = await findDialog('附件上传');
    press(chooser(dialog));
    const [a] = await enqueued(api, 1);
    press(dialogButton(dialog, '保存'));
    await waitFor(() => expect(api.callsTo('uploads:start')).toHaveLength(1));
    emitted(api, [{ ...a, state: 'uploading', bytesDone: 10, updatedAt: a.updatedAt + 10 }]);
    await within(dialog).findByText(/^上传中/);
    press(dialogButton(dialog, '取消'));
    const confirm = await findDialog('提示', 'alertdialog');
    expect(
      within(confirm).getByText('文件正在上传，取消将停止未完成的上传。确定取消吗？'),
    ).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    await waitFor(() => expect(api.callsTo('uploads:cancel')).toEqual([{ ids: [a.id] }]));
    expect(onClose).toHaveBeenCalled();
  });
});
