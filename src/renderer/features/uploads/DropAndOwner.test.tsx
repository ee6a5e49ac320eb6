import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../test/fakeApi';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { taskTarget } from './testing';
import { picked } from '../../platform/testing';
import { AttachmentUploadDialog } from './AttachmentUploadDialog';
import { ChunkedUploadDialog } from './ChunkedUploadDialog';
import { UploadFormDialog } from './UploadFormDialog';
import type { EnqueueRequest, UploadTarget } from '../../../shared/uploads/contract';
import type { DocumentOwner } from '../../../shared/uploads/owner';

// Drag and drop onto the upload dialogs, and the 所属文书 of a task's attachments (issue 14).

const MB = 1024 * 1024;
const fileOf = (name: string, size: number): File => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const fileItem = (name: string, isDirectory = false) => ({
  kind: 'file',
  webkitGetAsEntry: () => ({ name, isDirectory }),
});
/** A drop's DataTransfer: `folders` name the dropped Files that are folders (their entries say so). */
const dropData = (files: File[], folders: string[] = []) => ({
  types: ['Files'],
  files,
  items: files.map((f) => fileItem(f.name, folders.includes(f.name))),
  dropEffect: 'none',
});
const enqueuedTarget = (api: FakeApi): unknown =>
  (api.callsTo('uploads:enqueue')[0] as EnqueueRequest).target;
const chooser = (dialog: HTMLElement): HTMLElement =>
  within(dialog).getByRole('textbox', { name: '点击选择文件', hidden: true });
const ownerSelect = (dialog: HTMLElement): HTMLSelectElement =>
  within(dialog).getByRole('combobox', { name: '所属文书', hidden: true }) as HTMLSelectElement;

/** The desktop preload's function: main registers each dropped file and answers its ref. */
const registerDroppedFiles = vi.fn(async (files: File[]) => ({
  ok: true as const,
  value: files.map((f) => picked(f.name, f.size)),
}));
beforeEach(() => {
  registerDroppedFiles.mockClear();
  window.desktop = { setZoomFactor: vi.fn(), registerDroppedFiles };
});
afterEach(() => {
  delete window.desktop;
});

const owners: DocumentOwner[] = [
  { FLWSID: 'ws1', label: '消防监督检查记录' },
  { FLWSID: 'ws2', label: '责令限期改正通知书（宁消限字〔2026〕1号）' },
];

function openAttachment(props: { owners?: DocumentOwner[]; target?: UploadTarget } = {}): FakeApi {
  const api = createFakeApi({
    'files:pick': () => ({ opened: true, files: [picked('记录.pdf')] }),
  });
  renderWithProviders(
    <AttachmentUploadDialog
      target={props.target ?? taskTarget}
      owners={props.owners}
      onClose={vi.fn()}
    />,
    { api },
  );
  return api;
}

describe('dropping files on the upload dialogs', () => {
  it('highlights the dialog while files are dragged over it, and adds dropped files as refs', async () => {
    const api = openAttachment();
    const dialog = await findDialog('附件上传');
    const field = chooser(dialog);
    const data = dropData([fileOf('现场照片.jpg', 2 * MB), fileOf('检查记录.pdf', MB)]);
    fireEvent.dragEnter(field, { dataTransfer: data });
    expect(await within(dialog).findByText('松开鼠标即可添加文件')).toBeTruthy();
    fireEvent.dragOver(field, { dataTransfer: data });
    fireEvent.drop(field, { dataTransfer: data });
    await waitFor(() => expect(api.callsTo('uploads:enqueue')).toHaveLength(1));
    expect(within(dialog).queryByText('松开鼠标即可添加文件')).toBeNull();
    expect(registerDroppedFiles).toHaveBeenCalledWith(data.files);
    expect(api.callsTo('uploads:enqueue')[0]).toMatchObject({
      target: taskTarget,
      profile: 'attachment',
      hold: true,
      files: [
        { ref: 'ref-现场照片.jpg', title: '现场照片.jpg' },
        { ref: 'ref-检查记录.pdf', title: '检查记录.pdf' },
      ],
    });
    expect(await within(dialog).findAllByText('等待上传')).toHaveLength(2);
  });

  it("applies the dialog's check with its exact message, and refuses folders and non-files", async () => {
    const api = openAttachment();
    const dialog = await findDialog('附件上传');
    const field = chooser(dialog);
    fireEvent.drop(field, { dataTransfer: dropData([fileOf('大视频.mp4', 101 * MB)]) });
    expect(
      await within(dialog).findByText('您的附件【大视频.mp4】过大，系统限制为100M，请缩小后再上传'),
    ).toBeTruthy();
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => fileOf(`${n}.pdf`, 1));
    fireEvent.drop(field, { dataTransfer: dropData(six) });
    expect(await within(dialog).findByText('超出最大上传文件数量 5')).toBeTruthy();
    fireEvent.drop(field, {
      dataTransfer: dropData([fileOf('a.pdf', 1), fileOf('检查资料', 0)], ['检查资料']),
    });
    expect(
      await within(dialog).findByText(
        '【检查资料】是文件夹，不能直接添加，请打开文件夹后拖入其中的文件',
      ),
    ).toBeTruthy();
    fireEvent.drop(field, {
      dataTransfer: { types: ['text/plain'], files: [], items: [{ kind: 'string' }] },
    });
    expect(await within(dialog).findByText('只能拖入文件：拖入的内容不是文件')).toBeTruthy();
    expect(registerDroppedFiles).not.toHaveBeenCalled();
    expect(api.callsTo('uploads:enqueue')).toEqual([]);
  });

  it('the second form takes one dropped file under its accept list and names the title after it', async () => {
    const api = createFakeApi();
    renderWithProviders(<UploadFormDialog target={taskTarget} onClose={vi.fn()} />, { api });
    const dialog = await findDialog('上传附件');
    fireEvent.drop(chooser(dialog), { dataTransfer: dropData([fileOf('现场.jpg', 1)]) });
    expect(
      await within(dialog).findByText(
        '您上传的附件(现场.jpg)不符合要求(上传类型是.avi,.mpg,.mpeg,.mp4)，请重新上传!',
      ),
    ).toBeTruthy();
    fireEvent.drop(chooser(dialog), {
      dataTransfer: dropData([fileOf('一.mp4', 1), fileOf('二.mp4', 2)]),
    });
    expect(await within(dialog).findByText('只能上传一个附件')).toBeTruthy();
    fireEvent.drop(chooser(dialog), { dataTransfer: dropData([fileOf('执法录像.mp4', 5 * MB)]) });
    expect(await within(dialog).findByText('执法录像.mp4')).toBeTruthy();
    const title = within(dialog).getByRole('textbox', { name: /标题/, hidden: true });
    expect((title as HTMLInputElement).value).toBe('执法录像');
  });

  it("tells main's refusal of a dropped path under the field (a file moved before the drop)", async () => {
    registerDroppedFiles.mockResolvedValueOnce({
      ok: false,
      error: { kind: 'invalid', message: '文件【a.pdf】不存在或已被移动，请重新拖入' },
    } as never);
    const api = openAttachment();
    const dialog = await findDialog('附件上传');
    fireEvent.drop(chooser(dialog), { dataTransfer: dropData([fileOf('a.pdf', 1)]) });
    expect(
      await within(dialog).findByText('文件【a.pdf】不存在或已被移动，请重新拖入'),
    ).toBeTruthy();
    expect(api.callsTo('uploads:enqueue')).toEqual([]);
  });
});

describe('所属文书', () => {
  it("opened from the task: lists 不关联文书 and the task's documents; the upload carries the chosen document", async () => {
    const api = openAttachment({ owners });
    const dialog = await findDialog('附件上传');
    const select = ownerSelect(dialog);
    expect([...select.options].map((o) => o.text)).toEqual([
      '不关联文书（任务附件）',
      '消防监督检查记录',
      '责令限期改正通知书（宁消限字〔2026〕1号）',
    ]);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'ws2' } });
    press(chooser(dialog));
    await waitFor(() => expect(api.callsTo('uploads:enqueue')).toHaveLength(1));
    expect(enqueuedTarget(api)).toEqual({
      ...taskTarget,
      businessId: 'ws2',
      businessType: 'flws',
      label: '责令限期改正通知书（宁消限字〔2026〕1号）',
    });
    // Held files carry their target: the choice is fixed until they are removed.
    await waitFor(() => expect(ownerSelect(dialog).disabled).toBe(true));
    expect(
      within(dialog).getByText('已添加文件，不能更改所属文书；删除已添加的文件后可重新选择'),
    ).toBeTruthy();
    press(await within(dialog).findByRole('button', { name: '删除 记录.pdf', hidden: true }));
    await waitFor(() => expect(ownerSelect(dialog).disabled).toBe(false));
  });

  it('不关联文书 keeps the task as the target (a task attachment)', async () => {
    const api = openAttachment({ owners });
    const dialog = await findDialog('附件上传');
    fireEvent.drop(chooser(dialog), { dataTransfer: dropData([fileOf('a.pdf', 1)]) });
    await waitFor(() => expect(api.callsTo('uploads:enqueue')).toHaveLength(1));
    expect(enqueuedTarget(api)).toEqual(taskTarget);
  });

  it('opened from a document: its name is shown read-only and nothing is chosen', async () => {
    const docTarget: UploadTarget = {
      ...taskTarget,
      businessId: 'ws1',
      businessType: 'flws',
      label: '消防监督检查记录',
    };
    const api = openAttachment({ target: docTarget });
    const dialog = await findDialog('附件上传');
    const shown = within(dialog).getByRole('textbox', { name: '所属文书', hidden: true });
    expect((shown as HTMLInputElement).value).toBe('消防监督检查记录');
    expect((shown as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).queryByRole('combobox', { name: '所属文书', hidden: true })).toBeNull();
    press(chooser(dialog));
    await waitFor(() => expect(api.callsTo('uploads:enqueue')).toHaveLength(1));
    expect(enqueuedTarget(api)).toEqual(docTarget);
    press(dialogButton(dialog, '取消'));
  });

  it('the chunked uploader offers the same choice and enqueues for the chosen document', async () => {
    const api = createFakeApi();
    renderWithProviders(
      <ChunkedUploadDialog target={taskTarget} owners={owners} onClose={vi.fn()} />,
      { api },
    );
    const dialog = await findDialog('附件上传（断点续传）');
    fireEvent.change(ownerSelect(dialog), { target: { value: 'ws1' } });
    fireEvent.drop(chooser(dialog), { dataTransfer: dropData([fileOf('录像.mp4', 200 * MB)]) });
    await waitFor(() => expect(api.callsTo('uploads:enqueue')).toHaveLength(1));
    expect(api.callsTo('uploads:enqueue')[0]).toMatchObject({
      profile: 'chunked',
      target: { businessId: 'ws1', businessType: 'flws', RWID: 'rw1' },
    });
    await waitFor(() => expect(ownerSelect(dialog).disabled).toBe(true));
  });
});
